// Every simultaneous game of the organiser's workbook ranked (rules §22): the organiser's games
// (a "Duplicada N" tab's prepared game or revealed rounds: simultaneousGame.ts), the centres
// received for each (centresTab.ts), each game's field ranked as one room with the organiser's
// judge and the director's bonuses and tiebreaks, and with several games the overall ranking by
// the director's criterion (rules §6.2).
import { type GameResult, type OverallResult, rankOverall } from '../../core/duplicate';
import { AtrilError } from '../../core/errors';
import { normalFingerprint } from '../../core/files/atrilFile';
import { rankSimultaneous } from '../../core/duplicate/simultaneous';
import type { WordGraph } from '../../core/duplicate/wordGraph';
import type { Language } from '../../i18n';
import type { DuplicateSettings } from '../config/duplicateSettings';
import type { DocumentMemory } from '../grid/memory';
import type { Workbook } from '../grid/workbook';
import { type StoredCentre, readCentresTab } from './centresTab';
import { duplicateTabNumber, duplicateTabs } from './gameTab';
import { lexiconGraph } from './lexiconTab';
import { type SimultaneousTabGame, organiserJudge, simultaneousTabGame } from './simultaneousGame';
import type { SimultaneousGameView } from './simultaneousView';

/** The organiser's games: every "Duplicada N" tab that holds one, in game order. */
export function organiserGames(
  workbook: Workbook,
  lang: Language,
  memory: DocumentMemory | undefined,
  words: WordGraph | null,
): SimultaneousTabGame[] {
  return duplicateTabs(workbook.tabNames())
    .map((tab) => {
      try {
        return simultaneousTabGame(workbook, tab, lang, memory, words);
      } catch (error) {
        // A game still in play (or without its seed) is no game a centre's file can be of yet.
        if (error instanceof AtrilError && error.key.startsWith('exportGame.')) return null;
        throw error;
      }
    })
    .filter((game): game is SimultaneousTabGame => game !== null);
}

/** The organiser's game a file's fingerprint is, or the refusal naming the file and both fingerprints. */
export function gameOfFile(games: readonly SimultaneousTabGame[], file: string, theirs: string): SimultaneousTabGame {
  const found = games.find((game) => normalFingerprint(game.fingerprint) === normalFingerprint(theirs));
  if (!found) {
    if (games.length === 0) throw new AtrilError('simul.noGames');
    throw new AtrilError('simul.otherGame', { file, theirs, ours: games.map((game) => game.fingerprint).join(', ') });
  }
  return found;
}

export interface SimultaneousRanking {
  /** Per organiser's game with centres: its view's data. */
  games: (SimultaneousGameView & { game: SimultaneousTabGame })[];
  overall: OverallResult | null;
}

/** Each game's field ranked as one room, and the overall ranking with several games. */
export function rankCentres(
  games: readonly SimultaneousTabGame[],
  centres: readonly StoredCentre[],
  settings: DuplicateSettings,
  lang: Language,
): SimultaneousRanking {
  const ranked = games
    .map((game) => ({ game, mine: centres.filter((centre) => centre.gameTab === game.tab) }))
    .filter(({ mine }) => mine.length > 0)
    .map(({ game, mine }) => {
      const result = rankSimultaneous(
        { name: game.tab, master: game.master, moves: game.moves, centres: mine.map((centre) => centre.results) },
        organiserJudge(game, lang),
        { bonuses: settings.bonuses, tiebreaks: settings.tiebreaks },
      );
      return { game, result, fingerprint: game.fingerprint, warnings: result.game.warnings };
    });
  const overall =
    ranked.length > 1
      ? rankOverall(
          ranked.map(({ result }) => result.game),
          { criterion: settings.criterion, tiebreaks: settings.tiebreaks, quadratic: settings.quadratic },
        )
      : null;
  return { games: ranked, overall };
}

/**
 * rules §22, §6.5: the simultaneous is one duplicate game — for EloDI and the season, a game tab
 * whose centres were imported is its whole field (every player of every centre), in tab order.
 */
export function withSimultaneous(
  games: readonly GameResult[],
  workbook: Workbook,
  settings: DuplicateSettings,
  lang: Language,
  memory: DocumentMemory | undefined,
): GameResult[] {
  const centres = readCentresTab(workbook);
  if (centres.length === 0) return [...games];
  const ranking = rankCentres(organiserGames(workbook, lang, memory, lexiconGraph(workbook)), centres, settings, lang);
  const fields = new Map(ranking.games.map((view) => [view.game.tab, view.result.game] as const));
  const merged = [...games.filter((game) => !fields.has(game.name)), ...fields.values()];
  const order = (name: string) => duplicateTabNumber(name) ?? 0;
  return merged.sort((a, b) => order(a.name) - order(b.name));
}
