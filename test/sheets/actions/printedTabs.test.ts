// The registry of printed tabs (rules §12): every tab of the spec once, each recognised by
// its name in either language, and a new printed tab joining with one entry.
import { XlsxWorkbook } from '../../../src/local/xlsxWorkbook';
import { parseGenerateArgs } from '../../../src/local/generateArgs';
import { generateTournament } from '../../../src/sheets/actions/generateTournament';
import { printTab, printedTabList } from '../../../src/sheets/actions/printTab';
import { PRINTED_TABS, printedTabEntry } from '../../../src/sheets/actions/printedTabs';

function played(): XlsxWorkbook {
  const workbook = XlsxWorkbook.create('print.xlsx', { locale: 'es_ES' });
  const options = parseGenerateArgs(['--players', '6', '--rounds', '2', '--seed', '2']);
  expect(generateTournament({ workbook, lang: 'es' }, options).ok).toBe(true);
  return workbook;
}

test('the registry names every printed tab of rules §12 once, and finds each by its name in either language', () => {
  expect(printedTabList('es')).toBe(
    'Emparejamientos, Clasificación, Tabla cruzada, Tarjetas, ELO, Clasificación por clubes, Clasificación por países, Final, Clasificación duplicada, ' +
      'Duplicada N, Mesas de duplicada, Papeletas, Seguimiento, Tablero, Escalafón, Temporada, EloDI, Reparto de premios, Actas, ' +
      'Registro',
  );
  expect(new Set(PRINTED_TABS.map((entry) => entry.kind)).size).toBe(PRINTED_TABS.length);
  for (const entry of PRINTED_TABS) {
    if (entry.kind === 'duplicateGame') continue;
    for (const lang of ['es', 'en'] as const) expect(printedTabEntry(entry.label(lang))?.kind).toBe(entry.kind);
  }
  expect(printedTabEntry('Duplicada 12')?.kind).toBe('duplicateGame');
  expect(printedTabEntry('duplicate 3')?.kind).toBe('duplicateGame');
  expect(printedTabEntry('Jugadores')).toBeNull();
  expect(printedTabEntry('CLASIFICACION')?.kind).toBe('standings');
});

test('the Registro (rules §17) prints as it holds, its lines under its header', () => {
  const workbook = played();
  const lines = [
    ['Cuándo', 'Quién', 'Acción', 'Qué hizo'],
    [
      '14/03/2026 18:00:00',
      'director@club.example',
      'Emparejar siguiente ronda',
      'Ronda 1 emparejada: 3 mesas en Rondas.',
    ],
  ];
  workbook.addTab('Registro');
  workbook.write('Registro', 1, 1, lines);
  const built = printedTabEntry('Registro')?.build({ workbook, lang: 'es', tab: 'Registro' });
  expect(built?.printed.grid.slice(-2)).toEqual(lines);
  expect(built?.heading).toContain('Registro');
  expect(printedTabEntry('Log')?.kind).toBe('registro');
});

test('a new printed tab joins with one entry', () => {
  const workbook = played();
  PRINTED_TABS.push({
    kind: 'probe',
    label: () => 'Hoja de prueba',
    matches: (name) => name === 'Hoja de prueba',
    build: () => ({
      printed: {
        grid: [
          ['Premio', 'Jugador'],
          [1, 'Ana'],
        ],
        headerRows: [1],
      },
      lang: 'es',
    }),
  });
  try {
    const result = printTab({ workbook, lang: 'es' }, 'Hoja de prueba');
    expect(result).toMatchObject({ ok: true, kind: 'probe' });
    expect(result.view).toContain('<thead><tr><th class="num">Premio</th><th>Jugador</th></tr></thead>');
  } finally {
    PRINTED_TABS.pop();
  }
});
