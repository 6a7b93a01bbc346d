// The tabs Atril prints (rules §12), one entry each: which tab it is and how its printed-tab
// model is rebuilt — by the same function the action that writes the tab calls, from the
// tournament's data, never by reading the written grid back. A tab that is itself the data
// (a "Duplicada N" the arbiter types, Escalafón, Temporada, EloDI, which Atril reads back)
// is printed from what it holds, as a table under its header row.
// A new printed tab (Reparto de premios, Actas…) adds one entry to PRINTED_TABS.
import { AtrilError } from '../../core/errors';
import { lastRound } from '../../core/results';
import { type Language, t } from '../../i18n';
import { type Cell, isBlankRow } from '../grid/cells';
import { type PrintedTab, rectangular, titleDate, titleText, writtenNow } from '../grid/printedTab';
import { qrGifBase64 } from '../grid/qrCode';
import type { Workbook } from '../grid/workbook';
import { readSettings } from '../config/settings';
import { findTab, type TabKey, TAB_LABELS } from '../config/tabs';
import { duplicateTabNumber, duplicateTabs } from '../duplicate/gameTab';
import { loadTournament } from '../tournament/loadTournament';
import { pairingSheetTab } from '../tournament/pairingSheet';
import { pairingSheetRound } from '../tournament/finalTab';
import { withFinalGames } from '../../core/final';
import { codesOfSlips, lastRoundSlips } from '../tournament/resultSlips';
import { eloTab, table } from '../tournament/viewTabs';
import { pageLink } from './pageLink';
import { prizeListPrinted } from './computePrizes';
import { duplicateViews } from './scoreDuplicate';
import { roomPapers, roomPlan } from './prepareDuplicate';
import { standingsViews } from './updateStandings';

/** What rebuilding a printed tab needs: the workbook, the user's language, the tab's name as it is. */
export interface PrintSource {
  workbook: Workbook;
  /** The user's language; the workbook's own (Configuración › Idioma) wins, as in every action. */
  lang: Language;
  /** The tab's name in the workbook. */
  tab: string;
  /** The live page's address from the edge (the QR code of Emparejamientos). */
  pageLink?: string | null;
  /** The boards' codes as the edge keeps them (Actas, rules §14). */
  phoneCodes?: { round: number; codes: ReadonlyMap<number, string> } | null;
}

/** A printed tab rebuilt: its model, the language it is in, and a heading when it has no title of its own. */
export interface PrintBuild {
  printed: PrintedTab;
  lang: Language;
  heading?: string;
}

export interface PrintedTabEntry {
  /** The kind of tab: a TabKey, or 'duplicateGame' for the "Duplicada N" tabs. */
  kind: string;
  /** The tab's name as the list of printed tabs shows it. */
  label(lang: Language): string;
  /** Whether the tab named `name` is one of this kind. */
  matches(name: string): boolean;
  build(source: PrintSource): PrintBuild;
}

/** An entry for a tab named as set-up names `key` (either language, an alias). */
function keyed(key: TabKey, build: (source: PrintSource) => PrintBuild): PrintedTabEntry {
  return {
    kind: key,
    label: (lang) => t(lang, TAB_LABELS[key]),
    matches: (name) => findTab([name], key) !== null,
    build,
  };
}

/** The tab's rows down to its last filled one, as a table under its header row; a heading names it with the date. */
function heldTable(source: PrintSource): PrintBuild {
  const { lang, entries } = readSettings(source.workbook, source.lang);
  const grid = source.workbook.read(source.tab) ?? [];
  let rows = grid.length;
  while (rows > 0 && isBlankRow(grid[rows - 1] ?? [])) rows--;
  const held: Cell[][] = rectangular(grid.slice(0, Math.max(1, rows)));
  const now = writtenNow(source.workbook);
  return {
    printed: table(held),
    lang,
    heading: titleText([entries?.config.name, source.tab, titleDate(now.date, lang, now.timeZone)]),
  };
}

/** A tab that cannot be built yet: the message names what it needs. */
function unavailable(tab: string, needs: string): never {
  throw new AtrilError('print.notAvailable', { tab, tabs: needs });
}

/** The tournament's tabs as "Actualizar clasificación" writes them. */
function standingsEntry(key: TabKey): PrintedTabEntry {
  return keyed(key, (source) => {
    const loaded = loadTournament(source.workbook, source.lang);
    const view = standingsViews(source.workbook, loaded).find((candidate) => candidate.key === key);
    if (!view) unavailable(source.tab, t(loaded.lang, 'tab.players'));
    return { printed: view.tab, lang: loaded.lang };
  });
}

