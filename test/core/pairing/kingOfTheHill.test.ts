// Última ronda: Rey de la pista (rules §3.9): the pieces on hand-made players, then the rule
// through pairRound on a tournament whose standings are worked out below.
import type { Game } from '../../../src/core/model';
import { pairRound, pairRoundExplained, type Pairing } from '../../../src/core/pairing';
import { canMeetOtherClub } from '../../../src/core/pairing/criteria';
import { isKingOfTheHillRound, kingOfTheHillPairs, standingsPositions } from '../../../src/core/pairing/kingOfTheHill';
import { clinchedHistory, inClub, meet, pairingPlayer, players, tournament } from './helpers';

const pairsOf = (pairs: { a: { id: number }; b: { id: number } }[] | null) => pairs?.map(({ a, b }) => [a.id, b.id]);
/** Position map: N° → place (0 = first), from the order given. */
const places = (order: number[]) => new Map(order.map((id, index) => [id, index] as const));

/** A played game with these scores (Jugador 1 starts). */
const played = (round: number, first: number, second: number, score1: number, score2: number): Game => ({
  round,
  table: 1,
  first,
  second,
  score1,
  score2,
  override: null,
});

describe('the pieces of the king of the hill', () => {
  it('applies to the last planned round only, and only when Última ronda says so', () => {
    expect(isKingOfTheHillRound({ lastRound: 'kingOfTheHill', rounds: 5 }, 5)).toBe(true);
    expect(isKingOfTheHillRound({ lastRound: 'kingOfTheHill', rounds: 5 }, 4)).toBe(false);
    expect(isKingOfTheHillRound({ lastRound: 'swiss', rounds: 5 }, 5)).toBe(false);
  });

  it('pairs 1st v 2nd, 3rd v 4th, … down the standings, whatever the pairing order', () => {
    const field = [1, 2, 3, 4, 5, 6].map((id) => pairingPlayer(id));
    const pairs = kingOfTheHillPairs(field, places([5, 2, 6, 1, 3, 4]));
    expect(pairsOf(pairs)).toEqual([
      [5, 2],
      [6, 1],
      [3, 4],
    ]);
    expect(pairs?.[1].reasons).toEqual([{ key: 'pairing.reason.kingOfTheHill', params: { first: 3, second: 4 } }]);
  });

  it('on a rematch the player takes the next one down, and says whom he avoided', () => {
    const field = [1, 2, 3, 4, 5, 6].map((id) => pairingPlayer(id));
    meet(field, [1, 2]);
    const pairs = kingOfTheHillPairs(field, places([1, 2, 3, 4, 5, 6]));
    expect(pairsOf(pairs)).toEqual([
      [1, 3],
      [2, 4],
      [5, 6],
    ]);
    expect(pairs?.[0].reasons).toEqual([
      { key: 'pairing.reason.kingOfTheHill', params: { first: 1, second: 3 } },
      { key: 'pairing.reason.avoidRematch', params: { number: 2 } },
    ]);
  });

  it('when the walk down would leave someone without an opponent, an earlier choice gives way (rules §3.5)', () => {
    const field = [1, 2, 3, 4].map((id) => pairingPlayer(id));
    // 1–2 then 3–4 would be a rematch: 1 takes 3 instead, and 2 meets 4.
    meet(field, [3, 4]);
    const pairs = kingOfTheHillPairs(field, places([1, 2, 3, 4]));
    expect(pairsOf(pairs)).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(pairs?.[0].reasons.map((reason) => reason.key)).toEqual([
      'pairing.reason.kingOfTheHill',
      'pairing.reason.adjusted',
    ]);
  });

  it('treats a club-mate like a rematch when told to (rules §3.9 Evitar mismo club)', () => {
    const field = [1, 2, 3, 4].map((id) => pairingPlayer(id, id <= 2 ? inClub('Bilbao') : {}));
    const pairs = kingOfTheHillPairs(field, places([1, 2, 3, 4]), canMeetOtherClub);
    expect(pairsOf(pairs)).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(pairs?.[0].reasons[1]).toEqual({ key: 'pairing.reason.avoidSameClub', params: { club: 'Bilbao' } });
  });

  it('null when no pairing without a rematch exists', () => {
    const field = [1, 2, 3, 4].map((id) => pairingPlayer(id));
    meet(field, [1, 2], [1, 3], [1, 4]);
    expect(kingOfTheHillPairs(field, places([1, 2, 3, 4]))).toBeNull();
  });

  it('the standings order: points, then the configured tiebreaks; a shared place in pairing order', () => {
    // Round 1: 1 beats 4 by 10, 5 beats 2 by 200, 3 beats 6 by 50.
    const games = [played(1, 1, 4, 410, 400), played(1, 5, 2, 500, 300), played(1, 3, 6, 350, 300)];
    const rank = new Map([1, 2, 3, 4, 5, 6].map((id) => [id, id - 1] as const));
    const bySpread = standingsPositions(tournament(players(6), games, { tiebreaks: ['spread'] }), 2, rank);
    expect([...bySpread.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id)).toEqual([5, 3, 1, 4, 6, 2]);
    // No tiebreaks: the winners, then the losers, each in pairing order.
    const plain = standingsPositions(tournament(players(6), games, { tiebreaks: [] }), 2, rank);
    expect([...plain.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id)).toEqual([1, 3, 5, 2, 4, 6]);
    // Games of the round being paired and later are not counted.
    const early = standingsPositions(tournament(players(6), games, { tiebreaks: [] }), 1, rank);
    expect([...early.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('Última ronda: Rey de la pista through pairRound (rules §3.9)', () => {
  // As above: after round 1, by spread, the standings are 5, 3, 1, 4, 6, 2; 1 has met 4.
  const games = [played(1, 1, 4, 410, 400), played(1, 5, 2, 500, 300), played(1, 3, 6, 350, 300)];
  const config = { rounds: 2, tiebreaks: ['spread' as const], lastRound: 'kingOfTheHill' as const };
  const pairSets = (pairings: Pairing[]) => pairings.map((p) => [p.first, p.second].sort());

  it('the last round goes by the standings, tables from the top of them, each board saying so', () => {
    const result = pairRoundExplained(tournament(players(6), games, config));
    expect(result.method).toBe('kingOfTheHill');
    // 5–3 (1st v 2nd); 1 takes 6 (5th), as 4 is a rematch; 4–2.
    expect(pairSets(result.pairings)).toEqual([
      [3, 5],
      [1, 6],
      [2, 4],
    ]);
    expect(result.pairings[1].reasons).toEqual([
      { key: 'pairing.reason.kingOfTheHill', params: { first: 3, second: 5 } },
      { key: 'pairing.reason.avoidRematch', params: { number: 4 } },
    ]);
    expect(result.pairings.map((p) => p.table)).toEqual([1, 2, 3]);
  });

  it('the Swiss pairing of the same round is another one (score groups in pairing order)', () => {
    const swiss = pairRound(tournament(players(6), games, { ...config, lastRound: 'swiss' }));
    // {1, 3, 5} takes 2: 1–5, 3–2; then 4–6.
    expect(pairSets(swiss.pairings)).toEqual([
      [1, 5],
      [2, 3],
      [4, 6],
    ]);
  });

  it('an earlier round is Swiss even with the setting', () => {
    const early = pairRound(tournament(players(6), games, { ...config, rounds: 3 }));
    const swiss = pairRound(tournament(players(6), games, { ...config, rounds: 3, lastRound: 'swiss' }));
    expect(early).toEqual(swiss);
  });

  it('the bye is the usual one (rules §3.4 regla 4); the others go by the standings', () => {
    const seven = [
      ...games,
      { round: 1, table: 4, first: 7, second: null, score1: null, score2: null, override: null },
    ];
    const result = pairRound(tournament(players(7), seven, config));
    // N° 7 has had the bye; the last of the table without one is N° 6 (0 points, lowest in pairing order).
    expect(result.pairings[result.pairings.length - 1]).toMatchObject({ first: 6, second: null });
    // By spread: 5 (+200), 3 (+50), 1 (+10), 7 (bye: 1 point, spread 0), then 4, 6 (bye), 2.
    expect(pairSets(result.pairings.slice(0, 3))).toEqual([
      [3, 5],
      [1, 7],
      [2, 4],
    ]);
  });

  it('with the Gibson rule, the clinched leader is paired first; the others by the standings', () => {
    // clinchedHistory: 4 rounds planned, round 4 is the last; N° 1 has clinched first place.
    const result = pairRoundExplained(
      tournament(players(8), clinchedHistory(), {
        rounds: 4,
        tiebreaks: [],
        gibson: true,
        prizePlaces: 2,
        lastRound: 'kingOfTheHill',
      }),
    );
    // Gibson: 1–4 (see gibson.test.ts). The others by points then pairing order: 3, 7, 2, 5, 6, 8
    // (places 2, 3, 4, 6, 7, 8 of the whole standings: 1 is first, 4 fifth).
    // 3 has met 7: takes 2. 7 has met 5: takes 6. 5–8 (their NP was not a meeting).
    expect(pairSets(result.pairings)).toEqual([
      [1, 4],
      [2, 3],
      [6, 7],
      [5, 8],
    ]);
    expect(result.pairings[0].reasons).toEqual([{ key: 'pairing.reason.gibson', params: { number: 1 } }]);
    expect(result.pairings[1].reasons).toEqual([
      { key: 'pairing.reason.kingOfTheHill', params: { first: 2, second: 4 } },
      { key: 'pairing.reason.avoidRematch', params: { number: 7 } },
    ]);
    expect(result.pairings[2].reasons).toEqual([
      { key: 'pairing.reason.kingOfTheHill', params: { first: 3, second: 7 } },
      { key: 'pairing.reason.avoidRematch', params: { number: 5 } },
    ]);
  });
});
