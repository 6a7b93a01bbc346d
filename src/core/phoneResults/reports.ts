// A result sent from a phone (rules §14), checked and kept: the round the phones may report
// (the one the last pairing gave codes to), and each board's entry in the store — its code,
// the wrong codes tried, the report kept and a differing one that puts the board "en
// conflicto", the board's players and its pauses (rules §14.1). Pure, the clock passed in: the
// Apps Script edge (src/gas/reportStore.ts) checks what was sent against the round (`readSent`),
// reads the board's entry, calls `applyReport` and writes back the entry it returns, if any;
// nothing here can reach the spreadsheet. Every refusal keeps nothing but a wrong code's count.
import type { Language, MessageKey } from '../../i18n';
import type { Message } from '../message';
import { CODE_DIGITS, isCode } from './codes';

/** Jugador 1's and Jugador 2's scores, in the board's order. */
export type Points = readonly [number, number];

/** Scores are whole numbers from 0 to this (rules §14). */
export const MAX_POINTS = 999;
/** This many wrong codes pause the board's form (rules §14.1). */
export const MAX_WRONG_CODES = 5;
/** The first pause, in minutes; each later pause of the board lasts twice the one before (rules §14.1). */
export const PAUSE_MINUTES = 15;
/** Doubling stops here (15 min × 2^10 ≈ 10 days: longer than any round), so the arithmetic stays exact. */
const MAX_DOUBLINGS = 10;
/** The most boards a round may give codes to: keeps the store far under the 500 kB of script properties (docs/phoneResults.md). */
export const MAX_PHONE_BOARDS = 500;
/** A player's name as a report keeps it: at most this many characters (the store's size stays bounded). */
export const MAX_NAME_LENGTH = 40;
/** Tables and rounds past this are nonsense, whatever was sent. */
const MAX_NUMBER = 100000;

/** The round the phones may report, as the pairing left it (no code in it). */
export interface PhoneRound {
  round: number;
  /** The workbook's language when paired: a reply's language when the page asks for none. */
  lang: Language;
  /** The boards with two players. */
  tables: number[];
  /** The byes' tables: nothing to report there. */
  byes: number[];
}

/** Jugador 1's and Jugador 2's names, as the board had them when paired. */
export type Players = readonly [string, string];

/** One board's entry in the store. */
export interface BoardEntry {
  code: string;
  /** The board's two players (rules §14.1: a report is for them); null in an entry kept before names were. */
  names: Players | null;
  /** Wrong codes since the last pause began. */
  wrong: number;
  /** Pauses begun this round (each one twice as long as the one before). */
  pauses: number;
  /** When the current or last pause ends (epoch ms); 0 when never paused. */
  until: number;
  /** Paused while a report was kept: the import leaves it out and names it ("comprueba el acta"). */
  check: boolean;
  /** The first report received with the right code. */
  report: Points | null;
  /** The latest report that differs from `report`: the board is "en conflicto". */
  other: Points | null;
  /** Settled — written into Rondas, found there, or Rondas's result kept by the director: out of the queue. */
  imported: boolean;
}

/** A name as kept and compared: trimmed, at most MAX_NAME_LENGTH characters. */
export const keptName = (name: string): string => name.trim().slice(0, MAX_NAME_LENGTH);

export function newEntry(code: string, names: Players | null = null): BoardEntry {
  return {
    code,
    names: names && [keptName(names[0]), keptName(names[1])],
    wrong: 0,
    pauses: 0,
    until: 0,
    check: false,
    report: null,
    other: null,
    imported: false,
  };
}

export const samePoints = (a: Points | null, b: Points | null): boolean =>
  a !== null && b !== null && a[0] === b[0] && a[1] === b[1];

/** The report the import compares with Rondas: the latest one kept (rules §14.1). */
export const latestReport = (entry: BoardEntry): Points | null => entry.other ?? entry.report;

/** Is the board's form paused at `now`? */
export const isPaused = (entry: BoardEntry, now: number): boolean => entry.until > now;

/** How long the `count`-th pause lasts, in ms: 15 min, 30, 60… */
export const pauseMs = (count: number): number =>
  PAUSE_MINUTES * 60000 * 2 ** Math.min(Math.max(count, 1) - 1, MAX_DOUBLINGS);

/** Whole minutes left of a pause (at least 1). */
export const minutesLeft = (until: number, now: number): number => Math.max(1, Math.ceil((until - now) / 60000));

