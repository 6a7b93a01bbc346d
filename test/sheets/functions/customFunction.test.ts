// Every custom function's arguments checked before any work (rules §14.1): the public page can
// call each one through google.script.run with anything, so each refuses what no cell or range
// could be, ranges past their bounds and counts of players past 10,000, in the sheet's language.
import { CUSTOM_FUNCTIONS } from '../../../src/sheets/functions';
import {
  callCustomFunction,
  checkArgument,
  MAX_CELL_CHARS,
  MAX_PLAYERS,
  MAX_RANGE_CELLS,
  MAX_RANGE_ROWS,
  playersCount,
} from '../../../src/sheets/functions/customFunction';
import { AtrilError } from '../../../src/core/errors';

const byName = new Map(CUSTOM_FUNCTIONS.map((def) => [def.name, def] as const));
const call = (name: string, lang: 'es' | 'en', ...args: unknown[]) => callCustomFunction(byName.get(name)!, lang, args);
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('checkArgument (rules §14.1)', () => {
  it('takes cell values and ranges of cell values, a list as a column', () => {
    for (const value of [
      undefined,
      null,
      '',
      'texto',
      0,
      -1.5,
      NaN,
      true,
      new Date(0),
      [
        [1, 'a'],
        [true, ''],
      ],
      [1, 2],
    ])
      expect(() => checkArgument(value, 'x')).not.toThrow();
  });

  it.each([
    ['an object', { a: 1 }, 'error.fn.notCell'],
    ['a function', () => 1, 'error.fn.notCell'],
    ['an array nested three deep', [[[1]]], 'error.fn.notCell'],
    ['an object in a range', [[1, { a: 1 }]], 'error.fn.notCell'],
    ['a text longer than a cell holds', 'x'.repeat(MAX_CELL_CHARS + 1), 'error.fn.tooLong'],
    ['one row too many', Array.from({ length: MAX_RANGE_ROWS + 1 }, () => [1]), 'error.fn.tooManyRows'],
    ['one cell too many', [Array.from({ length: MAX_RANGE_CELLS + 1 }, () => 1)], 'error.fn.tooManyCells'],
  ])('refuses %s, naming the argument', (_, value, key) => {
    let error: unknown = null;
    try {
      checkArgument(value, 'players');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AtrilError);
    expect(error).toMatchObject({ key, location: { arg: 'players' } });
  });

  it('the bounds themselves are taken', () => {
    expect(() =>
      checkArgument(
        Array.from({ length: MAX_RANGE_ROWS }, () => [1]),
        'x',
      ),
    ).not.toThrow();
    expect(() => checkArgument('x'.repeat(MAX_CELL_CHARS), 'x')).not.toThrow();
    expect(playersCount('players', MAX_PLAYERS)).toBe(MAX_PLAYERS);
    expect(() => playersCount('players', MAX_PLAYERS + 1)).toThrow(AtrilError);
  });
});

describe('callCustomFunction refuses before any work, in the sheet language', () => {
  it('DUP_QUADRATIC: players and max_players at most 10,000 (1e7 took 5.9 s, 1e9 minutes)', () => {
    expect(refusal(() => call('DUP_QUADRATIC', 'es', 1, 10, 1e7))).toContain('se admiten hasta 10.000');
    expect(refusal(() => call('DUP_QUADRATIC', 'en', 1, 1e9))).toContain('at most 10,000 are allowed');
    expect(call('DUP_QUADRATIC', 'es', 1, 10000, 10000)).toEqual(expect.any(Number));
  });

  it('the tournament functions: at most 10,000 players', () => {
    const players = [['Nº', 'Nombre'], ...Array.from({ length: MAX_PLAYERS + 1 }, (_, i) => [i + 1, `J ${i + 1}`])];
    const games = [['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado']];
    for (const name of ['PAIR_ROUND', 'SB_TIEBREAK', 'STANDINGS', 'ELO_REPORT', 'CROSSTABLE', 'CLUB_STANDINGS'])
      expect([name, refusal(() => call(name, 'es', players, games))]).toEqual([
        name,
        expect.stringContaining('«10001» es demasiado grande'),
      ]);
  });

  it('DUP_RACK_OK and DUP_NOTATION: at most 20,000 cells (a check per cell)', () => {
    const racks = Array.from({ length: 200 }, () => Array.from({ length: 101 }, () => 'AEIOU'));
    expect(refusal(() => call('DUP_RACK_OK', 'es', racks, 1))).toContain('20.200 celdas');
    expect(refusal(() => call('DUP_NOTATION', 'en', racks))).toContain('20,200 cells');
  });

  it('arguments past the declared ones are not looked at (the stubs pass only those)', () => {
    expect(call('DUP_QUADRATIC', 'es', 1, 10, undefined, undefined, { evil: true })).toEqual(expect.any(Number));
  });
});
