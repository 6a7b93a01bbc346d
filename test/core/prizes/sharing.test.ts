// Sharing money on equal points (rules §11, §11.1), worked by hand: the Hort examples of the
// rules (and the public one, to the cent), the equal split and Hort with cents left over, the
// tied player without a prize of his own, and the minimum share under both rules.
import fc from 'fast-check';
import { allocatePrizes, type PrizeRules, shareWithMinimum, splitCents } from '../../../src/core/prizes';
import { CLUB_GAMES, CLUB_PLAYERS, clubTournament, fieldOf, game, prize, rankedField } from '../../fixtures/prizeField';

const field = fieldOf(clubTournament());
const rules = (sharing: PrizeRules['sharing'], minimumShare: number | null = null): PrizeRules => ({
  sharing,
  minimumShare,
});

describe('splitCents', () => {
  it('Hort (rules §11): four tied with 10,000 / 8,000 / 6,000 / 4,000 receive 8,500 / 7,500 / 6,500 / 5,500', () => {
    const own = [10_000_00, 8_000_00, 6_000_00, 4_000_00];
    expect(splitCents(own, 28_000_00, 'hort')).toEqual([8_500_00, 7_500_00, 6_500_00, 5_500_00]);
  });

  it('equal split: M / |T| each, rounded down, the cents left over one each in standings order', () => {
    expect(splitCents([10000, 6000, 0], 16000, 'equal')).toEqual([5334, 5333, 5333]);
    expect(splitCents([100, 0, 0, 0], 102, 'equal')).toEqual([26, 26, 25, 25]);
    expect(splitCents([1, 0, 0], 1, 'equal')).toEqual([1, 0, 0]);
  });

  it('Hort with cents left over: own / 2 + M / 2|T|, rounded down, the rest from the first', () => {
    // (3·10000 + 16000) / 6 = 7666.67; (3·6000 + 16000) / 6 = 5666.67; 16000 / 6 = 2666.67: two cents left.
    expect(splitCents([10000, 6000, 0], 16000, 'hort')).toEqual([7667, 5667, 2666]);
  });

  it('Hort once a player left the share: own / 2 + (M − Σ own / 2) / n, still exactly M', () => {
    // 40 and 20 of a pool of 70 (the 10 of the player who left stays in it): 20 + 20, 10 + 20.
    expect(splitCents([4000, 2000], 7000, 'hort')).toEqual([4000, 3000]);
  });
});

describe('shareWithMinimum (rules §11.1)', () => {
  it('no minimum, or every share reaches it: everybody shares', () => {
    expect(shareWithMinimum([6000, 4000, 2000, 0], 12000, 'equal', null)).toEqual({
      kept: 4,
      shares: [3000, 3000, 3000, 3000],
      below: null,
    });
    expect(shareWithMinimum([6000, 4000, 2000, 0], 12000, 'equal', 3000).kept).toBe(4);
  });

  it('while a share is below it, the last player leaves; the rest share the whole pool', () => {
    expect(shareWithMinimum([6000, 4000, 2000, 0], 12000, 'equal', 3500)).toEqual({
      kept: 3,
      shares: [4000, 4000, 4000],
      below: 3000,
    });
    // Down to one player, who then takes the pool alone.
    expect(shareWithMinimum([100, 0, 0], 100, 'equal', 60)).toEqual({ kept: 1, shares: [100], below: 33 });
  });
});

