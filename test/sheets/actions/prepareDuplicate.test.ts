// "Preparar duplicada" (rules §6.6, §8) over the in-memory workbook: the tables before the
// first game (EloDI, newcomers alphabetically) and after it (the partial ranking), the slips,
// the follow sheets, the next game's tab created once and then left alone, the seeded draw,
// and bad input refused with nothing written.
import { prepareDuplicate } from '../../../src/sheets/actions/prepareDuplicate';
import { SLIP_LINES, SLIPS_DOWN } from '../../../src/sheets/duplicate/slips';
import { FILLED_ROW_POINTS } from '../../../src/sheets/grid/printedTab';
import { type Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';

const CONFIG = [
  ['Clave', 'Valor'],
  ['Torneo', 'Liga'],
  ['Rondas por partida duplicada', 3],
];
const PLAYERS = [['Nombre'], ['Zoe'], ['Ana'], ['Bruno'], ['Carla']];
const ELODI = [
  ['Nombre', 'EloDI', 'Volatilidad', 'Partidas EloDI'],
  ['Bruno', 1400, 300, 5],
  ['carla', 1250, 300, 3],
];
const book = (tabs: Record<string, Grid> = {}, config: Grid = CONFIG) =>
  new MemoryWorkbook({ Configuración: config, Jugadores: PLAYERS, EloDI: ELODI, ...tabs });
const column = (grid: Grid | null, c: number) => (grid ?? []).map((row) => row[c]);

describe('before the first game', () => {
  const workbook = book();
  const result = prepareDuplicate({ workbook, lang: 'es' });

  test('by EloDI (matched case aside), then the newcomers alphabetically; Duplicada 1 created in table order', () => {
    expect(result.ok).toBe(true);
    expect(result.game).toBe('Duplicada 1');
    expect(result.created).toBe(true);
    expect(result.seats.map((seat) => [seat.table, seat.name, seat.eloDi])).toEqual([
      [1, 'Bruno', 1400],
      [2, 'Carla', 1250],
      [3, 'Ana', null],
      [4, 'Zoe', null],
    ]);
    expect(workbook.snapshot('Duplicada 1')).toEqual([
      ['Nombre', 'R1', 'R2', 'R3'],
      ['Maestra', '', '', ''],
      ['Jugada', '', '', ''],
      ['Atril', '', '', ''],
      ['Semilla', '', '', ''],
      ['Sorteo', '', '', ''],
      ['Bruno', '', '', ''],
      ['Carla', '', '', ''],
      ['Ana', '', '', ''],
      ['Zoe', '', '', ''],
    ]);
    expect(result.message).toContain('Duplicada 1: 4 jugadores sentados (Clasificación) en Mesas de duplicada');
  });

  test('Mesas de duplicada: by table with the EloDI, then alphabetically on a page of its own', () => {
    const grid = workbook.snapshot('Mesas de duplicada') as Grid;
    expect(grid[0][0]).toBe('Duplicada 1 · Mesas de duplicada');
    expect(grid[1][0]).toMatch(/^Liga · \d\d\/\d\d\/\d{4}$/);
    expect(grid[2][0]).toBe('Disposición: Clasificación');
    expect(grid.slice(4, 10)).toEqual([
      ['Por mesa', '', ''],
      ['Mesa', 'Jugador', 'EloDI'],
      [1, 'Bruno', 1400],
      [2, 'Carla', 1250],
      [3, 'Ana', ''],
      [4, 'Zoe', ''],
    ]);
    expect(grid.slice(11)).toEqual([
      ['Por orden alfabético', '', ''],
      ['Mesa', 'Jugador', 'EloDI'],
      [3, 'Ana', ''],
      [1, 'Bruno', 1400],
      [2, 'Carla', 1250],
      [4, 'Zoe', ''],
    ]);
    expect(workbook.layoutOf('Mesas de duplicada')).toMatchObject({ pageBreaks: [12], headerRows: [6, 13] });
  });

  test('Papeletas: a page of 16 slips per player, rounds 1-3 numbered then 13 spares, a page break between players', () => {
    const grid = workbook.snapshot('Papeletas') as Grid;
    const page = SLIPS_DOWN * SLIP_LINES;
    // The last slip's blank line is no used row.
    expect(grid).toHaveLength(4 * page - 1);
    expect(workbook.layoutOf('Papeletas')?.pageBreaks).toEqual([page + 1, 2 * page + 1, 3 * page + 1]);
    // The first slip, left, and the second, right; column B is the gutter.
    expect(grid.slice(0, SLIP_LINES).map((row) => [row[0], row[1], row[2]])).toEqual([
      ['Duplicada 1 · Liga', '', 'Duplicada 1 · Liga'],
      ['Ronda 1 · Mesa 1', '', 'Ronda 2 · Mesa 1'],
      ['Bruno', '', 'Bruno'],
      [`Jugada: ${'_'.repeat(20)}`, '', `Jugada: ${'_'.repeat(20)}`],
      [`Puntos: ${'_'.repeat(8)}`, '', `Puntos: ${'_'.repeat(8)}`],
      ['', '', ''],
    ]);
    const zoe = grid.slice(3 * page).flatMap((row) => [row[0], row[2]]);
    expect(zoe.filter((cell) => cell === 'Zoe')).toHaveLength(16);
    expect(zoe.filter((cell) => /^Ronda \d · Mesa 4$/.test(String(cell)))).toEqual([
      'Ronda 1 · Mesa 4',
      'Ronda 2 · Mesa 4',
      'Ronda 3 · Mesa 4',
    ]);
    expect(zoe.filter((cell) => cell === 'Ronda ____ · Mesa 4')).toHaveLength(13);
  });

  test('Seguimiento: one landscape page per player, a writing line per round, the lines spread over the page', () => {
    const grid = workbook.snapshot('Seguimiento') as Grid;
    const sheet = 4 + 3;
    expect(grid).toHaveLength(4 * sheet);
    expect(grid[0][0]).toBe('Bruno · Mesa 1 · Duplicada 1');
    expect(grid[3]).toEqual(['Ronda', 'Coord.', 'Palabra', 'Puntos', 'Total', 'Coord.', 'Palabra', 'Puntos', 'Total']);
    expect(column(grid.slice(0, sheet), 0).slice(4)).toEqual([1, 2, 3]);
    expect(grid[sheet][0]).toBe('Carla · Mesa 2 · Duplicada 1');
    expect(workbook.layoutOf('Seguimiento')).toMatchObject({
      landscape: true,
      pageBreaks: [sheet + 1, 2 * sheet + 1, 3 * sheet + 1],
    });
    // Five rows (two notes, three rounds) on a landscape page: as tall as a filled row gets.
    expect(workbook.layoutOf('Seguimiento')?.bodyRowPoints).toBe(FILLED_ROW_POINTS);
  });
});

describe('after the first game', () => {
  // Master 50, 40. Ana 50 40 (alone on the master in round 1: +10) = 100; Zoe 30 40 = 70;
  // Bruno 20 10 = 30; Carla has no score: absent, seated after by her EloDI.
  const game1: Grid = [
    ['Nombre', 'R1', 'R2'],
    ['Maestra', 50, 40],
    ['Atril', '', ''],
    ['Bruno', 20, 10],
    ['Carla', '', ''],
    ['Ana', 50, 40],
    ['Zoe', 30, 40],
  ];

  test('by the partial ranking, then the others by EloDI; Duplicada 2 created', () => {
    const workbook = book({ 'Duplicada 1': game1 });
    const result = prepareDuplicate({ workbook, lang: 'es' });
    expect(result.game).toBe('Duplicada 2');
    expect(result.seats.map((seat) => [seat.table, seat.name, seat.place])).toEqual([
      [1, 'Ana', 1],
      [2, 'Zoe', 2],
      [3, 'Bruno', 3],
      [4, 'Carla', null],
    ]);
    expect(column(workbook.snapshot('Duplicada 2'), 0)).toEqual([
      'Nombre',
      'Maestra',
      'Jugada',
      'Atril',
      'Semilla',
      'Sorteo',
      'Ana',
      'Zoe',
      'Bruno',
      'Carla',
    ]);
    const seating = workbook.snapshot('Mesas de duplicada') as Grid;
    expect(seating[5]).toEqual(['Mesa', 'Jugador', 'Puesto']);
    expect(seating[6]).toEqual([1, 'Ana', 1]);
  });

  test('a game tab already waiting (no master score) is the next game: only the missing Jugada, Atril, Semilla and Sorteo rows are added after its last row', () => {
    const waiting: Grid = [
      ['Nombre', 'R1'],
      ['Maestra', ''],
      ['Zoe', ''],
    ];
    const workbook = book({ 'Duplicada 1': game1, 'Duplicada 2': waiting });
    const result = prepareDuplicate({ workbook, lang: 'es' });
    expect(result.game).toBe('Duplicada 2');
    expect(result.created).toBe(false);
    expect(workbook.snapshot('Duplicada 2')).toEqual([
      ...waiting,
      ['Jugada', ''],
      ['Atril', ''],
      ['Semilla', ''],
      ['Sorteo', ''],
    ]);
    expect(result.message).toContain(
      'La pestaña Duplicada 2 ya existía: solo se le han añadido, tras su última fila, las filas Jugada, Atril, Semilla, Sorteo',
    );
    // Pressed again, the tab is left as it is.
    const again = prepareDuplicate({ workbook, lang: 'es' });
    expect(again.message).toContain('La pestaña Duplicada 2 ya existía: no se ha tocado.');
    expect(workbook.snapshot('Duplicada 2')).toHaveLength(7);
  });

  test('a player withdrawn in Jugadores gets no table, even listed on the game before; the message names him', () => {
    const players = [
      ['Nombre', 'Retirado desde ronda'],
      ['Zoe', ''],
      ['Ana', ''],
      ['Bruno', 3],
      ['Carla', ''],
    ];
    const workbook = new MemoryWorkbook({
      Configuración: CONFIG,
      Jugadores: players,
      EloDI: ELODI,
      'Duplicada 1': game1,
    });
    const result = prepareDuplicate({ workbook, lang: 'es' });
    expect(result.seats.map((seat) => seat.name)).toEqual(['Ana', 'Zoe', 'Carla']);
    expect(column(workbook.snapshot('Duplicada 2'), 0).slice(6)).toEqual(['Ana', 'Zoe', 'Carla']);
    expect(JSON.stringify(workbook.snapshot('Papeletas'))).not.toContain('Bruno');
    expect(result.message).toContain('Sin mesa, retirado en Jugadores (Retirado desde ronda): Bruno.');
  });

  test('"Alfabético" ignores the ranking', () => {
    const config = [...CONFIG, ['Disposición de duplicada', 'alfabetico']];
    const result = prepareDuplicate({ workbook: book({ 'Duplicada 1': game1 }, config), lang: 'es' });
    expect(result.seats.map((seat) => seat.name)).toEqual(['Ana', 'Bruno', 'Carla', 'Zoe']);
  });
});

test('"Al azar": the same draw every time for the same seed and game, named on the seating with its seed', () => {
  const config = [...CONFIG, ['Disposición de duplicada', 'Al azar'], ['Semilla', 7]];
  const first = prepareDuplicate({ workbook: book({}, config), lang: 'es' });
  const again = prepareDuplicate({ workbook: book({}, config), lang: 'es' });
  expect(again.seats).toEqual(first.seats);
  expect([...first.seats.map((seat) => seat.name)].sort()).toEqual(['Ana', 'Bruno', 'Carla', 'Zoe']);
  const workbook = book({}, config);
  prepareDuplicate({ workbook, lang: 'es' });
  expect((workbook.snapshot('Mesas de duplicada') as Grid)[2][0]).toBe('Disposición: Al azar (semilla 7)');
});

test('in English: the tabs and papers in English', () => {
  const workbook = new MemoryWorkbook({ Config: [['Tournament', 'Club']], Players: [['Name'], ['Ann'], ['Bob']] });
  const result = prepareDuplicate({ workbook, lang: 'en' });
  expect(result.game).toBe('Duplicate 1');
  expect(workbook.tabNames()).toEqual(
    expect.arrayContaining(['Duplicate tables', 'Slips', 'Follow sheets', 'Duplicate 1']),
  );
  expect((workbook.snapshot('Slips') as Grid)[1][0]).toBe('Round 1 · Table 1');
});

describe('refused, nothing written', () => {
  test('a Disposición de duplicada that is not one of the four', () => {
    const workbook = book({}, [...CONFIG, ['Disposición de duplicada', 'Por club']]);
    workbook.resetCounts();
    expect(errorOf(() => prepareDuplicate({ workbook, lang: 'es' }))).toBe(
      'Configuración, fila 4, columna Disposición de duplicada: «Por club» no es un valor válido; se espera: Clasificación, EloDI, Alfabético, Al azar',
    );
    expect(workbook.writes).toBe(0);
  });

  test('a name matching two rows of the EloDI tab', () => {
    const workbook = new MemoryWorkbook({
      Configuración: CONFIG,
      Jugadores: PLAYERS,
      EloDI: [...ELODI, ['BRUNO', 1300, 300, 2]],
    });
    workbook.resetCounts();
    expect(errorOf(() => prepareDuplicate({ workbook, lang: 'es' }))).toMatch(/^Jugadores, fila 4, columna Nombre: /);
    expect(workbook.writes).toBe(0);
  });

  test('nobody to seat: a message, nothing written', () => {
    const workbook = new MemoryWorkbook({ Configuración: CONFIG, Jugadores: [['Nombre']] });
    workbook.resetCounts();
    const result = prepareDuplicate({ workbook, lang: 'es' });
    expect(result.ok).toBe(false);
    expect(result.message).toContain('No hay jugadores a los que dar mesa');
    expect(workbook.writes).toBe(0);
  });
});
