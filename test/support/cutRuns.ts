// The fault-injection runs over a path of menu presses (rules §17), shared by the suite's bounded
// sample (test/support/cutSuite.ts, called by test/e2e/interruptions.bundle.test.ts) and the
// exhaustive bench (bench/cuts.bench.ts). A path (`CutPath`) is a list of steps — a press of a
// menu item or of a dialog's call, or what the director types between presses (never cut) —
// pressed once uncut (`cleanPath`), then each press cut and pressed again (`tryCut`), cut and
// followed by another item (`tryOther`), or cut with Google's Sheets failing from a call on while
// Atril can still speak (`tryWords`). The paths: test/e2e/cutPath.ts `CUT_PATHS`.
import { isDeepStrictEqual } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { type Language, languageOfLocale, t } from '../../src/i18n';
import { MENU_ITEMS } from '../../src/gas/menu';
import { JOURNAL_KEY } from '../../src/gas/storeKeys';
import {
  createGasEnvironment,
  type FakeSession,
  type FakeSheet,
  type GasEnvironment,
  type PromptAnswer,
} from '../gas/fakes';
import {
  type Cut,
  fixedUuids,
  pressCut,
  pressCutSaying,
  restore,
  sameState,
  type Saved,
  save,
  sayingOf,
  workbookState,
  type WorkbookState,
} from './cuts';
import { loadBundle } from './loadBundle';
import type { Context } from 'node:vm';

export type Globals = Record<string, (...args: unknown[]) => unknown>;

export const EXEC = 'https://script.google.com/macros/s/AKfy-cuts/exec';

export interface PathStep {
  /** The global pressed (a menu item's handler, or a dialog's google.script.run call); null for typing. */
  press: string | null;
  /** The handler a journal names for this press, when not `press` (a dialog's call: its menu item's). */
  action?: string;
  /** What it does (a press: the global called, its prompts answered); a press returns what the global returned. */
  run(env: GasEnvironment, menu: Globals): unknown;
}

/** A path of presses the cut runs press (rules §17): test/e2e/cutPath.ts. */
export interface CutPath {
  /** In the tests' titles and the bench's lines. */
  name: string;
  /** The spreadsheet's and the user's locale when the path begins (a step may change the user's: `userLocale`). */
  locale: string;
  /** The workbook's language: Atril's words after a cut are in it (rules §17). */
  lang: Language;
  steps: readonly PathStep[];
  /** The items pressed instead of the cut one (`tryOther`): each must finish it first. */
  others: readonly string[];
}

/** A press of menu item `name`, its prompts answered in order. */
export const press = (name: string, answers: PromptAnswer[] = []): PathStep => ({
  press: name,
  run(env, menu) {
    env.ui.script.push(...answers);
    return menu[name]();
  },
});

/** A dialog's google.script.run call `name` as a press, journaled as the menu item `action` (Cargar léxico…'s last call). */
export const dialogCall = (name: string, action: string, args: () => unknown[]): PathStep => ({
  press: name,
  action,
  run: (_env, menu) => menu[name](...args()),
});

/** What the director types between presses (uncounted, never cut). */
export const typing = (run: (env: GasEnvironment, menu: Globals) => void): PathStep => ({ press: null, run });

/** The tab `name` of the fake spreadsheet (a test's typing). */
export function sheet(env: GasEnvironment, name: string): FakeSheet {
  const found = env.spreadsheet.getSheetByName(name);
  if (!found) throw new Error(`no tab ${name}`);
  return found;
}

/** Types `value` beside `key` in Configuración (`tab`), or a new row with both. */
export function setConfig(env: GasEnvironment, key: string, value: unknown, tab = 'Configuración'): void {
  const config = sheet(env, tab);
  const grid = config.snapshot();
  const row = grid.findIndex((line) => line[0] === key) + 1;
  if (row > 0) config.getRange(row, 2).setValue(value);
  else config.getRange(grid.length + 1, 1, 1, 2).setValues([[key, value]]);
}

/** The handler a press's journal names (the menu item Atril's words name). */
export const actionOf = (step: PathStep): string => step.action ?? (step.press as string);

