// What a candidate holds of the overall prizes while the other prizes are given (rules §11.1),
// asked player by player (src/core/prizes/holdings.ts), against the places given and shared
// from scratch; and the whole engine, built on it, against an independent oracle
// (test/support/referenceAssignment.ts: every assignment of the other prizes tried, the one
// where nothing would move kept) on small random fields — ties, withdrawn players, points out
// of order, Etiquetas, a duplicate ranking — and random prize lists of every condition, worth,
// trophy and group, under every sharing rule with and without a minimum.
import fc from 'fast-check';
import type { Player } from '../../../src/core/model';
import {
  type Allocation,
  allocatePrizes,
  NO_CONDITIONS,
  overallHoldings,
  type Prize,
  type PrizeField,
  type PrizeProfile,
  type PrizeRow,
  type PrizeRules,
} from '../../../src/core/prizes';
import { player } from '../../fixtures/prizeField';
import {
  exhaustiveAllocation,
  givePlaces,
  type OracleResult,
  settledAllocation,
} from '../../support/referenceAssignment';

/** Up to `size` players on 0 to `most` points (few points: many ties). */
const fieldOf = (size: number, most: number): fc.Arbitrary<PrizeField> =>
  fc
    .record({
      players: fc.array(
        fc.record({
          points: fc.integer({ min: 0, max: most }),
          rating: fc.option(fc.integer({ min: 1400, max: 1900 }), { nil: null }),
          club: fc.constantFrom('A', 'B'),
          tag: fc.constantFrom('', 'Mujer'),
          withdrawn: fc.boolean(),
        }),
        { minLength: 0, maxLength: size },
      ),
      sorted: fc.boolean(),
      duplicate: fc.option(fc.array(fc.boolean(), { minLength: size, maxLength: size }), { nil: null }),
      // No games at all (PRIZE_LIST: Duplicada unranked), or none on the board (the duplicate ranking counts).
      games: fc.constantFrom(null, []),
    })
    .map(({ players, sorted, duplicate, games }) => {
      const list = sorted ? [...players].sort((a, b) => b.points - a.points) : players;
      const rows: PrizeRow[] = list.map((entry, i) => {
        const player: Player = {
          id: i + 1,
          name: `J${i + 1}`,
          rating: entry.rating,
          club: entry.club,
          average: null,
          entryRound: 1,
          withdrawnFromRound: null,
          absentRounds: [],
        };
        return { place: i + 1, player, points: entry.points };
      });
      const profiles = new Map<number, PrizeProfile>(
        list.map((entry, i) => [i + 1, { country: '', tags: entry.tag ? [entry.tag] : [] }]),
      );
      return {
        rows,
        candidates: rows.filter((_, i) => !list[i].withdrawn),
        games,
        profiles,
        duplicate:
          duplicate && rows.filter((_, i) => duplicate[i]).map((row, i) => ({ id: row.player.id, place: i + 1 })),
      };
    });

const fieldArb = fieldOf(30, 4);

const prizeArb: fc.Arbitrary<Prize> = fc.record({
  name: fc.constant('P'),
  type: fc.constantFrom<Prize['type']>('standings', 'standings', 'standings', 'standings', 'duplicate', 'highGame'),
  // Round amounts (equal worths, exact shares) and odd ones (shares a cent either side of a worth).
  amount: fc.oneof(
    fc.integer({ min: 0, max: 6 }).map((units) => units * 1000),
    fc.integer({ min: 0, max: 6000 }),
  ),
  trophy: fc.constantFrom('', '', 'Copa'),
  value: fc.constantFrom(0, 0, 0, 1, 1500, 2002),
  group: fc.constantFrom('', '', '', 'Damas'),
  conditions: fc.oneof(
    fc.constant(NO_CONDITIONS),
    fc.constant(NO_CONDITIONS),
    fc.record({
      ratingFrom: fc.option(fc.constantFrom(1500, 1700), { nil: null }),
      ratingTo: fc.option(fc.constantFrom(1600, 1800), { nil: null }),
      unrated: fc.constantFrom(false, false, false, true),
      club: fc.constantFrom('', '', 'A'),
      country: fc.constant(''),
      tag: fc.constantFrom('', '', 'mujer'),
    }),
  ),
});

