// What a stranger holding the live page's link may send any global through google.script.run
// (rules §14.1): huge numbers, huge arrays, wrong types, NaN, strings, nested arrays — shared by
// the attack tests (test/e2e/phoneAttacks.bundle.test.ts) and the page benchmark, which times
// every global under them (bench/page.bench.ts).
import type { Cell } from '../../src/sheets/grid/cells';

export const HOSTILE: unknown[][] = [
  [],
  [1e9, 1e9, 1e9, 1e9, 1e9],
  [NaN, NaN, NaN, NaN],
  [-1, -1e308, Infinity, -Infinity],
  ['x'.repeat(60000), 'y', 'z', 'w'],
  [{ a: 1 }, { b: [1, 2] }, null, true],
  [[[[1]]], [[[2]]], [[['3']]], [[4]]],
  [Array.from({ length: 20001 }, () => [1]), 1, 1, 1],
  [[Array.from({ length: 400001 }, () => 1)], 1, 1, 1],
  [1, 10, 1e7, 1],
  [1, 1e9, 1e9, 1e9],
  [Array.from({ length: 20000 }, (_, i) => [i + 1]), 10000, 10000, 1],
  [Array.from({ length: 10000 }, () => [1]), 10000, 10000, 1],
  [Array.from({ length: 20000 }, () => Array.from({ length: 20 }, (_, c) => (c === 0 ? 'Nº' : c))), 1, 1, 1],
];

/**
 * A well-formed tournament as large as the bounds allow: `players` players (Jugadores with its
 * header) and round 1 played (Rondas with its header), the heaviest input a tournament
 * function accepts (PAIR_ROUND then pairs round 2).
 */
export function largeTournament(players: number): { players: Cell[][]; games: Cell[][] } {
  const list: Cell[][] = [['Nº', 'Nombre', 'Escalafón']];
  for (let i = 0; i < players; i++) list.push([i + 1, `Jugador ${i + 1}`, 2200 - (i % 1000)]);
  const games: Cell[][] = [['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado']];
  for (let i = 0; i < Math.floor(players / 2); i++)
    games.push([1, i + 1, `Jugador ${2 * i + 1}`, `Jugador ${2 * i + 2}`, 400 + (i % 50), 300 + (i % 70), '']);
  return { players: list, games };
}
