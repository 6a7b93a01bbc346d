// The bag and the draw of each round's rack (rules §20 "Sacar atril", "Reproducible").
// What the rules say is recomputed here from the tile set by counting, apart from bag.ts;
// the draw's frequencies are compared with exact expectations worked out by another method
// (sums over the racks' compositions, or over every subset of a small bag).
import fc from 'fast-check';
import { type Board, emptyBoard } from '../../../src/core/duplicate/board';
import { MAX_CAMBIOS, bagTiles, drawRack, newSeed, rackCellText } from '../../../src/core/duplicate/bag';
import { type Tile, SPANISH_BAG, checkRack, parseTiles } from '../../../src/core/duplicate/rack';
import { seededRandom, seededStream } from '../../../src/core/random';
import { compareText, spanishFallbackCompare } from '../../../src/core/text';

const LETTERS = Object.keys(SPANISH_BAG);
const isVowel = (tile: Tile) => !tile.blank && 'AEIOU'.includes(tile.letter);
const isConsonant = (tile: Tile) => !tile.blank && !isVowel(tile);
const key = (tile: Tile) => (tile.blank ? '?' : tile.letter);
const tile = (letter: string): Tile => ({ letter, blank: letter === '?' });

/** Every tile of the set, in the order of SPANISH_BAG. */
const FULL_SET: Tile[] = LETTERS.flatMap((letter) => Array.from({ length: SPANISH_BAG[letter] }, () => tile(letter)));

function tally(tiles: readonly Tile[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of tiles) counts[key(t)] = (counts[key(t)] ?? 0) + 1;
  return counts;
}

/** a minus b, as multisets of tiles, a's order kept (b must be inside a). */
function minus(a: readonly Tile[], b: readonly Tile[]): Tile[] {
  const out = tally(b);
  const left = a.filter((t) => !(out[key(t)] > 0 && out[key(t)]--));
  const missing = Object.keys(out).find((k) => out[k] > 0);
  if (missing) throw new Error(`${missing} is not there`);
  return left;
}

const sameTiles = (a: readonly Tile[], b: readonly Tile[]) => expect(tally(a)).toEqual(tally(b));

/** A board with these tiles laid row by row (the bag does not care about words). */
function boardOf(tiles: readonly Tile[], random?: () => number): Board {
  const squares = Array.from({ length: 225 }, (_, i) => i);
  if (random)
    for (let i = squares.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [squares[i], squares[j]] = [squares[j], squares[i]];
    }
  const board: (Tile | null)[][] = Array.from({ length: 15 }, () => Array<Tile | null>(15).fill(null));
  tiles.forEach((t, i) => (board[Math.floor(squares[i] / 15)][squares[i] % 15] = t));
  return board;
}

const onBoard = (board: Board): Tile[] => board.flat().filter((t): t is Tile => t !== null);

/** The board holding the whole set but `bag` and `leave`. */
const boardWithout = (bag: readonly Tile[], leave: readonly Tile[] = []) => boardOf(minus(minus(FULL_SET, bag), leave));

const kinds = (tiles: readonly Tile[]) => ({
  vowels: tiles.filter(isVowel).length,
  consonants: tiles.filter(isConsonant).length,
  blanks: tiles.filter((t) => t.blank).length,
});

/** The rule §20 applies, recomputed: the late rule from round 16 or once vowels or consonants left are down to one. */
function validRack(rack: readonly Tile[], round: number, pool: readonly Tile[]): boolean {
  const left = kinds(pool);
  const late = round >= 16 || Math.min(left.vowels, left.consonants) <= 1;
  const { vowels, consonants } = kinds(rack);
  return late ? vowels >= 1 && consonants >= 1 : vowels < 6 && consonants < 6;
}

interface Step {
  round: number;
  board: Board;
  leave: Tile[];
  draw: ReturnType<typeof drawRack>;
}

/**
 * A game played at random until it ends: each round a random number of the rack's tiles go
 * to random empty squares (a blank as a lower-case letter); the rest is the leave.
 */
