// A simultaneous (rules §22) played in memory: the organiser prepares a game from a seed, each
// centre has the same game (prepared from the same seed, or its revealed rows and prepared game
// copied), plays it with its own field — master moves, lesser moves, scores typed instead, blank
// slips, a word not in the list — and exports its results. Used by the oracle test, the fault
// injection and the bench.
import { type Tile, type WordGraph, checkRack, hasWord } from '../../src/core/duplicate';
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import { mapMemory, type DocumentMemory } from '../../src/sheets/grid/memory';
import { drawRack } from '../../src/sheets/actions/drawRack';
import { findMasterMove } from '../../src/sheets/actions/findMasterMove';
import { prepareGame } from '../../src/sheets/actions/prepareGame';
import { exportResults } from '../../src/sheets/actions/exportResults';
import { type PreparedGame, keepPrepared, readPrepared } from '../../src/sheets/duplicate/preparedGame';
import { listFingerprint } from '../../src/core/duplicate/gameFile';
import { storedLexicon } from '../../src/sheets/duplicate/lexiconTab';
import { MemoryWorkbook } from './memoryWorkbook';
import { LIST_GRAPH, loadList } from './arbiterList';

export const TAB = 'Duplicada 1';
const ROW_LABELS = ['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo'];

/** A blank game tab of `rounds` round columns with the arbiter's rows. */
export function blankGameTab(rounds: number): Grid {
  const blank = (): Cell[] => Array.from({ length: rounds }, () => '');
  return [['Nombre', ...blank().map((_, r) => `R${r + 1}`)], ...ROW_LABELS.map((label) => [label, ...blank()])];
}

export interface Room {
  workbook: MemoryWorkbook;
  memory: DocumentMemory;
  context: { workbook: MemoryWorkbook; lang: 'es'; memory: DocumentMemory };
}

function room(rounds: number, list: boolean, extra: Record<string, Grid> = {}): Room {
  const workbook = new MemoryWorkbook({ [TAB]: blankGameTab(rounds), ...extra });
  if (list) loadList(workbook);
  const memory = mapMemory();
  return { workbook, memory, context: { workbook, lang: 'es', memory } };
}

/** The organiser's workbook: the game prepared from `seed` (`rounds` of it; null: to its end, as the menu does), nothing revealed. */
export function organiserRoom(seed: number, rounds: number | null): Room & { prepared: PreparedGame } {
  const organiser = room(rounds ?? 15, true, {
    Configuración: [
      ['Clave', 'Valor'],
      ['Torneo', 'Simultánea de prueba'],
    ],
  });
  prepareGame(organiser.context, { seed: String(seed), rounds });
  return { ...organiser, prepared: readPrepared(organiser.memory, TAB) as PreparedGame };
}

/** A centre that prepared the game from the seed and revealed its rounds (`reveal`: the first so many) with Sacar atril and Buscar jugada maestra. */
export function revealedRoom(seed: number, rounds: number, reveal = rounds): Room {
  const centre = room(rounds, true);
  prepareGame(centre.context, { seed: String(seed), rounds });
  const prepared = readPrepared(centre.memory, TAB) as PreparedGame;
  for (let r = 0; r < Math.min(reveal, prepared.rounds.length); r++) {
    drawRack(centre.context);
    findMasterMove(centre.context);
  }
  return centre;
}

/** A centre with the revealed game of `from` (its arbiter's rows and its prepared game), with or without the list. */
export function copiedRoom(from: Room, list: boolean): Room {
  const centre = room(0, list, { [TAB]: from.workbook.snapshot(TAB) as Grid });
  // The game names the list it was prepared with (as a game file loaded without a list does).
  const stored = storedLexicon(from.workbook)!;
  const named = { name: stored.head.name, words: stored.head.words, fingerprint: listFingerprint(stored.graph) };
  keepPrepared(centre.memory, TAB, {
    ...(readPrepared(from.memory, TAB) as PreparedGame),
    list: named,
  } as PreparedGame);
  return centre;
}

