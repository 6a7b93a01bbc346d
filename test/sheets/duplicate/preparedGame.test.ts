// A prepared game in the document's memory (rules §20): kept and read under the tab's key,
// unreadable values forgotten, and where the tab stops following it.
import { mapMemory } from '../../../src/sheets/grid/memory';
import { readArbiterTab } from '../../../src/sheets/duplicate/arbiterGame';
import {
  type PreparedGame,
  keepPrepared,
  preparedBreak,
  preparedKey,
  readPrepared,
} from '../../../src/sheets/duplicate/preparedGame';

const round = (move: string) => ({
  leave: '',
  drawn: 'AEIORST',
  cambios: 0,
  bag: [93, 40, 50, 2] as [number, number, number, number],
  move,
  score: 10,
  ties: [],
  below: [],
});
const game: PreparedGame = { seed: 8, rounds: [round('H8-RES'), round('9H-ESO')], end: null };
const tab = (moves: string[]) =>
  readArbiterTab(
    [
      ['Nombre', 'R1', 'R2', 'R3'],
      ['Maestra', '', '', ''],
      ['Jugada', ...moves, ...['', '', ''].slice(moves.length)],
    ],
    'Duplicada 1',
    'es',
  );

test('kept as text under atril.prepared.<tab>, read back, forgotten with null; a damaged value reads as none', () => {
  const memory = mapMemory();
  keepPrepared(memory, 'Duplicada 1', game);
  expect(preparedKey('Duplicada 1')).toBe('atril.prepared.Duplicada 1');
  expect(readPrepared(memory, 'Duplicada 1')).toEqual(game);
  expect(readPrepared(memory, 'Duplicada 2')).toBeNull();
  memory.set(preparedKey('Duplicada 2'), '{not json');
  expect(readPrepared(memory, 'Duplicada 2')).toBeNull();
  keepPrepared(memory, 'Duplicada 1', null);
  expect(readPrepared(memory, 'Duplicada 1')).toBeNull();
});

test('the tab follows while the seed and every earlier master move are the prepared ones (notation aside)', () => {
  expect(preparedBreak(game, tab([]), 8, 0)).toBeNull();
  expect(preparedBreak(game, tab(['h8 - RES']), 8, 1)).toBeNull();
  expect(preparedBreak(game, tab(['H8-RES', '9H-ESO']), 8, 2)).toBeNull();
  expect(preparedBreak(game, tab(['H8-RES', '9H-OSO']), 8, 2)).toBe(1);
  expect(preparedBreak(game, tab(['H8-RES']), 9, 1)).toBe(-1);
  // Past the rounds prepared, nothing to compare: it still follows (the draw goes on live).
  expect(preparedBreak(game, tab(['H8-RES', '9H-ESO', 'A1-XX']), 8, 3)).toBeNull();
});
