// What Atril last laid out on each generated tab (rules §2 printing; issue 11 item 7: ≤ 30
// SpreadsheetApp calls per action). Laying a tab out costs 15–25 calls, and most writes give
// a tab the layout it already has (the pairing sheet of round 5 is shaped like round 4's), so
// SheetsWorkbook applies only the parts that differ from what it remembers here: the frozen
// rows, each column's width, the row formats (a fingerprint) and the picture (a fingerprint).
// It also remembers the block it last wrote there, so that the next rewrite blanks exactly
// that instead of clearing the tab (one call less), and the grid's size, so that a tab that
// must grow is grown without asking its size first.
//
// The memory is one document property (`atril.layout`, JSON: tab name → what was laid out),
// read once, the first time an action lays a tab out, and written once at the end of the
// action when it changed. Each entry names the sheet it was applied to (Sheet.getSheetId), so
// a tab deleted and made again by hand, under the same name, is laid out afresh. A tab renamed
// is forgotten (a kept tournament's tabs are never laid out again), and so is one no longer
// in the workbook. Without document properties (a web app execution) nothing is remembered
// and every layout is applied whole, as is any layout of a tab created in the same action.
// What the memory cannot see: a format changed by hand, which stays until the tab's layout
// changes (docs/addon.md "Calls per action").
//
// A typed tab (Rondas) is never laid out, but Atril widens its name columns to the longest
// name (Workbook.widenColumns): for it the memory keeps, per column, the width in characters
// the column is known to have at least (Atril's width, or a wider one the director set), so
// that a pairing whose names already fit asks for no width at all.

import { parseJson, PROPERTY_BYTES, readProperty, storeProperty, utf8Bytes } from './propertyValue';
import type { Properties } from './store';
import { LAYOUT_KEY } from './storeKeys';

/** The parts of a layout as applied to one sheet. */
export interface LaidOut {
  /** Sheet.getSheetId() of the sheet laid out. */
  sheet: number;
  /** Frozen rows. */
  frozen: number;
  /** Each column's width in characters, from column A. */
  widths: number[];
  /** Fingerprint of the row formats (titles, headers, alignment over numbers, the last column). */
  formats: string;
  /** Fingerprint of the picture over the grid; '' for none. */
  image: string;
  /** Rows × columns of the block last written from A1 (what the next rewrite blanks); null when unknown. */
  written: Extent | null;
  /** Rows × columns the grid had, at least, when the tab was last written; null when unknown. */
  grid: Extent | null;
}

/** Rows × columns. */
export type Extent = [number, number];

/** `formats` of a sheet with no format at all, as Sheets makes it: nothing to clear (a fingerprint is never ''). */
export const NO_FORMATS = '';

/** What a sheet inserted by Atril has: nothing frozen, every width Sheets' own, no format, no picture, nothing written. */
export function blankSheet(sheet: number, grid: Extent): LaidOut {
  return { sheet, frozen: 0, widths: [], formats: NO_FORMATS, image: '', written: [0, 0], grid };
}

/** A typed tab's widened columns: each column's width in characters, known to be at least that (0: not known). */
export interface Widened {
  /** Sheet.getSheetId() of the sheet. */
  sheet: number;
  widened: number[];
}

export { LAYOUT_KEY };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A stored extent: two whole numbers ≥ 0, else null (unknown: an entry stored before extents were kept). */
function extent(value: unknown): Extent | null {
  return Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n) && (n as number) >= 0)
    ? [value[0] as number, value[1] as number]
    : null;
}

/** An entry as stored, or null when it is not one (an older or damaged value is simply not trusted). */
function parsed(value: unknown): LaidOut | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const widths = entry.widths;
  if (
    !isNumber(entry.sheet) ||
    !isNumber(entry.frozen) ||
    !Array.isArray(widths) ||
    !widths.every(isNumber) ||
    typeof entry.formats !== 'string' ||
    typeof entry.image !== 'string'
  )
    return null;
  return {
    sheet: entry.sheet,
    frozen: entry.frozen,
    widths: [...(widths as number[])],
    formats: entry.formats,
    image: entry.image,
    written: extent(entry.written),
    grid: extent(entry.grid),
  };
}

