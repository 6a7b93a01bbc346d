// An independent oracle for the prize engine (rules §11, §11.1; docs/prizes.md), written from
// the rules' text and sharing no code with src/core/prizes: instead of giving the prizes one
// move at a time, it tries every way of handing out each group's non-overall prizes (each to
// a player who meets its conditions and is ranked by its Tipo, or to nobody; one prize of the
// group per player), gives and shares the overall places without their holders, and keeps the
// assignments where nothing would move: nobody ranked before a prize's holder (or anybody, for
// a prize nobody has) would gain by it, and its holder would gain by it were he back among the
// places (at its turn: the holders of the prizes before it out). Of those, it takes the one the
// rules' order prefers: the prizes by worth, highest first (equal worth in row order), each to
// the best-ranked holder it can have. Where none passes — a prize moves again in a later pass,
// as what a tied player holds can fall when another leaves (Hort with a minimum) — it judges the
// engine's answer by the rules' closing guarantee instead. Exponential: for fields of a handful
// of players and prizes (test/core/prizes/holdings.test.ts).
import type { PrizeField, PrizeRow } from '../../src/core/prizes/field';
import type { Prize, PrizeRules } from '../../src/core/prizes/prize';
import type { SharedTie } from '../../src/core/prizes/sharing';

/** Case, accents and runs of spaces aside (rules §11: "text is compared with case and accents aside"). */
const plain = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('und').split(/\s+/).filter(Boolean).join(' ');

const worthOf = (prize: Prize): number => prize.amount + (prize.value === undefined ? 0 : prize.value);

/** Whether `row` meets every filled condition of `prize` (a blank Escalafón is in no band). */
function meets(prize: Prize, row: PrizeRow, field: PrizeField): boolean {
  const c = prize.conditions;
  const rating = row.player.rating;
  const profile = field.profiles?.get(row.player.id);
  if (c.ratingFrom !== null && !(rating !== null && rating >= c.ratingFrom)) return false;
  if (c.ratingTo !== null && !(rating !== null && rating <= c.ratingTo)) return false;
  if (c.unrated && rating !== null) return false;
  if (c.club !== '' && plain(c.club) !== plain(row.player.club)) return false;
  if (c.country !== '' && plain(c.country) !== plain(profile ? profile.country : '')) return false;
  if (c.tag !== '' && !(profile ? profile.tags : []).some((tag) => plain(tag) === plain(c.tag))) return false;
  return true;
}

/** An overall prize: Tipo Clasificación with no condition at all. */
function overall(prize: Prize): boolean {
  const c = prize.conditions;
  const none = c.ratingFrom === null && c.ratingTo === null && !c.unrated && !c.club && !c.country && !c.tag;
  return prize.type === 'standings' && none;
}

/** Who a Tipo ranks, best first (candidates only). Game Tipos are ranked by nobody here: the oracle is given no games. */
function ranking(prize: Prize, field: PrizeField): PrizeRow[] {
  if (prize.type === 'standings') return [...field.candidates];
  if (prize.type === 'duplicate') {
    if (field.games === null || !field.duplicate) return [];
    const ranked: PrizeRow[] = [];
    for (const entry of field.duplicate) {
      const row = field.candidates.find((candidate) => candidate.player.id === entry.id);
      if (row) ranked.push(row);
    }
    return ranked;
  }
  if (prize.type === 'teams' || (field.games !== null && field.games.length > 0))
    throw new Error(`the oracle does not rank Tipo ${prize.type} with games`);
  return [];
}

/**
 * rules §11, §11.1: `money` shared by `own` (each one's own overall Importe, 0 for none) in
 * standings order — equal split M/n, or Hort own/2 + (M − Σ own/2)/n — each rounded down to the
 * cent, the cents left one each from the first. Exact: twice the share times n is an integer.
 */
function split(own: number[], money: number, rule: 'equal' | 'hort'): number[] {
  const { length: n } = own;
  const halves = own.reduce((a, b) => a + b, 0);
  // share_i = numerator_i / (2n)
  const numerators = own.map((mine) => (rule === 'equal' ? 2 * money : n * mine + 2 * money - halves));
  const shares = numerators.map((value) => Math.floor(value / (2 * n)));
  let left = money - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i++, left--) shares[i] += 1;
  return shares;
}

/**
 * Mínimo por jugador (rules §11.1): the shares of the first `n` tied players, fewer by the last
 * while some share is under `floor` (one player left takes the money alone).
 */
function withFloor(
  own: number[],
  money: number,
  rule: 'equal' | 'hort',
  floor: number | null,
  n = own.length,
): number[] {
  const shares = split(own.slice(0, n), money, rule);
  const under = floor !== null && shares.some((share) => share < floor);
  return n > 1 && under ? withFloor(own, money, rule, floor, n - 1) : shares;
}

/** One tie that shared, as the engine's SharedTie says it but for its rule, its players by N°. */
export type OracleTie = Omit<SharedTie, 'rule' | 'players' | 'dropped'> & { players: number[]; dropped: number[] };

