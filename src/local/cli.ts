// `atril <orden> <archivo.xlsx>` (rules §1 `local/`): the menu's actions over an .xlsx file.
// The very same action functions the add-on's menu runs (src/sheets/actions), over the
// XlsxWorkbook port; the same catalogue messages, in Configuración's Idioma or else the
// language of LANG (Spanish by default). Progress goes to stderr, results to stdout (so
// `atril html libro.xlsx > clasificacion.html` gets only the page). Exit codes: 0 done,
// 1 refused or bad input (the message says where), 2 bad command line.
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { renderError } from '../core/errors';
import { type Language } from '../i18n';
import { languageOfLocale, type MessageKey, t } from '../i18n';
import { computeElo } from '../sheets/actions/computeElo';
import { type ActionContext, type ActionResult } from '../sheets/actions/action';
import { readSettings } from '../sheets/config/settings';
import { pairNextRound } from '../sheets/actions/pairNextRound';
import { scoreDuplicate } from '../sheets/actions/scoreDuplicate';
import { setupTournament } from '../sheets/actions/setupTournament';
import { undoLastRound } from '../sheets/actions/undoLastRound';
import { updateStandings } from '../sheets/actions/updateStandings';
import { findTab } from '../sheets/config/tabs';
import { formatUpdated, standingsPage, standingsPageInput } from '../sheets/tournament/standingsPage';
import type { Workbook } from '../sheets/grid/workbook';
import { textTable } from './textTable';
import { XlsxWorkbook } from './xlsxWorkbook';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
}

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
};

interface Command {
  /** The menu item's label, shown as progress. */
  label: MessageKey;
  run(context: ActionContext): ActionResult;
}

const COMMANDS: Record<string, Command> = {
  setup: { label: 'menu.setup', run: setupTournament },
  pair: { label: 'menu.pair', run: pairNextRound },
  undo: { label: 'menu.undo', run: undoLastRound },
  standings: { label: 'menu.standings', run: updateStandings },
  elo: { label: 'menu.elo', run: computeElo },
  duplicate: { label: 'menu.duplicate', run: scoreDuplicate },
};
const ALL_COMMANDS = [...Object.keys(COMMANDS), 'html'];

/** The user's language from the environment, as a POSIX program reads it: LC_ALL, then LC_MESSAGES, then LANG. */
export function environmentLanguage(env: CliIo['env']): Language {
  return languageOfLocale(env.LC_ALL || env.LC_MESSAGES || env.LANG || '');
}

/** Configuración › Idioma when typed (as the actions decide), else the user's language. */
export function workbookLanguage(workbook: Workbook, userLang: Language): Language {
  try {
    return readSettings(workbook, userLang).lang;
  } catch {
    // A bad Configuración is reported by the action itself, with its row.
    return userLang;
  }
}

function localeOf(env: CliIo['env']): string {
  const raw = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return raw.replace(/[.@].*$/, '') || 'es_ES';
}

export async function runCli(args: string[], io: CliIo = processIo): Promise<number> {
  const userLang = environmentLanguage(io.env);
  const say = (lang: Language, key: MessageKey, params = {}) => io.stderr(`${t(lang, key, params)}\n`);
  const fail = (lang: Language, message: string, code = 1) => {
    io.stderr(`atril: ${message}\n`);
    return code;
  };
  const [command, file, ...rest] = args;
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    io.stdout(`${t(userLang, 'cli.usage')}\n`);
    return command === undefined ? 2 : 0;
  }
  if (!ALL_COMMANDS.includes(command)) {
    return fail(userLang, `${t(userLang, 'cli.unknownCommand', { value: command })}\n${t(userLang, 'cli.usage')}`, 2);
  }
  if (file === undefined || rest.length > 0)
    return fail(userLang, `${t(userLang, 'cli.noFile')}\n${t(userLang, 'cli.usage')}`, 2);
  if (!/\.xlsx$/i.test(file)) return fail(userLang, t(userLang, 'cli.notXlsx', { value: file }), 2);
  if (command !== 'setup' && !existsSync(file)) return fail(userLang, t(userLang, 'cli.fileMissing', { value: file }));

  const started = performance.now();
  let workbook: XlsxWorkbook;
  try {
    if (existsSync(file)) say(userLang, 'cli.reading', { file });
    workbook = await XlsxWorkbook.openOrCreate(file, { locale: localeOf(io.env) });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return fail(userLang, t(userLang, 'cli.fileUnreadable', { value: file, detail }));
  }
  const lang = workbookLanguage(workbook, userLang);

  if (command === 'html') {
    try {
      const input = standingsPageInput(workbook, userLang);
      io.stdout(standingsPage({ ...input, updated: formatUpdated(new Date(), input.lang), refreshMode: 'meta' }));
      return 0;
    } catch (error) {
      return fail(lang, renderError(error, lang));
    }
  }

  const action = COMMANDS[command];
  let result: ActionResult;
  try {
    say(lang, 'cli.running', { action: t(lang, action.label) });
    result = action.run({ workbook, lang: userLang });
  } catch (error) {
    // Bad input: nothing is saved, the file stays as the user left it.
    return fail(lang, renderError(error, lang));
  }
  if (workbook.changed) {
    say(result.lang, 'cli.saving', { file });
    try {
      await workbook.save(file);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return fail(result.lang, t(result.lang, 'cli.fileUnwritable', { value: file, detail }));
    }
    say(result.lang, 'cli.saved', { file, ms: Math.round(performance.now() - started) });
  }
  if (!result.ok) return fail(result.lang, result.message);
  io.stdout(`${result.message}\n`);
  if (command === 'standings') {
    const tab = findTab(workbook.tabNames(), 'standings');
    const grid = tab ? workbook.read(tab) : null;
    io.stdout(
      grid && grid.length > 1 ? `\n${textTable(grid, result.lang)}\n` : `${t(result.lang, 'cli.noStandings')}\n`,
    );
  }
  return 0;
}
