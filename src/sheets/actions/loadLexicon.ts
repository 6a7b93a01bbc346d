// Cargar léxico… and `atril lexicon` (rules §20 "Léxico"): the club's word list, compiled where
// the file is (the dialog's browser, or Node), kept in its hidden tab (duplicate/lexiconTab.ts)
// and named in Configuración. Refused whole — nothing written — over MAX_LEXICON_WORDS words
// or with no playable word.
import { AtrilError } from '../../core/errors';
import { MAX_LEXICON_WORDS } from '../../core/duplicate/lexicon';
import { type Language, t } from '../../i18n';
import { readSettings } from '../config/settings';
import { lookupTab } from '../config/tabs';
import {
  finishLexicon,
  type LexiconHead,
  nameLexiconInConfig,
  startLexicon,
  writeLexiconParts,
} from '../duplicate/lexiconTab';
import { writtenNow } from '../grid/printedTab';
import { formatUpdated } from '../tournament/standingsPage';
import type { Workbook } from '../grid/workbook';
import type { ActionContext, ActionResult } from './action';

/** What the compiler says of the list (core/duplicate/lexicon.ts readLexicon), and its name. */
export interface CompiledList {
  /** The file's name, as the message and Configuración name the list. */
  name: string;
  words: number;
  skipped: number;
  /** The first skipped lines' numbers (from 1). */
  skippedLines: readonly number[];
  /** The stored graph's parts (wordGraph.ts graphToText); how many, when they were sent apart. */
  parts: number;
}

export interface LexiconResult extends ActionResult {
  head: LexiconHead | null;
}

/** The refusal of a list too long or with no playable word (rules §20), or null. */
export function lexiconRefusal(list: Pick<CompiledList, 'name' | 'words'>): AtrilError | null {
  if (list.words > MAX_LEXICON_WORDS)
    return new AtrilError('lexicon.tooMany', { name: list.name, words: list.words, max: MAX_LEXICON_WORDS });
  if (list.words === 0) return new AtrilError('lexicon.empty', { name: list.name });
  return null;
}

/** "3 líneas saltadas (…): 4, 9, 17…", or '' when none was. */
export function skippedText(list: Pick<CompiledList, 'skipped' | 'skippedLines'>, lang: Language): string {
  if (list.skipped === 0) return '';
  const lines = list.skippedLines.join(', ') + (list.skipped > list.skippedLines.length ? '…' : '');
  return t(lang, 'lexicon.skipped', { count: list.skipped, lines });
}

/** The language the workbook's labels are in, and the one its messages are in. */
function languages(workbook: Workbook, userLang: Language): { written: Language; lang: Language } {
  const { written, lang } = readSettings(workbook, userLang);
  return { written, lang };
}

/**
 * The load's last step (the dialog's last call, after every part was written; the CLI's after
 * writing them): the parts checked whole, the head written, Configuración told.
 */
export function finishLexiconLoad({ workbook, lang: userLang }: ActionContext, list: CompiledList): LexiconResult {
  const { written, lang } = languages(workbook, userLang);
  const refusal = lexiconRefusal(list);
  if (refusal) throw refusal;
  const { date, timeZone } = writtenNow(workbook);
  const head: LexiconHead = {
    name: list.name,
    words: list.words,
    loaded: formatUpdated(date, lang, timeZone),
    parts: list.parts,
  };
  finishLexicon(workbook, written, head);
  const row = nameLexiconInConfig(workbook, written, head) ?? t(lang, 'lexicon.config');
  const message = [
    t(lang, 'lexicon.done', { name: head.name, words: head.words, date: head.loaded, row }),
    skippedText(list, lang),
  ]
    .filter((line) => line !== '')
    .join('\n');
  return { ok: true, lang, message, head };
}

/** The first step of a load sent in parts: the tab ready, its head blanked. */
export function startLexiconLoad({ workbook, lang: userLang }: ActionContext): string {
  return startLexicon(workbook, languages(workbook, userLang).written);
}

/**
 * One call of the dialog's load (rules §20): parts `first`… written; the first call begins the
 * load. A later call that finds no tab (deleted meanwhile) is the damaged list's error.
 */
export function writeLexiconBatch(context: ActionContext, first: number, parts: readonly string[]): void {
  const tab = first === 0 ? startLexiconLoad(context) : lookupTab(context.workbook, 'lexicon');
  if (tab === null) throw new AtrilError('lexicon.damaged', { tab: t(context.lang, 'tab.lexicon') });
  writeLexiconParts(context.workbook, tab, first, parts);
}

/** The whole load at once (`atril lexicon`): refused, or every part written and then the head. */
export function loadLexicon(context: ActionContext, list: CompiledList, parts: readonly string[]): LexiconResult {
  const refusal = lexiconRefusal(list);
  if (refusal) throw refusal;
  const tab = startLexiconLoad(context);
  writeLexiconParts(context.workbook, tab, 0, parts);
  return finishLexiconLoad(context, { ...list, parts: parts.length });
}
