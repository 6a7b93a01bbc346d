// Reading a "Duplicada N" tab (rules §2): column A names, then one column per round (R1,
// R2, ...); the Maestra row (master score per round), an optional Jugada row (master move
// in canonical notation), an optional Atril row (the rack), optional Semilla and Sorteo
// rows (the draw's seed and cambios de fichas, rules §20), and one row per player; a
// blank cell is 0, a cell may hold the player's move instead of a score (rules §6.7).
import { AtrilError } from '../../core/errors';
import type { DuplicateGameInput } from '../../core/duplicate';
import type { WordGraph } from '../../core/duplicate/wordGraph';
import type { Message } from '../../core/message';
import { type Language, t } from '../../i18n';
import { labelNames, resembles } from '../grid/labels';
import type { ReadOptions } from '../grid/table';
import { type Cell, type Grid, cellScore, cellText, isBlank, normaliseLabel, nameText } from '../grid/cells';
import { type BoardStop, type TabBoard, looksLikeMove, readTabBoard, scoreMoveCell, stopParams } from './tabBoard';

export interface DuplicateTabRead {
  game: DuplicateGameInput;
  /** Sheet row of each player of `game.players`. */
  playerRows: number[];
  /** Names with a row but no score at all: absent from this game. */
  absent: string[];
  /** Bad master moves in the Jugada row (they do not stop the scoring), and the stop below when there is one. */
  warnings: Message[];
  /** The board round by round (rules §6.7), with the first mistake (`stop`) of the Jugada row or of a move typed. */
  board: TabBoard;
  /** Index (0-based) of each played round among the tab's rounds, as in `game.master`. */
  playedRounds: number[];
  /** Per player of `game.players`, per played round: the score came from a typed move. */
  fromMoves: boolean[][];
  /** Per player, per played round: a move scoring more than the master (counted; rules §6.7). */
  aboveMaster: boolean[][];
  /** Per player, per played round: the words of the move the club's list lacks, '' for none (rules §20: it scored 0). */
  notInList: string[][];
}

/** How a tab is read: its name, the language, and the club's word list the moves are judged by (rules §20), if loaded. */
export type DuplicateTabOptions = ReadOptions & { tab: string; words?: WordGraph | null };

/** The mistakes of the board that stop the scoring at their round instead of failing the tab (rules §6.7). */
const STOPPING: ReadonlySet<string> = new Set([
  'board.error.illegal',
  'board.error.noBoard',
  'board.error.masterScore',
]);

/** The labels of the master, move and rack rows — made when read, not at load: the catalogue inflates a language when it first speaks. */
const rowLabels = (): string[][] => [
  labelNames('dup.row.master', ['jugada maestra', 'master move', 'maestro']),
  labelNames('dup.row.move', ['jugadas', 'notacion', 'notation']),
  labelNames('dup.row.rack', ['atriles', 'racks']),
  // rules §20: the game's seed (first round's column) and its draws' cambios de fichas.
  labelNames('dup.row.seed', ['semillas', 'seeds']),
  labelNames('dup.row.draw', ['sorteos', 'draws']),
  // rules §22: the fingerprint of a game loaded from a file (Cargar partida).
  labelNames('dup.row.game', ['huella', 'fingerprint']),
];

/** The round number of a header: "R1", "R 1", "Ronda 1", "Round 1" or "1"; null otherwise. */
export function roundOfHeader(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell > 0 ? cell : null;
  const match = /^(?:r|ronda|round)?\s*(\d+)$/.exec(normaliseLabel(cellText(cell)));
  return match && Number(match[1]) > 0 ? Number(match[1]) : null;
}

/**
 * rules §9: a header that looks like a round column without reading as one ("R-1", "R1b",
 * "Ronda 1 (bis)", "1ª") is reported, not silently left out of the scores.
 */
function looksLikeRound(cell: Cell): boolean {
  const compact = normaliseLabel(cellText(cell)).replace(/[^a-z0-9]/g, '');
  return /^(r|rd|rnd|ronda|round)[a-z]*\d+[a-z]*$/.test(compact) || /^\d+[a-z]{0,2}$/.test(compact);
}