/** A stored typed tab's widths, or null when it is not one. */
function parsedWidened(value: unknown): Widened | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const widths = entry.widened;
  if (!isNumber(entry.sheet) || !Array.isArray(widths) || !widths.every(isNumber) || 'frozen' in entry) return null;
  return { sheet: entry.sheet, widened: [...(widths as number[])] };
}

/** A short fingerprint of a text (two 32-bit FNV-style lanes): equal texts, equal fingerprints. */
export function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x2c1b3c6d);
    b ^= b >>> 13;
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}`;
}

export class LayoutMemory {
  private tabs: Map<string, LaidOut | Widened> | null = null;
  /** Tabs written or laid out in this action: what is remembered of them is certain. */
  private readonly here = new Set<string>();
  /** The memory as read, in the form it is written: nothing to write while it is the same. */
  private read = '';

  /** `properties`: the document's; null where there are none (nothing is remembered between actions). */
  constructor(private readonly properties: Properties | null) {}

  /** Whether layouts are remembered between actions (then each needs its sheet's id). */
  get persistent(): boolean {
    return this.properties !== null;
  }

  /** What was laid out on `tab`, as remembered; one properties read, the first time. */
  get(tab: string): LaidOut | null {
    const entry = this.all().get(tab);
    return entry && 'frozen' in entry ? entry : null;
  }

  /** A typed tab's widened columns, as remembered; null when none are. */
  widened(tab: string): Widened | null {
    const entry = this.all().get(tab);
    return entry && !('frozen' in entry) ? entry : null;
  }

  /** Remembers a typed tab's widths (what Atril set, or found wider). */
  setWidened(tab: string, widened: Widened): void {
    this.all().set(tab, widened);
    this.here.add(tab);
  }

  /** Whether this action wrote or laid `tab` out (what is remembered of it is certain, no sheet id to check). */
  knownHere(tab: string): boolean {
    return this.here.has(tab) && this.get(tab) !== null;
  }

  set(tab: string, laidOut: LaidOut): void {
    this.all().set(tab, laidOut);
    this.here.add(tab);
  }

  /**
   * Forgets a tab: renamed (its new name is not one Atril lays out), or being written or laid
   * out (until it is done: a write or layout cut short by an error leaves the tab in no known state).
   */
  forget(tab: string): void {
    this.all().delete(tab);
    this.here.delete(tab);
  }

  /**
   * Writes the memory back when it changed (one setProperty); tabs not in `existing`
   * (deleted) are dropped — all are kept when it is null (an action that did not list the
   * tabs). Never throws. A memory that cannot be written is deleted, so that the next action
   * lays its tabs out whole rather than trust what they had before this one.
   */
  save(existing: readonly string[] | null): void {
    if (this.properties === null || this.tabs === null) return;
    const tabs = [...this.tabs].filter(([tab]) => existing === null || existing.includes(tab));
    let json = serialised(tabs);
    if (json === this.read) return;
    // A memory too large keeps only this action's tabs (and, still too large, none).
    if (utf8Bytes(json) > PROPERTY_BYTES) json = serialised(tabs.filter(([tab]) => this.here.has(tab)));
    // Refused: the layouts are applied; only the memory of them is lost.
    if (storeProperty(this.properties, LAYOUT_KEY, json)) this.read = json;
  }

  private all(): Map<string, LaidOut | Widened> {
    if (this.tabs !== null) return this.tabs;
    const tabs = new Map<string, LaidOut | Widened>();
    const stored = parseJson(readProperty(this.properties, LAYOUT_KEY));
    if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
      for (const [tab, value] of Object.entries(stored as Record<string, unknown>)) {
        const entry = parsed(value) ?? parsedWidened(value);
        if (entry) tabs.set(tab, entry);
      }
    }
    this.tabs = tabs;
    this.read = serialised([...tabs]);
    return tabs;
  }
}

/** The memory as stored: JSON, tabs in name order (the same memory, the same text). */
function serialised(tabs: readonly [string, LaidOut | Widened][]): string {
  return JSON.stringify(Object.fromEntries([...tabs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}
