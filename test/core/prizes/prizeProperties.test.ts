// Properties of the assignment and the sharing (rules §11) over random small tournaments and
// random prize lists: the money paid is the money assigned, one prize per player and group,
// and nobody could have taken a more valuable prize of his group that went to someone ranked
// below him.
import fc from 'fast-check';
import { DEFAULT_CONFIG, type Game, type Player } from '../../../src/core/model';
import { computeStandings } from '../../../src/core/standings';
import {
  assignmentOrder,
  bestGames,
  groupKey,
  NO_CONDITIONS,
  type Prize,
  prizeCandidates,
  prizeList,
  type PrizeSharing,
  splitCents,
  unmetCondition,
} from '../../../src/core/prizes';

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
  type: fc.constantFrom('standings', 'standings', 'highGame', 'highLoss', 'lowWin') as fc.Arbitrary<Prize['type']>,
  amount: fc.integer({ min: 0, max: 5 }).map((units) => units * 1001),
  trophy: fc.constantFrom('', 'Copa'),
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

const sharingArb = fc.constantFrom<PrizeSharing>('tiebreak', 'equal', 'hort');

describe('prize properties (rules §11)', () => {
  it('the total paid equals the amounts assigned; each tie pays exactly what it pooled', () => {
    fc.assert(
      fc.property(
        fieldArb,
        fc.array(prizeArb, { maxLength: 8 }),
        sharingArb,
        ({ tournament, standings }, prizes, rule) => {
          const list = prizeList(prizes, { standings, games: tournament.games }, rule);
          const assigned = list.awards.reduce((sum, award) => sum + (award.winner ? award.prize.amount : 0), 0);
          expect(list.cash).toBe(assigned);
          for (const tie of list.ties) {
            expect(tie.shares.reduce((a, b) => a + b, 0)).toBe(tie.total);
            expect(tie.shares.every((share) => Number.isInteger(share) && share >= 0)).toBe(true);
          }
          // Withdrawn players receive nothing.
          for (const line of list.lines) expect(line.player?.player.withdrawnFromRound ?? null).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('no player holds two prizes of one group', () => {
    fc.assert(
      fc.property(fieldArb, fc.array(prizeArb, { maxLength: 8 }), ({ tournament, standings }, prizes) => {
        const list = prizeList(prizes, { standings, games: tournament.games }, 'tiebreak');
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

  it('nobody could have taken a more valuable prize of his group that went to someone ranked below him', () => {
    fc.assert(
      fc.property(fieldArb, fc.array(prizeArb, { maxLength: 8 }), ({ tournament, standings }, prizes) => {
        const { awards } = prizeList(prizes, { standings, games: tournament.games }, 'tiebreak');
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
        const order = assignmentOrder(prizes);
        const step = new Map(order.map((index, i) => [index, i] as const));
        for (const award of awards) {
          const ranking = rankOf(award.prize);
          const limit = award.winner ? ranking.indexOf(award.winner.player.id) : ranking.length;
          // Everyone ranked above the winner (everyone, for a Desierto) who meets the conditions
          // holds a prize of the group given before this one.
          for (const id of ranking.slice(0, limit)) {
            const player = players.get(id) as Player;
            if (unmetCondition(award.prize.conditions, player) !== null) continue;
            const earlier = awards.find(
              (other) =>
                other.winner?.player.id === id &&
                groupKey(other.prize) === groupKey(award.prize) &&
                (step.get(other.index) as number) < (step.get(award.index) as number),
            );
            expect(earlier).toBeDefined();
          }
        }
      }),
      { numRuns: 300 },
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
