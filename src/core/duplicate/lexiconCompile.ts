// The club's word list compiled where its file is (rules §20; docs/duplicate.md "The word
// list"): in Node for `atril lexicon`, and in the browser for Cargar léxico… — scripts/build.ts
// bundles this file alone as the dialog's script (global AtrilLexicon), so the server's bundle
// never carries the compiler and the list's text never travels.
import { readLexicon } from './lexicon';
import { graphToText } from './wordGraph';

export interface CompiledParts {
  words: number;
  skipped: number;
  skippedLines: number[];
  /** The stored text's parts (none when the list is refused: too long or no playable word). */
  parts: string[];
}

/** The list's text read and compiled into the parts the tab keeps. */
export function compileList(text: string, singleLetter = false): CompiledParts {
  const list = readLexicon(text, { singleLetter });
  const parts = list.tooMany || list.words === 0 ? [] : graphToText(list.graph);
  return { words: list.words, skipped: list.skipped, skippedLines: list.skippedLines, parts };
}

// The browser's and Node's decoder (never called in Apps Script, which has none).
declare const TextDecoder: new (label: string, options?: { fatal: boolean }) => { decode(bytes: Uint8Array): string };

/** The file's text: UTF-8 when it is valid UTF-8, else windows-1252 (Spanish lists are often Latin-1). */
export function decodeList(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
