// Pairing of a round (rules §3): the public API. Swiss rounds go through the FISE paper
// procedure first; only when it fails do the backtracking and the optimising search step
// in (rules §3.5). Round robins follow Berger tables (rules §3.8).
import { AtrilError } from '../errors';
import type { Game, Tournament } from '../model';
import { pairingOrder } from '../ranking';
import type { Message } from '../message';
import { chooseBye } from './byes';
import {
  avoidsSameClub,
  canMeet,
  canMeetOtherClub,
  compareTable,
  compareTables,
  costLevels,
  firstMoveAfterRoundOne,
  forbiddenPair,
  higherStartsInRoundOne,
  type MayMeet,
  sameClub,
} from './criteria';
import { backtrackingProcedure, paperProcedure, type ProcedurePair } from './paperProcedure';
import { isPairable, optimisedPairing } from './optimise';
import { bergerRound, roundRobinNewcomers, roundRobinRounds } from './roundRobin';
import { assertLegalRound } from './legality';
import { assertRoundRobinApart, forbiddenRefusal } from './forbiddenPairs';
import { clinchedLeader, gibsonOpponent, pointsLeft } from './gibson';
import { isKingOfTheHillRound, kingOfTheHillPairs, standingsPositions } from './kingOfTheHill';
import { isPresent, pairingState, type PairingPlayer } from './state';
import { lastRound } from '../results';

export interface Pairing {
  table: number;
  /** Player id (N°) with the first move (salida). */
  first: number;
  /** Player id, or null for the bye (DESCANSO). */
  second: number | null;
  /** Why the pairing departs from the plain rule (empty when it does not). */
  reasons: Message[];
}

export interface PairingResult {
  round: number;
  pairings: Pairing[];
}

/** Which stage of rules §3.5 produced a Swiss pairing (for tests, docs and the bench). */
export type PairingMethod = 'paper' | 'backtracking' | 'optimised' | 'roundRobin' | 'kingOfTheHill';

/** The round after the last one that has games in Rondas. */
export function nextRound(tournament: Tournament): number {
  return lastRound(tournament.games) + 1;
}

interface DraftPair {
  a: PairingPlayer;
  b: PairingPlayer;
  reasons: Message[];
}

/**
 * A board across score groups names its floater: the player from the lower group, who
 * moves up (rules §3.4 regla 2: an odd group takes the first of the next one), with his
 * points and those of the group he joins ("N° 7 sube desde 1,5 puntos al grupo de 2,5").
 */
function floatReason(a: PairingPlayer, b: PairingPlayer): Message[] {
  if (a.score === b.score) return [];
  const [upper, floater] = a.score > b.score ? [a, b] : [b, a];
  return [{ key: 'pairing.reason.float', params: { number: floater.id, from: floater.score, to: upper.score } }];
}

function fromProcedure(pairs: ProcedurePair[]): DraftPair[] {
  return pairs.map(({ higher, lower, avoided, adjusted }) => {
    const reasons: Message[] = [...floatReason(higher, lower)];
    // The skipped nominal opponent was kept apart (rules §18), a rematch, or (rules §3.9) a club-mate.
    if (avoided && forbiddenPair(higher, avoided))
      reasons.push({ key: 'pairing.reason.avoidForbidden', params: { number: avoided.id } });
    else if (avoided && !canMeet(higher, avoided))
      reasons.push({ key: 'pairing.reason.avoidRematch', params: { number: avoided.id } });
    else if (avoided) reasons.push({ key: 'pairing.reason.avoidSameClub', params: { club: higher.clubName } });
    else if (adjusted) reasons.push({ key: 'pairing.reason.adjusted', params: {} });
    return { a: higher, b: lower, reasons };
  });
}

type SwissPairs = { pairs: DraftPair[]; method: PairingMethod } | null;

const clubBoards = (pairs: readonly DraftPair[]) => pairs.filter(({ a, b }) => sameClub(a, b)).length;

/**
 * rules §3.5: paper procedure, else backtracking, else the optimising search. With
 * `avoidSameClub` (rules §3.9, rounds 1..N), when that pairing has a same-club board: the
 * same three stages again with club-mates treated like a rematch, and last the optimising
 * search with `sameClubBoard` as its first level — kept only if it has fewer such boards
 * (otherwise the FISE order stands).
 */