/** The game number of a tab named "Duplicada N" / "Duplicate N"; null for other tabs. */
export function duplicateTabNumber(name: string): number | null {
  const prefixes = labelNames('tab.duplicate');
  const label = normaliseLabel(name);
  for (const prefix of prefixes) {
    const match = new RegExp(`^${prefix}\\s*(\\d+)$`).exec(label);
    if (match) return Number(match[1]);
  }
  return null;
}

/** Where a "Duplicada N" tab keeps what: its round columns and its Maestra, Jugada, Atril and player rows. */
export interface DuplicateTabLayout {
  tab: string;
  lang: Language;
  /** The grid column of each round (index r = round r + 1). */
  columns: number[];
  /** Grid row (0-based) of Maestra; of Jugada, Atril, Semilla and Sorteo, −1 when absent; of each player. */
  masterRow: number;
  moveRow: number;
  rackRow: number;
  seedRow: number;
  drawRow: number;
  /** rules §22: Partida, the fingerprint of a game loaded from a file (first round's column); −1 when absent. */
  gameRow: number;
  playerRows: number[];
  /** Where round r's cell of grid row i is, for messages (tab, sheet row, the round's header). */
  at: (i: number, r: number) => { tab: string; row: number; column: string };
}

/** The layout of a "Duplicada N" tab (rules §2, §6.7); an AtrilError naming the cell when it cannot be read. */
export function duplicateTabLayout(grid: Grid, options: ReadOptions & { tab: string }): DuplicateTabLayout {
  const { tab, lang } = options;
  const firstRow = options.firstRow ?? 1;
  const header = grid[0] ?? [];
  // Round columns by their header; other columns (Total, %, notes) are the user's own.
  const columnOf = new Map<number, number>();
  header.forEach((cell, column) => {
    if (column === 0) return;
    const round = roundOfHeader(cell);
    if (round === null && looksLikeRound(cell)) {
      const digits = /\d+/.exec(cellText(cell))?.[0] ?? '';
      throw new AtrilError(
        'error.dup.roundHeader',
        { value: cellText(cell), round: digits },
        { tab, row: firstRow, column: cellText(cell) },
      );
    }
    if (round === null) return;
    if (columnOf.has(round)) {
      throw new AtrilError(
        'error.dup.duplicateRound',
        { value: round },
        { tab, row: firstRow, column: cellText(cell) },
      );
    }
    columnOf.set(round, column);
  });
  if (columnOf.size === 0) throw new AtrilError('error.dup.noRounds', {}, { tab, row: firstRow });
  const lastRound = Math.max(...columnOf.keys());
  for (let round = 1; round <= lastRound; round++) {
    if (!columnOf.has(round)) throw new AtrilError('error.dup.missingRound', { value: round }, { tab, row: firstRow });
  }
  const columns = Array.from({ length: lastRound }, (_, r) => columnOf.get(r + 1) as number);
  const headerText = (r: number) => cellText(header[columns[r]]) || t(lang, 'dup.col.round', { n: r + 1 });
  const at = (row: number, r: number) => ({ tab, row, column: headerText(r) });

  let masterRow = -1;
  let moveRow = -1;
  let rackRow = -1;
  let seedRow = -1;
  let drawRow = -1;
  let gameRow = -1;
  const playerRows: number[] = [];
  const [MASTER_LABELS, MOVE_LABELS, RACK_LABELS, SEED_LABELS, DRAW_LABELS, GAME_LABELS] = rowLabels();
  for (let i = 1; i < grid.length; i++) {
    const raw = grid[i];
    // Only the names and the round columns count: a note in a column of the user's own is theirs.
    if (!raw || [0, ...columns].every((column) => isBlank(raw[column]))) continue;
    const label = normaliseLabel(cellText(raw[0]));
    if (masterRow < 0 && MASTER_LABELS.includes(label)) masterRow = i;
    else if (moveRow < 0 && MOVE_LABELS.includes(label)) moveRow = i;
    else if (rackRow < 0 && RACK_LABELS.includes(label)) rackRow = i;
    else if (seedRow < 0 && SEED_LABELS.includes(label)) seedRow = i;
    else if (drawRow < 0 && DRAW_LABELS.includes(label)) drawRow = i;
    else if (gameRow < 0 && GAME_LABELS.includes(label)) gameRow = i;
    else playerRows.push(i);
  }
  if (masterRow < 0) {
    const like = playerRows.find((i) => resembles(cellText(grid[i][0]), MASTER_LABELS, labelNames('dup.row.master')));
    if (like !== undefined) {
      const value = cellText(grid[like][0]);
      const column = cellText(header[0]) || t(lang, 'dup.col.player');
      throw new AtrilError(
        'error.dup.masterResembles',
        { value, master: t(lang, 'dup.row.master') },
        { tab, row: firstRow + like, column },
      );
    }
    throw new AtrilError('error.dup.noMaster', {}, { tab, row: firstRow + 1 });
  }
  return {
    tab,
    lang,
    columns,
    masterRow,
    moveRow,
    rackRow,
    seedRow,
    drawRow,
    gameRow,
    playerRows,
    at: (i, r) => at(firstRow + i, r),
  };
}