function playGame(seed: number, pathSeed: number, hasLegalMove?: (rack: Tile[]) => boolean): Step[] {
  const random = seededRandom(pathSeed);
  const board: (Tile | null)[][] = emptyBoard().map((row) => row.slice());
  let leave: Tile[] = [];
  const steps: Step[] = [];
  for (let round = 1; round <= 60; round++) {
    const before = board.map((row) => row.slice());
    const draw = drawRack({ seed, round, board: before, leave }, { hasLegalMove });
    steps.push({ round, board: before, leave, draw });
    if (!draw.ok) break;
    const rack = draw.rack.slice();
    // Mostly short moves, as in a real game, so that many games reach the late rounds.
    const played = 1 + Math.floor(random() ** 2 * rack.length);
    for (let i = 0; i < played; i++) {
      const [t] = rack.splice(Math.floor(random() * rack.length), 1);
      let square: number;
      do square = Math.floor(random() * 225);
      while (board[Math.floor(square / 15)][square % 15]);
      board[Math.floor(square / 15)][square % 15] = t.blank
        ? { letter: 'AESR'[Math.floor(random() * 4)], blank: true }
        : t;
    }
    leave = rack;
  }
  return steps;
}

describe('bagTiles', () => {
  test('an empty board: the 100 tiles of the set, 44 vowels, 54 consonants, 2 blanks, in the set’s order', () => {
    const bag = bagTiles(emptyBoard(), []);
    if (!bag.ok) throw new Error(bag.problem.key);
    expect(bag.tiles).toEqual(FULL_SET);
    expect([bag.vowels, bag.consonants, bag.blanks]).toEqual([44, 54, 2]);
  });

  test('the board and the leave are taken out; a blank on the board is a blank whatever letter it stands for', () => {
    const board = boardOf(parseTiles('CASAs')); // the last s is a blank
    const bag = bagTiles(board, parseTiles('Y?CH'));
    if (!bag.ok) throw new Error(bag.problem.key);
    sameTiles(bag.tiles, minus(FULL_SET, parseTiles('CASA?Y?CH')));
    expect([bag.vowels, bag.consonants, bag.blanks]).toEqual([42, 50, 0]);
    expect(bag.tiles.filter((t) => t.letter === 'S')).toHaveLength(5);
  });

  test('a tile used more often than the set holds is named with the counts', () => {
    const twoCh = bagTiles(boardOf(parseTiles('CH')), parseTiles('CH'));
    expect(twoCh).toEqual({
      ok: false,
      problem: { key: 'dup.rack.overBag', params: { tile: 'CH', count: 2, max: 1 } },
    });
    const threeBlanks = bagTiles(boardOf(parseTiles('ab')), parseTiles('?'));
    expect(threeBlanks).toEqual({
      ok: false,
      problem: { key: 'dup.rack.overBag', params: { tile: '?', count: 3, max: 2 } },
    });
  });

  test('drawRack refuses the same board, and a leave of more than 7 tiles', () => {
    const draw = drawRack({ seed: 1, round: 3, board: boardOf(parseTiles('ZZ')), leave: [] });
    expect(draw).toMatchObject({ ok: false, problem: { key: 'dup.rack.overBag', params: { tile: 'Z' } } });
    const long = drawRack({ seed: 1, round: 3, board: emptyBoard(), leave: parseTiles('AEIOUBCD') });
    expect(long).toEqual({ ok: false, problem: { key: 'dup.rack.tooMany', params: { count: 8 } } });
  });
});

