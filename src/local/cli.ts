// `atril <orden> <archivo.xlsx>` (rules §1 `local/`): the menu's actions over an .xlsx file,
// and the tools beside them (generate, check, trf: docs/local.md).
// The very same action functions the add-on's menu runs (src/sheets/actions), over the
// XlsxWorkbook port; the same catalogue messages, in Configuración's Idioma or else the
// language of LANG (Spanish by default). Progress goes to stderr, results to stdout (so
// `atril html libro.xlsx > clasificacion.html` gets only the page). Exit codes: 0 done,
// 1 refused or bad input (the message says where), 2 bad command line (`check`: 1 also
// for an illegal board, 3 for boards that only differ from the engine's). rules §9
// "Concurrency": every command but html holds the file's lock from the read to the write,
// refuses while LibreOffice or Excel has the file open, and never saves over a file that
// changed on disk meanwhile.
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderError } from '../core/errors';
import { type Language } from '../i18n';
import { languageOfLocale, type MessageKey, type Params, t } from '../i18n';
import { checkPairings } from '../sheets/actions/checkPairings';
import { closeTournament } from '../sheets/actions/closeTournament';
import { computeElo } from '../sheets/actions/computeElo';
import { computePrizes } from '../sheets/actions/computePrizes';
import { importRegistrations } from '../sheets/actions/importRegistrations';
import { exportTrf } from '../sheets/actions/exportTrf';
import { type GenerateOptions, generateTournament } from '../sheets/actions/generateTournament';
import { newTournament } from '../sheets/actions/newTournament';
import { reopenTournament } from '../sheets/actions/reopenTournament';
import { type ActionContext, type ActionResult } from '../sheets/actions/action';
import { workbookLanguage } from '../sheets/config/settings';
import { pairNextRound } from '../sheets/actions/pairNextRound';
import { renamePlayer } from '../sheets/actions/renamePlayer';
import { scoreDuplicate } from '../sheets/actions/scoreDuplicate';
import { prepareDuplicate } from '../sheets/actions/prepareDuplicate';
import { drawRack } from '../sheets/actions/drawRack';
import { findMasterMove } from '../sheets/actions/findMasterMove';
import { prepareGame } from '../sheets/actions/prepareGame';
import { setupTournament } from '../sheets/actions/setupTournament';
import { undoLastRound } from '../sheets/actions/undoLastRound';
import { updateStandings } from '../sheets/actions/updateStandings';
import { lookupTab } from '../sheets/config/tabs';
import { formatUpdated, standingsPage } from '../sheets/tournament/standingsPage';
import { livePageInput } from '../sheets/actions/livePage';
import { hallScreenPage } from '../sheets/tournament/hallScreen';
import { parseGenerateArgs } from './generateArgs';
import { cellText, type Grid } from '../sheets/grid/cells';
import { acquireLock, type FileLock, LockBusyError, type LockOwner, officeLock } from './fileLock';
import { textTable } from './textTable';
import { cliWords } from './menuWords';
import { DEFAULT_CHROMIUM, printPdf } from './printPdf';
import { printTab, type PrintTabResult } from '../sheets/actions/printTab';
import { normaliseLabel } from '../sheets/grid/cells';
import { RANDOM_SPAN } from '../core/phoneResults';
import { FileChangedError, XlsxWorkbook } from './xlsxWorkbook';
import { lexiconFromFile, SINGLE_LETTER } from './lexiconFile';
import { exportGameToFile, loadGameFromFile } from './gameFiles';
import { exportResultsToFile, importResultsFromFiles } from './resultsFiles';
import { exportTournamentToFile, importTournamentFiles } from './tournamentFiles';
import { removeTournament, rerateList } from '../sheets/actions/importTournaments';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
  /** How long a command waits for another one on the same file (default LOCK_WAIT_MS). */
  lockWaitMs?: number;
}

/** A second command on the same file waits this long for the first to finish, then refuses. */
export const LOCK_WAIT_MS = 10_000;

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
};

