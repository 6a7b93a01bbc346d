// DUP_WORD_OK as Sheets calls it (rules §20, §7): TRUE or FALSE against the loaded list, an
// error saying what to press without one, and nothing where there is no document.
import { callCustomFunction } from '../../../src/sheets/functions/customFunction';
import { DUP_WORD_OK } from '../../../src/sheets/functions/lexicon';
import { compileList } from '../../../src/core/duplicate/lexiconCompile';
import { finishLexicon, startLexicon, writeLexiconParts } from '../../../src/sheets/duplicate/lexiconTab';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { CLUB_LIST, CLUB_WORDS } from '../../fixtures/clubList';

function withList(): MemoryWorkbook {
  const workbook = new MemoryWorkbook({ Jugadores: [['Nombre']] });
  const { parts } = compileList(CLUB_LIST);
  writeLexiconParts(workbook, startLexicon(workbook, 'es'), 0, parts);
  finishLexicon(workbook, 'es', { name: 'club.txt', words: CLUB_WORDS, loaded: 'hoy', parts: parts.length });
  return workbook;
}

const ok = (workbook: MemoryWorkbook | null, word: unknown, lang: 'es' | 'en' = 'es') =>
  callCustomFunction(DUP_WORD_OK, lang, [word], () => workbook);

describe('DUP_WORD_OK', () => {
  const workbook = withList();

  test('TRUE for a word of the list in any case and accents, the double tiles together or bracketed', () => {
    for (const word of [
      'casa',
      'CASA',
      'Árbol',
      'arbol',
      'chorrillos',
      '[CH]O[RR]I[LL]OS',
      'niño',
      'PINGÜINO',
      ' sol ',
    ])
      expect([word, ok(workbook, word)]).toEqual([word, true]);
  });

  test('FALSE for a word not in it, Ñ not read as N, and what no tile spells', () => {
    for (const word of ['casax', 'nino', 'kiwi', '', 'hola!', 42])
      expect([word, ok(workbook, word)]).toEqual([word, false]);
  });

  test('no list loaded: an error saying what to press', () => {
    expect(() => ok(new MemoryWorkbook({ Jugadores: [['Nombre']] }), 'casa')).toThrow(
      'No hay ningún léxico cargado: carga la lista de palabras del club con Atril › Cargar léxico…',
    );
    expect(() => ok(new MemoryWorkbook(), 'casa', 'en')).toThrow('No word list is loaded');
  });

  test('no document (the live page): refused, nothing read', () => {
    const reads = workbook.reads;
    expect(() => ok(null, 'casa')).toThrow();
    expect(workbook.reads).toBe(reads);
  });
});
