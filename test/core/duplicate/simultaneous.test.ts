import fc from 'fast-check';
import { scoreGame } from '../../../src/core/duplicate';
import type { CentreResults, ResultPlayer } from '../../../src/core/duplicate/resultsFile';
import { type Judge, rankSimultaneous } from '../../../src/core/duplicate/simultaneous';

/** A judge for plain scores: the typed text is the score, a blank 0 (the organiser's for moves is tested end to end). */
const scores: Judge = (_, typed) => ({
  score: typed === '' ? 0 : Number(typed),
  fromMove: false,
  aboveMaster: false,
  notInList: [],
});

function player(name: string, typed: string[], extra: Partial<ResultPlayer> = {}): ResultPlayer {
  const rounds = typed.map((cell) => ({ typed: cell, score: cell === '' ? 0 : Number(cell) }));
  const total = rounds.reduce((sum, round) => sum + round.score, 0);
  return { name, club: '', country: '', licence: '', rounds, scoreTotal: total, total, ...extra };
}

function centre(name: string, players: ResultPlayer[], wordCheck = true): CentreResults {
  return {
    centre: name,
    game: 'ABCDEFGH',
    tab: 'Duplicada 1',
    wordCheck,
    rounds: players[0]?.rounds.length ?? 0,
    players,
  };
}

/** What a ranking says of each player, by name: place, rank, total, bonuses, %. */
const byName = (result: ReturnType<typeof rankSimultaneous>) =>
  Object.fromEntries(
    result.game.players.map((p) => [
      result.entries[p.index].player.name,
      [p.place, p.rank, p.total, p.bonuses.join(','), p.percent, p.suddenDeath],
    ]),
  );

describe('the simultaneous ranking', () => {
  const master = [20, 30, 10];
  const a = centre('Norte', [player('Ana', ['20', '10', '']), player('Blas', ['5', '30', '10'])]);
  const b = centre('Sur', [player('Caro', ['20', '29', '10']), player('Dora', ['', '', '3'])], false);
  const result = rankSimultaneous({ name: 'Duplicada 1', master, moves: [], centres: [a, b] }, scores);

  test('bonuses over the whole field: the master matched by two players earns none; one alone earns +10', () => {
    const game = byName(result);
    // Round 1: Ana and Caro both matched 20 — no bonus. Round 2: Blas alone matched 30 (+10). Round 3: Blas and Caro matched.
    expect(game.Caro).toEqual([1, 1, 59, '0,0,0', 59 / 60, false]);
    expect(game.Blas).toEqual([2, 2, 55, '0,10,0', 55 / 60, false]);
    expect(game.Ana).toEqual([3, 3, 30, '0,0,0', 30 / 60, false]);
  });

  test('beside each player the centre and the place within it; a block per centre', () => {
    const place = Object.fromEntries(
      result.entries.map((entry) => [entry.player.name, [entry.centre, entry.centrePlace]]),
    );
    expect(place).toEqual({ Ana: ['Norte', 2], Blas: ['Norte', 1], Caro: ['Sur', 1], Dora: ['Sur', 2] });
    expect(result.centres).toEqual([
      { centre: 'Norte', players: 2, best: 55, meanPercent: (30 / 60 + 55 / 60) / 2, wordCheck: true },
      { centre: 'Sur', players: 2, best: 59, meanPercent: (59 / 60 + 3 / 60) / 2, wordCheck: false },
    ]);
  });

  test('a centre’s score the organiser does not confirm: named with both scores, the organiser’s counts', () => {
    const judge: Judge = (r, typed, where) =>
      where.player === 'Caro' && r === 1 ? { ...scores(r, typed, where), score: 0 } : scores(r, typed, where);
    const disputed = rankSimultaneous({ name: 'D', master, moves: [], centres: [a, b] }, judge);
    expect(disputed.disputes).toEqual([
      { centre: 'Sur', player: 'Caro', round: 2, typed: '29', centreScore: 29, score: 0 },
    ]);
    expect(byName(disputed).Caro[2]).toBe(30);
  });

  test('a player in two centres (the licence, else the name as the season matches it): kept in both, marked, named', () => {
    const north = centre('Norte', [
      player('Ana López', ['1', '1', '1'], { licence: 'L7' }),
      player('Eva', ['2', '2', '2']),
    ]);
    const south = centre('Sur', [
      player('ANA LOPEZ', ['3', '3', '3'], { licence: 'L7' }),
      player('Éva', ['1', '2', '3']),
      // The same name with another licence: a namesake, not the same player.
      player('Ana López', ['4', '4', '4'], { licence: 'L9' }),
    ]);
    const twice = rankSimultaneous({ name: 'T', master, moves: [], centres: [north, south] }, scores);
    expect(twice.entries.map((entry) => [entry.player.name, entry.alsoIn])).toEqual([
      ['Ana López', ['Sur']],
      ['Eva', ['Sur']],
      ['ANA LOPEZ', ['Norte']],
      ['Éva', ['Norte']],
      ['Ana López', []],
    ]);
    expect(twice.twice).toEqual([
      { name: 'Ana López', centres: ['Norte', 'Sur'] },
      { name: 'Eva', centres: ['Norte', 'Sur'] },
    ]);
    // Namesakes in the ranking carry their centre.
    expect(twice.entries.map((entry) => entry.name)).toEqual([
      'Ana López (Norte)',
      'Eva (Norte)',
      'ANA LOPEZ (Sur)',
      'Éva (Sur)',
      'Ana López (Sur)',
    ]);
  });

  test('property: any split of a field into centres ranks as the unsplit field, and as the one-room scoring', () => {
    const field = fc.integer({ min: 1, max: 6 }).chain((rounds) =>
      fc.record({
        master: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: rounds, maxLength: rounds }),
        players: fc.array(
          fc.record({
            cells: fc.array(fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }), {
              minLength: rounds,
              maxLength: rounds,
            }),
            centre: fc.integer({ min: 0, max: 4 }),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        tiebreaks: fc.constantFrom('fise2009' as const, 'regulation' as const),
      }),
    );
    fc.assert(
      fc.property(field, ({ master, players, tiebreaks }) => {
        // Scores never above the master (a typed one would be refused), a blank slip ''.
        const typed = players.map((p) =>
          p.cells.map((cell, r) => (cell === null ? '' : String(Math.min(cell, master[r])))),
        );
        const all = typed.map((cells, i) => player(`P${i}`, cells));
        const split = [0, 1, 2, 3, 4]
          .map((c) =>
            centre(
              `C${c}`,
              all.filter((_, i) => players[i].centre === c),
            ),
          )
          .filter((c) => c.players.length > 0);
        const options = { tiebreaks };
        const whole = byName(
          rankSimultaneous({ name: 'G', master, moves: [], centres: [centre('Uno', all)] }, scores, options),
        );
        const parts = byName(rankSimultaneous({ name: 'G', master, moves: [], centres: split }, scores, options));
        expect(parts).toEqual(whole);
        const room = scoreGame(
          { name: 'G', master, players: all.map((p) => ({ name: p.name, scores: p.rounds.map((r) => r.score) })) },
          options,
        );
        expect(
          Object.fromEntries(
            room.players.map((p) => [
              p.name,
              [p.place, p.rank, p.total, p.bonuses.join(','), p.percent, p.suddenDeath],
            ]),
          ),
        ).toEqual(parts);
      }),
      { numRuns: 80 },
    );
  });
});
