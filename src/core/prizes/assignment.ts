// The assignment of the prizes (rules §11, §11.1), group by group. The overall prizes (Tipo
// Clasificación, no condition) go first, by worth (Importe + Valor, highest first; equal
// worth in Premios' row order) to the candidates in standings order, and are shared on equal
// points. Then each other prize of the group, by worth, goes to the best-ranked candidate by
// its Tipo who meets its conditions and would gain by it: what he holds now in the group (his
// share, for a tied player) is strictly less than its worth; a player holding nothing gains by
// any prize. A player who takes it leaves the overall prizes (the rest are given again without
// him, and his tie shares again without him); a prize he left goes back to be given. Repeated
// until nothing moves. A prize nobody can take is Desierto.
import type { Player } from '../model';
import { foldText } from '../text';
import { conditionNobodyMeets, unmetCondition } from './conditions';
import type { PrizeField, PrizeRow, TeamRow } from './field';
import { type GameFigure, type GamePrizeType, bestGames, lowerIsBetter } from './gamePrizes';
import {
  type ConditionKey,
  isOverall,
  type Prize,
  prizeWorth,
  type PrizeRules,
  type PrizeType,
  TIEBREAK_RULES,
} from './prize';
import { overallHoldings } from './holdings';
import { type SharedTie, shareWithMinimum } from './sharing';

/** Why a prize is Desierto. */
export type Desert =
  /** Nobody among the candidates meets this condition (with those before it): a warning to the director. */
  | { kind: 'condition'; condition: ConditionKey }
  /** Everyone who meets the conditions already holds as much in the group (a prize, a share). */
  | { kind: 'taken' }
  /** Nobody who meets the conditions is ranked by the Tipo: no game on the board qualifies (no duplicate result). */
  | { kind: 'noGame' }
  /** Tipo Duplicada without duplicate games. */
  | { kind: 'noDuplicate' }
  /** A game Tipo (or Duplicada) when no games were given at all (PRIZE_LIST). */
  | { kind: 'noGamesGiven' }
  /** Tipo Equipos with fewer teams than team prizes (or none: no club, no País). */
  | { kind: 'noTeam' };

export interface Award {
  /** Index of the prize in the list given (Premios' row order). */
  index: number;
  prize: Prize;
  /** The winner; null when the prize is Desierto. */
  winner: PrizeRow | null;
  /** The winner's place by the prize's Tipo: his place in the standings, or in the duplicate ranking. */
  place: number | null;
  /** For a game prize, the game that won it. */
  figure: GameFigure | null;
  desert: Desert | null;
  /** rules §18.3: the team that takes a prize of Tipo Equipos (`winner` stays null: no player takes it). */
  team?: TeamRow | null;
}

/** The awards with what each pays after sharing, and the ties that shared. */
export interface Allocation {
  awards: Award[];
  /** Cents each award's winner receives for it, aligned with the awards; 0 for a Desierto. */
  amounts: number[];
  ties: SharedTie[];
  /** Tied players who receive a share without an overall prize of their own: a row each. */
  extra: { tie: SharedTie; player: PrizeRow; amount: number }[];
}

/** A group's key: Grupo with case and accents aside ('' is the blank group). */
export function groupKey(prize: Prize): string {
  return foldText(prize.group);
}

/** Indices of `prizes` by worth, highest first, then row order. */
function byWorth(prizes: readonly Prize[], indices: readonly number[]): number[] {
  return [...indices].sort((a, b) => prizeWorth(prizes[b]) - prizeWorth(prizes[a]) || a - b);
}

interface Ranked {
  row: PrizeRow;
  place: number;
  figure: GameFigure | null;
}