/** Half of them a prize by place for Etiqueta Mujer (rules §11.1's examples: a category prize beside a tie). */
const categoryArb: fc.Arbitrary<Prize> = fc.oneof(
  prizeArb,
  prizeArb.map((prize): Prize => ({ ...prize, type: 'standings', conditions: { ...NO_CONDITIONS, tag: 'mujer' } })),
);

const rulesArb: fc.Arbitrary<PrizeRules> = fc.record({
  sharing: fc.constantFrom<PrizeRules['sharing']>('tiebreak', 'equal', 'hort'),
  minimumShare: fc.option(fc.oneof(fc.constantFrom(0, 1, 1000, 2000, 3000), fc.integer({ min: 0, max: 4000 })), {
    nil: null,
  }),
});

/** A ranked player: N° `id` at place `id`, on `points`. */
const row = (id: number, points: number): PrizeRow => ({ place: id, points, player: player(id, `J${id}`, null) });

/** The engine's allocation as the oracle states it: winners by N°, cents, the ties and extra rows in one order. */
function stated(allocation: Allocation): OracleResult {
  return canonical({
    winners: allocation.awards.map((award) => (award.winner ? award.winner.player.id : null)),
    amounts: allocation.amounts,
    ties: allocation.ties.map(
      ({ group, points, players, shares, dropped, minimum, below, prizes, total, from, to }) => ({
        group,
        points,
        players: players.map((row) => row.player.id),
        shares,
        dropped: dropped.map((row) => row.player.id),
        minimum,
        below,
        prizes,
        total,
        from,
        to,
      }),
    ),
    extra: allocation.extra.map(({ tie, player, amount }) => ({
      group: tie.group,
      points: tie.points,
      player: player.player.id,
      amount,
    })),
  });
}

/** Ties and extra rows by group and points (their order is the list's presentation, not the decision). */
function canonical(result: OracleResult): OracleResult {
  const key = (item: { group: string; points: number }) => `${item.group}\u0000${String(item.points).padStart(4, '0')}`;
  return {
    ...result,
    ties: [...result.ties]
      .map((tie) => ({ ...tie, prizes: [...tie.prizes].sort((a, b) => a - b) }))
      .sort((a, b) => key(a).localeCompare(key(b))),
    extra: [...result.extra].sort((a, b) => key(a).localeCompare(key(b)) || a.player - b.player),
  };
}

