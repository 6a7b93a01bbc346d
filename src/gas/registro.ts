// The Registro (Log) tab (rules §17): one line per action that changed the workbook — when (on
// the spreadsheet's clock), who (the address Google gives, else blank), the menu item, what it
// did in one line. Atril only ever adds a line below the last one (its last row asked, never its
// values: it is never read to compute anything), and a director may clear it or delete it (the
// next action makes it again).
import { type Language, t } from '../i18n';
import type { Workbook } from '../sheets/grid/workbook';

export interface RegistroEntry {
  at: Date;
  user: string;
  action: string;
  what: string;
}

/** The Registro's name in either language ("Registro", "Log"), the workbook's own first; made (with its header) when missing. */
function registroTab(workbook: Workbook, lang: Language): { tab: string; made: boolean } {
  const names = [t(lang, 'journal.tab'), t(lang === 'es' ? 'en' : 'es', 'journal.tab')];
  const found = workbook.locateTab(names, () => false);
  if (found !== null) return { tab: found, made: false };
  workbook.addTab(names[0]);
  workbook.write(names[0], 1, 1, [
    [t(lang, 'journal.when'), t(lang, 'journal.who'), t(lang, 'journal.action'), t(lang, 'journal.what')],
  ]);
  workbook.format(names[0], { frozenRows: 1, boldHeader: true, print: { landscape: true, wrapColumns: [4] } });
  return { tab: names[0], made: true };
}

/** "14/03/2026 18:00:05" on the clock of `timeZone` (the machine's where none or unknown). */
export function registroTime(date: Date, timeZone: string): string {
  const two = (n: number) => String(n).padStart(2, '0');
  try {
    if (timeZone) {
      const parts: Record<string, string> = {};
      for (const part of new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(date))
        parts[part.type] = part.value;
      return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
    }
  } catch {
    // An unknown zone: the machine's clock below.
  }
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(
    date.getMinutes(),
  )}:${two(date.getSeconds())}`;
}

/**
 * Adds the line below the Registro's last row (the tab made when missing), or at `row` (a
 * press finishing an interrupted one writes its line where that one's went). Returns the row.
 */
export function registroLine(workbook: Workbook, lang: Language, entry: RegistroEntry, row?: number): number {
  const { tab, made } = registroTab(workbook, lang);
  const at = row ?? (made ? 2 : (workbook.lastRow?.(tab) ?? (workbook.read(tab) ?? []).length) + 1);
  const when = registroTime(entry.at, workbook.timeZone?.() ?? '');
  workbook.write(tab, at, 1, [[when, entry.user, entry.action, entry.what]]);
  return at;
}

/** A line written straight away (a journal found unreadable), never failing the action for it. */
export function logLine(workbook: Workbook, lang: Language, user: string, what: string): void {
  try {
    registroLine(workbook, lang, { at: new Date(), user, action: 'Atril', what });
  } catch {
    // The Registro is a record, not a condition of the action.
  }
}
