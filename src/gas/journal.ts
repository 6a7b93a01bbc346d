// Nothing half-done (rules §17, docs/architecture.md "Nothing half-done"): every menu action
// that writes is decided whole over a plan (sheets/grid/plan.ts) before its first write; what a
// second press needs to decide the same plan again — the journal: the action, its arguments,
// who pressed it, the plan's memo — is kept in the document's properties (one setProperties)
// before the first write and deleted (one deleteProperty) after the last. A press that finds a
// journal finishes that action first: the same plan decided again over the workbook as it was,
// and written again whole (every step is safe to write twice). The Registro's line is the
// plan's last step (registro.ts), so a finished action is logged once.
import { renderError } from '../core/errors';
import type { RandomBits } from '../core/phoneResults';
import { type Language, type MessageKey, t } from '../i18n';
import type { ActionResult } from '../sheets/actions';
import {
  memoFrom,
  memoText,
  type PlanMemo,
  type PlannedStep,
  PlannedWorkbook,
  ReplayBase,
  writePlan,
} from '../sheets/grid/plan';
import { LAYOUT_KEY } from './layoutMemory';
import type { Workbook } from '../sheets/grid/workbook';
import { readProperty, utf8Bytes } from './propertyValue';
import { MENU_ITEMS } from './menu';
import { logLine, registroLine } from './registro';
import { isServiceFailure, isTransient } from './retry';
import type { Properties } from './store';
import { JOURNAL_KEY } from './storeKeys';
import { chunkKey, chunks } from './chunks';

/** The key of the journal's part `index`: the head, then `atril.journal.1`, `.2`… */
const journalKey = (index: number): string => (index === 0 ? JOURNAL_KEY : chunkKey(JOURNAL_KEY, index));

/** The journal's format: a journal of another version is not replayed (rules §17 "Bad input"). */
const VERSION = 1;
/** Characters per property value: at most 3 UTF-8 bytes each, under PROPERTY_BYTES. */
const PART_CHARS = 2600;
/** Characters per value of a gzipped journal (base64: one byte each), under PROPERTY_BYTES. */
const ZIPPED_PART_CHARS = 7900;
/** At most this many values (about 190 kB of the document's 500 kB, gzipped): a larger plan runs unjournaled. */
const MAX_PARTS = 24;

/** The menu item of an action, as the Registro names it (menu.ts); null for no menu action. */
const menuLabel = (action: string): MessageKey | null =>
  MENU_ITEMS.find((item) => item.handler === action)?.label ?? null;

/**
 * What a press that failed tells the director, in `lang` (rules §17): where Google's services
 * failed in passing (a cut, lasting past the retries: retry.ts `isTransient`), Atril's own
 * words — use the item again, it finishes what was begun — never Google's raw text; bad input
 * (and any other error) as it is rendered everywhere else.
 */
export function failureMessage(error: unknown, lang: Language, action: string): string {
  if (!isTransient(error)) return renderError(error, lang);
  return t(lang, 'journal.cut', { action: t(lang, menuLabel(action) ?? 'menu.setup') });
}

export interface Journal {
  v: number;
  action: string;
  args: unknown[];
  /** Who pressed it (the Registro's Quién), '' where Google does not say. */
  user: string;
  /** The Registro's row of its line (a press finishing it writes its line there). */
  registro?: number;
  /** The page's parts to publish after it (rules §21), when any. */
  page?: readonly string[];
  memo: PlanMemo;
}

/** An action as the journal replays it: its arguments, the workbook to decide over, the random bits to draw. */
export type Decide<R extends ActionResult = ActionResult> = (workbook: Workbook, randomBits: RandomBits) => R;
export type Replays = Record<string, (args: unknown[]) => Decide>;

type Found = { journal: Journal } | { unreadable: string } | null;

/** The journal, if any (one getProperty, more for a long one). Never throws: what cannot be read is `unreadable`. */
export function readJournal(properties: Properties | null, lang: Language): Found {
  const head = readProperty(properties, JOURNAL_KEY);
  if (head === null || properties === null) return null;
  try {
    const match = /^(\d+):(\d+):(z:)?/.exec(head);
    if (!match || Number(match[1]) !== VERSION) return { unreadable: t(lang, 'journal.unknown') };
    let text = head.slice(match[0].length);
    for (let part = 1; part < Number(match[2]); part++)
      text += properties.getProperty(chunkKey(JOURNAL_KEY, part)) ?? '';
    if (match[3]) text = Utilities.ungzip(Utilities.newBlob(Utilities.base64Decode(text))).getDataAsString();
    const journal = JSON.parse(text) as Journal;
    journal.memo = memoFrom(JSON.stringify(journal.memo));
    if (typeof journal.action !== 'string' || menuLabel(journal.action) === null || !Array.isArray(journal.args))
      return { unreadable: t(lang, 'journal.unknown') };
    return { journal };
  } catch {
    return { unreadable: t(lang, 'journal.damaged') };
  }
}

