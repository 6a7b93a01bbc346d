// Emparejamientos (rules §2): the grid builder, and the tab "Emparejar siguiente ronda" writes.
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../../../src/core/model';
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import type { Grid } from '../../../src/sheets/grid/cells';
import { printLayout, titleDate } from '../../../src/sheets/grid/printedTab';
import { qrGifBase64 } from '../../../src/sheets/grid/qrCode';
import { type PairingSheetOptions, pairingSheetTab } from '../../../src/sheets/tournament/pairingSheet';
import { FORMULA_NAME, PLAYERS, typeScores } from '../../e2e/directorPath';
import { PLANNED_ROUNDS, pairedStage, plannedTournament } from '../../fixtures/plannedTournament';
import { memoryDriver } from '../../support/memoryDriver';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const base = { club: '', rating: null, average: null, entryRound: 1, withdrawnFromRound: null, absentRounds: [] };
// Names chosen so that a code-point sort would be wrong: Á, Ñ and Ó sort after Z there,
// and Ñ read as N would put "Ñuño" before "Nuria".
const players: Player[] = [
  { ...base, id: 1, name: 'Nuria Soto' },
  { ...base, id: 2, name: 'Ángel Mora' },
  { ...base, id: 3, name: 'Ñuño Vidal' },
  { ...base, id: 4, name: 'Zoe Alba' },
  { ...base, id: 5, name: 'Óscar Luna' },
  { ...base, id: 6, name: 'Ana Bravo' },
  { ...base, id: 7, name: 'Nadia Gómez' },
];

const game = (
  round: number,
  table: number,
  first: number,
  second: number | null,
  s1: number | null = null,
  s2: number | null = null,
): Game => ({
  round,
  table,
  first,
  second,
  score1: s1,
  score2: s2,
  override: null,
});

const tournament: Tournament = {
  config: { ...DEFAULT_CONFIG, name: 'Open de Otoño', rounds: 5 },
  players,
  games: [
    // Round 1: Nuria beats Ángel, Ñuño and Zoe draw, Óscar beats Ana, Nadia rests (1 point).
    game(1, 1, 1, 2, 400, 300),
    game(1, 2, 3, 4, 350, 350),
    game(1, 3, 5, 6, 380, 370),
    game(1, 4, 7, null),
    // Round 2, just paired; table 1 already has a score, which must not count as "before".
    game(2, 1, 7, 1, 410, 300),
    game(2, 2, 5, 3),
    game(2, 3, 4, 2),
    game(2, 4, 6, null),
  ],
};

const DATE = new Date(2026, 10, 23);
const BLANK = ['', '', '', '', '', '', ''];
/** A row of the "¿Dónde juego?" list as read: Nombre, Mesa, Rival, Salida, in the board columns C, D, F, G. */
const listCells = (row: readonly unknown[]) => [row[2], row[3], row[5], row[6]];
/** A list row as written: Nombre under Jugador 1, Mesa under its Puntos, Rival under Jugador 2, Salida under its Puntos. */
const listRow = (cells: readonly unknown[]) => ['', '', cells[0], cells[1], '', cells[2], cells[3]];
const pairingSheetGrid = (t: Tournament, round: number, lang: 'es' | 'en', date?: Date): Grid =>
  pairingSheetTab(t, round, lang, { date }).grid;