/** Clasificación duplicada or Tablero as "Calcular duplicada" writes them. */
function duplicateEntry(key: 'duplicateStandings' | 'board'): PrintedTabEntry {
  return keyed(key, (source) => {
    const games = duplicateTabs(source.workbook.tabNames());
    const settings = readSettings(source.workbook, source.lang);
    const { lang } = settings;
    if (games.length === 0) unavailable(source.tab, `${t(lang, 'tab.duplicate')} 1`);
    const views = duplicateViews(source.workbook, settings, games);
    const printed = key === 'board' ? views.board : views.standings;
    if (printed === null) unavailable(source.tab, `${t(lang, 'tab.duplicate')} 1`);
    return { printed, lang };
  });
}

/** Mesas duplicada, Papeletas or Seguimiento as "Preparar duplicada" writes them: the next game's. */
function roomEntry(key: 'seating' | 'slips' | 'followSheets'): PrintedTabEntry {
  return keyed(key, (source) => {
    const plan = roomPlan(source.workbook, source.lang);
    if (!plan.ok) throw new AtrilError('print.noTournament', { tab: source.tab, why: plan.refusal.message });
    return { printed: roomPapers(plan)[key], lang: plan.lang };
  });
}

/**
 * Every printed tab, in the order the refusal lists them (rules §12). Reparto de premios and
 * Actas join with an entry each.
 */
export const PRINTED_TABS: PrintedTabEntry[] = [
  keyed('pairings', (source) => {
    const loaded = loadTournament(source.workbook, source.lang);
    const { tournament, lang } = loaded;
    // The last round paired, as "Emparejar siguiente ronda" wrote it, with the live page's QR code.
    // rules §18.2: a game of the final under its heading.
    const { round, final, ...sheet } = pairingSheetRound(tournament, lang);
    const link = pageLink(loaded.configEntries, source.pageLink);
    const printed = pairingSheetTab(sheet.tournament, round, lang, {
      ...writtenNow(source.workbook),
      qrGif: link && round > 0 ? qrGifBase64(link) : null,
      ...(final ? { final } : {}),
    });
    return { printed, lang };
  }),
  standingsEntry('standings'),
  standingsEntry('crosstable'),
  standingsEntry('cards'),
  keyed('elo', (source) => {
    const { tournament, lang } = loadTournament(source.workbook, source.lang);
    return { printed: eloTab({ tournament: withFinalGames(tournament), lang, ...writtenNow(source.workbook) }), lang };
  }),
  standingsEntry('clubStandings'),
  standingsEntry('countryStandings'),
  standingsEntry('final'),
  duplicateEntry('duplicateStandings'),
  {
    kind: 'duplicateGame',
    label: (lang) => `${t(lang, 'tab.duplicate')} N`,
    matches: (name) => duplicateTabNumber(name) !== null,
    // The arbiter's own tab: what it holds, under the tournament's name.
    build: (source) => heldTable(source),
  },
  roomEntry('seating'),
  roomEntry('slips'),
  roomEntry('followSheets'),
  duplicateEntry('board'),
  keyed('ratingList', (source) => heldTable(source)),
  keyed('season', (source) => heldTable(source)),
  keyed('eloDi', (source) => heldTable(source)),
  // Reparto de premios as "Calcular premios" writes it (rules §11), the treasurer's account below.
  keyed('prizeList', (source) => {
    const { tab: printed, lang } = prizeListPrinted({ workbook: source.workbook, lang: source.lang });
    return { printed, lang };
  }),
  // Actas as "Emparejar siguiente ronda" writes them (rules §14): the last round's slips with the
  // codes the edge keeps; offline (the .xlsx) the codes are kept nowhere but on the slips
  // themselves, so they are read back from the tab — the one exception to "never the grid".
  keyed('resultSlips', (source) => {
    // The tournament loaded once, for the round and the slips.
    const loaded = loadTournament(source.workbook, source.lang);
    const { tournament, lang } = loaded;
    const round = lastRound(tournament.games);
    const codes =
      source.phoneCodes && source.phoneCodes.round === round
        ? source.phoneCodes.codes
        : codesOfSlips(source.workbook.read(source.tab) ?? [], lang);
    return { printed: lastRoundSlips(loaded, codes), lang };
  }),
  // The Registro (rules §17): printed as it holds, like the tabs that are their own data.
  {
    kind: 'registro',
    label: (lang) => t(lang, 'journal.tab'),
    matches: (name) => name === t('es', 'journal.tab') || name === t('en', 'journal.tab'),
    build: heldTable,
  },
];

/** The entry for the tab named `name`, or null when Atril does not print it. */
export function printedTabEntry(name: string): PrintedTabEntry | null {
  return PRINTED_TABS.find((entry) => entry.matches(name)) ?? null;
}