/** The overall places of one group given to the free candidates and shared: who has what, and holds what. */
export interface Places {
  /** Prize index → the N° who takes it. */
  winner: Map<number, number>;
  /** Prize index → cents paid for it. */
  paid: Map<number, number>;
  /** N° → what he holds in the group (absent: nothing). */
  holds: Map<number, number>;
  ties: OracleTie[];
  /** [N°, cents] of the tied players paid without a place of their own. */
  extra: [number, number][];
}

/**
 * The places (`places`: prize indices, in the order they are given) handed down the candidates
 * who are not `out`, then shared on equal points by `rules` (rules §11 "Sharing money", §11.1
 * "Mínimo por jugador"): what each one holds is his share and his own place's Valor; one who
 * left the share holds his place's Valor if it has a trophy, else nothing (docs/prizes.md).
 */
export function givePlaces(
  prizes: readonly Prize[],
  places: readonly number[],
  group: string,
  field: PrizeField,
  rules: PrizeRules,
  out: ReadonlySet<number>,
): Places {
  const free = field.candidates.filter(({ player }) => !out.has(player.id));
  const result: Places = { winner: new Map(), paid: new Map(), holds: new Map(), ties: [], extra: [] };
  const placeOf = new Map<number, number>();
  for (let k = 0; k < places.length && k < free.length; k++) {
    const id = free[k].player.id;
    result.winner.set(places[k], id);
    result.paid.set(places[k], prizes[places[k]].amount);
    result.holds.set(id, worthOf(prizes[places[k]]));
    placeOf.set(id, places[k]);
  }
  if (rules.sharing === 'tiebreak') return result;
  const { sharing } = rules;
  const done = new Set<number>();
  for (const place of places) {
    const winner = result.winner.get(place);
    if (winner === undefined) continue;
    const points = (free.find((row) => row.player.id === winner) as PrizeRow).points;
    if (done.has(points)) continue;
    done.add(points);
    const tied = free.filter((row) => row.points === points).map((row) => row.player.id);
    const own = tied.map((id) => (placeOf.has(id) ? prizes[placeOf.get(id) as number].amount : 0));
    const money = own.reduce((a, b) => a + b, 0);
    if (tied.length < 2 || money <= 0) continue;
    const everyone = split(own, money, sharing);
    const shares = withFloor(own, money, sharing, rules.minimumShare);
    const kept = shares.length;
    const positions = tied.map((id) => field.rows.findIndex((row) => row.player.id === id) + 1);
    result.ties.push({
      group,
      points,
      players: tied.slice(0, kept),
      shares,
      dropped: tied.slice(kept),
      minimum: kept < tied.length ? rules.minimumShare : null,
      below: kept < tied.length ? Math.min(...everyone) : null,
      prizes: tied.filter((id) => placeOf.has(id)).map((id) => placeOf.get(id) as number),
      total: money,
      from: Math.min(...positions),
      to: Math.max(...positions),
    });
    tied.forEach((id, i) => {
      const mine = placeOf.get(id);
      const share = shares[i] ?? 0;
      const valor = mine === undefined ? 0 : worthOf(prizes[mine]) - prizes[mine].amount;
      if (mine !== undefined) result.paid.set(mine, share);
      else if (share > 0) result.extra.push([id, share]);
      result.holds.delete(id);
      if (i < kept) result.holds.set(id, share + valor);
      else if (mine !== undefined && prizes[mine].trophy !== '') result.holds.set(id, valor);
    });
  }
  return result;
}

/** What the oracle decides: for each prize its winner (N°, null = Desierto) and cents; the ties; the extra rows. */
export interface OracleResult {
  winners: (number | null)[];
  amounts: number[];
  ties: OracleTie[];
  extra: { group: string; points: number; player: number; amount: number }[];
}

/** Indices in the order the rules take prizes: worth, highest first, then row order. */
const byWorth = (prizes: readonly Prize[], indices: number[]): number[] =>
  indices
    .map((index) => ({ index, worth: worthOf(prizes[index]) }))
    .sort((a, b) => (a.worth === b.worth ? a.index - b.index : b.worth - a.worth))
    .map(({ index }) => index);

/** One group's prizes as the oracle walks them. */
interface Group {
  key: string;
  /** The overall places, in the order they are given. */
  places: number[];
  /** The other prizes, in the rules' order. */
  others: number[];
  /** For each other prize, who may take it (conditions met, ranked by its Tipo), best first. */
  takers: number[][];
}