interface Command {
  /** The menu item's label, shown as progress. */
  label: MessageKey;
  /** Options the command takes after the file, e.g. `--early`. */
  flags?: string[];
  /** Options followed by a value, e.g. `--tab "Duplicada 1"`. */
  options?: string[];
  /** How many arguments follow the file (rename: the old name and the new one); 'some': one or more (import-results). */
  args?: number | 'some';
  /** The refusal of a command line with too few or too many of them (default: rename's). */
  usage?: MessageKey;
  run(context: ActionContext, args: string[]): ActionResult & { confirm?: string | null };
}

const COMMANDS: Record<string, Command> = {
  setup: { label: 'menu.setup', run: setupTournament },
  // rules §16.1: a roll call that leaves most players out takes --yes, the CLI's "Sí".
  pair: {
    label: 'menu.pair',
    flags: ['--yes'],
    run: (context, args) => pairNextRound(context, { confirmed: args.includes('--yes') }),
  },
  undo: { label: 'menu.undo', run: undoLastRound },
  standings: { label: 'menu.standings', run: updateStandings },
  elo: { label: 'menu.elo', run: computeElo },
  duplicate: { label: 'menu.duplicate', run: scoreDuplicate },
  'prepare-duplicate': { label: 'menu.prepareDuplicate', run: prepareDuplicate },
  // rules §8: closing before the planned rounds are played takes --early, the CLI's "Yes".
  close: {
    label: 'menu.close',
    flags: ['--early'],
    run: (context, args) => closeTournament(context, { early: args.includes('--early') }),
  },
  reopen: { label: 'menu.reopen', run: reopenTournament },
  new: { label: 'menu.new', run: newTournament },
  rename: { label: 'menu.rename', run: (context, [from, to]) => renamePlayer(context, from, to), args: 2 },
  // rules §11: Reparto de premios and the treasurer's account.
  prizes: { label: 'menu.prizes', run: computePrizes },
  // rules §16: the club's Google Form (its responses tab) into Jugadores.
  registrations: { label: 'menu.importRegistrations', run: importRegistrations },
  // rules §20: the club's word list from a text file, compiled here.
  lexicon: { label: 'menu.lexicon', args: 1, flags: [SINGLE_LETTER], usage: 'cli.lexiconArgs', run: lexiconFromFile },
  // rules §20: the arbiter's program — the draw, the master move, a game prepared in advance.
  draw: {
    label: 'menu.drawRack',
    options: ['--tab', '--seed'],
    run: (context, args) => drawRack(context, { tab: optionValue(args, '--tab'), seed: optionValue(args, '--seed') }),
  },
  master: {
    label: 'menu.findMaster',
    options: ['--tab'],
    run: (context, args) => findMasterMove(context, { tab: optionValue(args, '--tab') }),
  },
  // rules §22: the game file — the organiser's game out, a centre's game in.
  'export-game': {
    label: 'menu.exportGame',
    args: 1,
    options: ['--tab'],
    usage: 'cli.exportGameArgs',
    run: (context, args) => exportGameToFile(context, positionalOf(args, ['--tab']), optionValue(args, '--tab')),
  },
  'load-game': {
    label: 'menu.loadGame',
    args: 1,
    options: ['--tab'],
    usage: 'cli.loadGameArgs',
    run: (context, args) => loadGameFromFile(context, positionalOf(args, ['--tab']), optionValue(args, '--tab')),
  },
  // rules §23: a closed tournament out; the federation's list in (the list workbook made when missing).
  'export-tournament': {
    label: 'menu.exportTournament',
    args: 1,
    usage: 'cli.exportTournamentArgs',
    run: (context, [file]) => exportTournamentToFile(context, file),
  },
  'import-tournaments': {
    label: 'menu.importTournaments',
    args: 'some',
    usage: 'cli.importTournamentsArgs',
    run: importTournamentFiles,
  },
  rerate: { label: 'menu.rerate', run: rerateList },
  'remove-tournament': {
    label: 'menu.removeTournament',
    args: 1,
    usage: 'cli.removeTournamentArgs',
    run: (context, [which]) => removeTournament(context, which),
  },
  'prepare-game': {
    label: 'menu.prepareGame',
    options: ['--tab', '--seed', '--rounds'],
    run: (context, args) =>
      prepareGame(context, {
        tab: optionValue(args, '--tab'),
        seed: optionValue(args, '--seed'),
        rounds: optionValue(args, '--rounds'),
      }),
  },
  // rules §22: the simultaneous — a centre's results out, the centres' results in.
  'export-results': {
    label: 'menu.exportCentreResults',
    args: 1,
    options: ['--tab', '--centro', '--centre'],
    usage: 'cli.exportResultsArgs',
    run: (context, args) =>
      exportResultsToFile(context, args, {
        tab: optionValue(args, '--tab'),
        centre: optionValue(args, '--centro') ?? optionValue(args, '--centre'),
      }),
  },
  'import-results': {
    label: 'menu.importCentreResults',
    args: 'some',
    usage: 'cli.importResultsArgs',
    run: importResultsFromFiles,
  },
};

