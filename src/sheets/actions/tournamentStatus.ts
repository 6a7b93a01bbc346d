// "Estado del torneo" (rules §8 sidebar): round N of R, the games still missing a result
// (with their tables and players), and the next sensible action: pair, type results, close
// the tournament once the planned rounds are played with every result in, and, once it is
// closed (docs/season.md), start the next one.
import { AtrilError, renderError } from '../../core/errors';
import { isPending } from '../../core/results';
import { lookupTab } from '../config/tabs';
import { type ActionContext } from './action';
import { lastRound } from '../../core/results';
import { loadTournament } from '../tournament/loadTournament';
import { type Language } from '../../i18n';
import { renderWarning } from '../grid/warnings';
import { workbookLanguage } from '../config/settings';
import { type Closed, closedTournament } from '../season/closed';
import type { ImportPlan } from '../../core/phoneResults';
import { type PhoneQueue, planPhoneImport } from './importResults';
import { roundsInRondas } from '../tournament/roundsCount';

export type NextStep = 'setupTournament' | 'pairNextRound' | 'typeResults' | 'closeTournament' | 'newTournament';

export interface PendingGame {
  round: number;
  table: number;
  first: string;
  second: string;
}

export interface TournamentStatus {
  lang: Language;
  /** Last round paired (0 before the first pairing). */
  round: number;
  /** Planned rounds (Configuración › Rondas). */
  rounds: number;
  players: number;
  pending: PendingGame[];
  next: NextStep;
  /** Tab where results are typed. */
  roundsTab: string | null;
  /** The tournament's name and the Temporada tab when it is closed (docs/season.md). */
  closed: Closed | null;
  /** Bad input found while reading, in the user's language (the sidebar shows it). */
  error: string | null;
  /** What was read but deserves a word (docs/input.md "Warnings"), in `lang`. */
  warnings: string[];
  /** rules §14.1: the phones' queue as Importar resultados would take it now (disputes named); null without one. */
  phones: ImportPlan | null;
}

/** The phones' queue (the edge reads it from the script properties) and the moment pauses are measured against. */
export interface PhoneQueueAt {
  queue: PhoneQueue;
  now: number;
}

export function tournamentStatus(
  { workbook, lang }: ActionContext,
  phones: PhoneQueueAt | null = null,
): TournamentStatus {
  const base: TournamentStatus = {
    lang,
    round: 0,
    rounds: 0,
    players: 0,
    pending: [],
    next: 'setupTournament',
    roundsTab: lookupTab(workbook, 'rounds'),
    closed: null,
    error: null,
    warnings: [],
    phones: null,
  };
  if (lookupTab(workbook, 'players') === null || base.roundsTab === null) return base;
  try {
    const loaded = loadTournament(workbook, lang);
    const nameOf = new Map(loaded.entries.map((entry) => [entry.id, entry.name] as const));
    const pending = loaded.games
      .filter(isPending)
      .map((game) => ({
        round: game.round,
        table: game.table,
        first: nameOf.get(game.first) ?? '',
        second: nameOf.get(game.second as number) ?? '',
      }))
      .sort((a, b) => a.round - b.round || a.table - b.table);
    const round = lastRound(loaded.games);
    const rounds = loaded.tournament.config.rounds;
    const closed = closedTournament(workbook, loaded.configEntries?.config.name ?? '');
    const next: NextStep = closed
      ? 'newTournament'
      : pending.length > 0
        ? 'typeResults'
        : round < rounds
          ? 'pairNextRound'
          : 'closeTournament';
    const warnings = [...new Set(loaded.warnings.map((warning) => renderWarning(warning, loaded.lang)))];
    const players = loaded.entries.length;
    const plan = phones ? planPhoneImport(loaded, phones.queue, phones.now) : null;
    return { ...base, lang: loaded.lang, round, rounds, players, pending, next, closed, warnings, phones: plan };
  } catch (error) {
    if (!(error instanceof AtrilError)) throw error;
    const shown = workbookLanguage(workbook, lang);
    // rules §16.1: Rondas still says how many rounds were paired, whatever stops the reading.
    const counted = roundsInRondas(workbook, base.roundsTab, shown);
    return { ...base, ...counted, lang: shown, next: 'typeResults', error: renderError(error, shown) };
  }
}