function groupsOf(prizes: readonly Prize[], field: PrizeField): Group[] {
  const keys: string[] = [];
  for (const prize of prizes) if (!keys.includes(plain(prize.group))) keys.push(plain(prize.group));
  return keys.map((key) => {
    const mine = prizes.flatMap((prize, index) => (plain(prize.group) === key ? [index] : []));
    const rest = byWorth(
      prizes,
      mine.filter((index) => !overall(prizes[index])),
    );
    return {
      key,
      places: byWorth(
        prizes,
        mine.filter((index) => overall(prizes[index])),
      ),
      others: rest,
      takers: rest.map((index) =>
        ranking(prizes[index], field)
          .filter((row) => meets(prizes[index], row, field))
          .map((row) => row.player.id),
      ),
    };
  });
}

/**
 * The places of `group` with `holder[k]` holding its k-th other prize (null: nobody), where
 * nothing would move — nobody ranked before a prize's holder (anybody, for a prize nobody has)
 * would gain by it with what he holds now — and, with `turns`, each holder gained by his prize
 * at its turn (the holders of the prizes before it out of the places); null otherwise.
 */
function settle(
  prizes: readonly Prize[],
  field: PrizeField,
  rules: PrizeRules,
  group: Group,
  holder: readonly (number | null)[],
  turns: boolean,
): Places | null {
  const { places, others, takers } = group;
  const gains = (held: number | undefined, prize: Prize) => held === undefined || held < worthOf(prize);
  const holders = (upTo: number) => new Set(holder.slice(0, upTo).filter((id): id is number => id !== null));
  const given = givePlaces(prizes, places, group.key, field, rules, holders(holder.length));
  const held = (id: number): number | undefined => {
    const k = holder.indexOf(id);
    return k >= 0 ? worthOf(prizes[others[k]]) : given.holds.get(id);
  };
  for (let k = 0; k < others.length; k++) {
    const prize = prizes[others[k]];
    const who = holder[k];
    if (who !== null && !takers[k].includes(who)) return null;
    for (const id of takers[k]) {
      if (id === who) break;
      if (gains(held(id), prize)) return null;
    }
    if (turns && who !== null) {
      const then = givePlaces(prizes, places, group.key, field, rules, holders(k));
      if (!gains(then.holds.get(who), prize)) return null;
    }
  }
  return given;
}

/** The groups' outcomes gathered into one result. */
function gather(prizes: readonly Prize[], decided: { group: Group; holder: (number | null)[]; given: Places }[]) {
  const result: OracleResult = {
    winners: prizes.map(() => null),
    amounts: prizes.map(() => 0),
    ties: [],
    extra: [],
  };
  for (const { group, holder, given } of decided) {
    group.others.forEach((index, k) => {
      result.winners[index] = holder[k];
      result.amounts[index] = holder[k] === null ? 0 : prizes[index].amount;
    });
    for (const index of group.places) {
      result.winners[index] = given.winner.get(index) ?? null;
      result.amounts[index] = given.paid.get(index) ?? 0;
    }
    result.ties.push(...given.ties);
    for (const [player, amount] of given.extra) {
      const tie = given.ties.find((one) => one.players.includes(player)) as OracleTie;
      result.extra.push({ group: group.key, points: tie.points, player, amount });
    }
  }
  return result;
}

/**
 * The allocation by exhaustive search: in each group, of the assignments of its other prizes
 * where nothing would move and each holder gained at his prize's turn, the first in the rules'
 * order of preference. Null where a group has none: the rules' one pass does not settle it
 * (a later pass moves a prize; settledAllocation then judges the engine's answer).
 */
export function exhaustiveAllocation(
  prizes: readonly Prize[],
  field: PrizeField,
  rules: PrizeRules,
): OracleResult | null {
  const decided = [];
  for (const group of groupsOf(prizes, field)) {
    const holder: (number | null)[] = [];
    // Depth first in the rules' order of preference: the first assignment that settles is the one they give.
    const search = (k: number): Places | null => {
      if (k === group.others.length) return settle(prizes, field, rules, group, holder, true);
      for (const id of [...group.takers[k], null]) {
        if (id !== null && holder.includes(id)) continue;
        holder.push(id);
        const found = search(k + 1);
        if (found) return found;
        holder.pop();
      }
      return null;
    };
    const given = search(0);
    if (given === null) return null;
    decided.push({ group, holder, given });
  }
  return gather(prizes, decided);
}

/**
 * The allocation where the other prizes went to `winners` (by prize index, N° or null), if
 * nothing would move there (rules §11.1: "nobody ends with less than a prize he could still
 * take, and no prize is Desierto while a player who meets its conditions would gain by it"):
 * the places given and shared without their holders. Null where something would move.
 */
export function settledAllocation(
  prizes: readonly Prize[],
  field: PrizeField,
  rules: PrizeRules,
  winners: readonly (number | null)[],
): OracleResult | null {
  const decided = [];
  for (const group of groupsOf(prizes, field)) {
    const holder = group.others.map((index) => winners[index]);
    const taken = holder.filter((id) => id !== null);
    if (new Set(taken).size < taken.length) return null;
    const given = settle(prizes, field, rules, group, holder, false);
    if (given === null) return null;
    decided.push({ group, holder, given });
  }
  return gather(prizes, decided);
}
