// "Mesas de duplicada" (src/sheets/duplicate/seatingView.ts, rules §6.6): the next game's
// tables by table, then alphabetically on a page of its own, with what the order followed
// (and the draw's seed) under the title; the third column says why a player sits there.
import type { Seat } from '../../../src/core/duplicate/seating';
import { t } from '../../../src/i18n';
import { cut, seatingBasisText, seatingTab } from '../../../src/sheets/duplicate/seatingView';

const SEATS: Seat[] = [
  { table: 1, name: 'Zoe', place: 1, eloDi: 1900 },
  { table: 1, name: 'Ángel', place: 2, eloDi: null },
  { table: 2, name: 'Marta', place: 3, eloDi: 1700 },
];
const CONTEXT = { tournament: 'Open de Otoño', game: 'Duplicada 2', lang: 'es' as const };

describe('seatingBasisText', () => {
  it('names the basis, and the seed of a draw so it can be made again', () => {
    expect(seatingBasisText({ seating: 'ranking', seed: 7 }, 'es')).toBe(
      t('es', 'room.view.basis', { basis: t('es', 'room.seating.ranking') }),
    );
    expect(seatingBasisText({ seating: 'random', seed: 7 }, 'en')).toBe(
      t('en', 'room.view.basisSeed', { basis: t('en', 'room.seating.random'), seed: 7 }),
    );
  });
});

describe('seatingTab', () => {
  it('by table, then by name on a page of its own, with the place as the reason under a ranking basis', () => {
    const tab = seatingTab(SEATS, { seating: 'ranking', seed: 1 }, CONTEXT);
    const rows = tab.grid.map((row) => row.filter((cell) => cell !== ''));
    expect(rows[0]).toEqual(['Duplicada 2 · Mesas de duplicada']);
    expect(rows[1]).toEqual(['Open de Otoño']);
    expect(rows[4]).toEqual(['Por mesa']);
    expect(rows[5]).toEqual(['Mesa', 'Jugador', 'Puesto']);
    expect(rows.slice(6, 9)).toEqual([
      [1, 'Zoe', 1],
      [1, 'Ángel', 2],
      [2, 'Marta', 3],
    ]);
    const byName = tab.pageBreaks?.[0] as number;
    expect(rows[byName - 1]).toEqual(['Por orden alfabético']);
    // Spanish order: Á with A.
    expect(rows.slice(byName + 1).map((row) => row[1])).toEqual(['Ángel', 'Marta', 'Zoe']);
    expect(tab.headerRows).toEqual([6, byName + 1]);
  });

  it('the EloDI as the reason before any place; no third column for a draw', () => {
    const fresh = SEATS.map((seat) => ({ ...seat, place: null }));
    const byEloDi = seatingTab(fresh, { seating: 'eloDi', seed: 1 }, CONTEXT);
    expect(byEloDi.grid[5].filter((cell) => cell !== '')).toEqual(['Mesa', 'Jugador', 'EloDI']);
    expect(byEloDi.grid[7].slice(0, 3)).toEqual([1, 'Ángel', '']);
    const drawn = seatingTab(SEATS, { seating: 'random', seed: 4 }, CONTEXT);
    expect(drawn.grid[5].filter((cell) => cell !== '')).toEqual(['Mesa', 'Jugador']);
    expect(drawn.grid[2][0]).toContain('4');
  });
});

describe('cut', () => {
  it('a text within the limit as it is; longer, cut with … to the limit', () => {
    expect(cut('Duplicada 2', 20)).toBe('Duplicada 2');
    expect(cut('Campeonato de España', 10)).toBe('Campeonat…');
    expect(cut('Ñandú Ñandú Ñandú', 9)).toBe('Ñandú Ña…');
    expect(cut('Ñandú Ñandú Ñandú', 7)).toBe('Ñandú…');
    // No space left before the ….
    expect(cut('Open de Otoño', 6)).toBe('Open…');
  });
});
