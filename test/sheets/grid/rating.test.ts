import { AtrilError } from '../../../src/core/errors';
import { cellScore } from '../../../src/sheets/grid/cells';
import { ratingCell, separatedRating } from '../../../src/sheets/grid/rating';
import { readGames } from '../../../src/sheets/tournament/rounds';
import { renderError } from '../../../src/core/errors';

describe('ratings as people type them (rules §16.1)', () => {
  it.each([
    ['1.650', 1650],
    ['1,650', 1650],
    ['1 650', 1650],
    ['1\u00a0650', 1650],
    [' 2.000 ', 2000],
    ['0.000', 0],
    ['3.000', 3000],
  ])('"%s" reads %d', (text, value) => {
    expect(separatedRating(text)).toBe(value);
    expect(ratingCell(text)).toBe(value);
  });

  it.each(['3.001', '1.65', '1.6500', '12.345', '1.650.000', 'abc'])('"%s" is not a separated rating', (text) => {
    expect(separatedRating(text)).toBeNull();
  });

  it('a plain number or a blank reads as before; a negative is refused as before', () => {
    expect(ratingCell(1650)).toBe(1650);
    expect(ratingCell('')).toBeNull();
    expect(() => ratingCell(-5)).toThrow(AtrilError);
    expect(() => ratingCell('5.000')).toThrow(AtrilError);
  });
});

describe('both scores in one Puntos cell (rules §16.1)', () => {
  it.each(['420-380', '420 - 380', '420–380', '420:380', '420/380'])('"%s" is refused with what to type', (text) => {
    expect(() => cellScore(text)).toThrow(AtrilError);
    try {
      cellScore(text);
    } catch (error) {
      expect(renderError(error, 'es')).toContain('420 en esta celda y 380 en la del otro jugador');
    }
  });

  it('names the tab, row and column in Rondas', () => {
    const grid = [
      ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'],
      [1, 1, 'Ana', 'Luis', '420-380', '', ''],
    ];
    let message = '';
    try {
      const player = (id: number, name: string) => ({
        id,
        name,
        rating: null,
        club: '',
        average: null,
        entryRound: 1,
        withdrawnFromRound: null,
        absentRounds: [],
      });
      readGames(grid, [player(1, 'Ana'), player(2, 'Luis')], { lang: 'es', tab: 'Rondas' });
    } catch (error) {
      message = renderError(error, 'es');
    }
    expect(message).toContain('Rondas');
    expect(message).toContain('fila 2');
    expect(message).toContain('Puntos 1');
    expect(message).toContain('«420-380» son los dos tanteos: escribe 420');
  });
});
