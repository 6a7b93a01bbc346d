// `atril lexicon LIBRO.xlsx LISTA.txt [--single-letter]` (rules §20 "Léxico"): the club's list
// read from its file — UTF-8, else windows-1252 (Spanish lists are often Latin-1), as the
// dialog's browser reads it — compiled here in Node and loaded as Cargar léxico… loads it.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { AtrilError } from '../core/errors';
import { type LexiconResult, loadLexicon } from '../sheets/actions/loadLexicon';
import type { ActionContext } from '../sheets/actions/action';
import { compileList, decodeList } from '../core/duplicate/lexiconCompile';

/** The option of the single-letter spelling (Ç/K/W or 1/2/3 for CH/LL/RR). */
export const SINGLE_LETTER = '--single-letter';

/** The list named among `args` loaded into the context's workbook. */
export function lexiconFromFile(context: ActionContext, args: readonly string[]): LexiconResult {
  const file = args.find((arg) => arg !== SINGLE_LETTER) as string;
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new AtrilError('cli.lexiconUnreadable', { value: file, detail: (error as Error).message });
  }
  const { parts, ...counts } = compileList(decodeList(bytes), args.includes(SINGLE_LETTER));
  return loadLexicon(context, { name: basename(file), ...counts, parts: parts.length }, parts);
}
