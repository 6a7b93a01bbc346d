// Sacar atril (rules §20): the time of one draw (drawRack: the bag counted from the board and
// the leave, the rack drawn, its cambios de fichas), each draw timed alone with
// performance.now() after a warm-up, in four sets of positions:
// - round 1 on an empty board, 5000 seeds;
// - every round of 200 random games (random tiles of each rack laid on random squares until
//   the game ends), and apart the late ones (round 16 on, or 20 tiles or fewer left);
// - rigged cambios: 2 vowels left with every consonant (a valid rack 1 time in 73), and a
//   leave of six vowels in round 1 (the first rack always goes back);
// - the bound reached at once (maxCambios 1) on the first rigged bag: the constrained draw.
// Budget (rules §20 "Budgets"): a draw ≤ 1 s in the bundle; this core is expected in the ms.
import { performance } from 'node:perf_hooks';
import { type DrawInput, type DrawOptions, drawRack } from '../src/core/duplicate/bag';
import { type Board, emptyBoard } from '../src/core/duplicate/board';
import { type Tile, SPANISH_BAG, VOWELS, parseTiles } from '../src/core/duplicate/rack';
import { seededRandom } from '../src/core/random';
import { verdict } from './measure';

const FULL: Tile[] = Object.keys(SPANISH_BAG).flatMap((letter) =>
  Array.from({ length: SPANISH_BAG[letter] }, () => ({ letter, blank: letter === '?' })),
);

function boardOf(tiles: readonly Tile[]): Board {
  const board: (Tile | null)[][] = emptyBoard().map((row) => row.slice());
  tiles.forEach((tile, i) => (board[Math.floor(i / 15)][i % 15] = tile));
  return board;
}

/** Every position of a random game: each round some of the rack's tiles go to random empty squares. */
function gamePositions(seed: number): DrawInput[] {
  const random = seededRandom(seed);
  const board: (Tile | null)[][] = emptyBoard().map((row) => row.slice());
  let leave: Tile[] = [];
  const positions: DrawInput[] = [];
  for (let round = 1; ; round++) {
    const input = { seed, round, board: board.map((row) => row.slice()), leave };
    const draw = drawRack(input);
    if (!draw.ok) return positions;
    positions.push(input);
    const rack = draw.rack.slice();
    const played = 1 + Math.floor(random() ** 2 * rack.length);
    for (let i = 0; i < played; i++) {
      const [tile] = rack.splice(Math.floor(random() * rack.length), 1);
      let square: number;
      do square = Math.floor(random() * 225);
      while (board[Math.floor(square / 15)][square % 15]);
      board[Math.floor(square / 15)][square % 15] = tile;
    }
    leave = rack;
  }
}

function timeDraws(label: string, inputs: DrawInput[], options?: DrawOptions): void {
  for (const input of inputs.slice(0, 200)) drawRack(input, options); // warm-up
  const samples: number[] = [];
  let cambios = 0;
  for (const input of inputs) {
    const start = performance.now();
    const draw = drawRack(input, options);
    samples.push(performance.now() - start);
    if (draw.ok) cambios += draw.cambios;
  }
  samples.sort((a, b) => a - b);
  const rank = (p: number) => samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)];
  const worst = samples[samples.length - 1];
  console.log(
    `${label}: median ${rank(0.5).toFixed(3)} ms, p99 ${rank(0.99).toFixed(3)} ms, worst ${worst.toFixed(3)} ms ` +
      `(${samples.length} draws, ${(cambios / samples.length).toFixed(2)} cambios a draw) — ${verdict(worst, 1000)}`,
  );
}

const seeds = (count: number) => Array.from({ length: count }, (_, i) => i * 7919 + 1);
const positions = seeds(200).flatMap(gamePositions);
const late = positions.filter((p) => {
  const used = p.board.flat().filter(Boolean).length + p.leave.length;
  return p.round >= 16 || used >= 80;
});
const twoVowels = boardOf(
  FULL.filter((tile) => tile.blank || VOWELS.has(tile.letter)).slice(2), // A, A kept in the bag
);
const sixVowels = parseTiles('AAEEIO');

console.log('each draw timed alone (performance.now), after 200 warm-up draws; target: worst ≤ 1000 ms');
timeDraws(
  'round 1, empty board',
  seeds(5000).map((seed) => ({ seed, round: 1, board: emptyBoard(), leave: [] })),
);
timeDraws('every round of 200 random games', positions);
timeDraws('late rounds (16 on, or ≤ 20 tiles left)', late);
timeDraws(
  'rigged: 2 vowels and 54 consonants left',
  seeds(2000).map((seed) => ({ seed, round: 5, board: twoVowels, leave: [] })),
);
timeDraws(
  'rigged: a leave of six vowels, round 1',
  seeds(2000).map((seed) => ({ seed, round: 1, board: emptyBoard(), leave: sixVowels })),
);
timeDraws(
  'the bound at once (maxCambios 1), 2 vowels left',
  seeds(2000).map((seed) => ({ seed, round: 5, board: twoVowels, leave: [] })),
  { maxCambios: 1 },
);
