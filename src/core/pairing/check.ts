// The pairing checker (`atril check`, docs/pairing.md "Checking a tournament"), as the
// FIDE-endorsed engines ship one: every round of Rondas is paired again by the engine from
// the games before it, and each board is compared with the engine's; independently, every
// board is checked against the rules (legality.ts, the pieces the engine's own guard uses
// too) — no rematch (rules §3.1), at most one bye each and only one a round (§3.4 regla 4),
// nobody paired while absent, withdrawn or not yet entered and nobody present left out
// (§3.4 regla 5), the first move (§3.3, §3.7).
import { AtrilError } from '../errors';
import type { Message } from '../message';
import type { Game, Tournament } from '../model';
import { lastRound } from '../results';
import { pairRoundExplained, type Pairing } from './index';
import { at, labelOf, roundBreaches, type Breach } from './legality';

export { labelOf } from './legality';

/** One finding about a round of Rondas: a board (`table`), or the round as a whole (`table` null). */
export interface CheckFinding extends Breach {
  round: number;
  /** Why the engine refused the round (`check.refused`), as its error says. */
  cause?: Message;
  /** The engine's boards for the players of a board it pairs otherwise (`check.differs.opponent`). */
  engine?: Pairing[];
}

export interface PairingCheck {
  /** Rounds in Rondas. */
  rounds: number;
  /** Rows of Rondas (boards and byes). */
  boards: number;
  /** Boards the engine pairs otherwise (opponent, first move in a round robin, table number). */
  differences: CheckFinding[];
  /** Boards and rounds against the rules. */
  illegal: CheckFinding[];
  /** Rounds the engine refuses to pair from the same history. */
  refused: CheckFinding[];
}

const boardKey = (first: number, second: number | null) => `${first}-${second ?? 'bye'}`;

/** Checks every round of the tournament; nothing is changed. */
export function checkTournament(tournament: Tournament): PairingCheck {
  const rounds = lastRound(tournament.games);
  const check: PairingCheck = { rounds, boards: 0, differences: [], illegal: [], refused: [] };
  for (let round = 1; round <= rounds; round++) {
    const games = tournament.games.filter((game) => game.round === round);
    check.boards += games.length;
    check.illegal.push(...roundBreaches(tournament, round, games).map((breach) => ({ round, ...breach })));
    const before = { ...tournament, games: tournament.games.filter((game) => game.round < round) };
    let engine: Pairing[];
    try {
      engine = pairRoundExplained(before, round).pairings;
    } catch (error) {
      if (!(error instanceof AtrilError)) throw error;
      check.refused.push({
        round,
        table: null,
        message: { key: 'check.refused', params: {} },
        cause: { key: error.key, params: error.params },
      });
      continue;
    }
    check.differences.push(...differences(tournament, round, games, engine));
  }
  return check;
}

/** The boards of `games` (one round) that the engine's `engine` pairs otherwise. */
function differences(tournament: Tournament, round: number, games: Game[], engine: Pairing[]): CheckFinding[] {
  const label = labelOf(tournament);
  const byPlayer = new Map<number, Pairing>();
  for (const pairing of engine) {
    byPlayer.set(pairing.first, pairing);
    if (pairing.second !== null) byPlayer.set(pairing.second, pairing);
  }
  const findings: CheckFinding[] = [];
  for (const game of games) {
    const mine = byPlayer.get(game.first);
    const same =
      mine !== undefined &&
      (boardKey(mine.first, mine.second) === boardKey(game.first, game.second) ||
        (game.second !== null && boardKey(mine.first, mine.second) === boardKey(game.second, game.first)));
    if (!same) {
      const theirs = [mine, game.second === null ? undefined : byPlayer.get(game.second)].filter(
        (pairing, index, list): pairing is Pairing => pairing !== undefined && list.indexOf(pairing) === index,
      );
      findings.push({
        round,
        ...at(game),
        message: { key: theirs.length > 0 ? 'check.differs.opponent' : 'check.differs.unpaired', params: {} },
        engine: theirs,
      });
    } else if (mine.first !== game.first) {
      // Same two players, the other one starts: a difference of the Berger table (a Swiss
      // round has it as a first-move finding already, see illegalBoards).
      if (tournament.config.system === 'roundRobin')
        findings.push({
          round,
          ...at(game),
          message: { key: 'check.differs.firstMove', params: { player: label(mine.first) } },
        });
    } else if (mine.table !== game.table) {
      findings.push({
        round,
        ...at(game),
        message: { key: 'check.differs.table', params: { table: mine.table } },
      });
    }
  }
  return findings;
}