describe('a random game, drawn round by round', () => {
  test('every rack is valid for its round, made of what the bag held, the leave kept; the end comes exactly when the rules say', () => {
    let late = 0;
    let cambios = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 1e9 }), (seed, pathSeed) => {
        const steps = playGame(seed, pathSeed);
        for (const { round, board, leave, draw } of steps) {
          const bag = minus(minus(FULL_SET, onBoard(board)), leave);
          const pool = [...bag, ...leave];
          const left = kinds(pool);
          if (left.vowels === 0) expect(draw).toEqual({ ok: false, end: 'vowels' });
          else if (left.consonants === 0) expect(draw).toEqual({ ok: false, end: 'consonants' });
          else {
            if (!draw.ok) throw new Error(`round ${round}: ${JSON.stringify(draw)}`);
            const { rack, drawn } = draw;
            expect(rack).toHaveLength(Math.min(7, pool.length));
            expect(validRack(rack, round, pool)).toBe(true);
            // The rule as checkRack judges a typed rack, blanks not counted late.
            const lateRule = round >= 16 || Math.min(left.vowels, left.consonants) <= 1;
            if (lateRule) late++;
            const text = rackCellText(draw.leave, drawn);
            expect(checkRack(text, lateRule ? 16 : round, { blanksCountLate: false }).ok).toBe(true);
            if (draw.cambios === 0) {
              expect(draw.leave).toEqual(leave.map((t) => tile(key(t))));
              expect(rack).toEqual([...draw.leave, ...drawn]);
              minus(bag, drawn); // throws unless every drawn tile was in the bag
            } else {
              cambios++;
              expect(draw.leave).toEqual([]);
              expect(rack).toEqual(drawn);
              minus(pool, drawn);
            }
            sameTiles(draw.bagAfter.tiles, minus(pool, rack));
            expect(draw.bagAfter).toMatchObject(kinds(minus(pool, rack)));
          }
        }
        // The last step is the end: a game never runs past it.
        expect(steps[steps.length - 1].draw.ok).toBe(false);
      }),
      { numRuns: 50 },
    );
    // The late rule and the cambios were met along the way.
    expect(late).toBeGreaterThan(100);
    expect(cambios).toBeGreaterThan(10);
  });

  test('the same seed and the same moves give the same racks; another seed, other racks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 1e9 }), (seed, pathSeed) => {
        const racks = (s: number) => playGame(s, pathSeed).map((step) => step.draw);
        expect(racks(seed)).toEqual(racks(seed));
        expect(racks(seed)[0]).not.toEqual(racks(seed + 1)[0]);
      }),
      { numRuns: 15 },
    );
  });

  test('a draw depends on the bag and the leave, not on where the tiles stand on the board nor the leave’s order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 1e9 }), (seed, pathSeed) => {
        const random = seededRandom(pathSeed + 1);
        for (const { round, board, leave, draw } of playGame(seed, pathSeed)) {
          const moved = boardOf(onBoard(board), random);
          const again = drawRack({ seed, round, board: moved, leave: leave.slice().reverse() });
          if (!draw.ok || !again.ok) expect(again).toEqual(draw);
          else {
            expect(again.drawn).toEqual(draw.drawn);
            expect(again.cambios).toBe(draw.cambios);
            sameTiles(again.leave, draw.leave);
          }
        }
      }),
      { numRuns: 12 },
    );
  });

  test('with a word list: no legal move ends the game; a rack with one is the rack drawn without it', () => {
    const noZ = (rack: Tile[]) => !rack.some((t) => t.letter === 'Z');
    let ends = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const steps = playGame(seed, seed, noZ);
      const plain = playGame(seed, seed);
      steps.forEach((step, i) => {
        const { draw } = plain[i];
        if (draw.ok && !noZ(draw.rack)) {
          ends++;
          expect(step.draw).toEqual({ ok: false, end: 'noMove' });
        } else expect(step.draw).toEqual(draw);
      });
    }
    expect(ends).toBeGreaterThan(5);
  });

  test('the draw is the documented one: the bag in the set’s order, tile i = ⌊random × bag size⌋ of seededStream(seed, round)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const bag = FULL_SET.map((t) => ({ ...t }));
      const random = seededStream(seed, 1);
      const drawn = Array.from({ length: 7 }, () => bag.splice(Math.floor(random() * bag.length), 1)[0]);
      const draw = drawRack({ seed, round: 1, board: emptyBoard(), leave: [] });
      if (!draw.ok) throw new Error('no draw');
      if (!validRack(drawn, 1, FULL_SET)) continue;
      checked++;
      expect(draw.drawn).toEqual(drawn);
      expect(draw.cambios).toBe(0);
    }
    expect(checked).toBeGreaterThan(150);
  });
});