export function swissPairs(players: readonly PairingPlayer[], avoidSameClub = false): SwissPairs {
  const plain = stagedPairs(players, canMeet);
  if (!avoidSameClub || !plain || clubBoards(plain.pairs) === 0) return plain;
  // No pairing without club-mates at all (one check): straight to the fewest same-club boards.
  const strict = isPairable(players, canMeetOtherClub) ? stagedPairs(players, canMeetOtherClub, false) : null;
  if (strict) return { pairs: withClubReasons(strict.pairs, plain.pairs), method: strict.method };
  const optimised = optimisedPairing(players, costLevels(true));
  if (!optimised) return plain;
  const pairs = withClubReasons(fromProcedure(optimised), plain.pairs);
  return clubBoards(pairs) < clubBoards(plain.pairs) ? { pairs, method: 'optimised' } : plain;
}

/** The paper procedure, the backtracking, then (when `optimise`) the optimising search, with `mayMeet` as who may meet. */
function stagedPairs(players: readonly PairingPlayer[], mayMeet: MayMeet, optimise = true): SwissPairs {
  const paper = paperProcedure(players, mayMeet);
  if (paper) return { pairs: fromProcedure(paper), method: 'paper' };
  const feasible = (rest: readonly PairingPlayer[]) => isPairable(rest, mayMeet);
  const backtracked = backtrackingProcedure(players, feasible, undefined, mayMeet);
  if (backtracked) return { pairs: fromProcedure(backtracked), method: 'backtracking' };
  if (!optimise) return null;
  const optimised = optimisedPairing(players);
  return optimised ? { pairs: fromProcedure(optimised), method: 'optimised' } : null;
}

/**
 * Reasons of a pairing reshaped by rules §3.9, against the one the rule replaced (`plain`):
 * a board found there keeps its reasons; a new board keeps its float and says "evita mismo
 * club (X)" for each player whose plain opponent was of his club X; failing that, its own
 * reasons other than a plain rearrangement, or else that it was rearranged for the rule.
 */
function withClubReasons(pairs: DraftPair[], plain: readonly DraftPair[]): DraftPair[] {
  const plainOpponent = new Map<PairingPlayer, PairingPlayer>();
  const plainReasons = new Map<PairingPlayer, Message[]>();
  for (const { a, b, reasons } of plain) {
    plainOpponent.set(a, b);
    plainOpponent.set(b, a);
    plainReasons.set(a, reasons);
    plainReasons.set(b, reasons);
  }
  return pairs.map(({ a, b, reasons }) => {
    if (plainOpponent.get(a) === b) return { a, b, reasons: plainReasons.get(a) ?? [] };
    const float = reasons.filter((reason) => reason.key === 'pairing.reason.float');
    const clubs = [a, b]
      .filter((player) => sameClub(player, plainOpponent.get(player) as PairingPlayer))
      .map((player) => player.clubName);
    let why: Message[] = [...new Set(clubs)].map((club) => ({ key: 'pairing.reason.avoidSameClub', params: { club } }));
    if (why.length === 0) {
      why = reasons.filter(
        (reason) => reason.key !== 'pairing.reason.float' && reason.key !== 'pairing.reason.adjusted',
      );
    }
    if (why.length === 0) why = [{ key: 'pairing.reason.sameClubRearranged', params: {} }];
    return { a, b, reasons: [...float, ...why] };
  });
}

type RoundPairs = { pairs: DraftPair[]; method: PairingMethod; position: ReadonlyMap<number, number> | null } | null;

/**
 * The pairs of a Swiss round once the bye is out (`rest`), with rules §3.9 around the stages
 * of rules §3.5: Regla de Gibson first (a clinched leader meets the highest-ranked player
 * out of the prizes), then, in a "Rey de la pista" last round, the others by the standings
 * (`position`: their places, for the table numbers), else `swissPairs`.
 */