/** The one argument that is neither an option nor an option's value. */
function positionalOf(args: string[], options: string[]): string {
  return args.find((arg, i) => !options.includes(arg) && !options.includes(args[i - 1])) as string;
}

/** The value after `option` in a command's arguments (checked by runCli), or null. */
function optionValue(args: string[], option: string): string | null {
  const at = args.indexOf(option);
  return at < 0 ? null : args[at + 1];
}
/**
 * Each command's menu item, for the advice that names a menu path (menuWords.ts); not those
 * that take arguments (rename: which names, the advice cannot say), whose path stays as written.
 */
const MENU_COMMANDS: Record<string, MessageKey> = Object.fromEntries(
  Object.entries(COMMANDS)
    .filter(([, { args }]) => !args)
    .map(([command, { label }]) => [command, label]),
);
/** Commands that only read the file (no lock, nothing saved): the result goes to stdout. */
const READ_ONLY = ['html', 'check', 'trf', 'print'];
const ALL_COMMANDS = [...Object.keys(COMMANDS), 'generate', ...READ_ONLY];

/** The user's language from the environment, as a POSIX program reads it: LC_ALL, then LC_MESSAGES, then LANG. */
export function environmentLanguage(env: CliIo['env']): Language {
  return languageOfLocale(env.LC_ALL || env.LC_MESSAGES || env.LANG || '');
}

function localeOf(env: CliIo['env']): string {
  const raw = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return raw.replace(/[.@].*$/, '') || 'es_ES';
}

/** Progress, on stderr. */
function say(io: CliIo, lang: Language, key: MessageKey, params: Params = {}): void {
  io.stderr(`${t(lang, key, params)}\n`);
}

/** A refusal or an error, on stderr; returns the exit code. */
function fail(io: CliIo, message: string, code = 1): number {
  io.stderr(`atril: ${message}\n`);
  return code;
}

