// `atril export-results LIBRO.xlsx RESULTADOS.atril [--tab …] [--centro NOMBRE]` and
// `atril import-results LIBRO.xlsx RESULTADOS.atril…` (rules §22): the simultaneous' results
// files on disk, through the very actions the menu runs. The results file is written whole or
// not at all (a temporary file, then a rename), after the action decided everything.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { AtrilError } from '../core/errors';
import type { ActionContext } from '../sheets/actions/action';
import { type ExportResultsResult, exportResults } from '../sheets/actions/exportResults';
import { type ImportCentresResult, importCentres } from '../sheets/actions/importCentres';

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
  try {
    writeFileSync(`${file}.tmp`, result.text, 'utf8');
    renameSync(`${file}.tmp`, file);
  } catch (error) {
    throw new AtrilError('cli.resultsUnwritable', { value: file, detail: (error as Error).message });
  }
  return result;
}

export function importResultsFromFiles(context: ActionContext, args: readonly string[]): ImportCentresResult {
  const files = positional(args).map((file) => {
    try {
      return { name: basename(file), text: readFileSync(file, 'utf8') };
    } catch (error) {
      throw new AtrilError('cli.resultsUnreadable', { value: file, detail: (error as Error).message });
    }
  });
  return importCentres(context, files);
}