describe('the end of the game', () => {
  // Validity depends only on how many vowels, consonants and blanks there are: one bag per
  // (vowels, consonants, blanks) left stands for every bag. So "no valid rack" never comes
  // under these rules: with a vowel and a consonant left, some rack is valid.
  const vowels = FULL_SET.filter(isVowel);
  const consonants = FULL_SET.filter(isConsonant);
  const blanks = FULL_SET.filter((t) => t.blank);
  test.each([1, 16])('every count of vowels, consonants and blanks left, round %i', (round) => {
    const wrong: string[] = [];
    for (let v = 0; v <= 44; v++)
      for (let c = 0; c <= 54; c++)
        for (let b = 0; b <= 2; b++) {
          const bag = [...vowels.slice(0, v), ...consonants.slice(0, c), ...blanks.slice(0, b)];
          const draw = drawRack({ seed: v * 1000 + c * 10 + b, round, board: boardWithout(bag), leave: [] });
          const end = v === 0 ? 'vowels' : c === 0 ? 'consonants' : null;
          const right = draw.ok
            ? end === null && draw.rack.length === Math.min(7, v + c + b) && validRack(draw.rack, round, bag)
            : 'end' in draw && draw.end === end;
          if (!right) wrong.push(`${v} vowels, ${c} consonants, ${b} blanks: ${JSON.stringify(draw)}`);
        }
    expect(wrong).toEqual([]);
  });

  test('the bound on cambios: even the least likely valid rack makes 2000 cambios in a row all but impossible', () => {
    // Acceptance of a fresh rack for every count left, by the hypergeometric law over compositions.
    const choose = (n: number, k: number) => {
      let r = 1;
      for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
      return k < 0 || k > n ? 0 : r;
    };
    let least = 1;
    for (let v = 1; v <= 44; v++)
      for (let c = 1; c <= 54; c++)
        for (let b = 0; b <= 2; b++)
          for (const late of [false, true]) {
            if (!late && Math.min(v, c) <= 1) continue;
            const n = Math.min(7, v + c + b);
            let p = 0;
            for (let x = 0; x <= n; x++)
              for (let y = 0; x + y <= n; y++)
                if (late ? x > 0 && y > 0 : x < 6 && y < 6) p += choose(v, x) * choose(c, y) * choose(b, n - x - y);
            least = Math.min(least, p / choose(v + c + b, n));
          }
    expect(least).toBeGreaterThan(1 / 74);
    expect((1 - least) ** MAX_CAMBIOS).toBeLessThan(1e-11);
  });
});

describe('cambio de fichas', () => {
  test('a leave of six vowels in round 1: the rack goes back whole and seven are drawn again', () => {
    const leave = parseTiles('AAEEIO');
    for (let seed = 1; seed <= 100; seed++) {
      const draw = drawRack({ seed, round: 1, board: emptyBoard(), leave });
      if (!draw.ok) throw new Error('no draw');
      expect(draw.cambios).toBeGreaterThanOrEqual(1);
      expect(draw.leave).toEqual([]);
      expect(draw.drawn).toHaveLength(7);
      expect(validRack(draw.rack, 1, FULL_SET)).toBe(true);
      expect(rackCellText(draw.leave, draw.drawn)).not.toContain('+');
      sameTiles(draw.bagAfter.tiles, minus(FULL_SET, draw.rack));
    }
  });

  test('two vowels left with every consonant (1 valid rack in 73): many cambios, and at the bound a rack that must be valid', () => {
    const bag = [...parseTiles('AE'), ...FULL_SET.filter(isConsonant)];
    const board = boardWithout(bag);
    let most = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const free = drawRack({ seed, round: 5, board, leave: [] });
      const bounded = drawRack({ seed, round: 5, board, leave: [] }, { maxCambios: 3 });
      if (!free.ok || !bounded.ok) throw new Error('no draw');
      most = Math.max(most, free.cambios);
      for (const draw of [free, bounded]) {
        expect(draw.rack.filter(isVowel)).toHaveLength(2);
        expect(draw.rack).toHaveLength(7);
      }
      expect(bounded.cambios).toBe(Math.min(free.cambios, 3));
      if (free.cambios <= 3) expect(bounded).toEqual(free);
    }
    expect(most).toBeGreaterThan(100);
  });
});