/** Atril's words after a cut of `action`'s press, in `lang` (rules §17: src/gas/journal.ts `failureMessage`). */
export function cutWords(lang: Language, action: string): string {
  const label = MENU_ITEMS.find((item) => item.handler === action)?.label;
  if (!label) throw new Error(`${action} is no menu item`);
  return t(lang, 'journal.cut', { action: t(lang, label) });
}

export interface CleanPath {
  path: CutPath;
  env: GasEnvironment;
  menu: Globals;
  uuids: { position: number; random: number };
  /** The state before each step, and after the last. */
  before: Saved[];
  /** The compared state after each step (presses only). */
  after: (WorkbookState | null)[];
  /** SpreadsheetApp calls of each press (0 for typing). */
  calls: number[];
  /** Calls into the properties of each press. */
  propertyCalls: number[];
  /** What each press told the director uncut ('' for typing). */
  said: string[];
}

const ERROR_TITLES = new Set((['es', 'en'] as const).map((lang) => t(lang, 'action.errorTitle')));

/** `path` pressed once, uncut, with every state kept (`load`: the bundle to press, build/ by default). */
export function cleanPath(path: CutPath, load: (env: GasEnvironment) => Context = loadBundle): CleanPath {
  const env = createGasEnvironment({ locale: path.locale, webAppUrl: EXEC, followClock: true });
  const context = load(env);
  const menu = context as unknown as Globals;
  const uuids = fixedUuids(env, context);
  const clean: CleanPath = { path, env, menu, uuids, before: [], after: [], calls: [], propertyCalls: [], said: [] };
  for (const step of path.steps) {
    clean.before.push(save(env, uuids));
    env.counter.reset();
    const alerts = env.ui.alerts.length;
    let returned: unknown = null;
    const { said } = sayingOf(env, () => (returned = step.run(env, menu)));
    const failed =
      env.ui.alerts.slice(alerts).some((alert) => ERROR_TITLES.has(alert.title)) ||
      (returned as { ok?: unknown } | null)?.ok === false;
    if (step.press && failed) throw new Error(`${path.name}: ${step.press} failed on the clean path: ${said}`);
    clean.said.push(step.press ? said : '');
    clean.calls.push(step.press ? env.counter.count('api') : 0);
    clean.propertyCalls.push(
      step.press ? env.counter.calls.filter((call) => call.method.startsWith('Properties.')).length : 0,
    );
    clean.after.push(step.press ? workbookState(env) : null);
  }
  clean.before.push(save(env, uuids));
  return clean;
}

/** The presses of a path: each step's index and what it presses. */
export function pressesOf(path: CutPath): { index: number; press: string }[] {
  return path.steps.flatMap((step, index) => (step.press ? [{ index, press: step.press }] : []));
}

/** The index of the press after step `index` (typing between run too), or -1. */
function nextPress(path: CutPath, index: number): number {
  for (let i = index + 1; i < path.steps.length; i++) if (path.steps[i].press) return i;
  return -1;
}

/** Random draws as the uncut path drew them before step `index` (a replay takes its draws from the journal). */
function drawsOf(clean: CleanPath, index: number): void {
  clean.uuids.position = clean.before[index].uuids;
  clean.uuids.random = clean.before[index].random;
}

export interface CutOutcome {
  /** The workbook after pressing again equals the uncut press's. */
  equal: boolean;
  /** And after the path's next press, the uncut path's. */
  nextEqual: boolean;
  /** A passing failure mended within the same press (no second press needed). */
  mendedInPress: boolean;
  /** The cut call was reached. */
  reached: boolean;
  /** What the cut press told the director. */
  said: string;
  detail?: string;
}

