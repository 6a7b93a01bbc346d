// `atril generate`'s options: defaults, each option (percentages as shares), mistakes named.
import { errorOf } from '../support/errors';
import { GENERATE_DEFAULTS, parseGenerateArgs } from '../../src/local/generateArgs';

describe('parseGenerateArgs', () => {
  it('no options: the defaults, in a fresh copy', () => {
    const options = parseGenerateArgs([]);
    expect(options).toEqual(GENERATE_DEFAULTS);
    options.field.players = 3;
    expect(GENERATE_DEFAULTS.field.players).toBe(24);
  });

  it('every option, as "--name value" or "--name=value"; percentages become shares', () => {
    const options = parseGenerateArgs([
      '--players',
      '40',
      '--rounds=9',
      '--seed',
      '77',
      '--model',
      'random',
      '--draws',
      '12,5',
      '--forfeits',
      '3',
      '--unrated',
      '20',
      '--late',
      '10',
      '--withdrawals',
      '5',
      '--absences=2',
      '--clubs',
      '6',
      '--set',
      'Regla de Gibson=Sí',
      '--set=Última ronda = Rey de la pista',
    ]);
    expect(options).toEqual({
      seed: 77,
      field: { players: 40, rounds: 9, clubs: 6, unrated: 0.2, lateEntries: 0.1, withdrawals: 0.05, absences: 0.02 },
      results: { kind: 'random', draws: 0.125, forfeits: 0.03 },
      settings: [
        ['Regla de Gibson', 'Sí'],
        ['Última ronda', 'Rey de la pista'],
      ],
    });
  });

  it('long names and duplicate games: a share, a number of games, their rounds (15 unless said)', () => {
    expect(parseGenerateArgs(['--long-names', '35']).field.longNames).toBe(0.35);
    expect(parseGenerateArgs(['--duplicates', '2']).duplicates).toEqual({ games: 2, rounds: 15 });
    expect(parseGenerateArgs(['--duplicate-rounds', '12', '--duplicates=3']).duplicates).toEqual({
      games: 3,
      rounds: 12,
    });
    expect(errorOf(() => parseGenerateArgs(['--duplicates', 'dos']))).toBe(
      'la opción --duplicates espera 0–20, no «dos»',
    );
  });

  it('names the option and what it expects', () => {
    expect(errorOf(() => parseGenerateArgs(['--players', '1']))).toBe('la opción --players espera 2–9999, no «1»');
    expect(errorOf(() => parseGenerateArgs(['--draws', '120']))).toBe('la opción --draws espera 0–100 (%), no «120»');
    expect(errorOf(() => parseGenerateArgs(['--model', 'elo']))).toBe(
      'la opción --model espera rating, random, no «elo»',
    );
    expect(errorOf(() => parseGenerateArgs(['--set', 'Gibson']))).toBe(
      'la opción --set espera Clave=Valor, no «Gibson»',
    );
    expect(errorOf(() => parseGenerateArgs(['--rounds']))).toBe('falta el valor de la opción --rounds');
    expect(errorOf(() => parseGenerateArgs(['--colour', 'w']), 'en')).toMatch(
      /^"--colour" is not an option of atril generate; the options are: --players --rounds/,
    );
  });
});
