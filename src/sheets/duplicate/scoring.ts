// "Calcular duplicada" (rules §6): every "Duplicada N" tab scored, then the overall ranking
// of the several games by the director's criterion.
import { type GameResult, type OverallResult, rankOverall, scoreGame } from '../../core/duplicate';
import type { Message } from '../../core/message';
import type { WordGraph } from '../../core/duplicate/wordGraph';
import { AtrilError } from '../../core/errors';
import { type Language } from '../../i18n';
import type { Grid } from '../grid/cells';
import type { DuplicateSettings } from '../config/duplicateSettings';
import { type DuplicateTabRead, duplicateTabs, readDuplicateTab } from './gameTab';

export interface DuplicateTabGrid {
  name: string;
  grid: Grid;
}

export interface DuplicateScoring {
  games: GameResult[];
  /** Null with a single game: its own ranking is the result. */
  overall: OverallResult | null;
  warnings: Message[];
  /** Each scored game's tab as read (aligned with `games`): its board and which scores came from moves (rules §6.7). */
  reads: DuplicateTabRead[];
}

/**
 * Scores the "Duplicada N" tabs among `tabs` (others are ignored), in game-number order; with
 * the club's word list (`words`, rules §20), a player's move with a word not in it scores 0.
 */
export function scoreDuplicateTabs(
  tabs: readonly DuplicateTabGrid[],
  settings: DuplicateSettings,
  lang: Language,
  words: WordGraph | null = null,
): DuplicateScoring {
  const byName = new Map(tabs.map((tab) => [tab.name, tab] as const));
  const numbered = duplicateTabs(tabs.map((tab) => tab.name)).map((name) => ({
    tab: byName.get(name) as DuplicateTabGrid,
  }));
  const warnings: Message[] = [];
  const games: GameResult[] = [];
  const reads: DuplicateTabRead[] = [];
  let firstStop: AtrilError | null = null;
  for (const { tab } of numbered) {
    const read = readDuplicateTab(tab.grid, { lang, tab: tab.name, words });
    firstStop ??= read.board.stop?.error ?? null;
    warnings.push(...read.warnings);
    if (read.game.players.length === 0 || read.game.master.length === 0) continue;
    const game = scoreGame(read.game, { bonuses: settings.bonuses, tiebreaks: settings.tiebreaks });
    warnings.push(...game.warnings);
    games.push(game);
    reads.push(read);
  }
  // Nothing to rank because a mistake stops the only game in its round 1: that mistake is the refusal (rules §6.7).
  if (games.length === 0) throw firstStop ?? new AtrilError('error.dup.noGames');
  const overall =
    games.length > 1
      ? rankOverall(games, {
          criterion: settings.criterion,
          tiebreaks: settings.tiebreaks,
          quadratic: settings.quadratic,
        })
      : null;
  // The same bonus warning once, not once per game.
  const unique = new Map(
    warnings.map((warning) => [`${warning.key}|${JSON.stringify(warning.params)}`, warning] as const),
  );
  return { games, overall, warnings: Array.from(unique.values()), reads };
}