/** The candidates in the order a Tipo ranks them, or why nobody can be ranked by it. */
function rankedBy(type: PrizeType, field: PrizeField): Ranked[] | Desert {
  const candidates = field.candidates;
  if (type === 'teams') return { kind: 'noTeam' };
  if (type === 'standings') return candidates.map((row) => ({ row, place: row.place, figure: null }));
  if (field.games === null) return { kind: 'noGamesGiven' };
  if (type === 'duplicate') {
    if (!field.duplicate || field.duplicate.length === 0) return { kind: 'noDuplicate' };
    const byId = new Map(candidates.map((row) => [row.player.id, row] as const));
    return field.duplicate.flatMap(({ id, place }) => {
      const row = byId.get(id);
      return row ? [{ row, place, figure: null }] : [];
    });
  }
  const gameType: GamePrizeType = type;
  const players = new Map<number, Player>(field.rows.map((row) => [row.player.id, row.player] as const));
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

/** The overall prizes of one group given without the players in `out`, and shared: who holds what. */
interface OverallState {
  /** Overall award index → winner. */
  winners: Map<number, PrizeRow>;
  /** Award index → cents paid. */
  amounts: Map<number, number>;
  /** Player → the worth he holds in the group (share + his prize's Valor, or his prize's worth). */
  holding: Map<number, number>;
  ties: SharedTie[];
  extra: Allocation['extra'];
}

function overallState(
  prizes: readonly Prize[],
  overall: readonly number[],
  group: string,
  field: PrizeField,
  rules: PrizeRules,
  out: ReadonlySet<number>,
  position: ReadonlyMap<number, number>,
): OverallState {
  const free = field.candidates.filter((row) => !out.has(row.player.id));
  const state: OverallState = { winners: new Map(), amounts: new Map(), holding: new Map(), ties: [], extra: [] };
  const ownOf = new Map<number, number>();
  overall.forEach((index, k) => {
    const row = free[k];
    if (!row) return;
    state.winners.set(index, row);
    state.amounts.set(index, prizes[index].amount);
    state.holding.set(row.player.id, prizeWorth(prizes[index]));
    ownOf.set(row.player.id, index);
  });
  if (rules.sharing === 'tiebreak') return state;
  const rule = rules.sharing;
  const totals = [...new Set([...state.winners.values()].map((row) => row.points))];
  const byPoints = new Map<number, PrizeRow[]>(totals.map((points) => [points, []]));
  for (const row of free) byPoints.get(row.points)?.push(row);
  for (const points of totals) {
    const players = byPoints.get(points) as PrizeRow[];
    const pooled = players.flatMap((row) => (ownOf.has(row.player.id) ? [ownOf.get(row.player.id) as number] : []));
    const total = pooled.reduce((sum, index) => sum + prizes[index].amount, 0);
    if (players.length < 2 || total <= 0) continue;
    const own = players.map((row) => {
      const index = ownOf.get(row.player.id);
      return index === undefined ? 0 : prizes[index].amount;
    });
    const { kept, shares, below } = shareWithMinimum(own, total, rule, rules.minimumShare);
    const places = players.map((row) => position.get(row.player.id) as number);
    const tie: SharedTie = {
      group,
      points,
      rule,
      players: players.slice(0, kept),
      shares,
      dropped: players.slice(kept),
      minimum: below === null ? null : rules.minimumShare,
      below,
      prizes: pooled,
      total,
      from: Math.min(...places),
      to: Math.max(...places),
    };
    state.ties.push(tie);
    players.forEach((row, i) => {
      const id = row.player.id;
      const index = ownOf.get(id);
      const share = i < kept ? shares[i] : 0;
      const value = index === undefined ? 0 : (prizes[index].value ?? 0);
      if (index !== undefined) state.amounts.set(index, share);
      else if (share > 0) state.extra.push({ tie, player: row, amount: share });
      // rules §11.1: he holds his share (and his place's trophy); one who left it holds his place's
      // trophy if it has one, else nothing (docs/prizes.md).
      if (i < kept || (index !== undefined && prizes[index].trophy !== '')) state.holding.set(id, share + value);
      else state.holding.delete(id);
    });
  }
  return state;
}

/** Gives every prize and shares the overall ones (rules §11, §11.1); the awards in the prizes' own order. */
export function allocatePrizes(prizes: readonly Prize[], field: PrizeField, rules: PrizeRules): Allocation {
  const profileOf = (id: number) => field.profiles?.get(id);
  const eligible = (prize: Prize, row: PrizeRow) =>
    unmetCondition(prize.conditions, row.player, profileOf(row.player.id)) === null;
  const rankings = new Map<PrizeType, Ranked[] | Desert>();
  const ranking = (type: PrizeType): Ranked[] | Desert => {
    let ranked = rankings.get(type);
    if (ranked === undefined) rankings.set(type, (ranked = rankedBy(type, field)));
    return ranked;
  };
  // Per prize's Tipo and conditions, the positions in its ranking of those who meet them,
  // found as far as a scan has gone (each prize scans its ranking from the top on each pass).
  const eligibleLists = new Map<string, { at: number[]; scanned: number }>();
  const eligibleIn = (prize: Prize, ranked: readonly Ranked[]): ((k: number) => number) => {
    const key = JSON.stringify([prize.type, prize.conditions]);
    let list = eligibleLists.get(key);
    if (list === undefined) eligibleLists.set(key, (list = { at: [], scanned: 0 }));
    const found = list;
    return (k) => {
      while (found.at.length <= k && found.scanned < ranked.length)
        if (eligible(prize, ranked[found.scanned++].row)) found.at.push(found.scanned - 1);
      return k < found.at.length ? found.at[k] : -1;
    };
  };
  const nobodyMeets = new Map<string, ConditionKey | null>();
  const position = new Map(field.rows.map((row, i) => [row.player.id, i + 1] as const));
  const awards: Award[] = new Array(prizes.length);
  const amounts: number[] = prizes.map(() => 0);
  const ties: SharedTie[] = [];
  const extra: Allocation['extra'] = [];
  const groups = [...new Set(prizes.map(groupKey))];
  for (const group of groups) {
    // rules §18.3: team prizes go to teams (below), never taking a player's prize.
    const indices = prizes.flatMap((prize, index) =>
      groupKey(prize) === group && prize.type !== 'teams' ? [index] : [],
    );
    const overall = byWorth(
      prizes,
      indices.filter((i) => isOverall(prizes[i])),
    );
    const others = byWorth(
      prizes,
      indices.filter((i) => !isOverall(prizes[i])),
    );
    // The other prizes' holders: each player holds at most one prize of a group.
    const holderOf = new Map<number, Ranked>();
    const heldBy = new Map<number, number>();
    const holdings = overallHoldings(prizes, overall, field, rules);
    const holds = (id: number): number | null => {
      const index = heldBy.get(id);
      if (index !== undefined) return prizeWorth(prizes[index]);
      return holdings.holding(id);
    };
    // Each pass gives every other prize again; a pass that moves nothing is the fixed point.
    // One pass usually settles it, but a tied player's holding can fall when another leaves
    // (Hort with a minimum: docs/prizes.md "The fixed point"); the bound stops a cycle.
    for (let pass = 0; pass <= others.length + 1; pass++) {
      let moved = false;
      for (const index of others) {
        const prize = prizes[index];
        const ranked = ranking(prize.type);
        if (!Array.isArray(ranked)) continue;
        const current = holderOf.get(index);
        const worth = prizeWorth(prize);
        const eligibleAt = eligibleIn(prize, ranked);
        let winner: Ranked | null = null;
        for (let k = 0, at = eligibleAt(0); at !== -1; at = eligibleAt(++k)) {
          const id = ranked[at].row.player.id;
          const held = current?.row.player.id === id ? null : holds(id);
          if (held === null || held < worth) {
            winner = ranked[at];
            break;
          }
        }
        if ((winner?.row.player.id ?? null) === (current?.row.player.id ?? null)) continue;
        if (current) {
          heldBy.delete(current.row.player.id);
          holdings.setOut(current.row.player.id, false);
        }
        holderOf.delete(index);
        if (winner) {
          const left = heldBy.get(winner.row.player.id);
          // The prize he leaves goes back to be given.
          if (left !== undefined) holderOf.delete(left);
          heldBy.set(winner.row.player.id, index);
          holdings.setOut(winner.row.player.id, true);
          holderOf.set(index, winner);
        }
        moved = true;
      }
      if (!moved) break;
    }
    const state = overallState(prizes, overall, group, field, rules, new Set(heldBy.keys()), position);
    for (const index of overall) {
      const row = state.winners.get(index);
      awards[index] = row
        ? { index, prize: prizes[index], winner: row, place: row.place, figure: null, desert: null }
        : desertAward(index);
      amounts[index] = state.amounts.get(index) ?? 0;
    }
    for (const index of others) {
      const winner = holderOf.get(index);
      awards[index] = winner
        ? { index, prize: prizes[index], winner: winner.row, place: winner.place, figure: winner.figure, desert: null }
        : desertAward(index);
      amounts[index] = winner ? prizes[index].amount : 0;
    }
    ties.push(...state.ties);
    extra.push(...state.extra);
  }
  giveTeamPrizes(prizes, field.teams ?? [], awards, amounts);
  return { awards, amounts, ties, extra };

  function desertAward(index: number): Award {
    const prize = prizes[index];
    return { index, prize, winner: null, place: null, figure: null, desert: desertOf(prize) };
  }

  function desertOf(prize: Prize): Desert {
    const ranked = ranking(prize.type);
    if (!Array.isArray(ranked)) return ranked;
    const key = JSON.stringify(prize.conditions);
    let condition = nobodyMeets.get(key);
    if (condition === undefined)
      nobodyMeets.set(
        key,
        (condition = conditionNobodyMeets(
          prize.conditions,
          field.candidates.map((row) => ({ player: row.player, profile: profileOf(row.player.id) })),
        )),
      );
    if (condition !== null) return { kind: 'condition', condition };
    // Somebody meets the conditions but has no figure for this Tipo (no game that qualifies, no duplicate result).
    if (eligibleIn(prize, ranked)(0) === -1) return { kind: 'noGame' };
    return { kind: 'taken' };
  }
}

/**
 * rules §18.3: the prizes of Tipo Equipos, by worth (Premios' order on equal worth), to the
 * teams in the order of the team standings, one prize a team; Desierto when the teams run out.
 * Groups and conditions do not apply: a team is no player.
 */
function giveTeamPrizes(prizes: readonly Prize[], teams: readonly TeamRow[], awards: Award[], amounts: number[]): void {
  const indices = prizes.flatMap((prize, index) => (prize.type === 'teams' ? [index] : []));
  byWorth(prizes, indices).forEach((index, k) => {
    const team = teams[k] ?? null;
    const prize = prizes[index];
    awards[index] = {
      index,
      prize,
      winner: null,
      place: team ? team.place : null,
      figure: null,
      desert: team ? null : { kind: 'noTeam' },
      team,
    };
    amounts[index] = team ? prize.amount : 0;
  });
}

/** The awards alone (rules §11, §11.1): who takes which prize. */
export function assignPrizes(prizes: readonly Prize[], field: PrizeField, rules: PrizeRules = TIEBREAK_RULES): Award[] {
  return allocatePrizes(prizes, field, rules).awards;
}
