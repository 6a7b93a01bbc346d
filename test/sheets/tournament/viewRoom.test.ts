// The room each printed view keeps for the values still to come (rules §2 printing): the
// widest value every column can reach by the last planned round, worked out by hand here.
import { scoresheet } from '../../../src/core/scores';
import { shownLength } from '../../../src/sheets/grid/printedTab';
import {
  cardsRoom,
  crosstableRoom,
  eloRoom,
  longest,
  standingsRoom,
  viewRoom,
  widest,
} from '../../../src/sheets/tournament/viewRoom';
import { ELO_ROUND } from '../../fixtures/eloRound';
import { WORKED } from '../../fixtures/workedTournament';

describe('widest and longest', () => {
  test('a number as wide as any up to the bound: halves, quarters, a minus sign', () => {
    expect(widest(10, 1)).toBe(10.5);
    expect(widest(7.5, 2)).toBe(7.25);
    expect(widest(14000)).toBe(14000);
    expect(widest(280, 0, true)).toBe(-280);
    // "9.5" and "10.5" are the widest of up to 9.5 and of up to 10.
    expect(shownLength(widest(9.5, 1))).toBe(3);
    expect(shownLength(widest(10, 1))).toBe(4);
  });

  test('the longest text by characters shown (an accent is one); none gives blank', () => {
    expect(longest(['Sí', 'No', 'Yes'])).toBe('Yes');
    expect(longest(['Ñuño', 'Ana'])).toBe('Ñuño');
    expect(longest([])).toBe('');
  });

  test('the number columns are those whose room is a number', () => {
    expect(viewRoom([8, 'Ana', '', 2.5])).toEqual({ room: [8, 'Ana', '', 2.5], numberColumns: [1, 4] });
  });
});

describe('the room of each view (WORKED: 8 players, 3 rounds paired, byes worth 1, forfeits played)', () => {
  const sheet = scoresheet(WORKED);

  test('Clasificación, 7 planned rounds: places and N° to 8, points to 7, SB to 49 in quarters, Scrabble to 7 × 2000', () => {
    const { room, numberColumns } = standingsRoom(sheet, 7, 'es');
    // Config's tiebreaks: SB, Puntos Scrabble; then Estado.
    expect(room).toEqual([8, 8, '', '', 7.5, 49.25, 14000, 'Retirado desde la ronda 7']);
    expect(numberColumns).toEqual([1, 2, 5, 6, 7]);
    const every = standingsRoom(sheet, 4, 'en', [
      'spread',
      'buchholz',
      'medianBuchholz',
      'progressive',
      'wins',
      'averageOpponentRating',
      'directEncounter',
    ]).room.slice(5);
    // Spread down to −4 × 2000; Buchholz and progressive to 4 × 4; 4 wins; Ana's 2000 the highest rating.
    expect(every).toEqual([-8000, 16.5, 16.5, 16.5, 4, 2000, 4.5, 'Withdrawn from round 4']);
  });

  test('Tabla cruzada: every round column has room for a forfeit once the tournament has had one', () => {
    const { room, numberColumns } = crosstableRoom(sheet, 5, 'es');
    expect(room).toEqual([8, 8, '', '8 1 NP', '8 1 NP', '8 1 NP', '8 1 NP', '8 1 NP', 5.5]);
    expect(numberColumns).toEqual([1, 2, 9]);
    // Without a forfeit: a game with a result ("8+ ½") or a bye ("Desc 1"), the longer of them.
    const clean = { ...WORKED, games: WORKED.games.filter((game) => game.override === null) };
    expect(crosstableRoom(scoresheet(clean), 3, 'es').room.slice(3, 6)).toEqual(['Desc 1', 'Desc 1', 'Desc 1']);
    expect(crosstableRoom(scoresheet(clean), 3, 'en').room[3]).toBe('Bye 1');
    const many = { ...clean, players: [...clean.players, { ...clean.players[0], id: 120 }] };
    expect(crosstableRoom(scoresheet(many), 3, 'en').room[3]).toBe('120+ ½');
  });

  test('Tarjetas: Ronda to the last round, any player as Rival, the longest result mark, running totals', () => {
    const { room, numberColumns } = cardsRoom(sheet, 7, 'es');
    expect(room).toEqual([7, 8, 'Elena Esteve', 'Sí', 'G NP', 1.5, 7.5, 2000, 14000, 7.25]);
    expect(numberColumns).toEqual([1, 2, 6, 7, 8, 9, 10]);
  });

  test('ELO: ratings as high as the highest, moved by K each round, a performance 800 above', () => {
    const { room, numberColumns } = eloRoom(scoresheet(ELO_ROUND), 3);
    // ELO_ROUND: highest rating 2307, K 10.
    expect(room).toEqual([8, '', 2307, 3, 3.5, 3.25, -30, 2337, 2307, 3107]);
    expect(numberColumns).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
