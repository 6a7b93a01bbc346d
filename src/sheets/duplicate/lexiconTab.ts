// The club's word list as the spreadsheet keeps it (rules §20 "Léxico"; docs/duplicate.md
// "The word list"): a hidden tab whose row 1 is the head — name, words, date loaded, format,
// parts — and column A below it the compiled word graph's text, one part a cell (each under
// 30,000 characters: Excel's cell holds 32,767, Sheets' 50,000). A load writes the parts first
// and the head last, so a load cut half-way reads as damaged, never as a shorter list.
import { AtrilError } from '../../core/errors';
import { type WordGraph, graphFromText } from '../../core/duplicate/wordGraph';
import { type Language, t } from '../../i18n';
import { type Cell, type Grid, cellText, normaliseLabel } from '../grid/cells';
import { labelNames } from '../grid/labels';
import type { Workbook } from '../grid/workbook';
import { lookupTab, tabFor } from '../config/tabs';

/** The head's format: another reading of the cells below it would change it. */
export const LEXICON_FORMAT = 1;
/** The row of the first part. */
const FIRST_PART_ROW = 2;

/** What the head row says. */
export interface LexiconHead {
  name: string;
  words: number;
  /** When it was loaded, as the message and Configuración say it. */
  loaded: string;
  parts: number;
}

export interface StoredLexicon {
  head: LexiconHead;
  graph: WordGraph;
}

// rules §20: decoded once per execution — the last graph decoded, known by its head and each
// part's length and last characters (the first part's header carries the graph's checksum), so a
// list loaded again, or a part changed since, is decoded again.
let last: { key: string; stored: StoredLexicon } | null = null;

const headRow = (head: LexiconHead | null): Cell[] =>
  head ? [head.name, head.words, head.loaded, LEXICON_FORMAT, head.parts] : ['', '', '', '', ''];

const damaged = (tab: string) => new AtrilError('lexicon.damaged', { tab });

/** The grid's parts (column A from row 2), `count` of them. */
const partsOf = (grid: Grid, count: number): string[] =>
  Array.from({ length: count }, (_, i) => cellText(grid[FIRST_PART_ROW - 1 + i]?.[0]));

/** The graph of `parts`, or the damaged list's error naming `tab`. */
function decoded(parts: string[], tab: string): WordGraph {
  try {
    return graphFromText(parts);
  } catch {
    throw damaged(tab);
  }
}

/**
 * The list kept in the workbook, or null when none was ever loaded (no tab); an AtrilError
 * when it is damaged — a load cut half-way, a cell changed — saying to load it again.
 */
export function storedLexicon(workbook: Workbook): StoredLexicon | null {
  const tab = lookupTab(workbook, 'lexicon');
  if (tab === null) return null;
  const grid = workbook.read(tab) ?? [];
  const [name, words, loaded, format, parts] = grid[0] ?? [];
  if (format !== LEXICON_FORMAT || typeof words !== 'number' || typeof parts !== 'number') throw damaged(tab);
  const texts = partsOf(grid, parts);
  const key = JSON.stringify([
    name,
    words,
    loaded,
    texts[0]?.slice(0, 60),
    texts.map((part) => part.length + part.slice(-24)),
  ]);
  if (last?.key === key) return last.stored;
  const graph = decoded(texts, tab);
  if (graph.words !== words) throw damaged(tab);
  const stored = { head: { name: cellText(name), words, loaded: cellText(loaded), parts }, graph };
  last = { key, stored };
  return stored;
}

/** The graph of the list kept in the workbook, or null when none is loaded (rules §20: then the words are not judged). */
export const lexiconGraph = (workbook: Workbook): WordGraph | null => storedLexicon(workbook)?.graph ?? null;

/** The list kept in the workbook; with none loaded, an AtrilError saying what to press. */
export function requireLexicon(workbook: Workbook): StoredLexicon {
  const stored = storedLexicon(workbook);
  if (!stored) throw new AtrilError('lexicon.none');
  return stored;
}

/**
 * A load begins: the tab made (hidden) or its head blanked, so that until the head is
 * written again the list reads as damaged. Returns the tab's name.
 */
export function startLexicon(workbook: Workbook, lang: Language): string {
  const existing = lookupTab(workbook, 'lexicon');
  const tab = existing ?? tabFor(workbook, 'lexicon', lang);
  if (existing === null) {
    workbook.addTab(tab);
    workbook.hideTab?.(tab);
  }
  workbook.write(tab, 1, 1, [headRow(null)]);
  return tab;
}

/** Parts `first`, `first + 1`, … of a load into their cells (a fixed block: safe to write twice). */
export function writeLexiconParts(workbook: Workbook, tab: string, first: number, parts: readonly string[]): void {
  if (parts.length > 0)
    workbook.write(
      tab,
      FIRST_PART_ROW + first,
      1,
      parts.map((part) => [part]),
    );
}

/**
 * A load ends: the parts in the tab read back and decoded whole (a part missing or changed:
 * damaged, nothing more written), the cells of a longer list before it blanked, then the head.
 */
export function finishLexicon(workbook: Workbook, lang: Language, head: LexiconHead): StoredLexicon {
  const tab = lookupTab(workbook, 'lexicon');
  if (tab === null) throw damaged(t(lang, 'tab.lexicon'));
  const grid = workbook.read(tab) ?? [];
  const graph = decoded(partsOf(grid, head.parts), tab);
  if (graph.words !== head.words) throw damaged(tab);
  const stale = grid.length - (FIRST_PART_ROW - 1 + head.parts);
  if (stale > 0)
    workbook.write(
      tab,
      FIRST_PART_ROW + head.parts,
      1,
      Array.from({ length: stale }, () => ['']),
    );
  workbook.write(tab, 1, 1, [headRow(head)]);
  return { head, graph };
}

/**
 * Configuración's Léxico row (rules §20) says which list is loaded: its value written where
 * the row is, else a row added below the last. Returns the row's label, or null without a
 * Configuración tab. Only that row's value changes: nothing else typed there is touched.
 */
export function nameLexiconInConfig(workbook: Workbook, lang: Language, head: LexiconHead): string | null {
  const tab = lookupTab(workbook, 'config');
  if (tab === null) return null;
  const grid = workbook.read(tab) ?? [];
  const labels = labelNames('lexicon.config');
  const index = grid.findIndex((row) => labels.includes(normaliseLabel(cellText(row?.[0]))));
  const value = t(lang, 'lexicon.config.value', { name: head.name, words: head.words, date: head.loaded });
  if (index >= 0) {
    workbook.write(tab, index + 1, 2, [[value]]);
    return cellText(grid[index][0]);
  }
  const label = t(lang, 'lexicon.config');
  workbook.write(tab, grid.length + 1, 1, [[label, value]]);
  return label;
}
