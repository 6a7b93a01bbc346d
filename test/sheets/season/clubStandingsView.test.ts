// Clasificación por clubes as printed (rules §2): its columns keep room for what the club
// standings can come to by the last planned round, so the tab's layout stays from round to
// round whoever turns out to be each club's best players.
import { scoresheet } from '../../../src/core/scores';
import { printLayout } from '../../../src/sheets/grid/printedTab';
import { clubStandingsGrid, clubStandingsRoom } from '../../../src/sheets/season/clubStandingsView';
import { table } from '../../../src/sheets/tournament/viewTabs';
import { PLANNED_ROUNDS, plannedTournament } from '../../fixtures/plannedTournament';

describe('clubStandingsRoom', () => {
  const stages = plannedTournament(2);
  const tab = (round: number, bestN: number) => {
    const sheet = scoresheet(stages[round]);
    return table(clubStandingsGrid(sheet, bestN, 'es'), clubStandingsRoom(sheet, bestN, PLANNED_ROUNDS));
  };

  test.each([1, 2, 3])('best %i: the same layout from set-up to the last round', (bestN) => {
    const first = printLayout(tab(0, bestN));
    for (let round = 1; round <= PLANNED_ROUNDS; round++)
      expect([round, printLayout(tab(round, bestN))]).toEqual([round, first]);
  });

  test("the counted players' column has room for the club's longest names, however the club ranks them", () => {
    const sheet = scoresheet(stages[0]);
    const { room, numberColumns } = clubStandingsRoom(sheet, 2, PLANNED_ROUNDS);
    // Scrabble Madrid (N° 1, 4, 7, 10): its two longest names make the longest list of any club.
    expect(room[5]).toBe('María de los Ángeles Fernández-Villaverde, Inés Moreno Prieto');
    expect(room.slice(0, 2)).toEqual([2, 'Club Letras Murcia']);
    // Puesto, Puntos, Puntos Scrabble, Jugadores are numbers; Club and Puntúan text.
    expect(numberColumns).toEqual([1, 3, 4, 5]);
  });
});