describe('pairingSheetGrid', () => {
  const grid = pairingSheetGrid(tournament, 2, 'es', DATE);

  test('title in one cell (it runs over the empty cells beside it): tournament, "Ronda N de R" and the date, then a blank row', () => {
    expect(grid[0]).toEqual(['Open de Otoño · Ronda 2 de 5 · 23/11/2026', '', '', '', '', '', '']);
    expect(grid[1]).toEqual(BLANK);
    expect(pairingSheetGrid(tournament, 2, 'es')[0][0]).toBe('Open de Otoño · Ronda 2 de 5');
  });

  test('print layout: the title repeated on every page, title and header rows bold, no QR without a link', () => {
    const sheet = pairingSheetTab(tournament, 2, 'es', { date: DATE });
    expect(sheet.repeatRows).toBe(1);
    expect(sheet.titleRows).toEqual([1, 9]);
    expect(sheet.headerRows).toEqual([3, 10]);
    // The list is a block printed whole (on the boards' page when it fits: printLayout).
    expect(sheet.blocks).toEqual([9]);
    expect(printLayout(sheet).pageBreaks).toEqual([]);
    expect(sheet.image).toBeNull();
  });

  test("with the live page's link: its QR code under the list, over blank rows kept for it, with a caption", () => {
    const options: PairingSheetOptions = { date: DATE, qrGif: qrGifBase64('https://example.org/torneo') };
    const sheet = pairingSheetTab(tournament, 2, 'es', options);
    // The list's 7 rows (a row for each of the 7 players of Jugadores) end on row 17; a blank row, the caption.
    expect(sheet.grid[17]).toEqual(BLANK);
    expect(sheet.grid[18]).toEqual(['Clasificación en tu teléfono:', '', '', '', '', '', '']);
    expect(sheet.titleRows).toEqual([1, 9, 19]);
    expect(sheet.image).toEqual({ row: 20, column: 3, gifBase64: options.qrGif, pixels: 150 });
    // 150 px over blank rows of 20 px: nothing under the picture.
    expect(sheet.grid.slice(19)).toEqual(new Array(8).fill(BLANK));
  });

  test('a long sheet prints the "¿Dónde juego?" list on a page of its own', () => {
    const many: Player[] = Array.from({ length: 40 }, (_, i) => ({ ...base, id: i + 1, name: `Jugador ${i + 1}` }));
    const games = Array.from({ length: 20 }, (_, i) => game(1, i + 1, i + 1, i + 21));
    const sheet = pairingSheetTab({ ...tournament, players: many, games }, 1, 'es');
    const listTitle = sheet.grid.findIndex((row) => row[0] === '¿Dónde juego?') + 1;
    // 23 rows of boards and 42 of list: more than an A4 page holds at any scale (about 48 rows at 100 %).
    expect(printLayout(sheet).pageBreaks).toEqual([listTitle]);
  });

  test('the list adds no width to a column: the board columns are as wide without it', () => {
    const long = players.map((player, i) => ({
      ...player,
      name: `${player.name} ${'de la Fuente '.repeat((i % 3) + 2)}`.trim(),
    }));
    const sheet = pairingSheetTab({ ...tournament, players: long }, 2, 'es');
    const listTitle = sheet.grid.findIndex((row) => row[0] === '¿Dónde juego?');
    const boardsOnly = { ...sheet, grid: sheet.grid.slice(0, listTitle), titleRows: [1], headerRows: [3] };
    expect(printLayout(sheet).widths).toEqual(printLayout(boardsOnly).widths);
    // Two 48-character name columns pass the 130 characters of a portrait line: still portrait.
    expect(printLayout(sheet).landscape).toBe(false);
    // Mesa and N° stay as narrow as their headers ("Mesa", bold, plus the margin): a title or a name never widens them.
    expect(
      printLayout(sheet)
        .widths.slice(0, 2)
        .every((width) => width <= 7),
    ).toBe(true);
  });

  test('before the first pairing (set-up): the title and the empty board header', () => {
    const empty = pairingSheetTab(tournament, 0, 'es');
    expect(empty.grid.map((row) => row[0])).toEqual(['Open de Otoño · Emparejamientos', '', 'Mesa']);
  });

  test('one row per board: table, both players with N° and points before the round, Jugador 1 starts', () => {
    expect(grid.slice(2, 7)).toEqual([
      ['Mesa', 'N°', 'Jugador 1', 'Puntos', 'N°', 'Jugador 2', 'Puntos'],
      [1, 7, 'Nadia Gómez', 1, 1, 'Nuria Soto', 1],
      [2, 5, 'Óscar Luna', 1, 3, 'Ñuño Vidal', 0.5],
      [3, 4, 'Zoe Alba', 0.5, 2, 'Ángel Mora', 0],
      // The bye: no table, Jugador 2 DESCANSO.
      ['', 6, 'Ana Bravo', 0, '', 'DESCANSO', ''],
    ]);
    expect(grid[7]).toEqual(BLANK);
  });

  test('"¿Dónde juego?": every player in Spanish alphabetical order with table, opponent and who starts', () => {
    expect(grid[8]).toEqual(['¿Dónde juego?', '', '', '', '', '', '']);
    expect(grid.slice(9)).toEqual(
      [
        ['Nombre', 'Mesa', 'Rival', 'Salida'],
        ['Ana Bravo', '', 'DESCANSO', ''],
        ['Ángel Mora', 3, 'Zoe Alba', 'No'],
        ['Nadia Gómez', 1, 'Nuria Soto', 'Sí'],
        ['Nuria Soto', 1, 'Nadia Gómez', 'No'],
        ['Ñuño Vidal', 2, 'Óscar Luna', 'No'],
        ['Óscar Luna', 2, 'Ñuño Vidal', 'Sí'],
        ['Zoe Alba', 3, 'Ángel Mora', 'Sí'],
      ].map(listRow),
    );
  });

  test('round 1: everyone on 0 points', () => {
    const first = pairingSheetGrid(tournament, 1, 'es', DATE);
    expect(first[0][0]).toBe('Open de Otoño · Ronda 1 de 5 · 23/11/2026');
    expect(first.slice(3, 7).map((row) => [row[3], row[6]])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, ''],
    ]);
  });

  test('English labels and date when the workbook is in English', () => {
    const en = pairingSheetGrid(tournament, 2, 'en', DATE);
    expect(en[0][0]).toBe('Open de Otoño · Round 2 of 5 · 2026-11-23');
    expect(en[2]).toEqual(['Table', 'No.', 'Player 1', 'Points', 'No.', 'Player 2', 'Points']);
    expect(en[6]).toEqual(['', 6, 'Ana Bravo', 0, '', 'BYE', '']);
    expect(en[8][0]).toBe('Where do I play?');
    expect(listCells(en[9])).toEqual(['Name', 'Table', 'Opponent', 'First move']);
    expect(listCells(en[10])).toEqual(['Ana Bravo', '', 'BYE', '']);
    expect(listCells(en[12])).toEqual(['Nadia Gómez', 1, 'Nuria Soto', 'Yes']);
  });

  test('dates are zero-padded', () => {
    expect(titleDate(new Date(2027, 0, 5), 'es')).toBe('05/01/2027');
    expect(titleDate(new Date(2027, 0, 5), 'en')).toBe('2027-01-05');
  });
});

