// The assignment of the prizes (rules §11), group by group: the group's prizes by Importe,
// highest first (equal amounts, trophies included, in Premios' row order); each goes to the
// best-ranked candidate by its Tipo who meets its conditions and holds no prize of that
// group yet. So a player receives the most valuable prize he can win and the one he leaves
// passes down the list; a prize nobody can take is Desierto.
import type { Game, Player } from '../model';
import type { StandingRow, Standings } from '../standings';
import { foldText } from '../text';
import { prizeCandidates } from './candidates';
import { conditionNobodyMeets, unmetCondition } from './conditions';
import { type GameFigure, type GamePrizeType, bestGames, lowerIsBetter } from './gamePrizes';
import type { ConditionKey, Prize, PrizeProfile, PrizeType } from './prize';

/** What the assignment reads besides the prizes. */
export interface PrizeField {
  standings: Standings;
  /** Rondas' games (the game prizes' figures). */
  games: readonly Game[];
  /** País and Etiquetas by N° (absent: none). */
  profiles?: ReadonlyMap<number, PrizeProfile>;
  /** The overall duplicate ranking, best first, with each player's place; null or absent without duplicate games. */
  duplicate?: readonly { id: number; place: number }[] | null;
}

/** Why a prize is Desierto. */
export type Desert =
  /** Nobody among the candidates meets this condition (with those before it): a warning to the director. */
  | { kind: 'condition'; condition: ConditionKey }
  /** Everyone who meets the conditions already holds a prize of the group. */
  | { kind: 'taken' }
  /** Nobody who meets the conditions is ranked by the Tipo: no game on the board qualifies (no duplicate result). */
  | { kind: 'noGame' }
  /** Tipo Duplicada without duplicate games. */
  | { kind: 'noDuplicate' };

export interface Award {
  /** Index of the prize in the list given (Premios' row order). */
  index: number;
  prize: Prize;
  /** The winner; null when the prize is Desierto. */
  winner: StandingRow | null;
  /** The winner's place by the prize's Tipo: his place in the standings, or in the duplicate ranking. */
  place: number | null;
  /** For a game prize, the game that won it. */
  figure: GameFigure | null;
  desert: Desert | null;
}

/** A group's key: Grupo with case and accents aside ('' is the blank group). */
export function groupKey(prize: Prize): string {
  return foldText(prize.group);
}

/** The prizes' indices in the order they are given: group by group, by Importe, highest first, then row order. */
export function assignmentOrder(prizes: readonly Prize[]): number[] {
  return prizes
    .map((prize, index) => ({ prize, index }))
    .sort((a, b) => b.prize.amount - a.prize.amount || a.index - b.index)
    .map(({ index }) => index);
}

interface Ranked {
  row: StandingRow;
  place: number;
  figure: GameFigure | null;
}

/** The candidates in the order a Tipo ranks them (cached per Tipo by the caller). */
function rankedBy(type: PrizeType, candidates: readonly StandingRow[], field: PrizeField): Ranked[] | null {
  if (type === 'standings') return candidates.map((row) => ({ row, place: row.place, figure: null }));
  if (type === 'duplicate') {
    if (!field.duplicate || field.duplicate.length === 0) return null;
    const byId = new Map(candidates.map((row) => [row.player.id, row] as const));
    return field.duplicate.flatMap(({ id, place }) => {
      const row = byId.get(id);
      return row ? [{ row, place, figure: null }] : [];
    });
  }
  const gameType: GamePrizeType = type;
  const players = new Map<number, Player>(field.standings.rows.map((row) => [row.player.id, row.player] as const));
  const figures = bestGames(gameType, field.games, players);
  const lower = lowerIsBetter(gameType);
  const ranked = candidates.flatMap((row, position) => {
    const figure = figures.get(row.player.id);
    return figure ? [{ row, place: row.place, figure, position }] : [];
  });
  // Ties on the figure go to the better place in the standings (the candidates' order).
  ranked.sort((a, b) =>
    a.figure.value !== b.figure.value
      ? lower
        ? a.figure.value - b.figure.value
        : b.figure.value - a.figure.value
      : a.position - b.position,
  );
  return ranked.map(({ row, place, figure }) => ({ row, place, figure }));
}

/** Assigns every prize; the awards come back in the prizes' own order (Premios' rows). */
export function assignPrizes(prizes: readonly Prize[], field: PrizeField): Award[] {
  const candidates = prizeCandidates(field.standings);
  const profileOf = (id: number) => field.profiles?.get(id);
  const rankings = new Map<PrizeType, Ranked[] | null>();
  const ranking = (type: PrizeType) => {
    if (!rankings.has(type)) rankings.set(type, rankedBy(type, candidates, field));
    return rankings.get(type) ?? null;
  };
  // Each group's holders: a player holds at most one prize of a group.
  const holders = new Map<string, Set<number>>();
  const awards: Award[] = new Array(prizes.length);
  for (const index of assignmentOrder(prizes)) {
    const prize = prizes[index];
    const group = groupKey(prize);
    const held = holders.get(group) ?? new Set<number>();
    holders.set(group, held);
    const ranked = ranking(prize.type);
    const winner =
      ranked?.find(
        ({ row }) =>
          !held.has(row.player.id) && unmetCondition(prize.conditions, row.player, profileOf(row.player.id)) === null,
      ) ?? null;
    if (winner) {
      held.add(winner.row.player.id);
      awards[index] = { index, prize, winner: winner.row, place: winner.place, figure: winner.figure, desert: null };
    } else {
      awards[index] = { index, prize, winner: null, place: null, figure: null, desert: desertOf(prize, ranked) };
    }
  }
  return awards;

  function desertOf(prize: Prize, ranked: Ranked[] | null): Desert {
    if (ranked === null) return { kind: 'noDuplicate' };
    const condition = conditionNobodyMeets(
      prize.conditions,
      candidates.map((row) => ({ player: row.player, profile: profileOf(row.player.id) })),
    );
    if (condition !== null) return { kind: 'condition', condition };
    // Somebody meets the conditions but has no figure for this Tipo (no game that qualifies, no duplicate result).
    const anyRanked = ranked.some(
      ({ row }) => unmetCondition(prize.conditions, row.player, profileOf(row.player.id)) === null,
    );
    if (!anyRanked) return { kind: 'noGame' };
    return { kind: 'taken' };
  }
}
