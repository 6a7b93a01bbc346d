// Nuevo torneo's Jugadores (rules §16.1): the finished tournament's header, every cell that
// describes a player carried, the tournament's columns blank, Presente left to Preparar torneo.
import { nextPlayers } from '../../../src/sheets/actions/nextPlayers';
import type { RatingRow } from '../../../src/sheets/season/ratingListTab';

const listed = (name: string, rating: number | null, club = ''): RatingRow => ({
  name,
  rating,
  club,
  ratedGames: 0,
  tournaments: 1,
  lastTournament: '',
  row: 0,
  cells: [],
});

describe('nextPlayers', () => {
  it("keeps the director's columns and order, blanks the tournament's, drops Presente", () => {
    const old = [
      ['N°', 'Nombre', 'Presente', 'Escalafón', 'Club', 'Teléfono', 'Pagado', 'Ausente en rondas', 'País', 'Cuota'],
      [3, 'Ana Ruiz', true, 1600, 'Norte', '600 111', 'Sí', '2', 'España', 0],
      [7, 'Luis Gil', false, 1500, 'Sur', '', 10, '', 'Perú', ''],
    ];
    const grid = nextPlayers(
      [listed('ana ruiz', 1612, ''), listed('Luis Gil', 1490, 'Este'), listed('Eva Sanz', 1400, 'Norte')],
      old,
      'es',
      'Jugadores',
    );
    expect(grid[0]).toEqual([
      'N°',
      'Nombre',
      'Escalafón',
      'Club',
      'Teléfono',
      'Pagado',
      'Ausente en rondas',
      'País',
      'Cuota',
      'Promedio',
      'Entra en ronda',
      'Retirado desde ronda',
    ]);
    expect(grid.slice(1)).toEqual([
      // Escalafón's name and rating; the old club kept when Escalafón has none.
      ['', 'ana ruiz', 1612, 'Norte', '600 111', '', '', 'España', '', '', '', ''],
      ['', 'Luis Gil', 1490, 'Este', '', '', '', 'Perú', '', '', '', ''],
      ['', 'Eva Sanz', 1400, 'Norte', '', '', '', '', '', '', '', ''],
    ]);
  });

  it('without a Jugadores to carry from: the standard header', () => {
    const grid = nextPlayers([listed('Ana', 1500, 'Norte')], null, 'es', 'Jugadores');
    expect(grid[1].slice(0, 4)).toEqual(['', 'Ana', 1500, 'Norte']);
    expect(grid[0][1]).toBe('Nombre');
  });
});
