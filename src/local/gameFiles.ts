// `atril export-game` and `atril load-game` (rules §22): the game file written to and read from
// the file named, as Exportar partida… and Cargar partida… hand it to the browser's dialogs.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { AtrilError } from '../core/errors';
import type { ActionContext } from '../sheets/actions/action';
import { type ExportGameResult, exportGame } from '../sheets/actions/exportGame';
import { type LoadGameResult, loadGame } from '../sheets/actions/loadGame';

/** The tab's game into `file` (UTF-8, written whole: a temporary file renamed, so a cut leaves the old one). */
export function exportGameToFile(context: ActionContext, file: string, tab: string | null): ExportGameResult {
  const result = exportGame(context, { tab, fileName: basename(file) });
  try {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, result.text, 'utf8');
    renameSync(temporary, file);
  } catch (error) {
    throw new AtrilError('cli.gameFileUnwritable', { value: file, detail: (error as Error).message });
  }
  return result;
}

/** The game of `file` loaded into the tab. */
export function loadGameFromFile(context: ActionContext, file: string, tab: string | null): LoadGameResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new AtrilError('cli.gameFileUnreadable', { value: file, detail: (error as Error).message });
  }
  return loadGame(context, { tab, fileName: basename(file), text });
}
