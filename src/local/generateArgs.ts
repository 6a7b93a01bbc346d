// `atril generate FILE [options]` (docs/local.md "Generate, check, TRF"): the command line's
// options turned into the generator's options, with the defaults of a small club event.
// Shares are typed as percentages (`--draws 5` = 5 % of the games).
import { AtrilError } from '../core/errors';
import { RESULT_MODELS, type ResultModelKind } from '../core/simulation/results';
import type { GenerateOptions } from '../sheets/actions/generateTournament';

/** The defaults: 24 players, 7 rounds, seed 1, results by rating with 2 % draws and 1 % no-shows, 10 % unrated, 4 clubs. */
export const GENERATE_DEFAULTS: GenerateOptions = {
  field: { players: 24, rounds: 7, clubs: 4, unrated: 0.1, lateEntries: 0, withdrawals: 0, absences: 0 },
  results: { kind: 'rating', draws: 0.02, forfeits: 0.01 },
  seed: 1,
  settings: [],
};

type Setter = (options: GenerateOptions, value: string) => void;

/** A whole number in [min, max], else bad input naming the option. */
function whole(option: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < min || number > max)
    throw new AtrilError('cli.generate.badValue', { option, value, expected: `${min}–${max}` });
  return number;
}

/** A percentage 0–100 as a share 0–1. */
function share(option: string, value: string): number {
  const number = Number(value.replace(',', '.'));
  if (value.trim() === '' || !Number.isFinite(number) || number < 0 || number > 100)
    throw new AtrilError('cli.generate.badValue', { option, value, expected: '0–100 (%)' });
  return number / 100;
}

const OPTIONS: Record<string, Setter> = {
  '--players': (o, v) => (o.field.players = whole('--players', v, 2, 9999)),
  '--rounds': (o, v) => (o.field.rounds = whole('--rounds', v, 1, 99)),
  '--seed': (o, v) => (o.seed = whole('--seed', v, 0, 2 ** 31 - 1)),
  '--clubs': (o, v) => (o.field.clubs = whole('--clubs', v, 0, 999)),
  '--model': (o, v) => {
    if (!RESULT_MODELS.includes(v as ResultModelKind))
      throw new AtrilError('cli.generate.badValue', {
        option: '--model',
        value: v,
        expected: RESULT_MODELS.join(', '),
      });
    o.results.kind = v as ResultModelKind;
  },
  '--draws': (o, v) => (o.results.draws = share('--draws', v)),
  '--forfeits': (o, v) => (o.results.forfeits = share('--forfeits', v)),
  '--unrated': (o, v) => (o.field.unrated = share('--unrated', v)),
  '--late': (o, v) => (o.field.lateEntries = share('--late', v)),
  '--withdrawals': (o, v) => (o.field.withdrawals = share('--withdrawals', v)),
  '--absences': (o, v) => (o.field.absences = share('--absences', v)),
  '--long-names': (o, v) => (o.field.longNames = share('--long-names', v)),
  '--duplicates': (o, v) => (o.duplicates = { rounds: 15, ...o.duplicates, games: whole('--duplicates', v, 0, 20) }),
  '--duplicate-rounds': (o, v) =>
    (o.duplicates = { games: 1, ...o.duplicates, rounds: whole('--duplicate-rounds', v, 1, 99) }),
  '--set': (o, v) => {
    const at = v.indexOf('=');
    if (at <= 0) throw new AtrilError('cli.generate.badValue', { option: '--set', value: v, expected: 'Clave=Valor' });
    o.settings.push([v.slice(0, at).trim(), v.slice(at + 1).trim()]);
  },
};

/** `--option value` pairs (or `--option=value`) → the generator's options; AtrilError (cli.generate.*) on a mistake. */
export function parseGenerateArgs(args: readonly string[]): GenerateOptions {
  const options: GenerateOptions = {
    field: { ...GENERATE_DEFAULTS.field },
    results: { ...GENERATE_DEFAULTS.results },
    seed: GENERATE_DEFAULTS.seed,
    settings: [],
  };
  for (let i = 0; i < args.length; i++) {
    const equals = args[i].startsWith('--') ? args[i].indexOf('=') : -1;
    const [name, inline] = equals > 0 ? [args[i].slice(0, equals), args[i].slice(equals + 1)] : [args[i], undefined];
    const set = OPTIONS[name];
    if (!set)
      throw new AtrilError('cli.generate.badOption', { value: args[i], expected: Object.keys(OPTIONS).join(' ') });
    const value = inline ?? args[++i];
    if (value === undefined) throw new AtrilError('cli.generate.noValue', { option: name });
    set(options, value);
  }
  return options;
}