/** The board of a tab whose layout is read (rules §6.7): its Jugada, Atril and Sorteo rows placed round by round. */
export function layoutBoard(grid: Grid, layout: DuplicateTabLayout, words?: WordGraph | null): TabBoard {
  const { tab, lang, columns, moveRow, rackRow, drawRow, at } = layout;
  const cells = (i: number) => columns.map((column) => (i < 0 ? '' : grid[i][column]));
  return readTabBoard({
    tab,
    lang,
    rounds: columns.length,
    moves: cells(moveRow),
    racks: cells(rackRow),
    draws: cells(drawRow),
    moveAt: (r) => at(moveRow, r),
    rackAt: (r) => at(rackRow, r),
    words,
  });
}

/** Round index r's master move as placed (canonical), or as typed when it is not in canonical notation; null when blank. */
function playedMove(grid: Grid, layout: DuplicateTabLayout, board: TabBoard, r: number): string | null {
  if (layout.moveRow < 0) return null;
  const text = cellText(grid[layout.moveRow][layout.columns[r]]);
  if (text === '') return null;
  return board.plays[r]?.move.canonical ?? text;
}

export function readDuplicateTab(grid: Grid, options: DuplicateTabOptions): DuplicateTabRead {
  const { tab, lang } = options;
  const firstRow = options.firstRow ?? 1;
  const header = grid[0] ?? [];
  const layout = duplicateTabLayout(grid, options);
  const { columns, masterRow, playerRows } = layout;
  const lastRound = columns.length;
  const headerText = (r: number) => cellText(header[columns[r]]) || t(lang, 'dup.col.round', { n: r + 1 });
  const at = (row: number, r: number) => ({ tab, row, column: headerText(r) });

  const board = layoutBoard(grid, layout, options.words);
  // A typed move's score by cell ("row,round"), each move placed and scored once.
  const fromMove = new Map<string, number>();
  // rules §20: a player's move with a word not in the list scores 0; its words, by cell.
  const wrongWords = new Map<string, string>();
  const scoreAt = (i: number, r: number): number | null => {
    const cell = grid[i][columns[r]];
    try {
      // rules §6.7: a player's cell may hold the move; it is scored, and left as typed.
      if (i !== masterRow && looksLikeMove(cell)) {
        const known = fromMove.get(`${i},${r}`);
        if (known !== undefined) return known;
        const { score, notInList } = scoreMoveCell(board, r, cellText(cell), lang);
        fromMove.set(`${i},${r}`, score);
        if (notInList.length > 0) wrongWords.set(`${i},${r}`, notInList.join(', '));
        return score;
      }
      return cellScore(cell); // rules §9: the same reader as Rondas' Puntos
    } catch (error) {
      if (error instanceof AtrilError) throw error.at(at(firstRow + i, r));
      throw error;
    }
  };
  const masterCell = (r: number): number | null => {
    const typed = scoreAt(masterRow, r);
    const play = board.plays[r];
    if (!play) return typed;
    // rules §6.7: a blank Maestra takes the master move's score; a typed one must agree with it.
    if (typed !== null && typed !== play.score) {
      throw new AtrilError(
        'board.error.masterScore',
        { value: typed, score: play.score, move: play.move.canonical },
        at(firstRow + masterRow, r),
      );
    }
    return play.score;
  };
  // rules §6.7: a mistake typed in round k — a master move that cannot be played, a tile its
  // rack lacks, a player's move that cannot be played or scored, a Maestra its move
  // contradicts — leaves rounds 1..k−1 scored; rounds from k on wait for the first bad cell,
  // named in a warning. Any other bad input (a score that is not one) is an error, as before.
  let stop: BoardStop | null = board.stop;
  const masterCells: (number | null)[] = columns.map(() => null);
  for (let r = 0; r < (stop ? stop.round - 1 : lastRound); r++) {
    try {
      masterCells[r] = masterCell(r);
      for (const i of playerRows) if (looksLikeMove(grid[i][columns[r]])) scoreAt(i, r);
    } catch (error) {
      if (!(error instanceof AtrilError) || !STOPPING.has(error.key)) throw error;
      stop = { round: r + 1, error };
      masterCells[r] = null;
    }
  }
  // A round is played once its master score is typed; later rounds may still be empty.
  const played: number[] = [];
  masterCells.forEach((value, r) => {
    if (stop && r + 1 >= stop.round) return;
    if (value !== null) {
      played.push(r);
      return;
    }
    const scored = playerRows.find((i) => !isBlank(grid[i][columns[r]]));
    if (scored !== undefined)
      throw new AtrilError('error.dup.noMasterScore', { round: r + 1 }, at(firstRow + masterRow, r));
  });
  const master = played.map((r) => masterCells[r] as number);

  const warnings: Message[] = [...board.warnings];
  if (stop) warnings.push({ key: 'board.warn.stopped', params: stopParams(stop, lang) });
  const fromMoves: boolean[][] = [];
  const aboveMaster: boolean[][] = [];
  const notInList: string[][] = [];
  const seen = new Map<string, number>();
  const players: DuplicateGameInput['players'] = [];
  const rows: number[] = [];
  const absent: string[] = [];
  for (const i of playerRows) {
    const row = firstRow + i;
    const name = nameText(grid[i][0]);
    const nameColumn = cellText(header[0]) || t(lang, 'dup.col.player');
    if (name === '') throw new AtrilError('error.dup.noName', {}, { tab, row, column: nameColumn });
    const key = normaliseLabel(name);
    const other = seen.get(key);
    if (other !== undefined)
      throw new AtrilError('error.dup.duplicateName', { value: name, other }, { tab, row, column: nameColumn });
    seen.set(key, row);
    const typed = played.map((r) => scoreAt(i, r));
    // A name without any score did not play this game (absent), rather than scoring 0 throughout.
    if (typed.every((value) => value === null)) {
      absent.push(name);
      continue;
    }
    const moved = played.map((r) => fromMove.has(`${i},${r}`));
    const wrong = played.map((r) => wrongWords.get(`${i},${r}`) ?? '');
    wrong.forEach((word, k) => {
      if (word !== '')
        warnings.push({
          key: 'lexicon.warn.player',
          params: { tab, row, column: headerText(played[k]), value: cellText(grid[i][columns[played[k]]]), word },
        });
    });
    const above = played.map(() => false);
    const scores = typed.map((value, k) => {
      const score = value ?? 0;
      const r = played[k];
      if (score > master[k] && moved[k]) {
        // rules §6.7: a move above the announced master counts, flagged; the master stands.
        above[k] = true;
        warnings.push({
          key: 'board.warn.aboveMaster',
          params: { tab, row, column: headerText(r), value: cellText(grid[i][columns[r]]), score, master: master[k] },
        });
      } else if (score > master[k])
        throw new AtrilError('error.dup.aboveMaster', { value: score, master: master[k] }, at(row, r));
      return score;
    });
    fromMoves.push(moved);
    aboveMaster.push(above);
    notInList.push(wrong);
    players.push({ name, scores });
    rows.push(row);
  }

  const moves = played.map((r) => playedMove(grid, layout, board, r));
  return {
    game: { name: tab, master, moves, players },
    playerRows: rows,
    absent,
    warnings,
    board: { ...board, stop },
    playedRounds: played,
    fromMoves,
    aboveMaster,
    notInList,
  };
}

/** "Duplicada 1", "duplicate 2", ... — every duplicate game tab, in game-number order. */
export function duplicateTabs(existing: readonly string[]): string[] {
  return existing
    .map((name) => ({ name, number: duplicateTabNumber(name) }))
    .filter((entry): entry is { name: string; number: number } => entry.number !== null)
    .sort((a, b) => a.number - b.number)
    .map((entry) => entry.name);
}
