// PRIZE_LIST(standings, prizes, [sharing], [minimum_share]) as Sheets calls it (rules §7,
// §11.1): a club's own standings and Premios' layout; the same engine as Calcular premios (the
// workbook of test/fixtures/prizeWorkbook.ts gives the same list both ways); game Tipos
// Desierto for want of games; bad input named by range, row, column and value; ranges bounded.
import { computeStandings } from '../../../src/core/standings';
import { callCustomFunction } from '../../../src/sheets/functions/customFunction';
import { PRIZE_LIST } from '../../../src/sheets/functions/prizes';
import { MAX_PLAYERS, MAX_RANGE_ROWS as MAX_ROWS } from '../../../src/sheets/functions/customFunction';
import { MAX_PRIZES } from '../../../src/core/prizes';
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';
import type { Cell, Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { PRIZE_HEADER, PRIZE_LIST_ROWS, PRIZE_PLAYERS, PRIZE_TAB, prizeBook } from '../../fixtures/prizeWorkbook';

const call = (args: unknown[], lang: 'es' | 'en' = 'es') => callCustomFunction(PRIZE_LIST, lang, args) as Cell[][];
const errorOf = (args: unknown[], lang: 'es' | 'en' = 'es') => {
  try {
    call(args, lang);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};
const premios = (...rows: Cell[][]): Grid => [
  PRIZE_HEADER,
  ...rows.map((row) => PRIZE_HEADER.map((_, i) => row[i] ?? '')),
];
const place = (name: string, amount: number, tag = ''): Cell[] => [name, '', '', '', '', '', '', tag, amount];

describe('PRIZE_LIST', () => {
  const standings = [
    ['Nombre', 'Puntos', 'Etiquetas'],
    ['Juan', 5, ''],
    ['Ana', 4, 'Femenino'],
    ['Luis', 4, ''],
    ['Pedro', 3, ''],
  ];
  const prizes = premios(place('1.º', 150), place('2.º', 100), place('Mejor mujer', 70, 'Femenino'));

  it('the issue’s case 1 with Partes iguales: Ana takes Mejor mujer’s 70 and Luis the 100 of 2.º alone', () => {
    expect(call([standings, prizes, 'Partes iguales'])).toEqual([
      ['Premio', 'Jugador', 'Importe', 'Obsequio', 'Motivo'],
      ['1.º', 'Juan', 150, '', '1.º con 5 puntos'],
      ['2.º', 'Luis', 100, '', '3.º con 4 puntos'],
      ['Mejor mujer', 'Ana', 70, '', '2.º con 4 puntos'],
    ]);
  });

  it('Desempate by default; the sharing word in English too; blank optional arguments', () => {
    const byDefault = call([standings, prizes]);
    expect(byDefault.map((row) => row[1])).toEqual(['Jugador', 'Juan', 'Ana', 'Desierto']);
    expect(call([standings, prizes, '', ''])).toEqual(byDefault);
    expect(call([standings, prizes, 'Equal split'], 'en')[0]).toEqual([
      'Prize',
      'Player',
      'Amount',
      'Trophy',
      'Reason',
    ]);
    expect(call([standings, prizes, 'Equal split'], 'en').slice(1)).toEqual(
      call([standings, prizes, 'Partes iguales'])
        .slice(1)
        .map((row) => [...row.slice(0, 4), expect.any(String)]),
    );
  });

  it('the public Hort example, and minimum_share: the last tied player leaves the share, the Motivo says why', () => {
    const field = [
      ['Nombre', 'Puntos'],
      ['A', 8],
      ['B', 8],
      ['C', 7.5],
      ['D', 7],
      ['E', 7],
      ['F', 7],
    ];
    const places = premios(...[100, 80, 60, 40, 20, 10].map((amount, i) => place(`${i + 1}.º`, amount)));
    expect(call([field, places, 'Hort']).map((row) => row[2])).toEqual(['Importe', 95, 85, 60, 31.67, 21.67, 16.66]);
    const floor = call([field, places, 'Hort', 20]);
    expect(floor.map((row) => row[2])).toEqual(['Importe', 95, 85, 60, 40, 30, 0]);
    expect(floor[6][4]).toBe(
      '6.º con 7 puntos; empate a 7 puntos con 2 jugadores (Reparto en empates: Hort); F queda fuera del reparto: con todos, la parte más pequeña era 16,66\u00a0€, menos que el Mínimo por jugador (20,00\u00a0€)',
    );
  });

  it('game Tipos and Duplicada are Desierto: no games are given', () => {
    const rows = call([
      standings,
      premios(
        ['Partida más alta', 'Partida más alta', '', '', '', '', '', '', 10],
        ['Dup', 'Duplicada', '', '', '', '', '', '', 5],
      ),
    ]);
    expect(rows.slice(1)).toEqual([
      ['Partida más alta', 'Desierto', '', '', 'Desierto: no se dan partidas (solo la clasificación)'],
      ['Dup', 'Desierto', '', '', 'Desierto: no se dan partidas (solo la clasificación)'],
    ]);
  });

  it('the same list as Calcular premios on the same tournament (one engine, two readers)', () => {
    const workbook = new MemoryWorkbook(prizeBook());
    const loaded = loadTournament(workbook, 'es');
    const tags = new Map(PRIZE_PLAYERS.slice(1).map((row) => [row[1], row[5]] as const));
    const range: Cell[][] = [
      ['Nombre', 'Puntos', 'Escalafón', 'Club', 'Etiquetas', 'Retirado desde ronda'],
      ...computeStandings(loaded.tournament).rows.map((row): Cell[] => [
        row.player.name,
        row.points,
        row.player.rating ?? '',
        row.player.club,
        tags.get(row.player.name) ?? '',
        row.player.withdrawnFromRound ?? '',
      ]),
    ];
    const rows = call([range, PRIZE_TAB, 'Hort']);
    // Calcular premios' rows without Firma; the game prizes (group Partidas) are Desierto here.
    // PRIZE_LIST's header is the plain Importe (its amounts are numbers a formula may sum).
    const expected = PRIZE_LIST_ROWS.slice(0, 9).map((row) => row.slice(0, 5));
    expected[0] = ['Premio', 'Jugador', 'Importe', 'Obsequio', 'Motivo'];
    const games = new Set(['Partida más alta', 'Mayor sorpresa']);
    expect(rows.filter((row) => !games.has(row[0] as string))).toEqual(
      expected.filter((row) => !games.has(row[0] as string)),
    );
    expect(rows.filter((row) => games.has(row[0] as string)).map((row) => row[1])).toEqual(['Desierto', 'Desierto']);
  });

  it('bad input named by argument, range, row, column and value, in either language', () => {
    expect(errorOf([standings, prizes, 'A suertes'])).toMatch(
      /^Argumento sharing: «A suertes» no es un valor de Reparto en empates/,
    );
    expect(errorOf([standings, prizes, 'Hort', 'treinta'])).toBe('Argumento minimum_share: «treinta» no es un número');
    expect(errorOf([standings, prizes, 'Hort', 'thirty'], 'en')).toBe(
      'Argument minimum_share: "thirty" is not a number',
    );
    const valued = [
      [...PRIZE_HEADER, 'Valor'],
      ['Copa', '', '', '', '', '', '', '', 0, 'Copa', '', -5],
    ];
    expect(errorOf([standings, valued])).toBe('prizes, fila 2, columna Valor: «-5» no puede ser negativo');
    expect(errorOf([[['Nombre'], ['Ana']], prizes])).toBe(
      'standings, fila 1: falta la columna «Puntos» en la fila de encabezados',
    );
    expect(errorOf([[['Puntos'], [3]], prizes], 'en')).toBe('standings, row 1: the header row has no "Name" column');
    expect(
      errorOf([
        [
          ['Nombre', 'Puntos'],
          ['Ana', 1],
          ['Luis', 2],
        ],
        prizes,
      ]),
    ).toMatch(/^standings, fila 3, columna Puntos: 2 puntos después de 1/);
  });

  it(`ranges above ${MAX_ROWS} rows are refused with a clear message (counts grouped: docs/rules.md §9)`, () => {
    expect(MAX_ROWS).toBe(20_000);
    const huge = [['Nombre', 'Puntos'], ...Array.from({ length: MAX_ROWS }, (_, i): Cell[] => [`J${i}`, 1])];
    expect(errorOf([huge, prizes])).toBe(`Argumento standings: el rango tiene 20.001 filas; se admiten hasta 20.000`);
    expect(errorOf([standings, huge], 'en')).toBe(
      `Argument prizes: the range has 20,001 rows; at most 20,000 are allowed`,
    );
    // Under the row bound, at the players' bound (MAX_PLAYERS) it runs.
    expect(call([huge.slice(0, MAX_PLAYERS + 1), prizes])[1]).toEqual(['1.º', 'J0', 150, '', '1.º con 1 punto']);
  });

  it('a Motivo names at most ten who left a share below the minimum, then how many more (a cell holds 50,000 characters)', () => {
    const tied = [['Nombre', 'Puntos'], ...Array.from({ length: 25 }, (_, i): Cell[] => [`J${i + 1}`, 5])];
    const rows = call([tied, premios(place('1.º', 10)), 'Partes iguales', 1]);
    const names = Array.from({ length: 10 }, (_, i) => `J${i + 11}`).join(', ');
    expect(rows[1][4]).toBe(
      `1.º con 5 puntos; empate a 5 puntos con 10 jugadores (Reparto en empates: Partes iguales); ${names} y 5 más quedan fuera del reparto: con todos, la parte más pequeña era 0,40\u00a0€, menos que el Mínimo por jugador (1,00\u00a0€)`,
    );
    expect(call([tied, premios(place('1st', 10)), 'Equal split', 1], 'en')[1][4]).toContain(
      `${names} and 5 more leave the share`,
    );
  });

  it(`more than ${MAX_PLAYERS} players or ${MAX_PRIZES} prizes are refused before any work, naming the argument`, () => {
    const field = (count: number): Cell[][] => [
      ['Nombre', 'Puntos'],
      ...Array.from({ length: count }, (_, i): Cell[] => [`J${i}`, 5]),
      ['', ''],
    ];
    expect(MAX_PLAYERS).toBe(10_000);
    expect(errorOf([field(MAX_PLAYERS + 1), prizes])).toBe(
      `Argumento standings: «${MAX_PLAYERS + 1}» es demasiado grande: se admiten hasta 10.000`,
    );
    const many = (count: number) => premios(...Array.from({ length: count }, (_, i) => place(`P${i}`, 1)));
    expect(errorOf([standings, many(MAX_PRIZES + 1)])).toBe(
      `prizes tiene ${MAX_PRIZES + 1} premios y se admiten hasta ${MAX_PRIZES}: deja una fila por premio anunciado y borra las demás`,
    );
    expect(errorOf([standings, many(MAX_PRIZES + 1)], 'en')).toBe(
      `prizes has ${MAX_PRIZES + 1} prizes and at most ${MAX_PRIZES} are allowed: keep one row per announced prize and delete the rest`,
    );
    // At both bounds it runs: every player tied, every prize given (the last ones Desierto).
    const rows = call([field(MAX_PLAYERS), many(MAX_PRIZES), 'Partes iguales']);
    expect(rows).toHaveLength(MAX_PRIZES + 1 + MAX_PLAYERS - MAX_PRIZES);
  });
});
