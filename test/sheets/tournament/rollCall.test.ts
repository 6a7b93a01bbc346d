// Pasar lista (rules §16): with a tick, the unticked players who would play the round are
// absent in it (the withdrawn, the late and those already absent aside), the ticks are
// cleared and nothing else is written; with no tick, no roll call.
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';
import { rollCall } from '../../../src/sheets/tournament/rollCall';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const HEADER = ['N°', 'Nombre', 'Entra en ronda', 'Retirado desde ronda', 'Ausente en rondas', 'Presente', 'Notas'];

function workbook(ticks: (boolean | string)[]): MemoryWorkbook {
  const rows = [
    [1, 'Ana', '', '', '', ticks[0], 'capitana'],
    [2, 'Beto', '', '', '3', ticks[1], ''],
    [3, 'Carla', '', 1, '', ticks[2], ''],
    [4, 'Dani', 2, '', '', ticks[3], ''],
    [5, 'Elena', '', '', '1', ticks[4], ''],
    [6, 'Fede', '', '', '', ticks[5], 'llega tarde'],
  ];
  return new MemoryWorkbook({ Jugadores: [HEADER, ...rows] });
}

describe('rollCall', () => {
  it('no tick: everyone plays, nothing to write', () => {
    const book = workbook(['', false, '', '', '', '']);
    expect(rollCall(loadTournament(book, 'es'), 1)).toBeNull();
  });

  it('marks the unticked who would play round 1 absent, clears the ticks, keeps every other cell', () => {
    const book = workbook([true, '', '', '', true, '']);
    const before = book.snapshot('Jugadores') ?? [];
    const call = rollCall(loadTournament(book, 'es'), 1);
    expect(call).not.toBeNull();
    // Beto and Fede are unticked and would play; Carla is withdrawn, Dani enters in round 2, Elena is absent already.
    const absent = call!.tournament.players.filter((player) => player.absentRounds.includes(1)).map((p) => p.name);
    expect(absent).toEqual(['Beto', 'Elena', 'Fede']);
    const lines = call!.write(book);
    expect(lines[0]).toBe(
      'Pasar lista: 2 jugadores sin marcar quedan ausentes en la ronda 1 (Ausente en rondas): Beto, Fede.',
    );
    const after = book.snapshot('Jugadores') ?? [];
    expect(after.map((row) => row[4])).toEqual(['Ausente en rondas', '', '3, 1', '', '', '1', '1']);
    expect(after.map((row) => row[5])).toEqual(['Presente', false, '', '', '', false, '']);
    // Every other column as typed.
    const others = (grid: unknown[][]) => grid.map((row) => row.filter((_, column) => column !== 4 && column !== 5));
    expect(others(after)).toEqual(others(before));
  });

  it('adds Ausente en rondas after the last column when Jugadores has none', () => {
    const book = new MemoryWorkbook({
      Jugadores: [
        ['Nombre', 'Presente'],
        ['Ana', true],
        ['Beto', ''],
      ],
    });
    rollCall(loadTournament(book, 'es'), 1)!.write(book);
    expect(book.snapshot('Jugadores')).toEqual([
      ['Nombre', 'Presente', 'Ausente en rondas'],
      ['Ana', false, ''],
      ['Beto', '', '1'],
    ]);
  });
});