describe('uniform draws', () => {
  const N = 8000;
  /** |z| of every letter's mean count per rack against its expected mean. */
  function worstZ(racks: Tile[][], expected: Record<string, number>): number {
    let worst = 0;
    for (const letter of LETTERS) {
      const counts = racks.map((rack) => rack.filter((t) => key(t) === letter).length);
      const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
      const variance = counts.reduce((a, x) => a + (x - mean) ** 2, 0) / (counts.length - 1);
      const z =
        variance === 0
          ? mean === expected[letter]
            ? 0
            : Infinity
          : (mean - expected[letter]) / Math.sqrt(variance / counts.length);
      worst = Math.max(worst, Math.abs(z));
    }
    return worst;
  }

  test('first racks: each letter as often as a uniform draw rejected by the rule gives (exact, by compositions)', () => {
    // Expected vowels, consonants and blanks in a valid 7-tile rack from the full set (44, 54, 2),
    // each kind's share spread over its letters by their counts.
    const choose = (n: number, k: number) => {
      let r = 1;
      for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
      return k < 0 || k > n ? 0 : r;
    };
    let total = 0;
    const mean = [0, 0, 0];
    for (let v = 0; v <= 5; v++)
      for (let c = 0; c <= 5 && v + c <= 7; c++) {
        const b = 7 - v - c;
        const weight = choose(44, v) * choose(54, c) * choose(2, b);
        total += weight;
        mean[0] += weight * v;
        mean[1] += weight * c;
        mean[2] += weight * b;
      }
    const expected: Record<string, number> = {};
    for (const letter of LETTERS) {
      const kind = letter === '?' ? 2 : 'AEIOU'.includes(letter) ? 0 : 1;
      expected[letter] = ((mean[kind] / total) * SPANISH_BAG[letter]) / [44, 54, 2][kind];
    }
    const racks: Tile[][] = [];
    let withCambio = 0;
    for (let seed = 1; seed <= N; seed++) {
      const draw = drawRack({ seed: seed * 7919, round: 1, board: emptyBoard(), leave: [] });
      if (!draw.ok) throw new Error('no draw');
      racks.push(draw.rack);
      if (draw.cambios > 0) withCambio++;
    }
    expect(worstZ(racks, expected)).toBeLessThan(4.5);
    // How often the first rack is sent back: 1 − P(valid), within 4.5 binomial deviations.
    const refused = 1 - total / choose(100, 7);
    expect(Math.abs(withCambio - N * refused)).toBeLessThan(4.5 * Math.sqrt(N * refused * (1 - refused)));
  });

  test('a small bag with a leave: the racks and the cambios as every subset of the bag, counted, gives them', () => {
    // Round 3, leave AEIO; bag A E O U U B C D ? (13 tiles in all, the rest on the board). The
    // first rack is valid with at most one more vowel; otherwise seven are drawn from the 13.
    const leave = parseTiles('AEIO');
    const bag = parseTiles('AEOUUBCD?');
    const pool = [...leave, ...bag];
    const board = boardWithout(bag, leave);
    const subsets = (tiles: Tile[], size: number): Tile[][] => {
      const out: Tile[][] = [];
      for (let mask = 0; mask < 1 << tiles.length; mask++) {
        const subset = tiles.filter((_, i) => mask & (1 << i));
        if (subset.length === size) out.push(subset);
      }
      return out;
    };
    const early = (rack: Tile[]) => kinds(rack).vowels < 6 && kinds(rack).consonants < 6;
    const firsts = subsets(bag, 3).map((drawn) => [...leave, ...drawn]);
    const fresh = subsets(pool, 7).filter(early);
    const firstValid = firsts.filter(early);
    const keep = firstValid.length / firsts.length;
    const expected: Record<string, number> = {};
    for (const letter of LETTERS) {
      const count = (racks: Tile[][]) =>
        racks.reduce((sum, rack) => sum + rack.filter((t) => key(t) === letter).length, 0);
      expected[letter] = count(firstValid) / firsts.length + ((1 - keep) * count(fresh)) / fresh.length;
    }
    // Cambios: none with probability `keep`; else 1 + a geometric number with success fresh/all.
    const acceptance = fresh.length / subsets(pool, 7).length;
    const expectedCambios = (1 - keep) / acceptance;

    const racks: Tile[][] = [];
    const cambios: number[] = [];
    for (let seed = 1; seed <= N; seed++) {
      const draw = drawRack({ seed, round: 3, board, leave });
      if (!draw.ok) throw new Error('no draw');
      racks.push(draw.rack);
      cambios.push(draw.cambios);
    }
    expect(keep).toBeGreaterThan(0.3);
    expect(keep).toBeLessThan(0.8);
    expect(worstZ(racks, expected)).toBeLessThan(4.5);
    const kept = cambios.filter((c) => c === 0).length;
    expect(Math.abs(kept - N * keep)).toBeLessThan(4.5 * Math.sqrt(N * keep * (1 - keep)));
    const mean = cambios.reduce((a, b) => a + b, 0) / N;
    const sd = Math.sqrt(cambios.reduce((a, x) => a + (x - mean) ** 2, 0) / (N - 1));
    expect(Math.abs(mean - expectedCambios)).toBeLessThan((4.5 * sd) / Math.sqrt(N));
  });
});

