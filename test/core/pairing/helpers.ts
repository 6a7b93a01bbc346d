// Building tournaments for the pairing tests: players in N° order, games by N°; and the
// engine's view of single players (PairingPlayer) for the unit tests of its pieces.
import {
  DEFAULT_CONFIG,
  type Game,
  type Player,
  type Tournament,
  type TournamentConfig,
} from '../../../src/core/model';
import type { PairingPlayer } from '../../../src/core/pairing/state';
import { foldText } from '../../../src/core/text';

/** n players "Player k" with ratings 2000 − 10k, so N° order = pairing order. */
export function players(n: number, extra: (id: number) => Partial<Player> = () => ({})): Player[] {
  return Array.from({ length: n }, (_, index) => {
    const id = index + 1;
    return {
      id,
      name: `Player ${String(id).padStart(3, '0')}`,
      rating: 2000 - 10 * id,
      club: '',
      average: null,
      entryRound: 1,
      withdrawnFromRound: null,
      absentRounds: [],
      ...extra(id),
    };
  });
}

/** A decided game: `winner` 1 = first wins, 0 = second wins, 0.5 = draw. */
export function game(round: number, first: number, second: number | null, winner: 1 | 0 | 0.5 = 1, table = 1): Game {
  if (second === null) return { round, table, first, second, score1: null, score2: null, override: null };
  const score1 = winner === 1 ? 400 : winner === 0 ? 300 : 350;
  return { round, table, first, second, score1, score2: 350 * 2 - score1 + (winner === 0.5 ? 0 : 0), override: null };
}

export function tournament(
  playerList: Player[],
  games: Game[] = [],
  config: Partial<TournamentConfig> = {},
): Tournament {
  return { config: { ...DEFAULT_CONFIG, ...config }, players: playerList, games };
}

/**
 * A player as the pairing sees him: N° `id`, `rank` = id (pairing order = N° order), 0 points
 * unless `fields` says otherwise; `starts` counts the 'first' marks of `moves`.
 */
export function pairingPlayer(id: number, fields: Partial<PairingPlayer> = {}): PairingPlayer {
  const moves = fields.moves ?? [];
  const score = fields.score ?? 0;
  return {
    id,
    name: `P${id}`,
    clubName: '',
    club: '',
    rank: id,
    points: score,
    score,
    met: new Set(),
    hadBye: false,
    starts: moves.filter((move) => move === 'first').length,
    ...fields,
    moves,
  };
}

/** The club fields of a PairingPlayer as pairingState sets them (rules §3.9: compared folded). */
export function inClub(name: string): Pick<PairingPlayer, 'club' | 'clubName'> {
  return { clubName: name.trim(), club: foldText(name) };
}

/** Players N° 1..`scores.length`, N° k with pairing score scores[k − 1]. */
export function field(scores: readonly number[]): PairingPlayer[] {
  return scores.map((score, index) => pairingPlayer(index + 1, { score }));
}

/** Records that the players of each pair [N°, N°] have met (rules §3.1). */
export function meet(players: readonly PairingPlayer[], ...pairs: [number, number][]): void {
  const byId = new Map(players.map((player) => [player.id, player]));
  for (const [a, b] of pairs) {
    (byId.get(a) as PairingPlayer).met.add(b);
    (byId.get(b) as PairingPlayer).met.add(a);
  }
}
