// Properties of the assignment and the sharing (rules §11, §11.1) over random small
// tournaments and random prize lists (Valor, every sharing rule, a minimum share or none):
// the total paid is the amount shared, to the cent; one prize per player and group; no
// player ends with less than a prize he could still take, and no prize is Desierto while an
// eligible player would gain by it (both checked here from the final list, not from the
// engine's own state); the result does not depend on the order of equal-worth rows beyond
// what §11 says; and with Desempate and no two prizes of equal worth, the winners are those
// of §11's single greedy pass (Calcular premios unchanged where §11.1 changes nothing).
import fc from 'fast-check';
import { DEFAULT_CONFIG, type Game, type Player } from '../../../src/core/model';
import { computeStandings } from '../../../src/core/standings';
import {
  bestGames,
  groupKey,
  isOverall,
  NO_CONDITIONS,
  type Prize,
  prizeCandidates,
  prizeList,
  type PrizeList,
  type PrizeRules,
  prizeWorth,
  splitCents,
  standingsField,
  unmetCondition,
} from '../../../src/core/prizes';
import type { Standings } from '../../../src/core/standings';

const fieldArb = fc
  .record({
    n: fc.integer({ min: 2, max: 10 }),
    rounds: fc.integer({ min: 1, max: 4 }),
    ratings: fc.array(fc.option(fc.integer({ min: 1400, max: 1900 }), { nil: null }), { minLength: 10, maxLength: 10 }),
    clubs: fc.array(fc.constantFrom('A', 'B', 'C'), { minLength: 10, maxLength: 10 }),
    withdrawn: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    scores: fc.array(fc.integer({ min: 200, max: 500 }), { minLength: 80, maxLength: 80 }),
  })
  .map(({ n, rounds, ratings, clubs, withdrawn, scores }) => {
    const players: Player[] = Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `P${i + 1}`,
      rating: ratings[i],
      club: clubs[i],
      average: null,
      entryRound: 1,
      withdrawnFromRound: withdrawn[i] && rounds > 1 ? rounds : null,
      absentRounds: [],
    }));
    const games: Game[] = [];
    let k = 0;
    for (let round = 1; round <= rounds; round++) {
      const order = players.map((_, i) => players[(i + round - 1) % n].id);
      for (let i = 0; i + 1 < order.length; i += 2) {
        // Scores in steps of 10: ties on points and on figures are frequent.
        const [score1, score2] = [scores[k++ % 80] - (scores[k] % 10), scores[k++ % 80] - (scores[k] % 10)];
        games.push({ round, table: i / 2 + 1, first: order[i], second: order[i + 1], score1, score2, override: null });
      }
      if (order.length % 2 === 1)
        games.push({
          round,
          table: 0,
          first: order[order.length - 1],
          second: null,
          score1: null,
          score2: null,
          override: null,
        });
    }
    const tournament = { config: { ...DEFAULT_CONFIG, rounds, tiebreaks: [] }, players, games };
    return { tournament, standings: computeStandings(tournament) };
  });

const prizeArb: fc.Arbitrary<Prize> = fc.record({
  name: fc.constant('P'),
  type: fc.constantFrom('standings', 'standings', 'standings', 'highGame', 'highLoss', 'lowWin') as fc.Arbitrary<
    Prize['type']
  >,
  amount: fc.integer({ min: 0, max: 5 }).map((units) => units * 1001),
  trophy: fc.constantFrom('', 'Copa'),
  value: fc.constantFrom(0, 0, 0, 1500, 2002),
  group: fc.constantFrom('', '', 'Partidas'),
  conditions: fc.record({
    ratingFrom: fc.option(fc.constantFrom(1500, 1700), { nil: null }),
    ratingTo: fc.option(fc.constantFrom(1600, 1800), { nil: null }),
    unrated: fc.constantFrom(false, false, false, true),
    club: fc.constantFrom('', '', 'A'),
    country: fc.constant(''),
    tag: fc.constant(''),
  }),
});

/** A prize list whose rows have names of their own (P1, P2…), to follow a prize when rows move. */
const prizesArb = fc
  .array(prizeArb, { maxLength: 8 })
  .map((prizes) => prizes.map((prize, i) => ({ ...prize, name: `P${i + 1}` })));

const rulesArb: fc.Arbitrary<PrizeRules> = fc.record({
  sharing: fc.constantFrom<PrizeRules['sharing']>('tiebreak', 'equal', 'hort'),
  minimumShare: fc.option(fc.constantFrom(500, 1001, 2000, 3000), { nil: null }),
});

type Field = { tournament: { games: Game[]; players: Player[] }; standings: Standings };
const listOf = ({ tournament, standings }: Field, prizes: Prize[], rules: PrizeRules): PrizeList =>
  prizeList(prizes, standingsField(standings, tournament.games), rules);