describe('overallHoldings', () => {
  it('the engine gives what the exhaustive oracle decides: every winner, amount, tie and extra row', () => {
    let runs = 0;
    let undecided = 0;
    fc.assert(
      fc.property(
        fieldOf(6, 2),
        fc.array(categoryArb, { minLength: 1, maxLength: 6 }),
        rulesArb,
        (field, prizes, rules) => {
          runs += 1;
          const engine = allocatePrizes(prizes, field, rules);
          let oracle = exhaustiveAllocation(prizes, field, rules);
          if (oracle === null) {
            // One pass does not settle it: the engine's answer must be one where nothing would move.
            undecided += 1;
            const winners = engine.awards.map((award) => (award.winner ? award.winner.player.id : null));
            oracle = settledAllocation(prizes, field, rules, winners);
          }
          expect(oracle).not.toBeNull();
          expect(stated(engine)).toEqual(canonical(oracle as OracleResult));
        },
      ),
      { numRuns: 3000 },
    );
    // The oracle decides nearly every case by itself.
    expect(undecided).toBeLessThan(runs / 50);
  });

  it('a case one pass does not settle: a tied player holds less once another leaves (Hort, a minimum)', () => {
    // J1 (2 points, Mujer), J2 (0, Mujer), J3 (2); 1.º 60, 2.º 20, Mejor mujer 60; Hort, minimum 30.
    const [j1, j2, j3] = [2, 0, 2].map((points, i) => row(i + 1, points));
    const field: PrizeField = {
      rows: [j1, j2, j3],
      candidates: [j1, j2, j3],
      games: null,
      profiles: new Map([
        [1, { country: '', tags: ['Mujer'] }],
        [2, { country: '', tags: ['Mujer'] }],
        [3, { country: '', tags: [] }],
      ]),
    };
    const place = (amount: number, tag = ''): Prize => ({
      name: 'P',
      type: 'standings',
      amount,
      trophy: '',
      group: '',
      conditions: { ...NO_CONDITIONS, tag },
      value: 0,
    });
    const prizes = [place(2000), place(6000), place(6000, 'mujer')];
    const rules: PrizeRules = { sharing: 'hort', minimumShare: 3000 };
    // First pass: J1 holds 1.º's 60 alone (J3's Hort share, 15, is under the minimum): J2 (holding
    // 2.º's 20) takes Mejor mujer. Then 2.º passes to J3, who now shares with J1: 50 and 30 —
    // J1 holds 50 < 60 and takes Mejor mujer in the second pass; J2 takes 1.º back, J3 2.º.
    expect(exhaustiveAllocation(prizes, field, rules)).toBeNull();
    const engine = allocatePrizes(prizes, field, rules);
    expect(engine.awards.map((award) => award.winner?.player.id ?? null)).toEqual([3, 2, 1]);
    expect(engine.amounts).toEqual([2000, 6000, 6000]);
    expect(stated(engine)).toEqual(canonical(settledAllocation(prizes, field, rules, [3, 2, 1]) as OracleResult));
    // Mejor mujer left with J2 is not settled: J1, ranked first, would gain by it.
    expect(settledAllocation(prizes, field, rules, [1, 3, 2])).toBeNull();
  });

  it('each free candidate holds what the full state rebuilt from scratch says, after any leaves and returns', () => {
    const placeArb = prizeArb.map((prize): Prize => ({ ...prize, type: 'standings', conditions: NO_CONDITIONS }));
    fc.assert(
      fc.property(
        fieldArb,
        fc.array(placeArb, { maxLength: 12 }),
        rulesArb,
        fc.array(fc.nat(), { maxLength: 25 }),
        (field, prizes, rules, moves) => {
          const overall = prizes.map((_, index) => index);
          const holdings = overallHoldings(prizes, overall, field, rules);
          const out = new Set<number>();
          for (const move of [-1, ...moves]) {
            if (move >= 0 && field.candidates.length > 0) {
              const id = field.candidates[move % field.candidates.length].player.id;
              const leaves = !out.has(id);
              if (leaves) out.add(id);
              else out.delete(id);
              holdings.setOut(id, leaves);
            }
            const places = givePlaces(prizes, overall, '', field, rules, out);
            for (const row of field.candidates)
              if (!out.has(row.player.id))
                expect([row.player.id, holdings.holding(row.player.id)]).toEqual([
                  row.player.id,
                  places.holds.get(row.player.id) ?? null,
                ]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a player who leaves the overall prizes moves the rest up; one who comes back takes his place again', () => {
    const rows = [5, 5, 5, 3].map((points, i) => row(i + 1, points));
    const field: PrizeField = { rows, candidates: rows, games: null };
    const place = (amount: number, trophy = ''): Prize => ({
      name: 'P',
      type: 'standings',
      amount,
      trophy,
      group: '',
      conditions: NO_CONDITIONS,
      value: trophy ? 500 : 0,
    });
    const prizes = [place(9000, 'Copa'), place(6000), place(3000)];
    const holdings = overallHoldings(prizes, [0, 1, 2], field, { sharing: 'equal', minimumShare: null });
    // Three tied on 5 share 18,000: 6,000 each; the trophy's Valor stays with the first.
    expect([1, 2, 3, 4].map((id) => holdings.holding(id))).toEqual([6500, 6000, 6000, null]);
    holdings.setOut(1, true);
    // Two left on 5 share the first two places (15,000): 7,500 each, J2 with the Copa's Valor; the third goes to J4 alone.
    expect([1, 2, 3, 4].map((id) => holdings.holding(id))).toEqual([null, 8000, 7500, 3000]);
    holdings.setOut(1, false);
    expect([1, 2, 3, 4].map((id) => holdings.holding(id))).toEqual([6500, 6000, 6000, null]);
    const minimum = overallHoldings(prizes, [0, 1, 2], field, { sharing: 'equal', minimumShare: 7000 });
    // 18,000 / 3 = 6,000 is below 7,000: J3 leaves the share, J1 and J2 share 9,000 each.
    expect([1, 2, 3].map((id) => minimum.holding(id))).toEqual([9500, 9000, null]);
  });
});
