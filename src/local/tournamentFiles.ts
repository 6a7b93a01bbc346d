// `atril export-tournament` and `atril import-tournaments` (rules §23): the torneo file written
// to the file named, and the files named read for the list, as Exportar torneo… and Importar
// torneos… hand them to and from the browser's dialogs.
import { basename } from 'node:path';
import type { ActionContext, ActionResult } from '../sheets/actions/action';
import { type ExportTournamentResult, exportTournament } from '../sheets/actions/exportTournament';
import { importTournaments } from '../sheets/actions/importTournaments';
import { readTextFile, writeTextFile } from './textFiles';

/** The closed tournament into `file` (UTF-8, written whole: a temporary file renamed, so a cut leaves the old one). */
export function exportTournamentToFile(context: ActionContext, file: string): ExportTournamentResult {
  const result = exportTournament(context);
  if (!result.ok) return result;
  writeTextFile(file, result.text, 'cli.tournamentFileUnwritable');
  return result;
}

/** The files named, read whole before the list is touched, then imported. */
export function importTournamentFiles(context: ActionContext, files: readonly string[]): ActionResult {
  const read = files.map((file) => ({
    name: basename(file),
    text: readTextFile(file, 'cli.tournamentFileUnreadable'),
  }));
  return importTournaments(context, read);
}
