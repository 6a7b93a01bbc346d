import { ELO_CHANGE } from '../../../src/sheets/functions/elo';
import { callCustomFunction } from '../../../src/sheets/functions/customFunction';

const call = (lang: 'es' | 'en', ...args: unknown[]) => callCustomFunction(ELO_CHANGE, lang, args);

describe('ELO_CHANGE (rules §7)', () => {
  it('the FISE example as Sheets passes it: a number and two column ranges', () => {
    expect(call('es', 2307, [[2141]], [[0]])).toBe(-7);
    expect(call('es', 2141, [[2307]], [[1]])).toBe(7);
  });

  it('blank opponent ratings are unrated opponents and are skipped (rules §5)', () => {
    // Only the game against 2141 counts; the win against the unrated player does not.
    expect(call('es', 2307, [[2141], ['']], [[0], [1]])).toBe(-7);
  });

  it('a game without a result yet is skipped; trailing blank rows are ignored', () => {
    expect(call('es', 2307, [[2141], [2000], ['']], [[0], [''], ['']])).toBe(-7);
  });

  it('results accept 0,5 and ½ typed as text, and the optional K', () => {
    // 1500 vs 1500: Exp .5, a draw changes nothing; two draws against 1600 (.36 each, Exp .72 for
    // the 1500 player → W 1 − .72 = .28 × 20 = 5.6 → 6).
    expect(call('es', 1500, [[1500]], [['0,5']])).toBe(0);
    expect(call('es', 1500, [[1600], [1600]], [['½'], [0.5]], 20)).toBe(6);
  });

  it('a result that is not 1, 0.5 or 0 is named in the user language', () => {
    expect(() => call('es', 2000, [[1900]], [[2]])).toThrow(
      'Argumento results: «2» no es un resultado; se espera 1, 0,5 o 0',
    );
    expect(() => call('en', 2000, [[1900]], [['win']])).toThrow(
      'Argument results: "win" is not a result; expected 1, 0.5 or 0',
    );
  });

  it('text where a number belongs is named, with the argument', () => {
    expect(() => call('es', 'dos mil', [[1900]], [[1]])).toThrow('Argumento rating: «dos mil» no es un número');
    expect(() => call('en', 2000, [['abc']], [[1]])).toThrow('Argument opponent_ratings: "abc" is not a number');
  });

  it('mismatched range sizes are refused', () => {
    expect(() => call('en', 2000, [[1900], [1800]], [[1]])).toThrow(
      'Argument results: the ranges are not the same size (2 and 1)',
    );
  });

  it('never shows a stack trace', () => {
    try {
      call('es', 'x', [[1]], [[1]]);
      throw new Error('expected a refusal');
    } catch (error) {
      expect((error as Error).message).not.toMatch(/\bat\b.*\.ts/);
    }
  });
});
