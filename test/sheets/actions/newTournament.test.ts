// "Nuevo torneo" (rules §8; docs/season.md) over the in-memory workbook: the closed
// tournament's tabs kept under its name with every value, a fresh Configuración with the
// club's settings, Jugadores from the Escalafón, an empty Rondas; refusals write nothing.
import { closeTournament } from '../../../src/sheets/actions/closeTournament';
import { newTournament } from '../../../src/sheets/actions/newTournament';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';
import { CLUB_GAMES, CLUB_PLAYERS } from '../../fixtures/clubTournament';
import { CLUB_LIST } from '../../fixtures/clubList';
import { compileList } from '../../../src/core/duplicate/lexiconCompile';
import { loadLexicon } from '../../../src/sheets/actions/loadLexicon';
import { requireLexicon } from '../../../src/sheets/duplicate/lexiconTab';
import { cellText } from '../../../src/sheets/grid/cells';

const CONFIG = [
  ['Clave', 'Valor'],
  ['Torneo', 'Liga de otoño'],
  ['Rondas', 2],
  ['Jugadores por club', 2],
];

function closedLeague(): MemoryWorkbook {
  const book = new MemoryWorkbook({
    Configuración: CONFIG,
    Jugadores: CLUB_PLAYERS,
    Rondas: CLUB_GAMES,
    'Notas del club': [['cuotas pagadas']],
  });
  expect(closeTournament({ workbook: book, lang: 'es' }).ok).toBe(true);
  return book;
}
const start = (book: MemoryWorkbook) => newTournament({ workbook: book, lang: 'es' });
const everyTab = (book: MemoryWorkbook) => book.tabNames().map((name) => [name, book.snapshot(name)]);

describe('Nuevo torneo after a closed tournament', () => {
  const book = closedLeague();
  const before = new Map(everyTab(book) as [string, Grid][]);
  const result = start(book);

  test('keeps every tab of the finished tournament under its name, values untouched; the rest as it was', () => {
    expect(result.archived).toEqual([
      'Liga de otoño · Configuración',
      'Liga de otoño · Jugadores',
      'Liga de otoño · Rondas',
      'Liga de otoño · ELO',
    ]);
    for (const kept of result.archived) {
      expect(book.snapshot(kept)).toEqual(before.get(kept.replace('Liga de otoño · ', '')));
    }
    for (const tab of ['Notas del club', 'Escalafón', 'Escalafón anterior', 'Temporada'])
      expect(book.snapshot(tab)).toEqual(before.get(tab));
    expect(result.message).toBe(
      [
        'Nuevo torneo preparado. El torneo «Liga de otoño» se guarda en las pestañas Liga de otoño · Configuración, Liga de otoño · Jugadores, Liga de otoño · Rondas, Liga de otoño · ELO.',
        'Jugadores: 6 jugadores del Escalafón, con su escalafón y su club. Borra los que no juegan y añade los nuevos; después escribe el nombre del torneo en Configuración.',
      ].join('\n'),
    );
  });

  test("a fresh Configuración: the club's settings, the name and the date blank", () => {
    // Fecha was written by Cerrar torneo (rules §23): the next tournament's first day is its own.
    expect(book.snapshot('Configuración')).toEqual([
      ['Clave', 'Valor'],
      ['Torneo', ''],
      ['Rondas', 2],
      ['Jugadores por club', 2],
      ['Fecha', ''],
    ]);
  });

  test('Jugadores: the Escalafón players in its order, with their ratings and clubs, N° blank', () => {
    const escalafon = book.snapshot('Escalafón') as Grid;
    expect(book.snapshot('Jugadores')).toEqual([
      [
        'N°',
        'Nombre',
        'Escalafón',
        'Club',
        'Promedio',
        'Entra en ronda',
        'Retirado desde ronda',
        'Ausente en rondas',
        'Presente',
      ],
      ...escalafon.slice(1).map((row) => ['', row[1], row[2], row[6], '', '', '', '', '']),
    ]);
    expect(book.formatOf('Jugadores')).toMatchObject({ frozenRows: 1, numberColumns: [3, 5] });
  });

  test('an empty Rondas and the empty views, as "Preparar torneo" makes them', () => {
    expect(book.snapshot('Rondas')?.[0].slice(0, 7)).toEqual([
      'Ronda',
      'Mesa',
      'Jugador 1',
      'Jugador 2',
      'Puntos Scrabble 1',
      'Puntos Scrabble 2',
      'Resultado',
    ]);
    expect(book.snapshot('Rondas')).toHaveLength(1);
    expect(book.formatOf('Rondas').dropdown?.values).toEqual([
      'NP1',
      'NP2',
      'NP',
      '1-0',
      '0-1',
      '½-½',
      'FF1',
      'FF2',
      'FF',
    ]);
    const fresh = new MemoryWorkbook();
    setupTournament({ workbook: fresh, lang: 'es' });
    for (const view of ['Clasificación', 'Tabla cruzada', 'Tarjetas', 'ELO'])
      expect([view, book.snapshot(view)]).toEqual([view, fresh.snapshot(view)]);
  });

  test('run again before the new tournament has games: refused, nothing written', () => {
    const tabs = everyTab(book);
    book.resetCounts();
    expect(start(book)).toMatchObject({
      ok: false,
      message:
        'El torneo actual todavía no ha empezado (no tiene partidas): no hay nada que guardar. Escribe los jugadores en Jugadores y empieza a emparejar.',
    });
    expect(book.writes).toBe(0);
    expect(everyTab(book)).toEqual(tabs);
  });
});

