// What a candidate holds of the overall prizes while the other prizes are given (rules §11.1),
// asked player by player (src/core/prizes/holdings.ts): the whole engine, built on it, gives
// exactly what the straightforward engine it replaced gives (test/support/referenceAssignment.ts:
// the full state rebuilt after every move) on random fields — many ties, withdrawn players,
// points out of order, País and Etiquetas, a duplicate ranking — and random prize lists of every
// Tipo, condition, worth, trophy and group, under every sharing rule with and without a minimum.
import fc from 'fast-check';
import type { Player } from '../../../src/core/model';
import {
  allocatePrizes,
  NO_CONDITIONS,
  overallHoldings,
  type Prize,
  type PrizeField,
  type PrizeProfile,
  type PrizeRow,
  type PrizeRules,
} from '../../../src/core/prizes';
import { overallState, referenceAllocation } from '../../support/referenceAssignment';

const fieldArb: fc.Arbitrary<PrizeField> = fc
  .record({
    players: fc.array(
      fc.record({
        points: fc.integer({ min: 0, max: 4 }),
        rating: fc.option(fc.integer({ min: 1400, max: 1900 }), { nil: null }),
        club: fc.constantFrom('A', 'B'),
        tag: fc.constantFrom('', 'Mujer'),
        withdrawn: fc.boolean(),
      }),
      { minLength: 0, maxLength: 30 },
    ),
    sorted: fc.boolean(),
    duplicate: fc.option(fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), { nil: null }),
  })
  .map(({ players, sorted, duplicate }) => {
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
      games: null,
      profiles,
      duplicate:
        duplicate && rows.filter((_, i) => duplicate[i]).map((row, i) => ({ id: row.player.id, place: i + 1 })),
    };
  });

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

const rulesArb: fc.Arbitrary<PrizeRules> = fc.record({
  sharing: fc.constantFrom<PrizeRules['sharing']>('tiebreak', 'equal', 'hort'),
  minimumShare: fc.option(fc.oneof(fc.constantFrom(0, 1, 1000, 2000, 3000), fc.integer({ min: 0, max: 4000 })), {
    nil: null,
  }),
});

describe('overallHoldings', () => {
  it('the engine gives what the straightforward one gives: every award, amount, tie and extra line', () => {
    fc.assert(
      fc.property(fieldArb, fc.array(prizeArb, { maxLength: 30 }), rulesArb, (field, prizes, rules) => {
        expect(allocatePrizes(prizes, field, rules)).toEqual(referenceAllocation(prizes, field, rules));
      }),
      { numRuns: 1500 },
    );
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
          const position = new Map(field.rows.map((row, i) => [row.player.id, i + 1] as const));
          for (const move of [-1, ...moves]) {
            if (move >= 0 && field.candidates.length > 0) {
              const id = field.candidates[move % field.candidates.length].player.id;
              const leaves = !out.has(id);
              if (leaves) out.add(id);
              else out.delete(id);
              holdings.setOut(id, leaves);
            }
            const state = overallState(prizes, overall, '', field, rules, out, position);
            for (const row of field.candidates)
              if (!out.has(row.player.id))
                expect([row.player.id, holdings.holding(row.player.id)]).toEqual([
                  row.player.id,
                  state.holding.get(row.player.id) ?? null,
                ]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a player who leaves the overall prizes moves the rest up; one who comes back takes his place again', () => {
    const rows: PrizeRow[] = [5, 5, 5, 3].map((points, i) => ({
      place: i + 1,
      points,
      player: {
        id: i + 1,
        name: `J${i + 1}`,
        rating: null,
        club: '',
        average: null,
        entryRound: 1,
        withdrawnFromRound: null,
        absentRounds: [],
      },
    }));
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
