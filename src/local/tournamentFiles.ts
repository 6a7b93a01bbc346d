// `atril export-tournament` and `atril import-tournaments` (rules §23): the torneo file written
// to the file named, and the files named read for the list, as Exportar torneo… and Importar
// torneos… hand them to and from the browser's dialogs.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { AtrilError } from '../core/errors';
import type { ActionContext, ActionResult } from '../sheets/actions/action';
import { type ExportTournamentResult, exportTournament } from '../sheets/actions/exportTournament';
import { importTournaments } from '../sheets/actions/importTournaments';

/** The closed tournament into `file` (UTF-8, written whole: a temporary file renamed, so a cut leaves the old one). */
export function exportTournamentToFile(context: ActionContext, file: string): ExportTournamentResult {
  const result = exportTournament(context);
  if (!result.ok) return result;
  try {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, result.text, 'utf8');
    renameSync(temporary, file);
  } catch (error) {
    throw new AtrilError('cli.tournamentFileUnwritable', { value: file, detail: (error as Error).message });
  }
  return result;
}

/** The files named, read whole before the list is touched, then imported. */
export function importTournamentFiles(context: ActionContext, files: readonly string[]): ActionResult {
  const read = files.map((file) => {
    try {
      return { name: basename(file), text: readFileSync(file, 'utf8') };
    } catch (error) {
      throw new AtrilError('cli.tournamentFileUnreadable', { value: file, detail: (error as Error).message });
    }
  });
  return importTournaments(context, read);
}
