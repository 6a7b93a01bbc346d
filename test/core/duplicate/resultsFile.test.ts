import { refusalOf } from '../../support/errors';
import { writeAtrilFile } from '../../../src/core/files/atrilFile';
import { type CentreResults, readResultsFile, writeResultsFile } from '../../../src/core/duplicate/resultsFile';

const results: CentreResults = {
  centre: 'Club Ñandú',
  game: '7KQM2X9A',
  tab: 'Duplicada 1',
  wordCheck: true,
  rounds: 2,
  players: [
    {
      name: 'Ana Pérez',
      club: 'Ñandú',
      country: 'ES',
      licence: 'L-12',
      rounds: [
        { typed: 'H8-CASA', score: 12 },
        { typed: '', score: 0 },
      ],
      scoreTotal: 12,
      total: 22,
    },
    {
      name: 'Luis',
      club: '',
      country: '',
      licence: '',
      rounds: [
        { typed: '30', score: 30 },
        { typed: '8H-OSO', score: 9 },
      ],
      scoreTotal: 39,
      total: 39,
    },
  ],
};

/** The body as written, changed by `edit`, in a file whose checksum is right. */
/** The written body, loosely typed so that a test can break it. */
interface Body {
  centro?: string;
  partida?: string;
  rondas: number;
  verificacionPalabras?: boolean;
  jugadores: { nombre: string; puntos: number; rondas: { jugada: unknown; puntos: number }[] }[];
}

function edited(edit: (body: Body) => void): string {
  const text = writeResultsFile(results);
  const body = <Body>JSON.parse(text.split('\n').slice(1, -2).join('\n'));
  edit(body);
  return writeAtrilFile('resultados', body);
}

describe('a centre’s results file', () => {
  test('written and read back whole, moves as typed and the centre’s scores', () => {
    const text = writeResultsFile(results);
    expect(text.startsWith('ATRIL 1 resultados\n')).toBe(true);
    expect(readResultsFile(text, 'r.atril')).toEqual(results);
  });

  test('a game file given as results is refused as another kind', () => {
    const error = refusalOf(() => readResultsFile(writeAtrilFile('partida', {}), 'p.atril'));
    expect(error.key).toBe('file.wrongKind.resultados');
  });

  test.each([
    ['a player lacking a round', (b: Body) => b.jugadores[1].rondas.pop(), 'jugadores[1].rondas'],
    ['a round too many', (b: Body) => b.jugadores[0].rondas.push({ jugada: '', puntos: 0 }), 'jugadores[0].rondas'],
    [
      'a score that is not a whole number',
      (b: Body) => (b.jugadores[0].rondas[0].puntos = 1.5),
      'jugadores[0].rondas[0].puntos',
    ],
    ['a negative score', (b: Body) => (b.jugadores[0].rondas[1].puntos = -3), 'jugadores[0].rondas[1].puntos'],
    ['a move that is not text', (b: Body) => (b.jugadores[1].rondas[0].jugada = 30), 'jugadores[1].rondas[0].jugada'],
    ['totals that do not add up', (b: Body) => (b.jugadores[1].puntos = 40), 'jugadores[1].puntos'],
    ['a blank name', (b: Body) => (b.jugadores[0].nombre = '  '), 'jugadores[0].nombre'],
    ['no centre', (b: Body) => delete b.centro, 'centro'],
    ['no fingerprint', (b: Body) => delete b.partida, 'partida'],
    ['no rounds count', (b: Body) => (b.rondas = 0), 'rondas'],
    ['the word check unsaid', (b: Body) => delete b.verificacionPalabras, 'verificacionPalabras'],
  ])('%s is refused naming the field', (_, edit, field) => {
    const error = refusalOf(() => readResultsFile(edited(edit), 'c.atril'));
    expect(error.key).toBe('file.badContent');
    expect(error.params).toEqual({ file: 'c.atril', field });
  });

  test('a file cut short is refused as damaged', () => {
    const text = writeResultsFile(results);
    expect(refusalOf(() => readResultsFile(text.slice(0, text.length - 200), 'c.atril')).key).toBe('file.damaged');
  });
});
