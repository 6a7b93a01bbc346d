// A result sent from a phone (rules §14), checked and kept: the round the phones may report
// (the one the last pairing gave codes to), and each board's entry in the store — its code,
// the wrong codes tried, the report kept and a differing one that puts the board "en
// conflicto". Pure: the Apps Script edge (src/gas/reportStore.ts) reads the entry, calls
// `receiveReport` and writes back the entry it returns, if any; nothing here can reach the
// spreadsheet. Every refusal keeps nothing but a wrong code's count.
import type { Language } from '../../i18n';
import type { Message } from '../message';
import { isCode } from './codes';

/** Jugador 1's and Jugador 2's scores, in the board's order. */
export type Points = readonly [number, number];

/** Scores are whole numbers from 0 to this (rules §14). */
export const MAX_POINTS = 999;
/** After this many wrong codes a board is locked for the phone for the round (rules §14). */
export const MAX_WRONG_CODES = 5;
/** The most boards a round may give codes to: keeps the store far under the 500 kB of script properties (docs/phoneResults.md). */
export const MAX_PHONE_BOARDS = 500;
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

/** One board's entry in the store. */
export interface BoardEntry {
  code: string;
  /** Wrong codes tried this round. */
  wrong: number;
  /** The first report received with the right code. */
  report: Points | null;
  /** A later report that differs from `report`: the board is "en conflicto". */
  other: Points | null;
  /** Written into Rondas (or found there already): out of the queue. */
  imported: boolean;
}

export function newEntry(code: string): BoardEntry {
  return { code, wrong: 0, report: null, other: null, imported: false };
}

export const samePoints = (a: Points | null, b: Points | null): boolean =>
  a !== null && b !== null && a[0] === b[0] && a[1] === b[1];

/** A board is locked for the phone once it has met MAX_WRONG_CODES wrong codes. */
export const isLocked = (entry: BoardEntry): boolean => entry.wrong >= MAX_WRONG_CODES;

/** The answer to one report, and the board's entry to write back (null: nothing changes). */
export interface ReportOutcome {
  ok: boolean;
  message: Message;
  table: number | null;
  entry: BoardEntry | null;
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
  return text !== null && isCode(text) ? text : null;
}

const refused = (message: Message, table: number | null = null, entry: BoardEntry | null = null): ReportOutcome => ({
  ok: false,
  message,
  table,
  entry,
});

/**
 * A report `(round, table, code, points1, points2)` as the page sends it (any value: it
 * comes from whoever has the link) against the round in play and the board's entry. In
 * this order: the round, the table, a bye, a locked board, the scores, the code's form
 * (none of which tells anything about the code, so none counts), then the code itself — a
 * wrong one counts, and the fifth locks the board.
 */
export function receiveReport(
  phoneRound: PhoneRound | null,
  entryOf: (table: number) => BoardEntry | null,
  sent: readonly unknown[],
): ReportOutcome {
  const [roundSent, tableSent, codeSent, points1Sent, points2Sent] = sent;
  const round = wholeNumber(roundSent, 1, MAX_NUMBER);
  if (phoneRound === null) return refused({ key: 'phone.refuse.noRound', params: {} });
  if (round !== phoneRound.round) return refused({ key: 'phone.refuse.round', params: { round: phoneRound.round } });
  const table = wholeNumber(tableSent, 1, MAX_NUMBER);
  if (table === null) return refused({ key: 'phone.refuse.noTable', params: {} });
  if (phoneRound.byes.includes(table)) return refused({ key: 'phone.refuse.bye', params: { table } }, table);
  const entry = phoneRound.tables.includes(table) ? entryOf(table) : null;
  if (entry === null) return refused({ key: 'phone.refuse.table', params: { table, round } });
  if (isLocked(entry)) return refused({ key: 'phone.refuse.locked', params: { table } }, table);
  const points1 = wholeNumber(points1Sent, 0, MAX_POINTS);
  const points2 = wholeNumber(points2Sent, 0, MAX_POINTS);
  if (points1 === null || points2 === null)
    return refused({ key: 'phone.refuse.scores', params: { max: MAX_POINTS } }, table);
  const code = codeText(codeSent);
  if (code === null) return refused({ key: 'phone.refuse.codeForm', params: {} }, table);
  if (code !== entry.code) {
    const wrong = { ...entry, wrong: entry.wrong + 1 };
    const left = MAX_WRONG_CODES - wrong.wrong;
    return left > 0
      ? refused({ key: 'phone.refuse.code', params: { table, left } }, table, wrong)
      : refused({ key: 'phone.refuse.lockedNow', params: { table, tries: MAX_WRONG_CODES } }, table, wrong);
  }
  const points: Points = [points1, points2];
  const params = { table, points1, points2 };
  if (entry.report === null)
    return { ok: true, message: { key: 'phone.report.stored', params }, table, entry: { ...entry, report: points } };
  if (samePoints(entry.report, points) || samePoints(entry.other, points))
    return { ok: true, message: { key: 'phone.report.same', params }, table, entry: null };
  // rules §14: a different report keeps both and puts the board in conflict; the director decides.
  return {
    ok: true,
    message: { key: 'phone.report.conflict', params: { ...params, first1: entry.report[0], first2: entry.report[1] } },
    table,
    entry: { ...entry, other: points, imported: false },
  };
}

// --- How the store keeps them: short JSON, every field checked on the way back ---

const isPoints = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((part) => Number.isInteger(part) && part >= 0 && part <= MAX_POINTS);

export function encodeEntry(entry: BoardEntry): string {
  return JSON.stringify({ c: entry.code, w: entry.wrong, r: entry.report, o: entry.other, i: entry.imported ? 1 : 0 });
}

/** The entry a stored text holds; null for anything else (never trusted blindly). */
export function decodeEntry(text: string | null): BoardEntry | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const { c, w, r, o, i } = value;
    if (typeof c !== 'string' || !isCode(c) || !Number.isInteger(w) || (w as number) < 0) return null;
    if ((r !== null && !isPoints(r)) || (o !== null && !isPoints(o))) return null;
    return { code: c, wrong: w as number, report: r as Points | null, other: o as Points | null, imported: i === 1 };
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
