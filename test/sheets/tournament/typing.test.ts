// The director's typing done by a program: each value lands where a director would type it,
// under the workbook's own headers, in either language.
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import {
  typedPlayer,
  typePlayers,
  typePlayerValue,
  typeRoundResults,
  typeSetting,
} from '../../../src/sheets/tournament/typing';

describe('typeSetting', () => {
  it('types beside the setting’s row, found in either language; a new setting goes below', () => {
    const book = new MemoryWorkbook({
      Configuración: [
        ['Clave', 'Valor'],
        ['Rondas', 7],
        ['Gibson rule', 'No'],
      ],
    });
    typeSetting(book, 'rondas', 5, 'es');
    typeSetting(book, 'Regla de Gibson', 'Sí', 'es');
    typeSetting(book, 'Última ronda', 'Rey de la pista', 'es');
    typeSetting(book, 'Nota del club', 'libre', 'es');
    typeSetting(book, 'nota del club', 'otra', 'es');
    expect(book.read('Configuración')).toEqual([
      ['Clave', 'Valor'],
      ['Rondas', 5],
      ['Gibson rule', 'Sí'],
      ['Última ronda', 'Rey de la pista'],
      ['Nota del club', 'otra'],
    ]);
  });
});

describe('typedPlayer', () => {
  it('blank for what is unknown, the entry round only when late, absences as a list', () => {
    expect(typedPlayer({ name: 'Ana', rating: null, club: '', average: null })).toEqual({
      name: 'Ana',
      rating: '',
      club: '',
      average: '',
      entryRound: '',
      withdrawnFromRound: '',
      absentRounds: '',
    });
    expect(
      typedPlayer({
        name: 'Luis',
        rating: 1800,
        club: 'Bilbao',
        average: 350,
        entryRound: 1,
        withdrawnFromRound: 5,
        absentRounds: [2, 4],
      }),
    ).toMatchObject({ rating: 1800, average: 350, entryRound: '', withdrawnFromRound: 5, absentRounds: '2, 4' });
    expect(typedPlayer({ name: 'Eva', rating: 1700, club: '', average: null, entryRound: 3 }).entryRound).toBe(3);
  });
});

describe('typePlayers and typePlayerValue', () => {
  it('lay each player under the header as it stands (columns reordered, one missing)', () => {
    const book = new MemoryWorkbook({ Jugadores: [['Club', 'Nombre', 'N°', 'Escalafón', 'Ausente en rondas']] });
    typePlayers(
      book,
      [
        { name: 'Ana Gil', rating: 1800, club: 'Bilbao', absentRounds: '2, 4', entryRound: 3 },
        { name: 'Luis Paz', rating: '', club: '' },
      ],
      'es',
    );
    typePlayers(book, [], 'es');
    expect(book.read('Jugadores')).toEqual([
      ['Club', 'Nombre', 'N°', 'Escalafón', 'Ausente en rondas'],
      ['Bilbao', 'Ana Gil', '', 1800, '2, 4'],
      ['', 'Luis Paz', '', '', ''],
    ]);
    expect(typePlayerValue(book, 'ana gil', 'absentRounds', '2', 'es')).toBe(true);
    expect(book.read('Jugadores')?.[1]).toEqual(['Bilbao', 'Ana Gil', '', 1800, '2']);
    // No such player, or no such column: nothing written.
    expect(typePlayerValue(book, 'Eva Sol', 'absentRounds', '2', 'es')).toBe(false);
    expect(typePlayerValue(book, 'Ana Gil', 'withdrawnFromRound', 3, 'es')).toBe(false);
  });
});

describe('typeRoundResults', () => {
  const rounds = () => [
    ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'],
    [1, 1, 'Ana', 'Luis', 400, 300, ''],
    [2, 1, 'Ana', 'Eva', '', '', ''],
    [2, 2, 'Luis', 'Pepe', '', '', ''],
    [2, 3, 'Rosa', 'DESCANSO', '', '', ''],
    [2, 4, 'Juan', 'Marta', '', '', 'NP1'],
  ];

  it('types the round’s games still without a result, in row order, byes skipped', () => {
    const book = new MemoryWorkbook({ Rondas: rounds() });
    const seen: string[] = [];
    const typed = typeRoundResults(
      book,
      2,
      (first, second) => {
        seen.push(`${first}-${second}`);
        return first === 'Luis' ? { override: 'NP2' } : { score1: 410, score2: 390 };
      },
      'es',
    );
    expect(seen).toEqual(['Ana-Eva', 'Luis-Pepe']);
    expect(typed).toBe(2);
    expect(book.read('Rondas')?.slice(2)).toEqual([
      [2, 1, 'Ana', 'Eva', 410, 390, ''],
      [2, 2, 'Luis', 'Pepe', '', '', 'NP2'],
      [2, 3, 'Rosa', 'DESCANSO', '', '', ''],
      [2, 4, 'Juan', 'Marta', '', '', 'NP1'],
    ]);
    // The two adjacent scores in one write.
    expect(book.calls.filter((call) => call.kind === 'write')).toHaveLength(2);
  });

  it('scores in columns apart (a user moved them) are typed one by one; null types nothing', () => {
    const book = new MemoryWorkbook({
      Rondas: [
        ['Puntos 2', 'Ronda', 'Jugador 1', 'Jugador 2', 'Puntos 1'],
        ['', 1, 'Ana', 'Luis', ''],
        ['', 1, 'Eva', 'Pepe', ''],
      ],
    });
    const typed = typeRoundResults(book, 1, (first) => (first === 'Ana' ? { score1: 1, score2: 2 } : null), 'es');
    expect(typed).toBe(1);
    expect(book.read('Rondas')?.slice(1)).toEqual([
      [2, 1, 'Ana', 'Luis', 1],
      ['', 1, 'Eva', 'Pepe', ''],
    ]);
  });
});