export async function runCli(args: string[], io: CliIo = processIo): Promise<number> {
  const userLang = environmentLanguage(io.env);
  const [command, file, ...rest] = args;
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    io.stdout(`${t(userLang, 'cli.usage')}\n`);
    return command === undefined ? 2 : 0;
  }
  if (!ALL_COMMANDS.includes(command)) {
    return fail(io, `${t(userLang, 'cli.unknownCommand', { value: command })}\n${t(userLang, 'cli.usage')}`, 2);
  }
  if (command === 'print') return printCommand(file, rest, io, userLang);
  const wanted = COMMANDS[command]?.args ?? 0;
  const flags = COMMANDS[command]?.flags ?? [];
  const options = COMMANDS[command]?.options ?? [];
  // The arguments after the file, but the flags and the options with their values (export-game's --tab).
  const positional = rest.filter(
    (arg, i) => !flags.includes(arg) && !options.includes(arg) && !options.includes(rest[i - 1]),
  );
  if (
    file !== undefined &&
    wanted !== 0 &&
    (wanted === 'some' ? positional.length === 0 : positional.length !== wanted)
  )
    return fail(io, `${t(userLang, COMMANDS[command].usage ?? 'cli.renameArgs')}\n${t(userLang, 'cli.usage')}`, 2);
  if (file === undefined || file.startsWith('--'))
    return fail(io, `${t(userLang, 'cli.noFile')}\n${t(userLang, 'cli.usage')}`, 2);
  // rules §16: `atril html --pantalla` writes the hall's screen instead of the page.
  const allowed = command === 'html' ? SCREEN_FLAGS : (COMMANDS[command]?.flags ?? []);
  const valued = COMMANDS[command]?.options ?? [];
  // An option's value is the next argument; an option without one, or given twice, is refused.
  const missing = rest.findIndex(
    (arg, i) =>
      valued.includes(arg) && (i + 1 >= rest.length || rest.indexOf(arg) !== i || valued.includes(rest[i + 1])),
  );
  if (missing >= 0)
    return fail(
      io,
      `${t(userLang, 'cli.generate.noValue', { option: rest[missing] })}\n${t(userLang, 'cli.usage')}`,
      2,
    );
  // generate's options are read by its own parser below.
  const stray =
    command === 'generate' || wanted !== 0
      ? undefined
      : rest.find((arg, i) => !allowed.includes(arg) && !valued.includes(arg) && !valued.includes(rest[i - 1]));
  if (stray !== undefined)
    return fail(io, `${t(userLang, 'cli.unknownOption', { value: stray })}\n${t(userLang, 'cli.usage')}`, 2);
  if (!/\.xlsx$/i.test(file)) return fail(io, t(userLang, 'cli.notXlsx', { value: file }), 2);
  let action = COMMANDS[command];
  if (command === 'generate') {
    let options: GenerateOptions;
    try {
      options = parseGenerateArgs(rest);
    } catch (error) {
      return fail(io, `${renderError(error, userLang)}\n${t(userLang, 'cli.usage')}`, 2);
    }
    // Never over a file: nothing a user typed is overwritten (rules §9).
    if (existsSync(file)) return fail(io, t(userLang, 'cli.generate.exists', { value: file }));
    action = { label: 'cli.generating', run: (context) => generateTournament(context, options) };
  } else if (command !== 'setup' && command !== 'import-tournaments' && !existsSync(file))
    return fail(io, t(userLang, 'cli.fileMissing', { value: file }));

  if (command === 'html') return htmlPage(file, io, userLang, rest.length > 0);
  if (command === 'check' || command === 'trf') return readOnly(command, file, io, userLang);

  // rules §9: one command at a time on a file; the second waits, then refuses.
  const since = (owner: LockOwner | null) =>
    owner ? new Date(owner.time).toLocaleTimeString(userLang === 'es' ? 'es-ES' : 'en-GB') : '?';
  const waitMs = io.lockWaitMs ?? LOCK_WAIT_MS;
  let lock: FileLock;
  try {
    lock = await acquireLock(file, {
      waitMs,
      onWait: (owner) =>
        say(io, userLang, 'cli.lockWaiting', {
          file,
          pid: owner?.pid ?? '?',
          since: since(owner),
          seconds: Math.round(waitMs / 1000),
        }),
    });
  } catch (error) {
    if (!(error instanceof LockBusyError)) {
      // e.g. no such folder, or a read-only one: the command could not have saved either.
      const detail = error instanceof Error ? error.message : String(error);
      return fail(io, t(userLang, 'cli.fileUnwritable', { value: file, detail }));
    }
    return fail(
      io,
      t(userLang, 'cli.lockBusy', {
        file,
        pid: error.owner?.pid ?? '?',
        since: since(error.owner),
        lock: error.lockPath,
      }),
    );
  }
  try {
    return await runLocked(command, action, file, io, userLang, rest);
  } finally {
    lock.release();
  }
}

/** rules §9: a file an office suite has open is not touched (its next save would undo ours). */
function officeRefusal(file: string, lang: Language): string | null {
  const office = officeLock(file);
  return office
    ? t(lang, 'cli.officeLock', { file: basename(file), program: office.program, lock: office.path })
    : null;
}