describe('rackCellText', () => {
  const letters = (tiles: Tile[]) => tiles.map(key);
  test('the leave in alphabetical order (Ñ after N, blanks last), +, the tiles in the order drawn', () => {
    expect(rackCellText(parseTiles('OAE'), parseTiles('RST?'))).toBe('AEO+RST?');
    expect(rackCellText(parseTiles('?ÑONLLL'), parseTiles('Z'))).toBe('L.LLNÑO?+Z');
    expect(rackCellText(parseTiles('DCHC'), parseTiles('A'))).toBe('CCHD+A');
    expect(rackCellText([], parseTiles('ZOA?E'))).toBe('ZOA?E');
    expect(rackCellText(parseTiles('AB'), [])).toBe('AB');
  });

  test("the leave's order is the set's order: Spanish alphabetical order by either comparator, the blank last", () => {
    const letters = LETTERS.filter((letter) => letter !== '?');
    expect([...letters].sort(compareText)).toEqual(letters);
    expect([...letters].sort(spanishFallbackCompare)).toEqual(letters);
    expect(LETTERS[LETTERS.length - 1]).toBe('?');
  });

  test('two tiles that would read as a double tile are parted: C+H, C.H, L.L, R.RR', () => {
    expect(rackCellText(parseTiles('C'), parseTiles('H'))).toBe('C+H');
    expect(letters(parseTiles('C+H'))).toEqual(['C', 'H']);
    expect(rackCellText(parseTiles('H C'), parseTiles('R RR L LL'))).toBe('C.H+R.RRL.LL');
    expect(letters(parseTiles('C.H+R.RRL.LL'))).toEqual(['C', 'H', 'R', 'RR', 'L', 'LL']);
    expect(rackCellText([], parseTiles('RR R CH H'))).toBe('RR.RCHH');
  });

  test('the text reads back to the same tiles: the leave sorted, the drawn in order', () => {
    const setTile = fc.constantFrom(...FULL_SET);
    fc.assert(
      fc.property(
        fc.array(setTile, { maxLength: 6 }),
        fc.array(setTile, { minLength: 1, maxLength: 7 }),
        (leave, drawn) => {
          const text = rackCellText(leave, drawn);
          const [first, second] = text.split('+');
          const readDrawn = parseTiles(leave.length ? second : first);
          expect(readDrawn).toEqual(drawn);
          if (leave.length) {
            sameTiles(parseTiles(first), leave);
            const blanksLast = parseTiles(first).map((t) => t.blank);
            expect(blanksLast).toEqual([...blanksLast].sort());
          }
          expect(parseTiles(text)).toEqual([...parseTiles(leave.length ? first : ''), ...drawn]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('newSeed', () => {
  test('two draws of 24 bits make a whole number in 1..2^30, every bit used', () => {
    const from = (...values: number[]) => {
      const queue = values.slice();
      return newSeed(() => queue.shift() as number);
    };
    expect(from(0, 0)).toBe(1);
    expect(from(2 ** 24 - 1, 63)).toBe(2 ** 30);
    expect(from(1, 0)).toBe(65);
    expect(from(0, 1)).toBe(2);
    const random = seededRandom(3);
    const seeds = new Set(Array.from({ length: 1000 }, () => newSeed(() => Math.floor(random() * 2 ** 24))));
    expect(seeds.size).toBe(1000);
  });
});
