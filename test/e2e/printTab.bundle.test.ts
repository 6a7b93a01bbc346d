// "Imprimir pestaña" through the built bundle in the Apps Script fakes (issue 28 "Must show"):
// on every printed tab of a played tournament the global opens a modal dialog holding that
// tab's print view (its texts, its paper, its repeated headers, the Print and new-tab
// buttons); on any other tab it answers, in an alert, with the tabs it prints; a name typed
// as HTML is shown as text; an en_US spreadsheet prints on Letter; outside a document it refuses.
import { createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { generateTournament } from '../../src/sheets/actions/generateTournament';
import { parseGenerateArgs } from '../../src/local/generateArgs';
import { escapeHtml } from '../../src/sheets/grid/html';
import { cellText, type Grid } from '../../src/sheets/grid/cells';

beforeAll(() => ensureBuilt());

/**
 * One clock and one zone, as in Sheets. The tabs are written here by the generator, on Node's
 * clock in the machine's time zone; the print view rebuilds each title with the date it is
 * printed (docs/print.md) in the bundle, on the script's clock in the spreadsheet's zone
 * (Europe/Madrid by default). On the real clocks the two dates differed from 22:00 or 23:00 UTC
 * to midnight (already tomorrow in Madrid), and when a slow run straddled midnight: the
 * comparison of texts failed then, and only then (docs/print.md "CI under load"). So the
 * instant is pinned on both clocks and the spreadsheet is in the machine's zone.
 */
const NOW = Date.UTC(2026, 10, 23, 12);
const MACHINE_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
beforeAll(() => jest.useFakeTimers({ now: NOW }));
afterAll(() => jest.useRealTimers());

type Handler = () => { ok: boolean; kind?: string | null } | null;

/** Every printed tab of rules §12 that a played tournament with duplicate games and a closing has. */
const PRINTED = [
  'Emparejamientos',
  'Clasificación',
  'Tabla cruzada',
  'Tarjetas',
  'ELO',
  'Clasificación por clubes',
  'Clasificación duplicada',
  'Duplicada 1',
  'Duplicada 2',
  'Mesas de duplicada',
  'Papeletas',
  'Seguimiento',
  'Tablero',
  'Escalafón',
  'Temporada',
  'EloDI',
  'Reparto de premios',
];
const NOT_PRINTED = ['Configuración', 'Jugadores', 'Rondas'];

/** A generated tournament (played with the engine) copied into the fake spreadsheet, tab by tab. */
function playedSpreadsheet(env: GasEnvironment): void {
  const generated = XlsxWorkbook.create('unused.xlsx', { locale: 'es_ES' });
  const options = parseGenerateArgs([
    '--players',
    '12',
    '--rounds',
    '3',
    '--clubs',
    '3',
    '--seed',
    '5',
    '--duplicates',
    '2',
    '--duplicate-rounds',
    '4',
  ]);
  expect(generateTournament({ workbook: generated, lang: 'es' }, options).ok).toBe(true);
  const first = env.spreadsheet.getSheets()[0];
  for (const name of generated.tabNames()) {
    const grid = generated.read(name) ?? [];
    // A move typed on the first game, under Maestra: "Calcular duplicada" draws its board in Tablero.
    // H8-CASA is worth 12: the master's R1, and nobody above it.
    if (name === 'Duplicada 1') {
      grid.splice(2, 0, ['Jugada', 'H8-CASA', ...grid[0].slice(2).map(() => '')]);
      for (const row of grid.slice(1)) if (typeof row[1] === 'number') row[1] = Math.min(row[1], 12);
      grid[1][1] = 12;
    }
    const sheet = env.spreadsheet.getSheetByName(name) ?? env.spreadsheet.insertSheet(name);
    if (grid.length > 0) sheet.getRange(1, 1, grid.length, grid[0].length).setValues(grid as unknown[][]);
  }
  if (!generated.tabNames().includes(first.getName())) env.spreadsheet.deleteSheet(first);
}

/** The texts of a written tab, each as the view must show it (escaped, its lines kept). */
function texts(grid: Grid): string[] {
  return [
    ...new Set(
      grid
        .flat()
        .filter((cell) => typeof cell === 'string' && cell.trim() !== '')
        .map((cell) => escapeHtml(cellText(cell)).replace(/\n/g, '<br>')),
    ),
  ];
}

describe('Imprimir pestaña on a played tournament', () => {
  const env = createGasEnvironment({ locale: 'es_ES', now: NOW, timeZone: MACHINE_ZONE });
  let context: Record<string, unknown>;
  beforeAll(() => {
    playedSpreadsheet(env);
    // Two prizes announced in Premios (rules §11): Calcular premios writes Reparto de premios.
    const prizes = env.spreadsheet.getSheetByName('Premios') ?? env.spreadsheet.insertSheet('Premios');
    prizes.getRange(1, 1, 3, 9).setValues([
      ['Premio', 'Tipo', 'Escalafón desde', 'Escalafón hasta', 'Sin escalafón', 'Club', 'País', 'Etiqueta', 'Importe'],
      ['1.º', 'Clasificación', '', '', '', '', '', '', 100],
      ['Partida más alta', 'Partida más alta', '', '', '', '', '', '', 20],
    ]);
    context = loadBundle(env);
    for (const action of ['scoreDuplicate', 'prepareDuplicate', 'computePrizes', 'closeTournament']) {
      const result = (context[action] as Handler)();
      expect([action, result?.ok]).toEqual([action, true]);
      expect(env.ui.violations).toEqual([]);
    }
    const names = env.spreadsheet.getSheets().map((sheet) => sheet.getName());
    expect(names).toEqual(expect.arrayContaining([...PRINTED, ...NOT_PRINTED]));
  });

  test.each(PRINTED)('%s: a modal dialog with its print view', (name) => {
    const sheet = env.spreadsheet.getSheetByName(name)!;
    env.spreadsheet.setActiveSheet(sheet);
    const [dialogs, alerts] = [env.ui.dialogs.length, env.ui.alerts.length];
    const result = (context.printTab as Handler)();
    expect(result).toMatchObject({ ok: true });
    expect(env.ui.alerts).toHaveLength(alerts);
    expect(env.ui.dialogs).toHaveLength(dialogs + 1);
    const dialog = env.ui.dialogs[dialogs];
    expect(dialog).toMatchObject({ title: `Imprimir ${name}`, modal: true });
    // Set, not the 300 × 400 default.
    expect(dialog.width).toBeGreaterThanOrEqual(800);
    expect(dialog.height).toBeGreaterThanOrEqual(600);
    const { html } = dialog;
    expect(html).toMatch(/@page \{ size: A4 (portrait|landscape); margin: 10mm; \}/);
    expect(html).toContain('break-inside: avoid');
    expect(html).toContain('window.print()');
    expect(html).toContain('Abrir en otra pestaña del navegador');
    expect(html).toContain(
      `https://docs.google.com/spreadsheets/d/${env.spreadsheet.getId()}/export?format=pdf&amp;gid=${sheet.getSheetId()}`,
    );
    // Every text the tab shows in Sheets is in its view: one model, two renderers.
    const written = sheet.getDataRange().getValues() as Grid;
    const shown = texts(written);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.filter((text) => !html.includes(text))).toEqual([]);
    // Table headers that repeat on every page; the papers for the hand are a page each instead.
    if (name === 'Papeletas' || name === 'Seguimiento') expect(html).toContain('<body class="fill">');
    else expect(html).toContain('<thead>');
  });

  test.each(NOT_PRINTED)('%s: an alert listing the tabs it prints, no dialog', (name) => {
    env.spreadsheet.setActiveSheet(env.spreadsheet.getSheetByName(name)!);
    const dialogs = env.ui.dialogs.length;
    expect((context.printTab as Handler)()).toMatchObject({ ok: false });
    expect(env.ui.dialogs).toHaveLength(dialogs);
    expect(env.ui.alerts.at(-1)!.message).toBe(
      `Atril no imprime la pestaña ${name}; las que imprime son: Emparejamientos, Clasificación, ` +
        'Tabla cruzada, Tarjetas, ELO, Clasificación por clubes, Clasificación por países, Final, Clasificación duplicada, Duplicada N, ' +
        'Mesas de duplicada, Papeletas, Seguimiento, Tablero, Escalafón, Temporada, EloDI, Reparto de premios, Actas, Registro.',
    );
  });

  test('the menu offers it just before Comprobar instalación', () => {
    (context.onOpen as () => void)();
    const items = env.ui.menus.at(-1)!.items;
    expect(items.at(-2)).toEqual({ label: 'Imprimir pestaña', functionName: 'printTab' });
  });
});

