// The board (rules §6.7): placing a move in canonical notation, scoring it, and every
// reason it cannot be played. Scores are worked out by hand in the comments.
import fc from 'fast-check';
import {
  type Board,
  emptyBoard,
  parseTiles,
  playMove,
  premiumAt,
  rackLeft,
  replayMoves,
  tilesLacking,
  tileText,
} from '../../../src/core/duplicate';
import { type RandomMove, type TextBoard, SIZE, randomGame, squareOf } from '../../support/boardGames';

/** The board after `moves`, each of which must be legal. */
function boardAfter(...moves: string[]): Board {
  const replay = replayMoves(moves);
  if (!replay.ok) throw new Error(`move ${replay.index + 1}: ${replay.problem.key}`);
  return replay.boards[replay.boards.length - 1];
}

const score = (board: Board, move: string, rack?: string) => {
  const verdict = playMove(board, move, rack === undefined ? null : parseTiles(rack));
  return verdict.ok ? verdict.score : verdict.problem.key;
};

const problem = (board: Board, move: string, rack?: string) => {
  const verdict = playMove(board, move, rack === undefined ? null : parseTiles(rack));
  return verdict.ok ? null : verdict.problem;
};

const textOf = (board: Board): TextBoard => board.map((row) => row.map((tile) => (tile ? tileText(tile) : '')));

describe('premium squares', () => {
  test('the list of rules §6.7, and the board is symmetric under turning it on its diagonal', () => {
    expect(premiumAt(1, 1)).toBe('word3');
    expect(premiumAt(8, 8)).toBe('word2');
    expect(premiumAt(2, 6)).toBe('letter3');
    expect(premiumAt(8, 4)).toBe('letter2');
    expect(premiumAt(8, 9)).toBeNull();
    let counts = { word3: 0, word2: 0, letter3: 0, letter2: 0 } as Record<string, number>;
    for (let r = 1; r <= 15; r++) {
      for (let c = 1; c <= 15; c++) {
        const premium = premiumAt(r, c);
        expect(premiumAt(c, r)).toBe(premium);
        expect(premiumAt(16 - r, c)).toBe(premium);
        if (premium) counts = { ...counts, [premium]: counts[premium] + 1 };
      }
    }
    // 8 triple words, 17 double words (16 + the centre), 12 triple letters, 24 double letters.
    expect(counts).toEqual({ word3: 8, word2: 17, letter3: 12, letter2: 24 });
  });
});