/** Press step `index` cut by `cut`, press it again (if it did not finish), compare; then the next press. */
export function tryCut(clean: CleanPath, index: number, cut: Cut, goOn = true): CutOutcome {
  const { env, menu, uuids, path } = clean;
  const step = path.steps[index];
  restore(env, clean.before[index], uuids);
  const alerts = env.ui.alerts.length;
  const { reached, said } = pressCutSaying(env, () => step.run(env, menu), cut);
  let mendedInPress = false;
  if (!cut.kill && !cut.down) {
    // A passing failure: the press either ended well (the retries) or showed an error.
    const shown = env.ui.alerts.slice(alerts);
    mendedInPress =
      said === clean.said[index] &&
      !shown.some((alert) => ERROR_TITLES.has(alert.title)) &&
      sameState(workbookState(env), clean.after[index] as WorkbookState);
  }
  if (!mendedInPress) {
    // The director presses again; a second press draws its random bits as the first did.
    drawsOf(clean, index);
    step.run(env, menu);
  }
  const state = workbookState(env);
  const equal = sameState(state, clean.after[index] as WorkbookState);
  let nextEqual = true;
  const next = nextPress(path, index);
  if (equal && goOn && next >= 0) {
    for (let i = index + 1; i <= next; i++) {
      drawsOf(clean, i);
      path.steps[i].run(env, menu);
    }
    nextEqual = sameState(workbookState(env), clean.after[next] as WorkbookState);
  }
  return {
    equal,
    nextEqual,
    mendedInPress,
    reached,
    said,
    // What the tabs and stores show first: the layout memory may differ where sameState allows it.
    detail: equal
      ? undefined
      : firstDifference([state.tabs, state.properties], [clean.after[index]?.tabs, clean.after[index]?.properties]) ||
        firstDifference(state, clean.after[index]),
  };
}

export interface WordsOutcome {
  /** What the cut press told the director. */
  said: string;
  /** It is Atril's words after a cut (`cutWords`) in the workbook's language, or the uncut press's own message. */
  atrils: boolean;
  /** In the user's language instead: the press was cut before it could read the workbook's (documented fallback). */
  userLanguage: boolean;
  /** Pressed again, Sheets back, the workbook ends as the uncut press leaves it. */
  equal: boolean;
  detail?: string;
}

/**
 * Step `index` pressed with Google's Sheets failing from call `at` on (`Cut.down`: the Ui and the
 * properties still answer), then pressed again with Sheets back (rules §17). The user's
 * language (their locale's) is the fallback where the workbook's could not be read yet.
 */
export function tryWords(clean: CleanPath, index: number, at: number): WordsOutcome {
  const { path, env } = clean;
  const step = path.steps[index];
  const outcome = tryCut(clean, index, { at, when: 'before', kill: false, down: true }, false);
  const userLang = languageOfLocale((env.globals.Session as FakeSession).userLocale);
  const action = actionOf(step);
  const said = outcome.said;
  const own = said.includes(cutWords(path.lang, action)) || (outcome.reached === false && said === clean.said[index]);
  const fallback = userLang !== path.lang && said.includes(cutWords(userLang, action));
  return {
    said,
    atrils: own && !/Service Spreadsheets|Exception/.test(said),
    userLanguage: fallback,
    equal: outcome.equal,
    detail: outcome.detail,
  };
}

/** The page's keys in the script's properties: its chunks' count, the chunks, its stamp (src/gas/pageStore.ts). */
const PAGE_PROPERTY = /^atril\.page(\.\d+|Stamp)?$/;

/**
 * The workbook and the stores as compared after another item, with the players' page apart: as
 * published (src/gas/pageStore.ts: gzipped JSON in the script's properties), without its stamp,
 * which is drawn anew by each publication.
 */
export function withPage(env: GasEnvironment): { state: WorkbookState; page: unknown } {
  const state = workbookState(env);
  const script = env.properties.script.store;
  const count = Number(script.get('atril.page') ?? 0);
  const packed = Array.from({ length: count }, (_, index) => script.get(`atril.page.${index}`) ?? '').join('');
  const page =
    count > 0
      ? (JSON.parse(gunzipSync(Buffer.from(packed, 'base64')).toString('utf8')) as Record<string, unknown>)
      : null;
  if (page) delete page.stamp;
  state.properties[1] = state.properties[1].filter(([key]) => !PAGE_PROPERTY.test(key));
  return { state, page };
}

