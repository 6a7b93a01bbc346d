// A grid (a generated tab's values) as an aligned plain-text table for the terminal:
// numbers right-aligned in the reader's notation (decimal comma in Spanish), text left.
import { type Language } from '../i18n';
import { type Cell, type Grid, cellText, isBlankRow } from '../sheets/grid/cells';
import { formatNumber } from '../sheets/tournament/standingsPage';

/** Terminal width of a string: combining marks take no column. */
function width(text: string): number {
  return [...text.normalize('NFC')].length;
}

function show(cell: Cell, lang: Language, money = false): string {
  return typeof cell === 'number' ? formatNumber(cell, lang, money) : cellText(cell).replace(/\s+/g, ' ');
}

/** `money`: 0-based columns whose numbers are amounts, shown with two decimals (rules §16.1: "137,50"). */
export function textTable(grid: Grid, lang: Language, money: readonly number[] = []): string {
  const rows = grid.filter((row) => !isBlankRow(row));
  if (rows.length === 0) return '';
  // Columns blank all the way down (padding of a wider block) are left out.
  const columns = Math.max(
    ...rows.map((row) => row.length - [...row].reverse().findIndex((cell) => cellText(cell) !== '')),
  );
  const numeric = Array.from({ length: columns }, (_, c) =>
    rows.slice(1).every((row) => typeof row[c] === 'number' || cellText(row[c]) === ''),
  );
  const texts = rows.map((row) => Array.from({ length: columns }, (_, c) => show(row[c], lang, money.includes(c))));
  const widths = Array.from({ length: columns }, (_, c) => Math.max(...texts.map((row) => width(row[c]))));
  const pad = (text: string, c: number) => {
    const fill = ' '.repeat(widths[c] - width(text));
    return numeric[c] ? fill + text : text + fill;
  };
  const lines = texts.map((row) => row.map(pad).join('  ').trimEnd());
  lines.splice(
    1,
    0,
    widths
      .map((w) => '-'.repeat(w))
      .join('  ')
      .trimEnd(),
  );
  return lines.join('\n');
}