describe('playMove: scores worked by hand', () => {
  test('rules §6.7 checks: H8-CASA on an empty board is 12; H2-CASAMOS with seven tiles is 74', () => {
    // C3 A1 S1 A1 on H8..H11; H8 is the centre (word ×2), H12 (letter ×2) is not covered: 6 × 2 = 12.
    expect(score(emptyBoard(), 'H8-CASA')).toBe(12);
    // H2 C3, H3 A1, H4 S1 on a letter ×2 → 2, H5 A1, H6 M3, H7 O1, H8 S1 on the centre (word ×2):
    // (3+1+2+1+3+1+1) × 2 = 24, + 50 for the seven tiles = 74.
    const play = playMove(emptyBoard(), 'H2-CASAMOS');
    expect(play).toMatchObject({ ok: true, score: 74, bingo: true });
  });

  test('down, digraphs and blanks', () => {
    // 8H-CASA: H8 C (word ×2), I8 A, J8 S, K8 A, no other premium: 6 × 2 = 12.
    expect(score(emptyBoard(), '8H-CASA')).toBe(12);
    // CH is one tile worth 5: H8 CH, H9 A, H10 L: (5+1+1) × 2 = 14.
    expect(score(emptyBoard(), 'H8-CHAL')).toBe(14);
    // A blank s scores 0: (3+1+0+1) × 2 = 10.
    expect(score(emptyBoard(), 'H8-CAsA')).toBe(10);
  });

  test('a word through a tile on the board: the old tile counts, its premium does not', () => {
    const board = boardAfter('H8-CASA');
    // 9G-PAZ (column 9 down from G): G9 P on a letter ×2 → 6, H9 A already there → 1, I9 Z on a
    // letter ×2 → 20: 27, no cross-word (G8, G10, I8, I10 empty).
    const play = playMove(board, '9G-PAZ');
    expect(play).toMatchObject({ ok: true, score: 27, bingo: false });
    if (play.ok) expect(play.placed.map((p) => tileText(p.tile))).toEqual(['P', 'Z']);
    // 8H-CON: H8 C is on the board (its word ×2 does not count again): 3 + O1 + N1 = 5.
    expect(score(board, '8H-CON')).toBe(5);
  });

  test('cross-words: each new tile beside the board makes one, premiums only under new tiles', () => {
    const board = boardAfter('H8-CASA');
    // 12H-SOL: H12 S on a letter ×2 → 2, I12 O 1, J12 L 1: 4. The S extends CASA across:
    // CASAS = 3+1+1+1 + 2 (the new S on H12, letter ×2) = 8. Total 12.
    const play = playMove(board, '12H-SOL');
    expect(play).toMatchObject({ ok: true, score: 12 });
    if (play.ok)
      expect(play.words.map((w) => [w.text, w.score])).toEqual([
        ['SOL', 4],
        ['CASAS', 8],
      ]);
    // I9-AS, under H9 A and H10 S: AS = A on I9 (letter ×2) 2 + S 1 = 3; down AA = 1 + 2 = 3;
    // down SS = 1 + 1 = 2. Total 8.
    const under = playMove(board, 'I9-AS');
    expect(under).toMatchObject({ ok: true, score: 8 });
    if (under.ok)
      expect(under.words.map((w) => [w.text, w.score])).toEqual([
        ['AS', 3],
        ['AA', 3],
        ['SS', 2],
      ]);
  });

  test('a cross-word doubled by a word ×2 under its new tile; a word ×3 on the main word', () => {
    // After 8D-CASA... : D8 C (letter ×2 → 6), E8 A, F8 S, G8 A, H8 S (centre, word ×2):
    // (6+1+1+1+1) × 2 = 20.
    expect(score(emptyBoard(), '8D-CASAS')).toBe(20);
    const board = boardAfter('8D-CASAS');
    // E5-ROTAS: E5 R (word ×2), E6 O, E7 T, E8 A on the board, E9 S. Main word:
    // (1+1+1+1+1) × 2 = 10. No cross-word: D5..D7, F5..F7, D9, F9 are empty. Total 10.
    expect(score(board, 'E5-ROTAS')).toBe(10);
    // A1-... reaching nothing is not connected; 1A-... neither. A8-...: A8 is a word ×3.
    // 8A-ZOO: A8 Z 10, B8 O 1, C8 O 1 then D8 C is on the board: runs into it.
    expect(score(board, '8A-ZOO')).toBe('board.move.runsInto');
    // 8A-ZOOCASAS: A8 Z (word ×3) 10, B8 O 1, C8 O 1, then CASAS on the board 3+1+1+1+1:
    // (10+1+1+7) × 3 = 57.
    expect(score(board, '8A-ZOOCASAS')).toBe(57);
  });

  test('the 50 points need seven new tiles, not seven letters', () => {
    const board = boardAfter('H8-CASA');
    // H8-CASAMIENTO would run off; 8H-... keep to a 7-letter word with one old tile: 6 new, no bonus.
    // 9A-MAESTRA: A9..G9 M A E S T R A, H9 is A on the board → the word is 8 long with H9: write it.
    // 9A-MAESTRAA: A9 M3, B9 A1, C9 E1 (letter ×2 → 2), D9 S1, E9 T1, F9 R1, G9 A1 (letter ×2 → 2),
    // H9 A1 (old): 12, no word premium; seven new tiles: + 50 = 62.
    expect(playMove(board, '9A-MAESTRAA')).toMatchObject({ ok: true, score: 62, bingo: true });
  });
});

