// Cargar léxico… (rules §20; docs/duplicate.md "The word list"): a modal dialog where the arbiter
// picks the list on their computer. Its script (lexiconPage.ts, built apart and carried as the
// text LEXICON_PAGE) reads and compiles the file in the browser and sends the stored
// parts here in calls of at most PARTS_PER_CALL parts (lexiconPart), then the last call
// (lexiconFinish), which checks the whole and writes the head.
import { type Language, type MessageKey, t } from '../i18n';
import { workbookLanguage, writeLexiconBatch } from '../sheets/actions';
import { lockDocument } from './documentLock';
import { pressContext, runFromDialog } from './handlers';
import { installedWorkbook } from './installRecord';
import { failureMessage } from './journal';
import { userLanguage } from './language';
import { menuContext } from './menuContext';
import { SheetsWorkbook } from './sheetsWorkbook';
import { documentStore } from './store';

/** The page's script, minified, put in by scripts/build.ts (esbuild `define`); absent when the sources run unbundled (tests). */
declare const LEXICON_PAGE: string | undefined;

/** Parts a call carries: 30 × 30,000 characters, under 1 MB (lexiconPage.ts sends as many). */
export const PARTS_PER_CALL = 30;
/** The most parts a list takes: 700,000 words compile to far fewer (docs/duplicate.md). */
export const MOST_PARTS = 1000;
/** A part's most characters (wordGraph.ts cuts them under 30,000). */
export const MOST_PART_CHARS = 30000;

export const LEXICON_WIDTH = 520;
export const LEXICON_HEIGHT = 300;

/** The dialog's page in `lang`: its texts (JSON in a block that is not run, "<" escaped) and its script, which lays the page out. */
export function lexiconDialogHtml(lang: Language): string {
  const keys = ['intro', 'single', 'load', 'close', 'noFile', 'reading', 'sending'] as const;
  const texts = JSON.stringify(
    Object.fromEntries(keys.map((key) => [key, t(lang, `lexicon.dialog.${key}` as MessageKey)])),
  ).replace(/</g, '\\u003c');
  const script = typeof LEXICON_PAGE === 'string' ? LEXICON_PAGE : '';
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body><script type="application/json" id="lx-texts">${texts}</script><script>${script.replace(/<\/script/gi, '<\\/script')}</script></body></html>`;
}

/** The menu's "Cargar léxico…": the dialog, in the workbook's language. */
export function showLexiconDialog(): void {
  const userLang = userLanguage();
  const { ui, spreadsheet } = menuContext(userLang);
  const lang = workbookLanguage(new SheetsWorkbook(spreadsheet), userLang);
  const page = HtmlService.createHtmlOutput(lexiconDialogHtml(lang)).setWidth(LEXICON_WIDTH).setHeight(LEXICON_HEIGHT);
  ui.showModalDialog(page, t(lang, 'menu.lexicon'));
}

const isCount = (value: unknown, most: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= most;

/**
 * The dialog's calls but the last: parts `first`… of the list, under the document lock (each a
 * fixed block: a call sent again writes the same). Asks for the Ui first, as every handler: from
 * the live page's web app it refuses before anything (menuContext.ts).
 */
export function lexiconPart(first: unknown, parts: unknown): { ok: true } {
  const userLang = userLanguage();
  const { spreadsheet } = pressContext(userLang, 'showLexiconDialog');
  const good =
    isCount(first, MOST_PARTS) &&
    Array.isArray(parts) &&
    parts.length <= PARTS_PER_CALL &&
    first + parts.length <= MOST_PARTS &&
    parts.every((part) => typeof part === 'string' && part.length <= MOST_PART_CHARS);
  if (!good) throw new Error(t(userLang, 'lexicon.badParts'));
  const flushAndRelease = lockDocument();
  if (!flushAndRelease) throw new Error(t(userLang, 'action.busy'));
  let workbook: SheetsWorkbook | null = null;
  // rules §17: the language a failure is told in, known before the call that fails (handlers.ts).
  let lang = userLang;
  let failure: { error: unknown } | null = null;
  try {
    workbook = installedWorkbook(spreadsheet, documentStore.properties());
    lang = workbookLanguage(workbook, userLang);
    writeLexiconBatch({ workbook, lang: userLang }, first, parts as string[]);
  } catch (error) {
    failure = { error };
  } finally {
    workbook?.saveLayouts();
    workbook?.saveTabs();
    try {
      flushAndRelease();
    } catch (error) {
      failure ??= { error };
    }
  }
  // The dialog shows the message: bad input as everywhere, Google's failure in Atril's words (rules §17).
  if (failure) throw new Error(failureMessage(failure.error, lang, 'showLexiconDialog'));
  return { ok: true };
}

/** The dialog's last call: what the compiler said of the list; the parts checked whole, the head written (loadLexicon.ts). */
export function lexiconFinish(meta: unknown): { ok: boolean; message: string } {
  const userLang = userLanguage();
  pressContext(userLang, 'showLexiconDialog');
  const { name, words, skipped, skippedLines, parts } = (meta ?? {}) as Record<string, unknown>;
  const lines = Array.isArray(skippedLines) ? skippedLines.slice(0, 10) : [];
  if (
    typeof name !== 'string' ||
    name.length > 255 ||
    ![words, skipped, parts, ...lines].every((count) => isCount(count, 1e9)) ||
    (parts as number) > MOST_PARTS
  )
    throw new Error(t(userLang, 'lexicon.badParts'));
  return runFromDialog('showLexiconDialog', [{ name, words, skipped, skippedLines: lines, parts }]);
}
