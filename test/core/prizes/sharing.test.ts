// Sharing money on equal points (rules §11), worked by hand: the Hort example of the rules,
// the equal split and Hort with cents left over, and the tied player without a prize of his own.
import { assignPrizes, shareOnEqualPoints, splitCents } from '../../../src/core/prizes';
import { CLUB_GAMES, CLUB_PLAYERS, clubTournament, fieldOf, game, prize } from '../../fixtures/prizeField';

const field = fieldOf(clubTournament());

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
});

describe('shareOnEqualPoints (rules §11)', () => {
  const prizes = [
    prize('1.º', 10000, { trophy: 'Copa' }),
    prize('2.º', 6000),
    prize('Mejor sin escalafón', 3000, { conditions: { unrated: true } }),
    prize('Partida más alta', 2000, { type: 'highGame', group: 'Partidas' }),
  ];
  const awards = assignPrizes(prizes, field);

  it('Desempate: nothing is shared', () => {
    const result = shareOnEqualPoints(awards, field.standings, 'tiebreak');
    expect(result.amounts).toEqual([10000, 6000, 3000, 2000]);
    expect(result.ties).toEqual([]);
  });

  it('equal split: the players on 2 points without another prize of the group share the overall prizes', () => {
    // On 2 points: Carlos (1.º), Ana (2.º), Eva (holds Mejor sin escalafón: out of it), Bea (no prize of the
    // blank group; her Partida más alta is another group's). M = 16000 among Carlos, Ana, Bea.
    const result = shareOnEqualPoints(awards, field.standings, 'equal');
    expect(result.amounts).toEqual([5334, 5333, 3000, 2000]);
    expect(result.ties).toHaveLength(1);
    const [tie] = result.ties;
    expect(tie.players.map((row) => row.player.name)).toEqual(['Carlos', 'Ana', 'Bea']);
    expect([tie.points, tie.total, tie.from, tie.to]).toEqual([2, 16000, 1, 4]);
    expect(result.extra.map(({ player, amount }) => [player.player.name, amount])).toEqual([['Bea', 5333]]);
  });

  it('Hort: half his own, and an equal part of the other half', () => {
    const result = shareOnEqualPoints(awards, field.standings, 'hort');
    expect(result.amounts).toEqual([7667, 5667, 3000, 2000]);
    expect(result.extra.map(({ player, amount }) => [player.player.name, amount])).toEqual([['Bea', 2666]]);
  });

  it('no sharing for a player alone on his points, or when the pooled amount is 0', () => {
    // Carlos wins round 2 against Ana: Carlos 3 points alone; Eva and Bea on 2, Ana and Dani on 1.
    const games = CLUB_GAMES.map((g) => (g.round === 2 && g.first === 1 ? game(2, 1, 3, 410, 420) : g));
    const alone = fieldOf(clubTournament(CLUB_PLAYERS, games));
    const result = shareOnEqualPoints(
      assignPrizes([prize('1.º', 100), prize('2.º', 51)], alone),
      alone.standings,
      'equal',
    );
    expect(result.amounts).toEqual([100, 26]);
    expect(result.ties.map((tie) => [tie.points, tie.players.map((row) => row.player.name)])).toEqual([
      [2, ['Eva', 'Bea']],
    ]);
    expect(result.extra.map(({ player, amount }) => [player.player.name, amount])).toEqual([['Bea', 25]]);
    const trophies = assignPrizes([prize('1.º', 0, { trophy: 'Copa' }), prize('2.º', 0, { trophy: 'Placa' })], field);
    expect(shareOnEqualPoints(trophies, field.standings, 'equal').ties).toEqual([]);
  });
});
