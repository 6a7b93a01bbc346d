// What the pairing of one round needs to know about each player, derived from the
// tournament's past games (rules §3.1, §3.4 regla 5, §3.6, §3.7). Points come from
// gameOutcome (results.ts) so that pairing and standings agree.
import type { Player, Tournament } from '../model';
import { pairingOrder } from '../ranking';
import { gameOutcome } from '../results';
import { foldText } from '../text';

/** First-move status of a player in one round (rules §3.7: byes and forfeits count as neither). */
export type FirstMoveMark = 'first' | 'second' | 'none';

export interface PairingPlayer {
  id: number;
  name: string;
  /** Club as written in Jugadores, trimmed (for the reasons); '' = no club. */
  clubName: string;
  /** The club compared by rules §3.9: folded (case, accents, blanks), '' = no club (docs/pairing.md). */
  club: string;
  /** Position in the pairing order (0 = top of the ranking list, rules §3.2). */
  rank: number;
  /** Points from the games of earlier rounds (standings points). */
  points: number;
  /** Points used for pairing: points + virtual points of accelerated pairings (rules §3.6). */
  score: number;
  /** Ids of the opponents already met (rules §3.1: at most once). */
  met: Set<number>;
  /** Ids of the players he must never meet (rules §18 No emparejar con); absent = none. */
  forbidden?: ReadonlySet<number>;
  hadBye: boolean;
  /** Number of games in which the player had the first move. */
  starts: number;
  /** First-move mark of each earlier round, index = round − 1. */
  moves: FirstMoveMark[];
}

/**
 * DECISION (docs/pairing.md): a forfeited game (NP1, NP2, NP) was not played, so the two
 * players may still meet. Pending games (no result yet) and off-board results count as met.
 */
export function countsAsMeeting(kind: ReturnType<typeof gameOutcome>['kind']): boolean {
  return kind === 'played' || kind === 'offBoard' || kind === 'pending';
}

/** rules §3.4 regla 5: who is paired in `round` (not yet entered, withdrawn or absent players are not). */
export function isPresent(player: Player, round: number): boolean {
  if (player.entryRound > round) return false;
  if (player.withdrawnFromRound !== null && player.withdrawnFromRound <= round) return false;
  return !player.absentRounds.includes(round);
}

/** rules §3.6: virtual points a player's N° earns in `round`. */
export function virtualPoints(tournament: Tournament, id: number, round: number): number {
  let extra = 0;
  for (const group of tournament.config.acceleration) {
    if (id >= group.fromId && id <= group.toId && round <= group.untilRound) extra += group.points;
  }
  return extra;
}

/** Every player's pairing state before `round` (games of rounds ≥ `round` are ignored). */
export function pairingState(tournament: Tournament, round: number): Map<number, PairingPlayer> {
  const state = new Map<number, PairingPlayer>();
  pairingOrder(tournament.players, tournament.config).forEach((player, rank) => {
    state.set(player.id, {
      id: player.id,
      name: player.name,
      clubName: player.club.trim(),
      club: foldText(player.club),
      rank,
      points: 0,
      score: 0,
      met: new Set(),
      hadBye: false,
      starts: 0,
      moves: new Array<FirstMoveMark>(Math.max(0, round - 1)).fill('none'),
    });
  });
  for (const game of tournament.games) {
    if (game.round >= round) continue;
    const outcome = gameOutcome(game, tournament.config);
    const first = state.get(game.first);
    const second = game.second === null ? undefined : state.get(game.second);
    if (!first) continue;
    first.points += outcome.points1 ?? 0;
    if (outcome.kind === 'bye') {
      first.hadBye = true;
      continue;
    }
    if (!second) continue;
    second.points += outcome.points2 ?? 0;
    if (countsAsMeeting(outcome.kind)) {
      first.met.add(second.id);
      second.met.add(first.id);
      first.starts++;
      first.moves[game.round - 1] = 'first';
      second.moves[game.round - 1] = 'second';
    }
  }
  for (const player of state.values()) player.score = player.points + virtualPoints(tournament, player.id, round);
  // rules §18: one side's word is enough, so each pair is kept on both players.
  for (const [a, b] of tournament.forbiddenPairs ?? []) {
    const first = state.get(a);
    const second = state.get(b);
    if (!first || !second || a === b) continue;
    first.forbidden = new Set([...(first.forbidden ?? []), b]);
    second.forbidden = new Set([...(second.forbidden ?? []), a]);
  }
  return state;
}