describe('sharing in the assignment (rules §11, §11.1)', () => {
  const prizes = [
    prize('1.º', 10000, { trophy: 'Copa' }),
    prize('2.º', 6000),
    prize('Mejor sin escalafón', 3000, { conditions: { unrated: true } }),
    prize('Partida más alta', 2000, { type: 'highGame', group: 'Partidas' }),
  ];
  const extra = (allocation: ReturnType<typeof allocatePrizes>) =>
    allocation.extra.map(({ player, amount }) => [player.player.name, amount]);

  it('Desempate: nothing is shared', () => {
    const result = allocatePrizes(prizes, field, rules('tiebreak'));
    expect(result.amounts).toEqual([10000, 6000, 3000, 2000]);
    expect(result.ties).toEqual([]);
  });

  it('equal split: the four on 2 points share 160 (40 each); Eva keeps her 40 rather than a 30 prize', () => {
    // On 2 points: Carlos (1.º), Ana (2.º), Eva and Bea (no prize of the blank group; Bea's Partida
    // más alta is another group's). Mejor sin escalafón (30): Eva holds 40, Fede withdrew: Desierto.
    const result = allocatePrizes(prizes, field, rules('equal'));
    expect(result.amounts).toEqual([4000, 4000, 0, 2000]);
    expect(result.awards[2].desert).toEqual({ kind: 'taken' });
    expect(result.ties).toHaveLength(1);
    const [tie] = result.ties;
    expect(tie.players.map((row) => row.player.name)).toEqual(['Carlos', 'Ana', 'Eva', 'Bea']);
    expect([tie.points, tie.total, tie.from, tie.to]).toEqual([2, 16000, 1, 4]);
    expect(extra(result)).toEqual([
      ['Eva', 4000],
      ['Bea', 4000],
    ]);
  });

  it('Hort: Eva’s share (20) is less than 30: she takes Mejor sin escalafón and the three left share again', () => {
    const result = allocatePrizes(prizes, field, rules('hort'));
    expect(result.amounts).toEqual([7667, 5667, 3000, 2000]);
    expect(result.awards[2].winner?.player.name).toBe('Eva');
    expect(extra(result)).toEqual([['Bea', 2666]]);
  });

  it('no sharing for a player alone on his points, or when the pooled amount is 0', () => {
    // Carlos wins round 2 against Ana: Carlos 3 points alone; Eva and Bea on 2, Ana and Dani on 1.
    const games = CLUB_GAMES.map((g) => (g.round === 2 && g.first === 1 ? game(2, 1, 3, 410, 420) : g));
    const alone = fieldOf(clubTournament(CLUB_PLAYERS, games));
    const result = allocatePrizes([prize('1.º', 100), prize('2.º', 51)], alone, rules('equal'));
    expect(result.amounts).toEqual([100, 26]);
    expect(result.ties.map((tie) => [tie.points, tie.players.map((row) => row.player.name)])).toEqual([
      [2, ['Eva', 'Bea']],
    ]);
    expect(extra(result)).toEqual([['Bea', 25]]);
    const trophies = allocatePrizes(
      [prize('1.º', 0, { trophy: 'Copa' }), prize('2.º', 0, { trophy: 'Placa' })],
      field,
      rules('equal'),
    );
    expect(trophies.ties).toEqual([]);
  });
});