/**
 * A centre that has the game `prepared` (as one loaded from the organiser's file: kept in the
 * document's memory, naming its list — `graph`, as loadList names it) and played it: its tab's
 * Maestra, Jugada and Atril rows as Sacar atril and Buscar jugada maestra reveal them; with or
 * without the test list loaded.
 */
export function playedRoom(prepared: PreparedGame, list: boolean, graph: WordGraph = LIST_GRAPH): Room {
  const centre = room(0, list, { [TAB]: revealedGrid(prepared) });
  const named = { name: 'prueba.txt', words: graph.words, fingerprint: listFingerprint(graph) };
  keepPrepared(centre.memory, TAB, { ...prepared, list: named } as PreparedGame);
  return centre;
}

/** A game tab with every round of `prepared` revealed: Maestra, Jugada, Atril, Semilla, Sorteo as the arbiter's actions write them. */
export function revealedGrid(prepared: PreparedGame): Grid {
  const tab = blankGameTab(prepared.rounds.length);
  const row = (label: string) => tab.find((line) => line[0] === label) as Cell[];
  prepared.rounds.forEach((round, r) => {
    row('Maestra')[r + 1] = round.score;
    row('Jugada')[r + 1] = round.move;
    row('Atril')[r + 1] = [round.leave, round.drawn].filter(Boolean).join('+');
    if (round.cambios > 0) row('Sorteo')[r + 1] = String(round.cambios);
  });
  row('Semilla')[1] = String(prepared.seed);
  return tab;
}

/** A player's name and the cells typed for them, one per round. */
export interface FieldPlayer {
  name: string;
  cells: Cell[];
}

/** The players' rows typed below the tab's last row. */
export function typeField(centre: Room, players: readonly FieldPlayer[]): void {
  const grid = centre.workbook.snapshot(TAB) as Grid;
  centre.workbook.write(
    TAB,
    grid.length + 1,
    1,
    players.map((player) => [player.name, ...player.cells]),
  );
}

const rackOf = (round: PreparedGame['rounds'][number]): Tile[] => {
  const verdict = checkRack([round.leave, round.drawn].filter(Boolean).join('+'), 1);
  return verdict.ok ? verdict.tiles : [];
};

/**
 * Round 1's move of a word not in the list: two plain tiles of the rack across H8 whose word the
 * list lacks (the board is empty, so the move is legal); null when the rack has no such pair.
 */
export function offListMove(prepared: PreparedGame): string | null {
  const tiles = rackOf(prepared.rounds[0]).filter((tile) => !tile.blank && tile.letter.length === 1);
  for (const a of tiles)
    for (const b of tiles) {
      if (a === b) continue;
      if (!hasWord(LIST_GRAPH, [a, b])) return `H8-${a.letter}${b.letter}`;
    }
  return null;
}

/** A deterministic stream of choices (a tiny LCG): fields differ by `seed`, the same `seed` gives the same field. */
export function choices(seed: number): (n: number) => number {
  let state = seed >>> 0 || 1;
  return (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
}

/**
 * A field of `count` players named `prefix` 1…: each round's cell the master move, a lesser move
 * the search listed, a tie, the score typed instead of a move, or a blank slip.
 */
export function randomField(prepared: PreparedGame, prefix: string, count: number, seed: number): FieldPlayer[] {
  const pick = choices(seed);
  return Array.from({ length: count }, (_, p) => ({
    name: `${prefix} ${p + 1}`,
    cells: prepared.rounds.map((round): Cell => {
      const options: Cell[] = [round.move, ...round.ties.map(([move]) => move), ...round.below.map(([, move]) => move)];
      switch (pick(6)) {
        case 0:
          return '';
        case 1:
          return round.below.length > 0 ? round.below[pick(round.below.length)][0] : round.score;
        default:
          return options[pick(options.length)];
      }
    }),
  }));
}

/** The centre's results file, as Exportar resultados writes it. */
export function exportedFile(centre: Room, name: string): { name: string; text: string } {
  const result = exportResults(centre.context, { centre: name });
  return { name: `${name}.atril`, text: result.text };
}
