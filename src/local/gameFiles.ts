// `atril export-game` and `atril load-game` (rules §22): the game file written to and read from
// the file named, as Exportar partida… and Cargar partida… hand it to the browser's dialogs.
import { basename } from 'node:path';
import type { ActionContext } from '../sheets/actions/action';
import { type ExportGameResult, exportGame } from '../sheets/actions/exportGame';
import { type LoadGameResult, loadGame } from '../sheets/actions/loadGame';
import { readTextFile, writeTextFile } from './textFiles';

/** The tab's game into `file` (UTF-8, written whole: a temporary file renamed, so a cut leaves the old one). */
export function exportGameToFile(context: ActionContext, file: string, tab: string | null): ExportGameResult {
  const result = exportGame(context, { tab, fileName: basename(file) });
  writeTextFile(file, result.text, 'cli.gameFileUnwritable');
  return result;
}

/** The game of `file` loaded into the tab. */
export function loadGameFromFile(context: ActionContext, file: string, tab: string | null): LoadGameResult {
  const text = readTextFile(file, 'cli.gameFileUnreadable');
  return loadGame(context, { tab, fileName: basename(file), text });
}