/** Keeps the journal before the first write (one setProperties); false where it is too long or the store refuses. */
function keepJournal(properties: Properties | null, journal: Journal): string[] | null {
  if (properties === null) return null;
  let text = JSON.stringify({ ...journal, memo: JSON.parse(memoText(journal.memo)) as unknown });
  // A long one (a closing's rating lists, a rename's views) is kept gzipped, in base64: one byte a character.
  const zipped = text.length > PART_CHARS;
  if (zipped) text = Utilities.base64Encode(Utilities.gzip(Utilities.newBlob(text)).getBytes());
  const size = zipped ? ZIPPED_PART_CHARS : PART_CHARS;
  const parts = chunks(text, size);
  if (parts.length > MAX_PARTS) return null;
  // The head holds the version, the number of parts and the first part; the others `atril.journal.<n>`.
  const values: Record<string, string> = {};
  parts.forEach((part, index) => {
    values[journalKey(index)] = index === 0 ? `${VERSION}:${parts.length}:${zipped ? 'z:' : ''}${part}` : part;
  });
  properties.setProperties(values);
  return Object.keys(values);
}

/** Deletes the journal (one deleteProperty per value, the first last: a half-deleted journal is still whole to read). */
function dropJournal(properties: Properties | null, keys: readonly string[]): void {
  if (properties === null) return;
  for (const key of [...keys].reverse()) properties.deleteProperty(key);
}

/** The keys of a journal found (to delete it). */
function keysOf(properties: Properties | null): string[] {
  const head = properties?.getProperty(JOURNAL_KEY) ?? '';
  const parts = Number(/^\d+:(\d+):/.exec(head)?.[1] ?? 1);
  return Array.from({ length: Math.max(1, parts) }, (_, index) => journalKey(index));
}

/** Property bytes a journal takes (the bench's figure). */
export function journalBytes(journal: Journal): number {
  return utf8Bytes(JSON.stringify({ ...journal, memo: JSON.parse(memoText(journal.memo)) as unknown }));
}

/** The address of the user pressing, where Google gives it (rules §17); '' elsewhere. */
export function activeUser(): string {
  try {
    return Session.getActiveUser().getEmail() || '';
  } catch {
    return '';
  }
}

interface Press {
  action: string;
  args: unknown[];
  lang: Language;
  user: string;
  /**
   * The parts of the players' page published after it (rules §21) — its own, and those of an
   * action finished first: kept in the journal, and journaled even with nothing to write, so
   * that a publication cut short is finished by the next press.
   */
  page?: readonly string[];
  /** The journal's values this execution kept or found, to delete once its writes are flushed (closeJournal). */
  written: string[];
}

/**
 * Decides `decide` over a plan, adds its Registro line, keeps the journal, writes the plan and
 * deletes the journal. A plan with nothing to write writes nothing and logs nothing.
 */
function planAndWrite<R extends ActionResult>(
  workbook: Workbook,
  properties: Properties | null,
  press: Press,
  decide: Decide<R>,
  randomBits: RandomBits,
  replayed: Journal | null,
): R {
  const base = replayed ? new ReplayBase(workbook, replayed.memo) : workbook;
  const plan = new PlannedWorkbook(base, replayed?.memo.at ?? Date.now(), replayed?.memo.random ?? null);
  const result = decide(plan, plan.drawn(randomBits));
  const writes = plan.steps.length > 0;
  // Nothing to write: no journal, unless a page is to be published after it (rules §21) or it is one being finished.
  if (!writes && !replayed && !(press.page?.length && result.ok)) return result;
  const what = firstLine(result.message);
  const registro = writes
    ? registroLine(
        plan,
        result.lang,
        {
          at: plan.now(),
          user: press.user,
          action: t(result.lang, menuLabel(press.action) ?? 'menu.setup'),
          what: replayed ? t(result.lang, 'journal.line.completed', { what }) : what,
        },
        replayed?.registro,
      )
    : undefined;
  const journal: Journal = {
    v: VERSION,
    action: press.action,
    args: press.args,
    user: press.user,
    registro,
    ...(press.page?.length ? { page: press.page } : {}),
    memo: plan.memo(),
  };
  // A journal the store refuses leaves the action as it was before rules §17: written all the same.
  let keys: string[] | null = replayed ? keysOf(properties) : null;
  if (!replayed) {
    try {
      keys = keepJournal(properties, journal);
    } catch {
      keys = null;
    }
  }
  // What the interrupted press had begun to lay out is in no known state: laid out whole again.
  if (replayed) forgetLayouts(properties, plan.steps);
  writePlan(workbook, plan.steps, replayed !== null);
  // Deleted only once the writes are flushed and the page published (closeJournal, rules §21): a
  // cut anywhere before leaves a journal, and the next press finishes rather than doing it twice.
  for (const key of keys ?? []) if (!press.written.includes(key)) press.written.push(key);
  return result;
}

