// The assignment (rules §11), worked by hand on the club tournament of
// test/fixtures/prizeField.ts: 1 Carlos (1600, club A), 2 Ana (1800, A), 3 Eva (unrated, C),
// 4 Bea (1700, B), 5 Dani (1500, B), 6 Fede (unrated, C, withdrawn from round 3).
import { assignmentOrder, assignPrizes, prizeCandidates } from '../../../src/core/prizes';
import { CLUB_PLAYERS, clubTournament, fieldOf, prize } from '../../fixtures/prizeField';

const field = fieldOf(clubTournament());
const winners = (awards: ReturnType<typeof assignPrizes>) =>
  awards.map((award) => award.winner?.player.name ?? `Desierto (${award.desert?.kind})`);

describe('assignPrizes (rules §11)', () => {
  it('the worked standings: the order the hand-worked tests rely on', () => {
    expect(field.standings.rows.map((row) => `${row.place} ${row.player.name} ${row.points}`)).toEqual([
      '1 Carlos 2',
      '2 Ana 2',
      '3 Eva 2',
      '4 Bea 2',
      '5 Dani 1',
      '6 Fede 0',
    ]);
    // Fede withdrew: not a candidate.
    expect(prizeCandidates(field.standings).map((row) => row.player.name)).toEqual([
      'Carlos',
      'Ana',
      'Eva',
      'Bea',
      'Dani',
    ]);
  });

  it('one prize per player of a group: the most valuable he can win, the one he leaves passes down', () => {
    const prizes = [
      prize('1.º', 10000),
      prize('2.º', 6000),
      prize('Mejor sin escalafón', 3000, { conditions: { unrated: true } }),
      prize('Mejor sub-1650', 4000, { conditions: { ratingTo: 1650 } }),
    ];
    const awards = assignPrizes(prizes, field);
    // Carlos (1600) would be the best sub-1650, but 1.º is worth more: the band passes to Dani.
    expect(winners(awards)).toEqual(['Carlos', 'Ana', 'Eva', 'Dani']);
    expect(awards.map((award) => award.place)).toEqual([1, 2, 3, 5]);
  });

  it('by Importe, highest first: a category worth more than a place is given first', () => {
    const prizes = [prize('1.º', 5000), prize('2.º', 3000), prize('Mejor club A', 8000, { conditions: { club: 'a' } })];
    // Mejor club A first: Carlos; then 1.º to Ana, 2.º to Eva.
    expect(winners(assignPrizes(prizes, field))).toEqual(['Ana', 'Eva', 'Carlos']);
    expect(assignmentOrder(prizes)).toEqual([2, 0, 1]);
  });

  it('equal amounts, trophies included, in the tab’s row order', () => {
    const prizes = [
      prize('Trofeo club B', 0, { trophy: 'Copa', conditions: { club: 'B' } }),
      prize('Trofeo 1600+', 0, { trophy: 'Placa', conditions: { ratingFrom: 1600 } }),
    ];
    // Bea is the best of club B and of 1600+ (Carlos and Ana too, ranked higher): row order decides.
    expect(winners(assignPrizes(prizes, field))).toEqual(['Bea', 'Carlos']);
  });

  it('a withdrawn player gets no prize: it passes down', () => {
    const withdrawn = CLUB_PLAYERS.map((p) => (p.name === 'Carlos' ? { ...p, withdrawnFromRound: 4 } : p));
    const awards = assignPrizes([prize('1.º', 100), prize('2.º', 50)], fieldOf(clubTournament(withdrawn)));
    expect(winners(awards)).toEqual(['Ana', 'Eva']);
    // Highest combined: Fede's 850 equals Carlos's, but Fede withdrew.
    const combined = assignPrizes([prize('Combinada', 10, { type: 'highCombined' })], field);
    expect(winners(combined)).toEqual(['Carlos']);
  });

  it('a player who never played a round is no candidate', () => {
    const late = [...CLUB_PLAYERS, { ...CLUB_PLAYERS[0], id: 7, name: 'Gil', rating: null, entryRound: 4 }];
    const awards = assignPrizes([prize('Sin escalafón', 10, { conditions: { unrated: true } })], {
      ...fieldOf(clubTournament(late)),
    });
    expect(winners(awards)).toEqual(['Eva']);
    const only = assignPrizes([prize('Sin escalafón', 10, { conditions: { unrated: true, club: 'A' } })], field);
    expect(only[0].desert).toEqual({ kind: 'condition', condition: 'club' });
  });

  it('another group may go to a player who holds a prize of the blank group; game prizes rank by their figure', () => {
    const prizes = [
      prize('1.º', 10000),
      prize('Partida más alta', 5000, { type: 'highGame', group: 'Partidas' }),
      prize('Combinada más alta', 3000, { type: 'highCombined', group: 'partidas' }),
      prize('Derrota más alta', 3000, { type: 'highLoss', group: 'PARTIDAS' }),
      prize('Victoria más baja', 1000, { type: 'lowWin', group: 'Partidas' }),
      prize('Mayor diferencia', 2000, { type: 'biggestWin' }),
    ];
    const awards = assignPrizes(prizes, field);
    // Partidas: Bea 600; Carlos 850 combined (he holds 1.º of the blank group). The highest loss
    // is Carlos's 410, but he holds Combinada of this group; then Bea's 380 and Dani's 380 tie,
    // Bea is better placed but holds Partida más alta: Dani. The lowest win is Dani's 390 (he
    // holds one): Carlos's 400 and Eva's 400, Carlos holds one: Eva. Mayor diferencia (blank
    // group, where Bea holds nothing): Bea's 400.
    expect(winners(awards)).toEqual(['Carlos', 'Bea', 'Carlos', 'Dani', 'Eva', 'Bea']);
    expect(awards[1].figure).toEqual({ value: 600, round: 2, opponent: 6, score: 600, opponentScore: 200 });
    expect(awards[3].figure).toMatchObject({ value: 380, round: 3, opponent: 3 });
    expect(awards[4].figure).toMatchObject({ value: 400, round: 1, opponent: 2 });
  });

  it('Desierto: nobody meets a condition, everyone who does holds one, no game qualifies, no duplicate', () => {
    const prizes = [
      prize('1.º', 300),
      prize('2.º', 200),
      prize('Sub16', 100, { conditions: { tag: 'Sub16' } }),
      prize('Mejor club A', 50, { conditions: { club: 'A' } }),
      prize('Mayor sorpresa', 40, { type: 'upset' }),
      prize('Duplicada', 30, { type: 'duplicate' }),
      prize('Sub-1000', 20, { conditions: { ratingTo: 999 } }),
    ];
    const awards = assignPrizes(prizes, field);
    expect(awards.map((award) => award.desert)).toEqual([
      null,
      null,
      { kind: 'condition', condition: 'tag' },
      { kind: 'taken' },
      { kind: 'noGame' },
      { kind: 'noDuplicate' },
      { kind: 'condition', condition: 'ratingTo' },
    ]);
    // With tags, the Sub16 goes to the best-placed tagged player.
    const profiles = new Map([[4, { country: '', tags: ['Sub16'] }]]);
    expect(winners(assignPrizes(prizes, { ...field, profiles }))[2]).toBe('Dani');
  });

  it('Duplicada: the overall duplicate ranking, its places, players who are no candidates left out', () => {
    const duplicate = [
      { id: 6, place: 1 },
      { id: 4, place: 2 },
      { id: 1, place: 3 },
    ];
    const awards = assignPrizes(
      [prize('Duplicada', 100, { type: 'duplicate' }), prize('Dup 2', 50, { type: 'duplicate' })],
      {
        ...field,
        duplicate,
      },
    );
    expect(winners(awards)).toEqual(['Dani', 'Ana']);
    expect(awards.map((award) => award.place)).toEqual([2, 3]);
    const none = assignPrizes([prize('Dup sin escalafón', 1, { type: 'duplicate', conditions: { club: 'C' } })], {
      ...field,
      duplicate,
    });
    // Eva (club C) has no duplicate result.
    expect(none[0].desert).toEqual({ kind: 'noGame' });
  });
});