describe('Nuevo torneo with a word list loaded', () => {
  test('the new Configuración keeps the Léxico row (the list stays loaded for the next tournament)', () => {
    const book = closedLeague();
    const { parts, ...counts } = compileList(CLUB_LIST);
    const clocked = Object.assign(book, {
      now: () => new Date('2026-12-04T21:50:00Z'),
      timeZone: () => 'Europe/Madrid',
    });
    loadLexicon({ workbook: clocked, lang: 'es' }, { name: 'club.txt', ...counts, parts: parts.length }, parts);
    const lexiconRow = book.snapshot('Configuración')!.find((row) => row[0] === 'Léxico');
    expect(cellText(lexiconRow?.[1])).toBe('club.txt · 200 palabras · 04/12/2026, 22:50');
    expect(start(book).ok).toBe(true);
    expect(book.snapshot('Configuración')!.find((row) => row[0] === 'Léxico')).toEqual(lexiconRow);
    expect(requireLexicon(book).head.name).toBe('club.txt');
  });
});

describe('Nuevo torneo refused, or bad input', () => {
  test('the tournament is not closed', () => {
    const book = new MemoryWorkbook({ Configuración: CONFIG, Jugadores: CLUB_PLAYERS, Rondas: CLUB_GAMES });
    const tabs = everyTab(book);
    expect(start(book).message).toBe(
      'El torneo «Liga de otoño» no está cerrado: usa Atril › Cerrar torneo antes de empezar otro (si no, sus resultados no llegarían al Escalafón ni a la Temporada).',
    );
    expect(everyTab(book)).toEqual(tabs);
  });

  test('two Escalafón rows that are one name without accents would be one player twice in Jugadores', () => {
    const book = closedLeague();
    book.type('Escalafón', 9, 1, [['', 'ANA GARCIA', 1500]]);
    const tabs = everyTab(book);
    book.resetCounts();
    expect(errorOf(() => start(book))).toBe(
      'Escalafón, fila 9, columna Nombre: el nombre «ANA GARCIA» está repetido (también en la fila 2, sin contar acentos)',
    );
    expect(book.writes).toBe(0);
    expect(everyTab(book)).toEqual(tabs);
  });
});

describe('Nuevo torneo in a workbook with a rating list only', () => {
  test('sets up the tournament with the Escalafón players', () => {
    const book = new MemoryWorkbook({
      Escalafón: [
        ['Nombre', 'Escalafón', 'Club'],
        ['Rita Sol', 1700, 'Alfil'],
      ],
    });
    const result = start(book);
    expect(result).toMatchObject({ ok: true, archived: [], players: 1 });
    expect(book.snapshot('Jugadores')?.[1]).toEqual(['', 'Rita Sol', 1700, 'Alfil', '', '', '', '', '']);
    expect(book.snapshot('Configuración')).toContainEqual(['K', 10]);
  });
});
