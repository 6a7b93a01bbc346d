// The arbiter's tests' word list (test/fixtures/arbiterWords.txt) read as rules §20 says, and
// kept in a workbook as Cargar léxico keeps it (lexiconTab.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { graphToText, readLexicon, type WordGraph } from '../../src/core/duplicate';
import { finishLexicon, startLexicon, writeLexiconParts } from '../../src/sheets/duplicate/lexiconTab';
import type { Workbook } from '../../src/sheets/grid/workbook';
import { wordLetters } from './referenceMoves';

export const LIST_TEXT = readFileSync(join(__dirname, '../fixtures/arbiterWords.txt'), 'utf8');

/** The list's words as letters (CH, LL, RR one each), for the brute-force reference. */
export const LIST_WORDS: string[][] = LIST_TEXT.split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map(wordLetters);

export const LIST_GRAPH: WordGraph = readLexicon(LIST_TEXT).graph;

/** Keeps `graph` in the workbook's word-list tab. */
export function loadList(workbook: Workbook, graph: WordGraph = LIST_GRAPH, name = 'prueba.txt'): void {
  const tab = startLexicon(workbook, 'es');
  const parts = graphToText(graph);
  writeLexiconParts(workbook, tab, 0, parts);
  finishLexicon(workbook, 'es', { name, words: graph.words, loaded: '04/12/2026', parts: parts.length });
}