/** The answer to one report, and the board's entry to write back (null: nothing changes). */
export interface ReportOutcome {
  ok: boolean;
  message: Message;
  table: number | null;
  entry: BoardEntry | null;
  /** What the live page shows changes (a board now reported, or now paused): the page is stamped anew. */
  pageChanges: boolean;
}

/** A whole number in [min, max] sent as a number or as digits (a form's text); null for anything else. */
export function wholeNumber(value: unknown, min: number, max: number): number | null {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    // Digits only, at most as many as `max` has: "12a", "1e3", "0x1F", " ", a megabyte of digits all refused.
    if (!/^\d+$/.test(text) || text.length > String(max).length) return null;
    number = Number(text);
  } else return null;
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
}

/** The code as sent: six digits (a number keeps its digits only when it has six). */
function codeText(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : null;
  return text !== null && text.length === CODE_DIGITS && isCode(text) ? text : null;
}

const refused = (message: Message, table: number | null = null, entry: BoardEntry | null = null): ReportOutcome => ({
  ok: false,
  message,
  table,
  entry,
  pageChanges: false,
});

/** A report read from what was sent, before any board's entry is looked at. */
export interface SentReport {
  round: number;
  table: number;
  code: string;
  points: Points;
}

/**
 * A report `(round, table, code, points1, points2)` as the page sends it (any value: it comes
 * from whoever has the link), checked against the round in play only — the round, the table,
 * a bye, the scores, the code's form. None of these needs the board's entry or tells anything
 * about the code, so none counts as a wrong code, and the edge answers them from its cache
 * without reading the store (rules §14.1 "quota-light").
 */
export function readSent(phoneRound: PhoneRound | null, sent: readonly unknown[]): SentReport | ReportOutcome {
  const [roundSent, tableSent, codeSent, points1Sent, points2Sent] = sent;
  const round = wholeNumber(roundSent, 1, MAX_NUMBER);
  if (phoneRound === null) return refused({ key: 'phone.refuse.noRound', params: {} });
  if (round !== phoneRound.round) return refused({ key: 'phone.refuse.round', params: { round: phoneRound.round } });
  const table = wholeNumber(tableSent, 1, MAX_NUMBER);
  if (table === null) return refused({ key: 'phone.refuse.noTable', params: {} });
  if (phoneRound.byes.includes(table)) return refused({ key: 'phone.refuse.bye', params: { table } }, table);
  if (!phoneRound.tables.includes(table)) return refused({ key: 'phone.refuse.table', params: { table, round } });
  const points1 = wholeNumber(points1Sent, 0, MAX_POINTS);
  const points2 = wholeNumber(points2Sent, 0, MAX_POINTS);
  if (points1 === null || points2 === null)
    return refused({ key: 'phone.refuse.scores', params: { max: MAX_POINTS } }, table);
  const code = codeText(codeSent);
  if (code === null) return refused({ key: 'phone.refuse.codeForm', params: {} }, table);
  return { round, table, code, points: [points1, points2] };
}

/** The refusal of a report to a paused board (nothing looked at, nothing counted). */
export const pausedRefusal = (table: number, until: number, now: number): ReportOutcome =>
  refused({ key: 'phone.refuse.paused', params: { table, minutes: minutesLeft(until, now) } }, table);

/**
 * A report read by readSent, against its board's entry at `now`: a paused board refuses
 * without looking at the code; a wrong code counts, and the fifth pauses the form (rules
 * §14.1: 15 minutes, twice as long at each new pause); the right code keeps the report —
 * the first one, a repeat changing nothing, or a different one that puts the board in
 * conflict (and takes it back into the queue when it had been settled: rules §14.1).
 */
