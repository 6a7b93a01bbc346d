// What a stranger holding the live page's link may send any global through google.script.run
// (rules §14.1): huge numbers, huge arrays, wrong types, NaN, strings, nested arrays — shared by
// the attack tests (test/e2e/phoneAttacks.bundle.test.ts) and the page benchmark, which times
// every global under them (bench/page.bench.ts).
import type { Cell } from '../../src/sheets/grid/cells';
import { PRIZE_HEADER } from '../fixtures/prizeWorkbook';

/**
 * PRIZE_LIST's heaviest legal input (rules §14.1, docs/prizes.md): `players` players (Nombre,
 * Puntos, Escalafón, Club, Etiquetas; all tied on 5 points or each on his own total) and
 * `prizes` prize rows in Premios' layout — mostly categories (Clasificación with a varying
 * Escalafón hasta, Etiqueta Mujer on half, a club or Sin escalafón on a few), every tenth an
 * overall place, Importe 0.01–9.97 and Valor 0–0.04 so no two worths line up.
 */
export function prizeListField(
  players: number,
  prizes: number,
  tied: boolean,
): { standings: Cell[][]; prizes: Cell[][] } {
  const standings: Cell[][] = [['Nombre', 'Puntos', 'Escalafón', 'Club', 'Etiquetas']];
  for (let i = 0; i < players; i++)
    standings.push([
      `Jugador ${i + 1}`,
      tied ? 5 : players - i,
      i % 5 === 4 ? '' : 1000 + ((i * 37) % 1200),
      ['Alfil', 'Torre', 'Dama', 'Rey'][i % 4],
      i % 2 === 1 ? 'Mujer' : '',
    ]);
  const list: Cell[][] = [[...PRIZE_HEADER, 'Valor']];
  for (let k = 0; k < prizes; k++) {
    const overall = k % 10 === 0;
    list.push([
      `Premio ${k + 1}`,
      'Clasificación',
      '',
      overall || k % 17 === 0 ? '' : 1000 + ((k * 53) % 1200),
      !overall && k % 17 === 0 ? 'Sí' : '',
      !overall && k % 13 === 0 ? 'Alfil' : '',
      '',
      !overall && k % 2 === 1 ? 'Mujer' : '',
      (1 + ((k * 7919) % 997)) / 100,
      k % 7 === 0 ? 'Trofeo' : '',
      '',
      (k % 5) / 100,
    ]);
  }
  return { standings, prizes: list };
}

const tied = prizeListField(10000, 1000, true);
const distinct = prizeListField(10000, 1000, false);

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
  // PRIZE_LIST at its bounds (10,000 players, 1,000 prizes), each sharing rule, and one past each bound.
  [tied.standings, tied.prizes, 'Partes iguales', ''],
  [tied.standings, tied.prizes, 'Hort', 30],
  [distinct.standings, distinct.prizes, 'Desempate', ''],
  [distinct.standings, distinct.prizes, 'Partes iguales', 0.5],
  [prizeListField(10001, 10, true).standings, tied.prizes, 'Hort', ''],
  [tied.standings, prizeListField(1, 1001, true).prizes, 'Hort', ''],
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