/** What a player holds in a group after the list: the money of his lines there and the Valor of his prizes. */
function holdings(list: PrizeList): Map<string, number> {
  const held = new Map<string, number>();
  for (const line of list.lines) {
    if (!line.player) continue;
    const group = line.award ? groupKey(line.award.prize) : (line.tie?.group ?? '');
    const key = `${group}|${line.player.player.id}`;
    held.set(key, (held.get(key) ?? 0) + line.amount + (line.award?.prize.value ?? 0));
  }
  return held;
}

describe('prize properties (rules §11, §11.1)', () => {
  it('the total paid equals the amount shared, to the cent; each tie pays exactly what it pooled', () => {
    fc.assert(
      fc.property(fieldArb, prizesArb, rulesArb, (field, prizes, rules) => {
        const list = listOf(field, prizes, rules);
        const assigned = list.awards.reduce((sum, award) => sum + (award.winner ? award.prize.amount : 0), 0);
        expect(list.cash).toBe(assigned);
        expect(list.lines.every((line) => Number.isInteger(line.amount) && line.amount >= 0)).toBe(true);
        for (const tie of list.ties) {
          expect(tie.shares.reduce((a, b) => a + b, 0)).toBe(tie.total);
          // rules §11.1: those who share reach the minimum, unless one is left alone with the pool.
          if (rules.minimumShare !== null && tie.players.length > 1)
            expect(Math.min(...tie.shares)).toBeGreaterThanOrEqual(rules.minimumShare);
          if (tie.dropped.length > 0) expect(tie.below).toBeLessThan(rules.minimumShare as number);
        }
        // Withdrawn players receive nothing.
        for (const line of list.lines) expect(line.player?.player.withdrawnFromRound ?? null).toBeNull();
      }),
      { numRuns: 400 },
    );
  });

  it('no player holds two prizes of one group', () => {
    fc.assert(
      fc.property(fieldArb, prizesArb, rulesArb, (field, prizes, rules) => {
        const list = listOf(field, prizes, rules);
        const seen = new Set<string>();
        for (const award of list.awards) {
          if (!award.winner) continue;
          const key = `${groupKey(award.prize)}|${award.winner.player.id}`;
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('no player ends with less than a prize he could still take; no prize is Desierto while someone would gain by it', () => {
    fc.assert(
      fc.property(fieldArb, prizesArb, rulesArb, (field, prizes, rules) => {
        const { tournament, standings } = field;
        const list = listOf(field, prizes, rules);
        const held = holdings(list);
        const candidates = prizeCandidates(standings);
        const players = new Map(tournament.players.map((p) => [p.id, p] as const));
        // Each prize's ranking, computed here from its definition: standings order, or the figure then the standings.
        const rankOf = (prize: Prize): number[] => {
          if (prize.type === 'standings') return candidates.map((row) => row.player.id);
          const figures = bestGames(prize.type as 'highGame', tournament.games, players);
          const lower = prize.type === 'lowWin';
          return candidates
            .map((row, position) => ({ id: row.player.id, position, figure: figures.get(row.player.id) }))
            .filter((entry) => entry.figure !== undefined)
            .sort((a, b) => {
              const [x, y] = [a.figure?.value ?? 0, b.figure?.value ?? 0];
              return x !== y ? (lower ? x - y : y - x) : a.position - b.position;
            })
            .map((entry) => entry.id);
        };
        for (const award of list.awards) {
          // The overall prizes go by the standings and are shared (rules §11); the others by gain.
          if (isOverall(award.prize)) continue;
          const ranking = rankOf(award.prize);
          const limit = award.winner ? ranking.indexOf(award.winner.player.id) : ranking.length;
          expect(limit).toBeGreaterThanOrEqual(0);
          // Everyone ranked above the winner (everyone, for a Desierto) who meets the conditions holds
          // as much as the prize is worth in its group: he would not gain by it.
          for (const id of ranking.slice(0, limit)) {
            if (unmetCondition(award.prize.conditions, players.get(id) as Player) !== null) continue;
            const holding = held.get(`${groupKey(award.prize)}|${id}`);
            expect(holding).toBeDefined();
            expect(holding as number).toBeGreaterThanOrEqual(prizeWorth(award.prize));
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the result does not depend on the order of the rows beyond equal-worth rows of a group (rules §11)', () => {
    fc.assert(
      fc.property(
        fieldArb,
        prizesArb,
        rulesArb,
        fc.array(fc.integer(), { minLength: 8, maxLength: 8 }),
        (field, prizes, rules, keys) => {
          // Shuffle the rows, then put each class of equal worth and group back in its own order.
          const shuffled = prizes.map((prize, i) => ({ prize, key: keys[i] })).sort((a, b) => a.key - b.key);
          const klass = (prize: Prize) => `${groupKey(prize)}|${isOverall(prize)}|${prizeWorth(prize)}`;
          const queues = new Map<string, Prize[]>();
          for (const prize of prizes) queues.set(klass(prize), [...(queues.get(klass(prize)) ?? []), prize]);
          const moved = shuffled.map(({ prize }) => (queues.get(klass(prize)) as Prize[]).shift() as Prize);
          const outcome = (list: PrizeList) => {
            const byPrize = list.lines
              .filter((line) => line.award)
              .map((line) => `${line.award?.prize.name}:${line.player?.player.id ?? '-'}:${line.amount}`)
              .sort();
            const shared = list.lines
              .filter((line) => !line.award)
              .map((line) => `${line.player?.player.id}:${line.amount}`)
              .sort();
            return [byPrize, shared];
          };
          expect(outcome(listOf(field, moved, rules))).toEqual(outcome(listOf(field, prizes, rules)));
          // Rows equal but for their name may come in any order: the same players receive the same amounts.
          const same = (prize: Prize) => JSON.stringify({ ...prize, name: '' });
          const reversed = new Map<string, Prize[]>();
          for (const prize of prizes) reversed.set(same(prize), [prize, ...(reversed.get(same(prize)) ?? [])]);
          const swapped = prizes.map((prize) => (reversed.get(same(prize)) as Prize[]).shift() as Prize);
          const unnamed = (list: PrizeList) =>
            list.lines
              .map((line) => `${line.player?.player.id ?? '-'}:${line.amount}:${line.award?.prize.trophy ?? ''}`)
              .sort();
          expect(unnamed(listOf(field, swapped, rules))).toEqual(unnamed(listOf(field, prizes, rules)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('Desempate with worths all different in a group: the same winners as rules §11’s one greedy pass', () => {
    fc.assert(
      fc.property(fieldArb, prizesArb, (field, prizes) => {
        const worths = prizes.map((prize) => `${groupKey(prize)}|${prizeWorth(prize)}`);
        fc.pre(new Set(worths).size === worths.length);
        const { tournament, standings } = field;
        const list = listOf(field, prizes, { sharing: 'tiebreak', minimumShare: null });
        // rules §11 before §11.1: by worth, highest first, each to the best-ranked candidate who meets its
        // conditions and holds no prize of its group yet.
        const candidates = prizeCandidates(standings);
        const players = new Map(tournament.players.map((p) => [p.id, p] as const));
        const held = new Set<string>();
        const expected = new Map<number, number | null>();
        const order = prizes.map((_, i) => i).sort((a, b) => prizeWorth(prizes[b]) - prizeWorth(prizes[a]));
        for (const index of order) {
          const prize = prizes[index];
          let ranking = candidates.map((row) => row.player.id);
          if (prize.type !== 'standings') {
            const figures = bestGames(prize.type as 'highGame', tournament.games, players);
            const lower = prize.type === 'lowWin';
            ranking = ranking
              .map((id, position) => ({ id, position, figure: figures.get(id)?.value }))
              .filter((entry) => entry.figure !== undefined)
              .sort((a, b) =>
                a.figure !== b.figure
                  ? (lower ? 1 : -1) * ((a.figure as number) - (b.figure as number))
                  : a.position - b.position,
              )
              .map((entry) => entry.id);
          }
          const winner = ranking.find(
            (id) =>
              !held.has(`${groupKey(prize)}|${id}`) &&
              unmetCondition(prize.conditions, players.get(id) as Player) === null,
          );
          if (winner !== undefined) held.add(`${groupKey(prize)}|${winner}`);
          expected.set(index, winner ?? null);
        }
        expect(list.awards.map((award) => award.winner?.player.id ?? null)).toEqual(
          prizes.map((_, i) => expected.get(i) ?? null),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('splitCents: each share the exact rule rounded down, or one cent more, summing to the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100000 }), { minLength: 2, maxLength: 12 }),
        fc.constantFrom<'equal' | 'hort'>('equal', 'hort'),
        (own, rule) => {
          const total = own.reduce((a, b) => a + b, 0);
          fc.pre(total > 0);
          const shares = splitCents(own, total, rule);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, i) => {
            const exact = rule === 'equal' ? total / own.length : own[i] / 2 + total / (2 * own.length);
            expect([0, 1]).toContain(share - Math.floor(exact + 1e-9));
          });
        },
      ),
    );
  });
});

// NO_CONDITIONS is the blank row's conditions: a prize without any is an overall prize.
test('the blank conditions are none', () => {
  expect(Object.values(NO_CONDITIONS).every((value) => value === null || value === '' || value === false)).toBe(true);
});