describe('Imprimir pestaña, in English and with a name typed as HTML', () => {
  test('Letter paper for en_US; the name printed as text', () => {
    const env = createGasEnvironment({ locale: 'en_US' });
    const context = loadBundle(env);
    (context.setupTournament as Handler)();
    const players = env.spreadsheet.getSheetByName('Players')!;
    const evil = '<img src=x onerror=alert(1)>';
    players.getRange(2, 2, 4, 1).setValues([[evil], ['Ana'], ['Luis'], ['Zoe']]);
    (context.pairNextRound as Handler)();
    env.spreadsheet.setActiveSheet(env.spreadsheet.getSheetByName('Pairings')!);
    expect((context.printTab as Handler)()).toMatchObject({ ok: true, kind: 'pairings' });
    const { html, title } = env.ui.dialogs.at(-1)!;
    expect(title).toBe('Print Pairings');
    expect(html).toMatch(/@page \{ size: Letter portrait;/);
    expect(html).toContain('size=letter');
    expect(html).toContain(escapeHtml(evil));
    expect(html).not.toContain(evil);
    expect(html).toContain('Open in a new browser tab');
  });

  test('outside a document (the web app) it refuses before asking for the Ui', () => {
    const env = createGasEnvironment({ locale: 'es_ES', context: 'webapp' });
    const context = loadBundle(env);
    expect(() => (context.printTab as Handler)()).toThrow();
    expect(env.ui.dialogs).toEqual([]);
  });
});