describe('the public Hort example: 100/80/60/40/20/10 with 8, 8, 7.5, 7, 7, 7 points', () => {
  const ranking = rankedField([
    ['Alba', 8],
    ['Bruno', 8],
    ['Carla', 7.5],
    ['Dario', 7],
    ['Elena', 7],
    ['Fede', 7],
  ]);
  const places = [10000, 8000, 6000, 4000, 2000, 1000].map((amount, i) => prize(`${i + 1}.º`, amount));

  it('gives 95, 85, 60, then 31.67 / 21.67 / 16.66 to the cent', () => {
    const result = allocatePrizes(places, ranking, rules('hort'));
    expect(result.amounts).toEqual([9500, 8500, 6000, 3167, 2167, 1666]);
    expect(result.amounts.reduce((a, b) => a + b, 0)).toBe(31000);
  });

  it('Mínimo por jugador 20 under Hort: Fede (16.66) leaves; Dario and Elena share 70 as 40 and 30', () => {
    const result = allocatePrizes(places, ranking, rules('hort', 2000));
    expect(result.amounts).toEqual([9500, 8500, 6000, 4000, 3000, 0]);
    const tie = result.ties[1];
    expect(tie.players.map((row) => row.player.name)).toEqual(['Dario', 'Elena']);
    expect(tie.dropped.map((row) => row.player.name)).toEqual(['Fede']);
    expect([tie.below, tie.minimum, tie.total]).toEqual([1666, 2000, 7000]);
  });

  it('who left the share holds nothing: a small category prize then goes to him', () => {
    const tagged = { ...ranking, profiles: new Map([[6, { country: '', tags: ['Sub16'] }]]) };
    const sub16 = prize('Sub16', 1000, { conditions: { tag: 'Sub16' } });
    const result = allocatePrizes([...places, sub16], tagged, rules('hort', 2000));
    // Fede leaves the share (16.66 < 20), holds nothing and takes the Sub16's 10. He leaves the
    // places: 6.º has nobody left (Desierto) and Dario and Elena share 4.º and 5.º, 60, by Hort:
    // 40 / 2 + 60 / 4 = 35 and 20 / 2 + 15 = 25.
    expect(result.amounts).toEqual([9500, 8500, 6000, 3500, 2500, 0, 1000]);
    expect(result.awards[5].desert).toEqual({ kind: 'taken' });
    expect(result.awards.map((award) => award.winner?.player.name)).toEqual([
      'Alba',
      'Bruno',
      'Carla',
      'Dario',
      'Elena',
      undefined,
      'Fede',
    ]);
  });

  it('Mínimo por jugador under the equal split: 70 among three (23.34 / 23.33 / 23.33) is below 25; two share 35 each', () => {
    const equal = allocatePrizes(places, ranking, rules('equal'));
    expect(equal.amounts.slice(3)).toEqual([2334, 2333, 2333]);
    const result = allocatePrizes(places, ranking, rules('equal', 2500));
    expect(result.amounts).toEqual([9000, 9000, 6000, 3500, 3500, 0]);
    expect(result.ties[1].dropped.map((row) => row.player.name)).toEqual(['Fede']);
    // A minimum that no share of the 8-point tie reaches leaves the better one alone with 180.
    expect(allocatePrizes(places, ranking, rules('equal', 10000)).amounts.slice(0, 2)).toEqual([18000, 0]);
  });
});

describe('shareWithMinimum at any size (rules §11.1, docs/prizes.md)', () => {
  /** The rule as written: split, and while the smallest share is below the minimum, the last leaves. */
  const walked = (own: number[], total: number, rule: 'equal' | 'hort', minimum: number | null) => {
    let kept = own.length;
    let shares = splitCents(own, total, rule);
    const first = Math.min(...shares);
    while (minimum !== null && kept > 1 && Math.min(...shares) < minimum)
      shares = splitCents(own.slice(0, --kept), total, rule);
    return { kept, shares, below: kept < own.length ? first : null };
  };

  it('gives what walking the rule one player at a time gives: own prizes then players without one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom<'equal' | 'hort'>('equal', 'hort'),
        fc.option(fc.integer({ min: 0, max: 12000 }), { nil: null }),
        (prizes, without, rule, minimum) => {
          const own = [...prizes, ...new Array<number>(without).fill(0)];
          const total = prizes.reduce((sum, amount) => sum + amount, 0);
          expect(shareWithMinimum(own, total, rule, minimum)).toEqual(walked(own, total, rule, minimum));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('and outside the engine’s cases (a negative own prize, money short of the own prizes, odd cents) too', () => {
    expect(shareWithMinimum([100, -50, 0], 50, 'equal', 20)).toEqual(walked([100, -50, 0], 50, 'equal', 20));
    expect(shareWithMinimum([9000, 9000, 0], 4000, 'hort', 1000)).toEqual(walked([9000, 9000, 0], 4000, 'hort', 1000));
    expect(shareWithMinimum([100, 0, 0], 100.5, 'equal', 30)).toEqual(walked([100, 0, 0], 100.5, 'equal', 30));
  });
});
