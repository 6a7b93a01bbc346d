// The arbiter's message of a master search (rules §20): the ties with their leaves, the next scores.
import { searchLines } from '../../../src/sheets/actions/arbiter';

describe('searchLines', () => {
  it('one top move: no choice offered to the arbiter', () => {
    expect(searchLines('es', { score: 40, ties: [['H8-SIOUX', 'CD']], below: [] })).toEqual([
      'Una sola jugada de 40 puntos:',
      '  H8-SIOUX — queda CD',
    ]);
  });

  it('tied top moves: criterion 2 is the arbiter’s, every tie with its leave, then the next scores', () => {
    const lines = searchLines('es', {
      score: 12,
      ties: [
        ['H8-CASA', 'ELO'],
        ['H4-CASA', ''],
      ],
      below: [[10, 'H8-CAS']],
    });
    expect(lines[0]).toBe(
      '2 jugadas de 12 puntos (el criterio 2, el resto más equilibrado, es del árbitro: puede escribir otra de ellas en Jugada):',
    );
    expect(lines.slice(1)).toEqual([
      '  H8-CASA — queda ELO',
      '  H4-CASA — queda nada',
      'Las siguientes puntuaciones:',
      '  10: H8-CAS',
    ]);
  });
});