async function openWorkbook(file: string, io: CliIo, userLang: Language): Promise<XlsxWorkbook | string> {
  try {
    if (existsSync(file)) say(io, userLang, 'cli.reading', { file });
    return await XlsxWorkbook.openOrCreate(file, { locale: localeOf(io.env) });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return t(userLang, 'cli.fileUnreadable', { value: file, detail });
  }
}

/** `atril html`'s options: the hall's screen (rules §16) rather than the page. */
const SCREEN_FLAGS = ['--pantalla', '--screen'];

/** `atril html`: only reads (a save is a rename, so it sees the old file or the new one), no lock. */
async function htmlPage(file: string, io: CliIo, userLang: Language, screen = false): Promise<number> {
  const workbook = await openWorkbook(file, io, userLang);
  if (typeof workbook === 'string') return fail(io, workbook);
  const lang = workbookLanguage(workbook, userLang);
  try {
    const input = livePageInput(workbook, userLang);
    const page = { ...input, updated: formatUpdated(new Date(), input.lang), refreshMode: 'meta' as const };
    io.stdout(screen ? hallScreenPage(page) : standingsPage(page));
    return 0;
  } catch (error) {
    return fail(io, renderError(error, lang));
  }
}

/**
 * `atril check` and `atril trf`: read only, no lock (as html). check prints its findings and
 * exits 1 when a board breaks the rules or the engine refuses a round, 3 when boards only
 * differ from the engine's, 0 when all agree; trf prints the report, or refuses (exit 1)
 * while a game has no result.
 */
async function readOnly(command: 'check' | 'trf', file: string, io: CliIo, userLang: Language): Promise<number> {
  const workbook = await openWorkbook(file, io, userLang);
  if (typeof workbook === 'string') return fail(io, workbook);
  const lang = workbookLanguage(workbook, userLang);
  try {
    if (command === 'trf') {
      const result = exportTrf({ workbook, lang: userLang });
      if (!result.ok) return fail(io, result.message);
      io.stdout(result.trf);
      return 0;
    }
    const { check, message } = checkPairings({ workbook, lang: userLang });
    io.stdout(`${message}\n`);
    if (check.illegal.length > 0 || check.refused.length > 0) return 1;
    return check.differences.length > 0 ? 3 : 0;
  } catch (error) {
    return fail(io, renderError(error, lang));
  }
}

/**
 * `atril print <file.xlsx> <tab> [--pdf FILE]` (rules §12): the tab's print view, the page the
 * add-on's dialog prints, on stdout; with --pdf, printed through Chromium into FILE instead.
 * Reads only, no lock (as html).
 */
async function printCommand(file: string | undefined, rest: string[], io: CliIo, userLang: Language): Promise<number> {
  const usage = t(userLang, 'print.usage');
  const [tab, ...options] = rest;
  const pdfAt = options.indexOf('--pdf');
  const pdf = pdfAt >= 0 ? options[pdfAt + 1] : undefined;
  const stray = options.find((option, i) => option !== '--pdf' && (pdfAt < 0 || i !== pdfAt + 1));
  if (file === undefined || file.startsWith('--')) return fail(io, `${t(userLang, 'cli.noFile')}\n${usage}`, 2);
  if (tab === undefined || tab.startsWith('--') || (pdfAt >= 0 && (pdf === undefined || pdf.startsWith('--'))))
    return fail(io, usage, 2);
  if (stray !== undefined) return fail(io, `${t(userLang, 'cli.unknownOption', { value: stray })}\n${usage}`, 2);
  if (!/\.xlsx$/i.test(file)) return fail(io, t(userLang, 'cli.notXlsx', { value: file }), 2);
  if (!existsSync(file)) return fail(io, t(userLang, 'cli.fileMissing', { value: file }));
  const workbook = await openWorkbook(file, io, userLang);
  if (typeof workbook === 'string') return fail(io, workbook);
  const lang = workbookLanguage(workbook, userLang);
  let result: PrintTabResult;
  try {
    // The tab as typed on the command line, or as the workbook spells it (case, accents).
    const name = workbook.tabNames().find((candidate) => normaliseLabel(candidate) === normaliseLabel(tab)) ?? tab;
    result = printTab({ workbook, lang: userLang }, name);
  } catch (error) {
    return fail(io, renderError(error, lang));
  }
  if (result.view === null) return fail(io, result.message);
  if (pdf === undefined) {
    io.stdout(result.view);
    return 0;
  }
  const chromium = io.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
  if (!existsSync(chromium)) return fail(io, t(result.lang, 'print.noChromium', { path: chromium }));
  try {
    const pages = await printPdf(result.view, pdf, chromium);
    say(io, result.lang, 'print.pdfDone', { file: pdf, pages });
    return 0;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return fail(io, `${t(result.lang, 'print.noChromium', { path: chromium })}\n${detail}`);
  }
}