export interface OtherOutcome {
  /** The workbook and the stores (the page aside) as the uncut press then `other` leave them — or, where the cut came before anything was written, as `other` alone. */
  equal: boolean;
  /** And the players' page. */
  pageEqual: boolean;
  /** Which of the two it matched: the cut press finished, or never begun. */
  finished: boolean;
  detail?: string;
}

/** The uncut references of `tryOther`, per path (a bench compares two builds' paths). */
const references = new WeakMap<CleanPath, Map<string, { state: WorkbookState; page: unknown }>>();

/** `other` pressed uncut over the state saved at `at` (step `index` not begun, or done). */
function reference(clean: CleanPath, at: number, other: string): { state: WorkbookState; page: unknown } {
  const key = `${at} ${other}`;
  const known = references.get(clean) ?? new Map<string, { state: WorkbookState; page: unknown }>();
  references.set(clean, known);
  let found = known.get(key);
  if (!found) {
    restore(clean.env, clean.before[at], clean.uuids);
    clean.menu[other]();
    found = withPage(clean.env);
    known.set(key, found);
  }
  return found;
}

/** The items pressed after a cut of step `index` instead of the same (`CutPath.others`, the cut item left out). */
export function othersOf(path: CutPath, index: number): string[] {
  return path.others.filter((other) => other !== path.steps[index].press);
}

/**
 * Press step `index` cut by `cut`, then — instead of pressing it again — `other`, another menu
 * item (rules §17: it finishes the interrupted action first; §21: and publishes what that action
 * would have published). Compared with the uncut press followed by `other`, or, where the cut
 * came before the first write, with `other` alone.
 */
export function tryOther(clean: CleanPath, index: number, cut: Cut, other: string): OtherOutcome {
  const { env, menu, path } = clean;
  const step = path.steps[index];
  const done = reference(clean, index + 1, other);
  const none = reference(clean, index, other);
  restore(env, clean.before[index], clean.uuids);
  pressCut(env, () => step.run(env, menu), cut);
  // `other` draws its random bits (a fresh seed, the boards' codes) as in the reference it must
  // match: after the uncut press where the cut one is to be finished (its journal) or was done,
  // as from the start where nothing of it was kept (cut before its journal).
  const kept =
    env.properties.document.store.has(JOURNAL_KEY) ||
    sameState(workbookState(env), clean.after[index] as WorkbookState);
  drawsOf(clean, kept ? index + 1 : index);
  menu[other]();
  const got = withPage(env);
  for (const [want, finished] of [
    [done, true],
    [none, false],
  ] as const)
    if (sameState(got.state, want.state))
      return {
        equal: true,
        pageEqual: isDeepStrictEqual(got.page, want.page),
        finished,
        detail: isDeepStrictEqual(got.page, want.page) ? undefined : firstDifference(got.page, want.page),
      };
  return {
    equal: false,
    pageEqual: false,
    finished: false,
    detail: firstDifference([got.state.tabs, got.state.properties], [done.state.tabs, done.state.properties]),
  };
}

/** Where two compared states first differ (for a failing test's message). */
export function firstDifference(a: unknown, b: unknown, where = ''): string {
  if (isDeepStrictEqual(a, b)) return '';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return `${where}: ${JSON.stringify(a)?.slice(0, 300)} ≠ ${JSON.stringify(b)?.slice(0, 300)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const left = (a as Record<string, unknown>)[key];
    const right = (b as Record<string, unknown>)[key];
    if (!isDeepStrictEqual(left, right)) return firstDifference(left, right, `${where}/${key}`);
  }
  return where;
}

/** The cuts of a press: every call, failing before and after, as kills; and as passing failures. */
export function cutsOf(calls: number, kinds: readonly ('before' | 'after' | 'transient')[]): Cut[] {
  const cuts: Cut[] = [];
  for (let at = 0; at < calls; at++)
    for (const kind of kinds)
      cuts.push(
        kind === 'transient'
          ? { at, when: at % 2 === 0 ? 'before' : 'after', kill: false }
          : { at, when: kind, kill: true },
      );
  return cuts;
}
