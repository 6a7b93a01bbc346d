// The fault-injection runs over the club's path (rules §17), shared by the suite's bounded
// sample (test/e2e/interruptions.bundle.test.ts) and the exhaustive bench (bench/cuts.bench.ts).
import { isDeepStrictEqual } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { CLUB_PATH } from '../e2e/cutPath';
import { createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import {
  type Cut,
  fixedUuids,
  pressCut,
  restore,
  sameState,
  type Saved,
  save,
  workbookState,
  type WorkbookState,
} from './cuts';
import { loadBundle } from './loadBundle';
import type { Context } from 'node:vm';

type Globals = Record<string, (...args: unknown[]) => unknown>;

export const EXEC = 'https://script.google.com/macros/s/AKfy-cuts/exec';

export interface CleanPath {
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
}

/** The path pressed once, uncut, with every state kept (`load`: the bundle to press, build/ by default). */
export function cleanPath(load: (env: GasEnvironment) => Context = loadBundle): CleanPath {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: EXEC, followClock: true });
  const context = load(env);
  const menu = context as unknown as Globals;
  const uuids = fixedUuids(env, context);
  const path: CleanPath = { env, menu, uuids, before: [], after: [], calls: [], propertyCalls: [] };
  for (const step of CLUB_PATH) {
    path.before.push(save(env, uuids));
    env.counter.reset();
    const alerts = env.ui.alerts.length;
    step.run(env, menu);
    if (step.press && env.ui.alerts.slice(alerts).some((alert) => /^Atril: error|Error/.test(alert.title)))
      throw new Error(`${step.press} failed on the clean path: ${env.ui.alerts.at(-1)?.message}`);
    path.calls.push(step.press ? env.counter.count('api') : 0);
    path.propertyCalls.push(
      step.press ? env.counter.calls.filter((call) => call.method.startsWith('Properties.')).length : 0,
    );
    path.after.push(step.press ? workbookState(env) : null);
  }
  path.before.push(save(env, uuids));
  return path;
}

/** The index of the press after step `index` (typing between run too), or -1. */
function nextPress(index: number): number {
  for (let i = index + 1; i < CLUB_PATH.length; i++) if (CLUB_PATH[i].press) return i;
  return -1;
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
  detail?: string;
}

/** Press step `index` cut by `cut`, press it again (if it did not finish), compare; then the next press. */
export function tryCut(path: CleanPath, index: number, cut: Cut, goOn = true): CutOutcome {
  const { env, menu, uuids } = path;
  const step = CLUB_PATH[index];
  restore(env, path.before[index], uuids);
  const alerts = env.ui.alerts.length;
  const reached = pressCut(env, () => step.run(env, menu), cut);
  let mendedInPress = false;
  if (!cut.kill) {
    // A passing failure: the press either ended well (the retries) or showed an error.
    const shown = env.ui.alerts.slice(alerts);
    mendedInPress =
      shown.length > 0 &&
      !shown.some((alert) => /error/i.test(alert.title)) &&
      sameState(workbookState(env), path.after[index] as WorkbookState);
  }
  if (!mendedInPress) {
    // The director presses again; a second press draws its random bits as the first did.
    uuids.position = path.before[index].uuids;
    uuids.random = path.before[index].random;
    step.run(env, menu);
  }
  const state = workbookState(env);
  const equal = sameState(state, path.after[index] as WorkbookState);
  let nextEqual = true;
  const next = nextPress(index);
  if (equal && goOn && next >= 0) {
    for (let i = index + 1; i <= next; i++) {
      // Random draws as the uncut path drew them (a replay takes its draws from the journal).
      uuids.position = path.before[i].uuids;
      uuids.random = path.before[i].random;
      CLUB_PATH[i].run(env, menu);
    }
    nextEqual = sameState(workbookState(env), path.after[next] as WorkbookState);
  }
  return {
    equal,
    nextEqual,
    mendedInPress,
    reached,
    // What the tabs and stores show first: the layout memory may differ where sameState allows it.
    detail: equal
      ? undefined
      : firstDifference([state.tabs, state.properties], [path.after[index]?.tabs, path.after[index]?.properties]) ||
        firstDifference(state, path.after[index]),
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
function reference(path: CleanPath, at: number, other: string): { state: WorkbookState; page: unknown } {
  const key = `${at} ${other}`;
  const known = references.get(path) ?? new Map<string, { state: WorkbookState; page: unknown }>();
  references.set(path, known);
  let found = known.get(key);
  if (!found) {
    restore(path.env, path.before[at], path.uuids);
    path.menu[other]();
    found = withPage(path.env);
    known.set(key, found);
  }
  return found;
}

/**
 * Press step `index` cut by `cut`, then — instead of pressing it again — `other`, another menu
 * item (rules §17: it finishes the interrupted action first; §21: and publishes what that action
 * would have published). Compared with the uncut press followed by `other`, or, where the cut
 * came before the first write, with `other` alone.
 */
export function tryOther(path: CleanPath, index: number, cut: Cut, other: string): OtherOutcome {
  const { env, menu } = path;
  const step = CLUB_PATH[index];
  const done = reference(path, index + 1, other);
  const none = reference(path, index, other);
  restore(env, path.before[index], path.uuids);
  pressCut(env, () => step.run(env, menu), cut);
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

export { CLUB_PATH };