describe('the pairing sheet keeps its print layout from round to round', () => {
  // An odd field, an absence in round 2, a late entrant from round 3, a withdrawal from round 4:
  // the number of boards changes, the rows of the list and the picture do not.
  const stages = plannedTournament(3);
  const qrGif = qrGifBase64('https://example.org/torneo');
  const tab = (round: number) => pairingSheetTab(pairedStage(stages, round), round, 'es', { date: DATE, qrGif });

  test('the same layout (widths, rows, picture) every round, however many boards', () => {
    const boards = (round: number) => stages[round].games.filter((game) => game.round === round).length;
    expect(new Set([1, 2, 3, 4, 5].map(boards)).size).toBeGreaterThan(1);
    const first = printLayout(tab(1));
    for (let round = 2; round <= PLANNED_ROUNDS; round++)
      expect([round, printLayout(tab(round))]).toEqual([round, first]);
  });

  test('rows for a board of every two players of Jugadores: blank ones under the boards of a round with fewer', () => {
    // Round 1: ten players (N° 11 enters in round 3) on five boards; eleven typed → six board rows.
    const grid = tab(1).grid;
    expect(grid.slice(3, 8).every((row) => row[2] !== '')).toBe(true);
    expect(grid[8]).toEqual(BLANK);
    expect(grid[9]).toEqual(BLANK);
    expect(grid[10][0]).toBe('¿Dónde juego?');
    expect(tab(3).grid[10][0]).toBe('¿Dónde juego?');
  });
});

