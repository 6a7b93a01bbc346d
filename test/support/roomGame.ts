// A "Duplicada N" tab as an arbiter types it during a game (rules §6.7, §19): legal master
// moves built square by square (boardGames.ts), each round's rack holding the move's new tiles
// and filled up to seven within the rack rules (§6.4), the master scored by the core, four
// players scoring at or below it. `played` rounds have their Jugada; the next has its Atril
// only (the round in play); the rest are blank.
import { checkRack, playMove, emptyBoard, type Board } from '../../src/core/duplicate';
import { seededRandom } from '../../src/core/random';
import type { Grid } from '../../src/sheets/grid/cells';
import { randomGame } from './boardGames';

export interface RoomGame {
  moves: string[];
  racks: string[];
  scores: number[];
}

const FILL = ['A', 'E', 'O', 'S', 'R', 'N', 'L', 'T', 'I', 'D', 'U', 'C', 'M'];

/** A game of `rounds` legal master moves whose racks pass the rules (the first seed from `seed` that gives one). */
export function roomGame(rounds: number, seed = 7): RoomGame {
  for (let s = seed; s < seed + 500; s++) {
    const { moves } = randomGame(s, rounds, true);
    if (moves.length < rounds) continue;
    const random = seededRandom(s);
    const racks = moves.map((move, r) => {
      const tiles = move.word.filter((_, i) => move.fresh[i]).map((tile) => (tile === tile.toUpperCase() ? tile : '?'));
      for (let tries = 0; tries < 50; tries++) {
        const rack = [...tiles];
        while (rack.length < 7) rack.push(FILL[Math.floor(random() * FILL.length)]);
        const text = rack.join(' ');
        if (checkRack(text, r + 1).ok) return text;
      }
      return null;
    });
    if (racks.some((rack) => rack === null)) continue;
    let board: Board = emptyBoard();
    const scores = moves.map((move) => {
      const play = playMove(board, move.text);
      if (!play.ok) throw new Error(`${move.text}: ${play.problem.key}`);
      board = play.board;
      return play.score;
    });
    return { moves: moves.map((move) => move.text), racks: racks as string[], scores };
  }
  throw new Error('no game');
}

export const ROOM_PLAYERS = ['Ana García', 'Beto Núñez', 'Carla Ibáñez', 'Dani Ortega'];

/** The tab after `played` rounds, round `played + 1` drawn (its Atril typed, Jugada blank). */
export function roomTab(game: RoomGame, played: number, planned = game.moves.length): Grid {
  const rounds = Array.from({ length: planned }, (_, r) => r);
  const score = (p: number, r: number) => Math.max(0, game.scores[r] - ((p * 7 + r * 3) % 5) * (p === 0 ? 0 : 4));
  return [
    ['Jugador', ...rounds.map((r) => `R${r + 1}`)],
    ['Maestra', ...rounds.map(() => '')],
    ['Jugada', ...rounds.map((r) => (r < played ? game.moves[r] : ''))],
    ['Atril', ...rounds.map((r) => (r <= played && r < game.racks.length ? game.racks[r] : ''))],
    ...ROOM_PLAYERS.map((name, p) => [name, ...rounds.map((r) => (r < played ? score(p, r) : ''))]),
  ];
}