/**
 * Forgets what the layout memory (layoutMemory.ts) says of the tabs a plan touches: the press
 * it finishes may have changed them (a picture inserted, formats begun) and, cut short, not
 * said so. One getProperty and one setProperty, before the memory is first asked.
 */
function forgetLayouts(properties: Properties | null, steps: readonly PlannedStep[]): void {
  try {
    const text = properties?.getProperty(LAYOUT_KEY) ?? null;
    if (properties === null || text === null) return;
    const memory = JSON.parse(text) as Record<string, unknown>;
    const touched = steps.flatMap((step) => (step.op === 'renameTab' ? [step.tab, step.to] : [step.tab]));
    if (!touched.some((tab) => tab in memory)) return;
    for (const tab of touched) delete memory[tab];
    properties.setProperty(LAYOUT_KEY, JSON.stringify(memory));
  } catch {
    // A memory that cannot be read or written: the layout memory deletes it itself.
  }
}

const firstLine = (message: string): string => message.split('\n')[0].trim();

/**
 * Deletes the journal of what this execution wrote: the handler calls it after the flush
 * (rules §8's order) and the page's publication (rules §21), when nothing of the action can
 * be lost any more. A publication Google cut short keeps it: the next press finishes it.
 */
export function closeJournal(properties: Properties | null, written: string[]): void {
  const keys = written.splice(0);
  if (keys.length > 0) dropJournal(properties, keys);
}

export interface Finished {
  /** What to tell the director before the action's own message (null: nothing was found). */
  note: string | null;
  /** The interrupted action's result when it was this same action: the press is spent finishing it. */
  same: ActionResult | null;
  /** The action finished (its handler's name), whose page this press publishes too (rules §21); null: none. */
  action: string | null;
  /** Its result, for what it leaves beside the workbook (the phones' store: handlers.ts). */
  result?: ActionResult;
  /** The page's parts its press was to publish (rules §21: a publication cut short). */
  page?: readonly string[];
}

/**
 * Finishes the action a journal names before anything else (rules §17): decided again over
 * the workbook as it found it, written whole. A journal that cannot be read is said once and
 * deleted; an action that can no longer be finished (the director changed what it read) is
 * named, its journal deleted. A failure of the services themselves keeps the journal (thrown).
 */
export function finishInterrupted(
  workbook: Workbook,
  properties: Properties | null,
  lang: Language,
  action: string,
  replays: Replays,
  randomBits: RandomBits,
  written: string[],
): Finished {
  const found = readJournal(properties, lang);
  if (found === null) return { note: null, same: null, action: null };
  if ('unreadable' in found) {
    dropJournal(properties, keysOf(properties));
    logLine(workbook, lang, activeUser(), t(lang, 'journal.line.discarded', { found: found.unreadable }));
    return { note: t(lang, 'journal.unreadable', { found: found.unreadable }), same: null, action: null };
  }
  const { journal } = found;
  const name = t(lang, menuLabel(journal.action) ?? 'menu.setup');
  const replay = replays[journal.action];
  let result: ActionResult;
  try {
    result = planAndWrite(
      workbook,
      properties,
      { action: journal.action, args: journal.args, lang, user: journal.user, written },
      replay(journal.args),
      randomBits,
      journal,
    );
  } catch (error) {
    if (isServiceFailure(error)) throw error;
    dropJournal(properties, keysOf(properties));
    return {
      note: t(lang, 'journal.notCompleted', { action: name, reason: renderError(error, lang) }),
      same: null,
      action: null,
    };
  }
  if (!result.ok) {
    dropJournal(properties, keysOf(properties));
    return {
      note: t(lang, 'journal.notCompleted', { action: name, reason: firstLine(result.message) }),
      same: null,
      action: null,
    };
  }
  const same = journal.action === action;
  const note = t(result.lang, same ? 'journal.completedSame' : 'journal.completedOther', {
    action: t(result.lang, menuLabel(journal.action) ?? 'menu.setup'),
  });
  return { note, same: same ? result : null, action: journal.action, result, page: journal.page };
}

/** A press of `action`: decided over a plan, journaled, written, logged (rules §17). */
export function journaled<R extends ActionResult>(
  workbook: Workbook,
  properties: Properties | null,
  press: Omit<Press, 'user'>,
  decide: Decide<R>,
  randomBits: RandomBits,
): R {
  return planAndWrite(workbook, properties, { ...press, user: activeUser() }, decide, randomBits, null);
}