describe('playMove: every illegality of rules §6.7', () => {
  const board = boardAfter('H8-CASA');
  test.each([
    ['first move off the centre', emptyBoard(), 'H9-CASA', undefined, 'board.move.centre'],
    ['first move elsewhere', emptyBoard(), 'A1-CASA', undefined, 'board.move.centre'],
    ['runs on into a tile after its last letter', board, 'H4-CASA', undefined, 'board.move.runsInto'],
    ['runs on into a tile before its first letter', board, 'H12-SOL', undefined, 'board.move.runsInto'],
    ['a letter other than the tile on the square', board, '9G-POZ', undefined, 'board.move.mismatch'],
    ['no new tile', board, 'H8-CASA', undefined, 'board.move.noNewTile'],
    ['not connected', board, 'A1-CASA', undefined, 'board.move.notConnected'],
    ['does not fit', board, 'H14-CASA', undefined, 'dup.move.tooLong'],
    ['not in canonical notation', board, 'CASA', undefined, 'dup.move.format'],
    ['more than seven new tiles', emptyBoard(), 'H8-ABCDEFGI', undefined, 'board.move.tooManyTiles'],
    ['a tile the rack lacks', emptyBoard(), 'H8-CASA', 'CAAEIOU', 'board.move.notInRack'],
    ['a blank the rack lacks', emptyBoard(), 'H8-CAsA', 'CASAEIO', 'board.move.notInRack'],
  ])('%s', (_, on, move, rack, key) => {
    expect(problem(on, move, rack)?.key).toBe(key);
  });

  test('the messages say where', () => {
    expect(problem(board, 'H4-CASA')?.params).toEqual({ value: 'H4-CASA', square: 'H8' });
    expect(problem(board, '9G-POZ')?.params).toEqual({ value: '9G-POZ', square: 'H9', typed: 'O', tile: 'A' });
    expect(problem(emptyBoard(), 'H8-CASA', 'CAAEIOU')?.params).toEqual({
      value: 'H8-CASA',
      tile: 'S',
      rack: 'C A A E I O U',
    });
    // A rack whose double tile holds the letter missing: read tile by tile, with the hint's letters.
    expect(problem(board, '9G-RAR', 'AEGOORR')).toEqual({
      key: 'board.move.notInRackDigraph',
      params: { value: '9G-RAR', tile: 'R', rack: 'A E G O O RR', pair: 'RR', letter: 'R' },
    });
  });

  test('with the rack: a blank stands for any letter, a lower-case rack tile is a blank', () => {
    expect(score(emptyBoard(), 'H8-CAsA', 'CAA?EIO')).toBe(10);
    expect(score(emptyBoard(), 'H8-CAsA', 'CAAsEIO')).toBe(10);
    expect(score(emptyBoard(), 'H8-CHAL', 'CHALEIO')).toBe(14);
  });

  test('the board given is not changed', () => {
    const before = JSON.stringify(board);
    playMove(board, '12H-SOL');
    expect(JSON.stringify(board)).toBe(before);
  });
});

describe('racks and the board', () => {
  test('rackLeft: what the master move leaves; tilesLacking: what a rack does not hold', () => {
    const play = playMove(emptyBoard(), 'H8-CAsA');
    if (!play.ok) throw new Error(play.problem.key);
    const left = rackLeft(parseTiles('CAA?XYZ'), play.placed);
    expect(left.map(tileText).join('')).toBe('XYZ');
    expect(tilesLacking(parseTiles('XYEIOU?'), left).map(tileText)).toEqual(['Z']);
    expect(tilesLacking(parseTiles('XYZEIOU'), left)).toEqual([]);
  });
});

