// `atril export-results LIBRO.xlsx RESULTADOS.atril [--tab …] [--centro NOMBRE]` and
// `atril import-results LIBRO.xlsx RESULTADOS.atril…` (rules §22): the simultaneous' results
// files on disk, through the very actions the menu runs. The results file is written whole or
// not at all (textFiles.ts), after the action decided everything.
import { basename } from 'node:path';
import type { ActionContext } from '../sheets/actions/action';
import { type ExportResultsResult, exportResults } from '../sheets/actions/exportResults';
import { type ImportCentresResult, importCentres } from '../sheets/actions/importCentres';
import { readTextFile, writeTextFile } from './textFiles';

/** The command's arguments that are neither an option (`--tab`) nor an option's value. */
function positional(args: readonly string[]): string[] {
  return args.filter((arg, i) => !arg.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
}

export function exportResultsToFile(
  context: ActionContext,
  args: readonly string[],
  options: { tab: string | null; centre: string | null },
): ExportResultsResult {
  const [file] = positional(args);
  const result = exportResults(context, { ...options, fileName: basename(file) });
  writeTextFile(file, result.text, 'cli.resultsUnwritable');
  return result;
}

export function importResultsFromFiles(context: ActionContext, args: readonly string[]): ImportCentresResult {
  const files = positional(args).map((file) => ({
    name: basename(file),
    text: readTextFile(file, 'cli.resultsUnreadable'),
  }));
  return importCentres(context, files);
}
