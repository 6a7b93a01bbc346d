// Driving the atril CLI in-process on real .xlsx files, shared by the CLI scenarios.
import { type CliIo, runCli } from '../../src/local/cli';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import type { Cell } from '../../src/sheets/grid/cells';

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
