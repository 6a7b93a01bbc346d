// Driving the atril CLI in-process on real .xlsx files, shared by the CLI scenarios.
import { type CliIo, runCli } from '../../src/local/cli';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import { join } from 'node:path';
import { loadList } from './arbiterList';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `atril …` in this process, with what it printed; `env` as the user's shell would set it. */
export async function atril(
  args: string[],
  env: Record<string, string> = { LANG: 'es_ES.UTF-8' },
  lockWaitMs?: number,
): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), env, lockWaitMs };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

/** `atril setup` at `path`, then `players` typed into Jugadores from row 2. */
export async function tournamentFile(path: string, players: Cell[][]): Promise<string> {
  expect((await atril(['setup', path])).code).toBe(0);
  const book = await XlsxWorkbook.open(path);
  book.write('Jugadores', 2, 1, players);
  await book.save();
  return path;
}

/** Types both scores of every game of `round` (400 − 10 × table against 350), as a director would. */
export async function typeScores(path: string, round: number): Promise<void> {
  const book = await XlsxWorkbook.open(path);
  (book.read('Rondas') ?? []).forEach((row, i) => {
    if (row[0] === round && row[3] !== 'DESCANSO') book.write('Rondas', i + 1, 5, [[400 - 10 * Number(row[1]), 350]]);
  });
  await book.save();
}

/** A tournament file `dir/name` with a game tab of `rounds` rounds (as Preparar duplicada makes it), with the tests' word list when `list`. */
export async function duplicateFile(dir: string, name: string, rounds: number, list = true): Promise<string> {
  const path = join(dir, name);
  expect((await atril(['setup', path])).code).toBe(0);
  const book = await XlsxWorkbook.open(path);
  const blank = (): Cell[] => Array.from({ length: rounds }, () => '');
  const grid: Grid = [
    ['Nombre', ...blank().map((_, r) => `R${r + 1}`)],
    ...['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo', 'Ana', 'Bruno'].map((label) => [label, ...blank()]),
  ];
  book.addTab('Duplicada 1');
  book.write('Duplicada 1', 1, 1, grid);
  if (list) loadList(book);
  await book.save();
  return path;
}

/** Row `label` of the file's Duplicada 1, its round cells. */
export async function gameRow(path: string, label: string): Promise<Cell[]> {
  const grid = (await XlsxWorkbook.open(path)).read('Duplicada 1') ?? [];
  return (grid.find((line) => line[0] === label) ?? []).slice(1);
}
