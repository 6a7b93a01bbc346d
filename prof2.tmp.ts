import { performance } from 'node:perf_hooks';
import { SPANISH_BAG, emptyBoard, legalMoves, playMove, readLexicon, type Board, type Tile } from './src/core/duplicate';
import { seededRandom } from './src/core/random';
import { referenceMoves, testWords, wordLetters } from './test/support/referenceMoves';
let t0 = performance.now();
const list = testWords(); const words = list.map(wordLetters); const { graph } = readLexicon(list.join('\n'));
console.log('setup', (performance.now() - t0).toFixed(0), 'words', list.length);
const bag = Object.entries(SPANISH_BAG).flatMap(([l, c]) => Array.from({ length: c }, () => l));
function drawRack(random: () => number, blanks: number): Tile[] { const letters = [...bag.filter((l) => l !== '?'), 'CH','LL','RR','Ñ','CH','LL','RR','Ñ']; const rack: Tile[] = Array.from({ length: blanks }, () => ({ letter: '?', blank: true })); while (rack.length < 7) rack.push({ letter: letters[Math.floor(random() * letters.length)], blank: false }); return rack; }
function randomBoard(random: () => number, moves: number): Board { let board = emptyBoard(); for (let i = 0; i < moves; i++) { const found = legalMoves(board, drawRack(random, random() < 0.2 ? 1 : 0), graph); if (!found.length) continue; const p = playMove(board, found[Math.floor(random() * found.length)].canonical); if (p.ok) board = p.board; } return board; }
let tb = 0, tl = 0, tr = 0, tp = 0; const R = seededRandom(7);
for (let run = 0; run < 60; run++) {
  const random = seededRandom(Math.floor(R() * 2 ** 31) + 1); const moves = Math.floor(R() * 8); const blanks = [0, 0, 1, 2][Math.floor(R() * 4)];
  let a = performance.now(); const board = randomBoard(random, moves); const rack = drawRack(random, blanks); tb += performance.now() - a;
  a = performance.now(); const found = legalMoves(board, rack, graph); tl += performance.now() - a;
  a = performance.now(); referenceMoves(board, rack, words); tr += performance.now() - a;
  a = performance.now(); for (const m of found) playMove(board, m.canonical, rack); tp += performance.now() - a;
}
console.log({ board: tb.toFixed(0), legal: tl.toFixed(0), reference: tr.toFixed(0), replay: tp.toFixed(0) });