// Independent of the code: the values and premiums re-typed from rules §6.7.
const VALUES: Record<string, number> = {};
for (const [letters, value] of [
  ['A E O I S N L R U T', 1],
  ['D G', 2],
  ['C B M P', 3],
  ['H F V Y', 4],
  ['CH Q', 5],
  ['J LL Ñ RR X', 8],
  ['Z', 10],
] as const) {
  for (const letter of letters.split(' ')) VALUES[letter] = value;
}
const ROWS = 'ABCDEFGHIJKLMNO';
const PREMIUM: Record<string, [number, number]> = {};
for (const [squares, letter, word] of [
  ['A1 A8 A15 H1 H15 O1 O8 O15', 1, 3],
  ['B2 C3 D4 E5 K11 L12 M13 N14 B14 C13 D12 E11 K5 L4 M3 N2 H8', 1, 2],
  ['B6 B10 F2 F6 F10 F14 J2 J6 J10 J14 N6 N10', 3, 1],
  ['A4 A12 C7 C9 D1 D8 D15 G3 G7 G9 G13 H4 H12 I3 I7 I9 I13 L1 L8 L15 M7 M9 O4 O12', 2, 1],
] as const) {
  for (const square of squares.split(' ')) PREMIUM[square] = [letter, word];
}
const valueOf = (tile: string) => (tile === tile.toUpperCase() ? VALUES[tile] : 0);

/** Scores a random move on the test's own board: every run of two or more through a new tile. */
function expectedScore(board: TextBoard, move: RandomMove): { words: number[]; bingo: boolean } {
  const after = board.map((line) => line.slice());
  const fresh = new Set<string>();
  move.word.forEach((tile, i) => {
    const { row, column } = squareOf(move.segment, i);
    if (move.fresh[i]) {
      after[row - 1][column - 1] = tile;
      fresh.add(`${row},${column}`);
    }
  });
  const run = (row: number, column: number, across: boolean) => {
    const dr = across ? 0 : 1;
    const dc = across ? 1 : 0;
    const ok = (r: number, c: number) => r >= 1 && r <= SIZE && c >= 1 && c <= SIZE && after[r - 1][c - 1] !== '';
    while (ok(row - dr, column - dc)) {
      row -= dr;
      column -= dc;
    }
    let sum = 0;
    let factor = 1;
    let length = 0;
    while (ok(row, column)) {
      const [letter, word] = fresh.has(`${row},${column}`) ? (PREMIUM[`${ROWS[row - 1]}${column}`] ?? [1, 1]) : [1, 1];
      sum += valueOf(after[row - 1][column - 1]) * letter;
      factor *= word;
      length++;
      row += dr;
      column += dc;
    }
    return length > 1 ? sum * factor : null;
  };
  const { row, column } = move.segment;
  const words = [run(row, column, move.segment.across) as number];
  move.word.forEach((_, i) => {
    if (!move.fresh[i]) return;
    const square = squareOf(move.segment, i);
    const cross = run(square.row, square.column, !move.segment.across);
    if (cross !== null) words.push(cross);
  });
  return { words, bingo: move.fresh.filter(Boolean).length === 7 };
}

const transpose = (board: TextBoard): TextBoard => board.map((_, r) => board.map((line) => line[r]));
/** The same move read the other way: H8-CASA ↔ 8H-CASA. */
const turned = (text: string) => {
  const [square, word] = text.split('-');
  const match = /^([A-O])(\d+)$/.exec(square) ?? /^(\d+)([A-O])$/.exec(square);
  if (!match) throw new Error(text);
  const across = /^[A-O]/.test(square);
  const letter = across ? match[1] : match[2];
  const number = across ? match[2] : match[1];
  // Turned on the diagonal, row r column c becomes row c column r, and across becomes down.
  const newRow = ROWS[Number(number) - 1];
  const newColumn = ROWS.indexOf(letter) + 1;
  return across ? `${newColumn}${newRow}-${word}` : `${newRow}${newColumn}-${word}`;
};