function roundPairs(
  tournament: Tournament,
  state: Map<number, PairingPlayer>,
  rest: PairingPlayer[],
  round: number,
): RoundPairs {
  const { config } = tournament;
  const avoidClub = avoidsSameClub(config.avoidSameClubUntilRound, round);
  const everyone = [...state.values()];
  const ruled: DraftPair[] = [];
  let players = rest;
  let leaderWithout: PairingPlayer | null = null;
  const leader = config.gibson ? clinchedLeader(everyone, pointsLeft(config, round)) : null;
  if (leader && rest.includes(leader)) {
    const opponent = gibsonOpponent(leader, rest, everyone, config, round, avoidClub);
    if (opponent) {
      ruled.push({
        a: leader,
        b: opponent,
        reasons: [{ key: 'pairing.reason.gibson', params: { number: leader.id } }],
      });
      players = rest.filter((player) => player !== leader && player !== opponent);
    } else leaderWithout = leader;
  }
  let found: { pairs: DraftPair[]; method: PairingMethod } | null;
  let position: Map<number, number> | null = null;
  if (isKingOfTheHillRound(config, round)) {
    position = standingsPositions(tournament, round, new Map(everyone.map((player) => [player.id, player.rank])));
    // Club-mates are avoided as in rules §3.9 when a pairing without any exists.
    const mayMeet = avoidClub && isPairable(players, canMeetOtherClub) ? canMeetOtherClub : canMeet;
    const pairs = kingOfTheHillPairs(players, position, mayMeet);
    found = pairs && { pairs, method: 'kingOfTheHill' };
  } else found = swissPairs(players, avoidClub);
  if (!found) return null;
  const pairs = [...ruled, ...found.pairs];
  const stuck = pairs.find((pair) => pair.a === leaderWithout || pair.b === leaderWithout);
  if (stuck && leaderWithout)
    stuck.reasons = [
      ...stuck.reasons,
      { key: 'pairing.reason.gibsonNoOpponent', params: { number: leaderWithout.id } },
    ];
  return { pairs, method: found.method, position };
}

function checkRound(tournament: Tournament, round: number): void {
  const next = nextRound(tournament);
  if (!Number.isInteger(round) || round < 1)
    throw new AtrilError('error.outOfRange', { value: round, min: 1, max: next });
  if (round < next) throw new AtrilError('pairing.roundPlayed', { value: round, next });
  if (round > next) throw new AtrilError('pairing.roundBeyond', { value: round, next });
}

/**
 * Pairs `round` (default: the next one) with how it was found. Whatever produced the round,
 * its boards are checked against the history before it is returned (`assertLegalRound`):
 * a rematch, a second bye or a player left out is refused, never handed on to be written.
 */
export function pairRoundExplained(
  tournament: Tournament,
  round = nextRound(tournament),
): PairingResult & { method: PairingMethod } {
  checkRound(tournament, round);
  const result =
    tournament.config.system === 'roundRobin'
      ? { ...pairRoundRobin(tournament, round), method: 'roundRobin' as const }
      : pairSwissRound(tournament, round);
  assertLegalRound(tournament, round, pendingGames(result));
  return result;
}

/** A Swiss round (rules §3.4–§3.7, §3.9): the bye, then the stages of §3.5 around the §3.9 rules. */
function pairSwissRound(tournament: Tournament, round: number): PairingResult & { method: PairingMethod } {
  const state = pairingState(tournament, round);
  const present = tournament.players
    .filter((player) => isPresent(player, round))
    .map((player) => state.get(player.id) as PairingPlayer);
  if (present.length === 0) throw new AtrilError('pairing.noPlayers', { round });
  const { bye, passedOver } = refusingForbidden(present, round, () => chooseBye(present, round));
  const rest = present.filter((player) => player !== bye);
  const found = roundPairs(tournament, state, rest, round);
  // chooseBye has checked that a perfect matching exists, and the optimising search finds one whenever it does.
  if (!found)
    throw (
      forbiddenRefusal(rest, round) ??
      new AtrilError('pairing.impossible.some', { round, players: rest.map((p) => p.name).join(', ') })
    );
  // Tables from the top (rules §3.7); in a "Rey de la pista" round, from the top of the standings.
  const { position } = found;
  const top = (pair: DraftPair) =>
    position ? Math.min(position.get(pair.a.id) ?? Infinity, position.get(pair.b.id) ?? Infinity) : 0;
  const ordered = [...found.pairs].sort((x, y) => top(x) - top(y) || compareTables([x.a, x.b], [y.a, y.b]));
  const pairings: Pairing[] = ordered.map(({ a, b, reasons }, index) => {
    const table = index + 1;
    const [higher, lower] = compareTable(a, b) <= 0 ? [a, b] : [b, a];
    const starter =
      round === 1
        ? higherStartsInRoundOne(table, tournament.config.firstMoveTable1)
          ? higher
          : lower
        : firstMoveAfterRoundOne(higher, lower);
    return { table, first: starter.id, second: (starter === higher ? lower : higher).id, reasons };
  });
  if (bye) {
    const reasons: Message[] =
      passedOver.length > 0
        ? [
            {
              key: 'pairing.reason.byeMoved',
              params: { numbers: passedOver.map((p) => p.id).join(', '), count: passedOver.length },
            },
          ]
        : [];
    pairings.push({ table: pairings.length + 1, first: bye.id, second: null, reasons });
  }
  return { round, pairings, method: found.method };
}

