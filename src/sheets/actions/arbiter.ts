// What the arbiter's actions (rules §20: Sacar atril, Buscar jugada maestra, Preparar partida)
// share: the tab's game read in the workbook's language, the game's seed written, the end's
// message, and a search's summary and lines as the messages and a prepared game list them.
import { type BagEnd, newSeed, rackCellText } from '../../core/duplicate/bag';
import type { MasterMoves } from '../../core/duplicate/masterMove';
import { RANDOM_SPAN } from '../../core/phoneResults';
import { type Language, t } from '../../i18n';
import type { Workbook } from '../grid/workbook';
import { readSettings } from '../config/settings';
import {
  type ArbiterTab,
  type GameChoice,
  type GameSeed,
  chooseGameTab,
  readArbiterTab,
} from '../duplicate/arbiterGame';
import { withArbiterRows } from '../duplicate/arbiterRows';
import type { PreparedRound } from '../duplicate/preparedGame';
import type { ActionContext, ActionResult } from './action';

export interface ArbiterOptions extends GameChoice {
  /** `--seed N`: the game's seed when its Semilla cell is blank (else it must agree). */
  seed?: string | number | null;
}

export interface ArbiterResult extends ActionResult {
  tab: string | null;
  /** The round drawn or found (1-based). */
  round: number | null;
  /** Why the game ended instead (nothing written). */
  end: BagEnd | null;
}

/** The tab's game as the arbiter's actions read it, in the workbook's language. */
export function arbiterGame(context: ActionContext, choice: GameChoice): { lang: Language; game: ArbiterTab } {
  const { lang } = readSettings(context.workbook, context.lang);
  const tab = chooseGameTab(context.workbook, choice);
  return { lang, game: readArbiterTab(context.workbook.read(tab) ?? [], tab, lang) };
}

/** A fresh seed from the action's random bits (the Apps Script edge's, the CLI's crypto; a plan's memo replays them). */
export const freshSeed = (context: ActionContext) => () =>
  newSeed(context.randomBits ?? (() => Math.floor(Math.random() * RANDOM_SPAN)));

/** Writes the game's seed when its cell was blank (the rows made first); returns the message's line. */
export function writeSeed(workbook: Workbook, game: ArbiterTab, seed: GameSeed): { game: ArbiterTab; line: string } {
  const made = withArbiterRows(workbook, game.tab, game.grid, game.lang);
  const now = made.added.length > 0 ? readArbiterTab(made.grid, game.tab, game.lang) : game;
  const cell = now.cell(now.layout.seedRow, 0);
  // As text: a seed of nine digits is wider than a round's column, and a number would print as ###.
  if (seed.write) workbook.write(game.tab, cell.row, cell.column, [[String(seed.seed)]]);
  const params = { tab: game.tab, seed: seed.seed, row: cell.row, column: cell.at.column ?? '' };
  return { game: now, line: t(game.lang, seed.write ? 'arbiter.seedWritten' : 'arbiter.seedKept', params) };
}

/** The end's message: the round and the reason (rules §20), nothing written. */
export function endMessage(lang: Language, tab: string, round: number, reason: BagEnd, rack: string): string {
  return t(lang, 'arbiter.end', { tab, round, reason: t(lang, `arbiter.end.${reason}`, { rack }) });
}

/** What the message lists of a search: the chosen move, every tie with its leave, the next scores. */
export function searchSummary(search: MasterMoves): Pick<PreparedRound, 'move' | 'score' | 'ties' | 'below'> {
  const [master] = search.top;
  return {
    move: master.canonical,
    score: master.score,
    ties: search.top.map((move) => [move.canonical, rackCellText(move.leave, [])]),
    // findMaster keeps the best of the next SCORES_BELOW scores (rules §20: at least five).
    below: search.below.map((move) => [move.score, move.canonical]),
  };
}

/** The lines of the ties and the next scores. */
export function searchLines(lang: Language, found: Pick<PreparedRound, 'score' | 'ties' | 'below'>): string[] {
  const nothing = t(lang, 'arbiter.nothingLeft');
  return [
    // One top move leaves the arbiter nothing to choose (criterion 2 needs a tie; a loaded file's master is its only one).
    found.ties.length === 1
      ? t(lang, 'arbiter.onlyTop', { score: found.score })
      : t(lang, 'arbiter.ties', { count: found.ties.length, score: found.score }),
    ...found.ties.map(([move, leave]) => t(lang, 'arbiter.tie', { move, leave: leave || nothing })),
    ...(found.below.length > 0
      ? [t(lang, 'arbiter.below'), ...found.below.map(([score, move]) => t(lang, 'arbiter.belowLine', { score, move }))]
      : []),
  ];
}