describe('"Emparejar siguiente ronda" writes Emparejamientos', () => {
  const today = titleDate(new Date(), 'es');

  /** The board rows (table, both names) and the list rows of an Emparejamientos snapshot. */
  function sections(sheet: Grid) {
    const listStart = sheet.findIndex((row) => row[0] === '¿Dónde juego?');
    return {
      boards: sheet.slice(3, listStart - 1),
      list: sheet
        .slice(listStart + 2)
        .map(listCells)
        .filter((row) => row[0] !== ''),
    };
  }

  test('after each pairing the tab holds the round just paired, boards and list matching Rondas', () => {
    const driver = memoryDriver();
    const { workbook } = driver;
    expect(driver.run('setupTournament').ok).toBe(true);
    const config = workbook.snapshot('Configuración') as Grid;
    workbook.type('Configuración', config.findIndex((row) => row[0] === 'Torneo') + 1, 2, [['Open del Club']]);
    workbook.type('Jugadores', 2, 1, PLAYERS);
    expect(driver.run('pairNextRound').ok).toBe(true);

    let sheet = workbook.snapshot('Emparejamientos') as Grid;
    expect(sheet[0]).toEqual([`Open del Club · Ronda 1 de 7 · ${today}`, '', '', '', '', '', '']);
    // Laid out for printing at every write (rules §2): the widest name fits its column.
    const layout = workbook.layoutOf('Emparejamientos');
    expect(layout?.repeatRows).toBe(1);
    const longest = Math.max(...sheet.slice(3).map((row) => String(row[2]).length));
    expect(layout?.widths[2]).toBeGreaterThanOrEqual(longest);
    let rondas = workbook.snapshot('Rondas') as Grid;
    const { boards, list } = sections(sheet);
    // Every Rondas row of the round on one board row: table and both names (the bye without a table).
    expect(boards.map((row) => [row[0], row[2], row[5]])).toEqual(
      rondas.slice(1).map((row) => [row[3] === 'DESCANSO' ? '' : row[1], row[2], row[3]]),
    );
    // The list: the nine players, alphabetical, each with his table and who starts.
    expect(list.map((row) => row[0])).toEqual(
      [
        'Ana García',
        'Eva Ruiz',
        'Juan Sanz',
        'Luis Pérez',
        'Marta Gil',
        'Pablo Díaz',
        'Sara León',
        'Tomás Vega',
        FORMULA_NAME,
      ].sort((a, b) => a.localeCompare(b, 'es')),
    );
    for (const row of rondas.slice(1)) {
      const [table, first, second] = [row[1], row[2], row[3]];
      if (second === 'DESCANSO') {
        expect(list).toContainEqual([first, '', 'DESCANSO', '']);
        continue;
      }
      expect(list).toContainEqual([first, table, second, 'Sí']);
      expect(list).toContainEqual([second, table, first, 'No']);
    }

    // Round 2 replaces round 1 and shows the points earned in round 1.
    typeScores(driver, 'Rondas', [2, 3, 4, 5, 6]);
    expect(driver.run('pairNextRound').ok).toBe(true);
    sheet = workbook.snapshot('Emparejamientos') as Grid;
    rondas = workbook.snapshot('Rondas') as Grid;
    expect(sheet[0][0]).toBe(`Open del Club · Ronda 2 de 7 · ${today}`);
    const round2 = rondas.filter((row) => row[0] === 2);
    expect(sections(sheet).boards.map((row) => row[2])).toEqual(round2.map((row) => row[2]));
    expect(sections(sheet).list).toHaveLength(9);
    const points = sections(sheet)
      .boards.flatMap((row) => [row[3], row[6]])
      .filter((cell) => cell !== '');
    // Round 1: four games and a bye, one point each.
    expect(points.reduce((sum, cell) => (sum as number) + (cell as number), 0)).toBe(5);
  });

  test('an English workbook gets a Pairings tab; an existing tab is found under either name', () => {
    const workbook = new MemoryWorkbook({}, 'en_US');
    setupTournament({ workbook, lang: 'en' });
    workbook.type('Players', 2, 1, PLAYERS);
    expect(pairNextRound({ workbook, lang: 'en' }).ok).toBe(true);
    expect(workbook.tabNames()).toContain('Pairings');
    expect((workbook.snapshot('Pairings') as Grid)[0][0]).toMatch(/^Round 1 of 7 · \d{4}-\d\d-\d\d$/);

    const spanish = new MemoryWorkbook();
    setupTournament({ workbook: spanish, lang: 'es' });
    spanish.type('Jugadores', 2, 1, PLAYERS);
    spanish.type('Emparejamientos', 1, 1, [['viejo']]);
    expect(pairNextRound({ workbook: spanish, lang: 'en' }).ok).toBe(true);
    expect(spanish.tabNames()).not.toContain('Pairings');
    expect((spanish.snapshot('Emparejamientos') as Grid)[0][0]).toMatch(/^(Ronda|Round) 1 (de|of) 7 · /);
  });
});