/** `choose`, except that a round left unpairable by players kept apart (rules §18) is refused naming the pair. */
function refusingForbidden<T>(present: readonly PairingPlayer[], round: number, choose: () => T): T {
  try {
    return choose();
  } catch (error) {
    if (error instanceof AtrilError && error.key.startsWith('pairing.impossible'))
      throw forbiddenRefusal(present, round) ?? error;
    throw error;
  }
}

/** rules §3: the pairing of `round` (default: the next one). Throws AtrilError when no legal pairing exists. */
export function pairRound(tournament: Tournament, round?: number): PairingResult {
  const { method: _method, ...result } = pairRoundExplained(tournament, round);
  return result;
}

/**
 * rules §3.8: round robin by Berger tables over the whole field in pairing order. A player
 * who is absent, withdrawn or not yet entered keeps his place in the table; his opponent
 * rests that round.
 */
function pairRoundRobin(tournament: Tournament, round: number): PairingResult {
  const order = pairingOrder(tournament.players, tournament.config);
  // The table is the one the first rounds were paired from: a player added since is refused.
  const [newcomer] = roundRobinNewcomers(order, tournament.games, isPresent).sort((a, b) => a.id - b.id);
  if (newcomer)
    throw new AtrilError('pairing.roundRobin.newPlayer', {
      name: newcomer.name,
      number: newcomer.id,
      played: lastRound(tournament.games),
    });
  const rounds = roundRobinRounds(order.length);
  if (order.length < 2 || round > rounds) {
    throw new AtrilError('pairing.roundRobinOver', { value: round, players: order.length, rounds });
  }
  assertRoundRobinApart(tournament, order, round);
  const pairings: Pairing[] = [];
  const byes: Pairing[] = [];
  for (const [x, y] of bergerRound(order.length, round)) {
    const first = order[x - 1];
    const second = y === null ? null : order[y - 1];
    const firstHere = isPresent(first, round);
    const secondHere = second !== null && isPresent(second, round);
    if (second === null) {
      if (firstHere) byes.push({ table: 0, first: first.id, second: null, reasons: [] });
    } else if (firstHere && secondHere) {
      pairings.push({ table: pairings.length + 1, first: first.id, second: second.id, reasons: [] });
    } else if (firstHere || secondHere) {
      const [here, away] = firstHere ? [first, second] : [second, first];
      byes.push({
        table: 0,
        first: here.id,
        second: null,
        reasons: [{ key: 'pairing.reason.absentOpponent', params: { number: away.id } }],
      });
    }
  }
  for (const bye of byes) pairings.push({ ...bye, table: pairings.length + 1 });
  return { round, pairings };
}

/** The round just paired as the games it starts: every board without a result yet (rules §2: a bye has none). */
export function pendingGames(round: PairingResult): Game[] {
  return round.pairings.map((pairing) => ({
    round: round.round,
    table: pairing.table,
    first: pairing.first,
    second: pairing.second,
    score1: null,
    score2: null,
    override: null,
  }));
}

export { roundRobinRounds, bergerRound } from './roundRobin';
export type { PairingPlayer } from './state';