export function applyReport(entry: BoardEntry | null, sent: SentReport, now: number): ReportOutcome {
  const { round, table, code, points } = sent;
  // No entry (a damaged one, or the round paired again meanwhile): as an unknown table.
  if (entry === null) return refused({ key: 'phone.refuse.table', params: { table, round } });
  if (isPaused(entry, now)) return pausedRefusal(table, entry.until, now);
  if (code !== entry.code) {
    const wrong = entry.wrong + 1;
    if (wrong < MAX_WRONG_CODES)
      return refused({ key: 'phone.refuse.code', params: { table, left: MAX_WRONG_CODES - wrong } }, table, {
        ...entry,
        wrong,
      });
    const pauses = entry.pauses + 1;
    const until = now + pauseMs(pauses);
    // rules §14.1: paused while a report is kept — maybe to stop the opponent disputing it.
    const paused = { ...entry, wrong: 0, pauses, until, check: entry.check || entry.report !== null };
    return {
      ...refused(
        { key: 'phone.refuse.pausedNow', params: { table, tries: MAX_WRONG_CODES, minutes: minutesLeft(until, now) } },
        table,
        paused,
      ),
      pageChanges: true,
    };
  }
  const [points1, points2] = points;
  const params = { table, points1, points2 };
  const kept = (key: MessageKey, next: BoardEntry, extra = {}): ReportOutcome => ({
    ok: true,
    message: { key, params: { ...params, ...extra } },
    table,
    entry: next,
    pageChanges: true,
  });
  // rules §16.1: with the board's names, what was received is said with them ("Mesa 7: Ana Ruiz 447 – Luis Gil 492").
  const named = entry.names !== null;
  if (named) Object.assign(params, { name1: entry.names?.[0] ?? '', name2: entry.names?.[1] ?? '' });
  if (entry.report === null)
    return kept(named ? 'slips.phone.stored' : 'phone.report.stored', { ...entry, report: points });
  if (samePoints(entry.report, points) || samePoints(entry.other, points))
    return {
      ok: true,
      message: { key: named ? 'slips.phone.same' : 'phone.report.same', params },
      table,
      entry: null,
      pageChanges: false,
    };
  // rules §14.1: a different report is kept as the latest; the board is in conflict until settled.
  return kept(
    named ? 'slips.phone.conflict' : 'phone.report.conflict',
    { ...entry, other: points, imported: false },
    { first1: entry.report[0], first2: entry.report[1] },
  );
}

/** readSent, then applyReport on the board's entry (for callers that have every entry at hand). */
export function receiveReport(
  phoneRound: PhoneRound | null,
  entryOf: (table: number) => BoardEntry | null,
  sent: readonly unknown[],
  now: number,
): ReportOutcome {
  const read = readSent(phoneRound, sent);
  if ('message' in read) return read;
  return applyReport(entryOf(read.table), read, now);
}

// --- How the store keeps them: short JSON, every field checked on the way back ---

const isPoints = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((part) => Number.isInteger(part) && part >= 0 && part <= MAX_POINTS);

export function encodeEntry(entry: BoardEntry): string {
  return JSON.stringify({
    c: entry.code,
    n: entry.names,
    w: entry.wrong,
    p: entry.pauses,
    u: entry.until,
    k: entry.check ? 1 : 0,
    r: entry.report,
    o: entry.other,
    i: entry.imported ? 1 : 0,
  });
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isNames = (value: unknown): value is Players =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((name) => typeof name === 'string' && name.length <= MAX_NAME_LENGTH);

/** The entry a stored text holds; null for anything else (never trusted blindly). */
export function decodeEntry(text: string | null): BoardEntry | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const { c, n = null, w, p = 0, u = 0, k = 0, r, o, i } = value;
    if (typeof c !== 'string' || !isCode(c) || !isCount(w) || !isCount(p) || !isCount(u)) return null;
    if ((r !== null && !isPoints(r)) || (o !== null && !isPoints(o)) || (n !== null && !isNames(n))) return null;
    return {
      code: c,
      names: n,
      wrong: w,
      pauses: p,
      until: u,
      check: k === 1,
      report: r as Points | null,
      other: o as Points | null,
      imported: i === 1,
    };
  } catch {
    return null;
  }
}

export function encodeRound(round: PhoneRound): string {
  return JSON.stringify({ r: round.round, l: round.lang, t: round.tables, b: round.byes });
}

export function decodeRound(text: string | null): PhoneRound | null {
  if (text === null) return null;
  try {
    const { r, l, t, b } = JSON.parse(text) as Record<string, unknown>;
    const tables = (list: unknown): list is number[] =>
      Array.isArray(list) && list.every((table) => Number.isInteger(table) && table > 0);
    if (!Number.isInteger(r) || (l !== 'es' && l !== 'en') || !tables(t) || !tables(b)) return null;
    return { round: r as number, lang: l, tables: t, byes: b };
  } catch {
    return null;
  }
}