describe('properties', () => {
  test("a move's score is the sum over the words it forms (+50 for seven tiles), each word scored independently", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (seed) => {
        const { moves, boards } = randomGame(seed, 12);
        let board = emptyBoard();
        moves.forEach((move, i) => {
          const play = playMove(board, move.text);
          if (!play.ok) throw new Error(`${move.text}: ${play.problem.key}`);
          const expected = expectedScore(boards[i], move);
          expect(play.words.map((word) => word.score)).toEqual(expected.words);
          expect(play.bingo).toBe(expected.bingo);
          expect(play.score).toBe(expected.words.reduce((a, b) => a + b, 0) + (expected.bingo ? 50 : 0));
          board = play.board;
          expect(textOf(board)).toEqual(boards[i + 1]);
        });
      }),
      { numRuns: 60 },
    );
  });

  test("replaying a game's master moves gives the same board in any reading", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (seed) => {
        const { moves, boards } = randomGame(seed, 10);
        const texts = moves.map((move) => move.text);
        const replay = replayMoves(texts);
        if (!replay.ok) throw new Error(replay.problem.key);
        // Read one at a time, as a whole, spelt loosely (lower-case square, spaces), and turned on
        // the diagonal (across ↔ down): the same boards and the same scores.
        expect(replay.boards.map(textOf)).toEqual(boards);
        const loose = replayMoves(
          texts.map((text) => ` ${text.replace('-', ' - ').replace(/^[A-O]/, (l) => l.toLowerCase())} `),
        );
        const turnedReplay = replayMoves(texts.map(turned));
        if (!loose.ok || !turnedReplay.ok) throw new Error('a reading failed');
        expect(loose.boards.map(textOf)).toEqual(boards);
        expect(turnedReplay.boards.map(textOf)).toEqual(boards.map(transpose));
        expect(turnedReplay.plays.map((p) => p.score)).toEqual(replay.plays.map((p) => p.score));
      }),
      { numRuns: 60 },
    );
  });

  test('a move that runs into a tile is never legal', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.nat(),
        fc.boolean(),
        fc.integer({ min: 2, max: 8 }),
        fc.boolean(),
        (seed, pick, across, length, atEnd) => {
          const { boards } = randomGame(seed, 8);
          const board = boards[boards.length - 1];
          // A tile of the board, and a word of `length` squares ending just before it (or starting just after it).
          const occupied: [number, number][] = [];
          board.forEach((line, r) => line.forEach((tile, c) => tile && occupied.push([r + 1, c + 1])));
          // randomGame stops at the first move it cannot place: a game may end with an empty board.
          if (occupied.length === 0) return;
          const [row, column] = occupied[pick % occupied.length];
          const dr = across ? 0 : 1;
          const dc = across ? 1 : 0;
          const start = atEnd
            ? { row: row - dr * length, column: column - dc * length }
            : { row: row + dr, column: column + dc };
          const end = { row: start.row + dr * (length - 1), column: start.column + dc * (length - 1) };
          if (start.row < 1 || start.column < 1 || end.row > SIZE || end.column > SIZE) return;
          const word = Array.from(
            { length },
            (_, i) => board[start.row - 1 + dr * i][start.column - 1 + dc * i] || 'E',
          );
          if (word.slice(1).some((t, i) => ['CH', 'LL', 'RR'].includes((word[i].slice(-1) + t[0]).toUpperCase())))
            return;
          const text = across
            ? `${ROWS[start.row - 1]}${start.column}-${word.join('')}`
            : `${start.column}${ROWS[start.row - 1]}-${word.join('')}`;
          checked++;
          const verdict = playMove(coreBoard(board), text);
          expect(verdict.ok ? 'legal' : verdict.problem.key).toBe('board.move.runsInto');
        },
      ),
      { numRuns: 300 },
    );
    // Most draws place a word against a tile (the others fall off the board).
    expect(checked).toBeGreaterThan(150);
  });
});

/** A core board holding the test's text board (tiles as written). */
function coreBoard(board: TextBoard): Board {
  return board.map((line) => line.map((tile) => (tile ? parseTiles(tile, false)[0] : null)));
}
