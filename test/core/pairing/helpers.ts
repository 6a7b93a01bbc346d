// Building tournaments for the pairing tests: players in N° order, games by N°.
import {
  DEFAULT_CONFIG,
  type Game,
  type Player,
  type Tournament,
  type TournamentConfig,
} from '../../../src/core/model';

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