/** Read, compute, write: run while holding the file's lock. */
async function runLocked(
  command: string,
  action: Command,
  file: string,
  io: CliIo,
  userLang: Language,
  args: string[],
): Promise<number> {
  const started = performance.now();
  // The catalogue's "Atril › …" advice as this command line's (menuWords.ts).
  const commandLine = (text: string, lang: Language) => cliWords(text, lang, MENU_COMMANDS, file, ['menu.ratingList']);
  const busy = officeRefusal(file, userLang);
  if (busy) return fail(io, busy);
  const workbook = await openWorkbook(file, io, userLang);
  if (typeof workbook === 'string') return fail(io, workbook);
  const lang = workbookLanguage(workbook, userLang);

  let result: ActionResult & { confirm?: string | null };
  try {
    // A menu label for a dialog already ends in «…» (Cargar léxico…): the progress line adds none.
    say(io, lang, 'cli.running', { action: t(lang, action.label).replace(/…$/, '') });
    // rules §14: the boards' codes (`pair` with Resultados desde el teléfono) from Node's cryptographic source.
    result = action.run(
      { workbook, lang: userLang, randomBits: () => randomInt(RANDOM_SPAN), memory: workbook.memory() },
      args,
    );
  } catch (error) {
    // Bad input: nothing is saved, the file stays as the user left it.
    return fail(io, commandLine(renderError(error, lang), lang));
  }
  if (workbook.changed) {
    const opened = officeRefusal(file, result.lang);
    if (opened) return fail(io, opened);
    say(io, result.lang, 'cli.saving', { file });
    try {
      await workbook.save(file);
    } catch (error) {
      if (error instanceof FileChangedError) return fail(io, t(result.lang, 'cli.fileChanged', { file }));
      const detail = error instanceof Error ? error.message : String(error);
      return fail(io, t(result.lang, 'cli.fileUnwritable', { value: file, detail }));
    }
    say(io, result.lang, 'cli.saved', { file, ms: Math.round(performance.now() - started) });
  }
  if (!result.ok && result.confirm)
    return fail(
      io,
      `${commandLine(result.message, result.lang)}\n${t(result.lang, command === 'pair' ? 'cli.confirmPair' : 'cli.confirmEarly', { command, file })}`,
    );
  if (!result.ok) return fail(io, commandLine(result.message, result.lang));
  io.stdout(`${commandLine(result.message, result.lang)}\n`);
  if (command === 'pair' && 'boards' in result) io.stdout(`\n${textTable(result.boards as Grid, result.lang)}\n`);
  if (command === 'prizes') {
    // Row 1 is the printed title; the prize rows and the account below, as the tab holds them.
    const [title, ...table] = workbook.read(lookupTab(workbook, 'prizeList') ?? '') ?? [];
    // Importe (the third column) as money: two decimals (rules §16.1).
    if (title) io.stdout(`\n${cellText(title[0])}\n\n${textTable(table, result.lang, [2])}\n`);
  }
  if (command === 'standings') {
    const tab = lookupTab(workbook, 'standings');
    // Row 1 is the printed title, row 2 the header.
    const [title, ...table] = (tab ? workbook.read(tab) : null) ?? [];
    io.stdout(
      table.length > 1
        ? `\n${cellText(title[0])}\n\n${textTable(table, result.lang)}\n`
        : `${t(result.lang, 'cli.noStandings')}\n`,
    );
  }
  return 0;
}
