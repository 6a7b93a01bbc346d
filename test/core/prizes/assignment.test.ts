// The assignment (rules §11), worked by hand on the club tournament of
// test/fixtures/prizeField.ts: 1 Carlos (1600, club A), 2 Ana (1800, A), 3 Eva (unrated, C),
// 4 Bea (1700, B), 5 Dani (1500, B), 6 Fede (unrated, C, withdrawn from round 3).
import { allocatePrizes, assignPrizes, prizeCandidates } from '../../../src/core/prizes';
import { CLUB_PLAYERS, clubTournament, fieldOf, prize, rankedField } from '../../fixtures/prizeField';

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

  it('a category worth more than a place takes its player from it, and the place passes down (rules §11.1)', () => {
    const prizes = [prize('1.º', 5000), prize('2.º', 3000), prize('Mejor club A', 8000, { conditions: { club: 'a' } })];
    // The overall prizes first (Carlos, Ana), then Mejor club A: Carlos holds 5000 < 8000, takes it
    // and leaves 1.º, which is given again: Ana, and 2.º to Eva.
    expect(winners(assignPrizes(prizes, field))).toEqual(['Ana', 'Eva', 'Carlos']);
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

// rules §11.1, the cases worked by hand (issue 34): what a tied player holds is his share.
describe('share-aware assignment (rules §11.1)', () => {
  const paid = (allocation: ReturnType<typeof allocatePrizes>) => [
    ...allocation.awards.map((award, i) => [
      award.prize.name,
      award.winner?.player.name ?? 'Desierto',
      allocation.amounts[i],
    ]),
    ...allocation.extra.map(({ player, amount }) => ['(compartido)', player.player.name, amount]),
  ];
  const equal = { sharing: 'equal', minimumShare: null } as const;
  const hort = { sharing: 'hort', minimumShare: null } as const;
  const woman = { conditions: { tag: 'Femenino' } };

  it('case 1: a woman tied for 2nd–3rd whose share is 50 takes Mejor mujer’s 70; the 3rd takes the 100 alone', () => {
    const field = rankedField([
      ['Juan', 5],
      ['Ana', 4, ['Femenino']],
      ['Luis', 4],
      ['Pedro', 3],
    ]);
    const prizes = [prize('1.º', 15000), prize('2.º', 10000), prize('Mejor mujer', 7000, woman)];
    // Before §11.1 Ana kept her 50 share and Mejor mujer was Desierto: 70 unpaid.
    const allocation = allocatePrizes(prizes, field, equal);
    expect(paid(allocation)).toEqual([
      ['1.º', 'Juan', 15000],
      ['2.º', 'Luis', 10000],
      ['Mejor mujer', 'Ana', 7000],
    ]);
    expect(allocation.ties).toEqual([]);
    // By the tiebreaks alone Ana holds 2.º's 100, more than 70: Mejor mujer has nobody who would gain.
    const tiebreak = allocatePrizes(prizes, field, { sharing: 'tiebreak', minimumShare: null });
    expect(paid(tiebreak)).toEqual([
      ['1.º', 'Juan', 15000],
      ['2.º', 'Ana', 10000],
      ['Mejor mujer', 'Desierto', 0],
    ]);
    expect(tiebreak.awards[2].desert).toEqual({ kind: 'taken' });
  });

  const tiedThree = rankedField([
    ['Alba', 5],
    ['Bruno', 5],
    ['Marta', 5, ['Femenino']],
    ['Dario', 4],
    ['Sara', 3, ['Femenino']],
  ]);
  const places = [prize('1.º', 10000), prize('2.º', 8000), prize('3.º', 6000)];

  it('case 2: three tied on 5 share 240 (80 each); the woman keeps her 80 rather than a 70 prize; the 4th is not paid', () => {
    const allocation = allocatePrizes([...places, prize('Mejor mujer', 7000, woman)], tiedThree, equal);
    // Before §11.1: Marta took 70, Alba and Bruno shared 180 and Dario was paid 3.º's 60.
    expect(paid(allocation)).toEqual([
      ['1.º', 'Alba', 8000],
      ['2.º', 'Bruno', 8000],
      ['3.º', 'Marta', 8000],
      ['Mejor mujer', 'Sara', 7000],
    ]);
    expect(allocation.ties.map((tie) => [tie.points, tie.total, tie.shares])).toEqual([[5, 24000, [8000, 8000, 8000]]]);
  });

  it('a three-way tie whose share beats a category prize: nobody leaves it, the prize passes down or is Desierto', () => {
    const alone = rankedField([
      ['Alba', 5],
      ['Bruno', 5],
      ['Marta', 5, ['Femenino']],
      ['Dario', 4],
    ]);
    const allocation = allocatePrizes([...places, prize('Mejor mujer', 7000, woman)], alone, equal);
    expect(paid(allocation).map((line) => line[1])).toEqual(['Alba', 'Bruno', 'Marta', 'Desierto']);
    expect(allocation.awards[3].desert).toEqual({ kind: 'taken' });
    // Hort: Marta's share is 60 / 2 + 240 / 6 = 70, not less than 70: she keeps it (strictly less to gain).
    const byHort = allocatePrizes([...places, prize('Mejor mujer', 7000, woman)], tiedThree, hort);
    expect(paid(byHort)).toEqual([
      ['1.º', 'Alba', 9000],
      ['2.º', 'Bruno', 8000],
      ['3.º', 'Marta', 7000],
      ['Mejor mujer', 'Sara', 7000],
    ]);
  });

  it('Valor: a 50 prize with a trophy worth 40 beats an 80 share; the two left share again without her', () => {
    const prizes = [...places, prize('Mejor mujer', 5000, { ...woman, trophy: 'Copa', value: 4000 })];
    const allocation = allocatePrizes(prizes, tiedThree, equal);
    // Marta leaves the tie: 1.º and 2.º to Alba and Bruno (180, 90 each); 3.º passes to Dario, alone on 4.
    expect(paid(allocation)).toEqual([
      ['1.º', 'Alba', 9000],
      ['2.º', 'Bruno', 9000],
      ['3.º', 'Dario', 6000],
      ['Mejor mujer', 'Marta', 5000],
    ]);
    // The Valor is never paid: without it, 50 < 80 and she keeps her share.
    const cash = allocatePrizes(
      [...places, prize('Mejor mujer', 5000, { ...woman, trophy: 'Copa' })],
      tiedThree,
      equal,
    );
    expect(paid(cash).map((line) => line[1])).toEqual(['Alba', 'Bruno', 'Marta', 'Sara']);
  });

  it('Valor orders the overall prizes; in a tie the cash is shared and the trophy stays by the tiebreaks', () => {
    const field = rankedField([
      ['Alba', 5],
      ['Bruno', 5],
      ['Dario', 4],
    ]);
    // A trophy worth 60 ranks above 50 in cash.
    const prizes = [prize('Efectivo', 5000), prize('Trofeo', 0, { trophy: 'Copa', value: 6000 })];
    const byTiebreak = allocatePrizes(prizes, field, { sharing: 'tiebreak', minimumShare: null });
    expect(paid(byTiebreak)).toEqual([
      ['Efectivo', 'Bruno', 5000],
      ['Trofeo', 'Alba', 0],
    ]);
    const shared = allocatePrizes(prizes, field, equal);
    // Alba keeps the trophy (tiebreaks) and shares the cash: 25 each.
    expect(paid(shared)).toEqual([
      ['Efectivo', 'Bruno', 2500],
      ['Trofeo', 'Alba', 2500],
    ]);
  });

  it('a worth-0 trophy goes to a player who holds nothing of the group, not to one who holds a share', () => {
    const prizes = [prize('1.º', 10000), prize('Sub16', 0, { trophy: 'Libro', conditions: { tag: 'Sub16' } })];
    const field = rankedField([
      ['Alba', 5, ['Sub16']],
      ['Bruno', 5],
      ['Dario', 4, ['Sub16']],
    ]);
    expect(paid(allocatePrizes(prizes, field, equal))).toEqual([
      ['1.º', 'Alba', 5000],
      ['Sub16', 'Dario', 0],
      ['(compartido)', 'Bruno', 5000],
    ]);
  });

  it('a place he leaves goes back to be given, and a category worth less than what he holds passes him by', () => {
    const field = rankedField([
      ['Alba', 5, ['Femenino', 'Sub16']],
      ['Bruno', 4],
      ['Carla', 3, ['Femenino']],
    ]);
    const prizes = [
      prize('1.º', 2000),
      prize('Mejor mujer', 6000, woman),
      prize('Sub16', 5000, { conditions: { tag: 'Sub16' } }),
    ];
    // Alba: Mejor mujer (60 > 20), 1.º back to Bruno; Sub16 (50): Alba holds 60, nobody else is Sub16.
    expect(paid(allocatePrizes(prizes, field, equal))).toEqual([
      ['1.º', 'Bruno', 2000],
      ['Mejor mujer', 'Alba', 6000],
      ['Sub16', 'Desierto', 0],
    ]);
  });
});
