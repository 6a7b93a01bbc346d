// Properties of standings, cards and SB over random small Swiss-like tournaments (rules §3.1, §4).
import fc from 'fast-check';
import { playerCards } from '../../src/core/cards';
import { DEFAULT_CONFIG, type Game, type Player, type ResultOverride } from '../../src/core/model';
import { scoresheet } from '../../src/core/scores';
import { computeStandings } from '../../src/core/standings';
import { sonnebornBerger } from '../../src/core/tiebreaks';

const OUTCOMES: (ResultOverride | 'w' | 'd' | 'l')[] = ['w', 'd', 'l', 'w', 'l', 'NP1', 'NP2', 'NP', '1-0', '½-½'];

/** n players, each round paired in a rotating order (no rematch needed for these checks); odd n → bye. */
const tournamentArb = fc
  .record({
    n: fc.integer({ min: 2, max: 9 }),
    rounds: fc.integer({ min: 1, max: 4 }),
    picks: fc.array(fc.integer({ min: 0, max: OUTCOMES.length - 1 }), { minLength: 40, maxLength: 40 }),
  })
  .map(({ n, rounds, picks }) => {
    const players: Player[] = Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `P${i + 1}`,
      rating: 2000 - i * 50,
      club: '',
      average: null,
      entryRound: 1,
      withdrawnFromRound: null,
      absentRounds: [],
    }));
    const games: Game[] = [];
    let k = 0;
    for (let round = 1; round <= rounds; round++) {
      const order = players.map((p) => p.id).map((_, i, ids) => ids[(i + round - 1) % ids.length]);
      for (let i = 0; i + 1 < order.length; i += 2) {
        const o = OUTCOMES[picks[k++ % picks.length]];
        const [score1, score2] =
          o === 'w' ? [400, 300] : o === 'l' ? [300, 400] : o === 'd' ? [350, 350] : [null, null];
        const override = o === 'w' || o === 'l' || o === 'd' ? null : o;
        games.push({ round, table: i / 2 + 1, first: order[i], second: order[i + 1], score1, score2, override });
      }
      if (order.length % 2 === 1)
        games.push({
          round,
          table: 99,
          first: order[order.length - 1],
          second: null,
          score1: null,
          score2: null,
          override: null,
        });
    }
    return { config: { ...DEFAULT_CONFIG }, players, games };
  });

describe('standings properties', () => {
  test('places: 1 for the first, shared only on full ties, else the row number (rules §4: 1, 1, 3)', () => {
    fc.assert(
      fc.property(tournamentArb, (tournament) => {
        const { rows } = computeStandings(tournament);
        rows.forEach((row, i) => {
          const tied =
            i > 0 && row.points === rows[i - 1].points && row.tiebreaks.every((v, k) => v === rows[i - 1].tiebreaks[k]);
          expect(row.place).toBe(tied ? rows[i - 1].place : i + 1);
          if (i > 0) expect(row.points).toBeLessThanOrEqual(rows[i - 1].points);
        });
      }),
    );
  });

  test('points: each game row hands out 1 (a decided game) or 0 (NP), a bye 1 (rules §3.1)', () => {
    fc.assert(
      fc.property(tournamentArb, (tournament) => {
        const sheet = scoresheet(tournament);
        const expected = tournament.games.reduce((sum, g) => sum + (g.override === 'NP' ? 0 : 1), 0);
        expect(sheet.records.reduce((sum, r) => sum + r.points, 0)).toBe(expected);
      }),
    );
  });

  test("the cards' SB column adds up to SB, and the last cumulative equals the points", () => {
    fc.assert(
      fc.property(tournamentArb, (tournament) => {
        const sheet = scoresheet(tournament);
        playerCards(sheet).forEach((card, i) => {
          const record = sheet.records[i];
          expect(card.lines.reduce((sum, l) => sum + l.sb, 0)).toBeCloseTo(sonnebornBerger(record, sheet), 9);
          expect(card.lines[card.lines.length - 1]?.cumulativePoints ?? 0).toBe(record.points);
        });
      }),
    );
  });
});
