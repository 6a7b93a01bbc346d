// Cargar léxico… / atril lexicon as an action (rules §20): the list loaded, named in the message
// and Configuración, refused whole when too long or unplayable; then Calcular duplicada judges
// the words on the slips by it.
import { MAX_LEXICON_WORDS } from '../../../src/core/duplicate/lexicon';
import { loadLexicon, skippedText } from '../../../src/sheets/actions/loadLexicon';
import { scoreDuplicate } from '../../../src/sheets/actions/scoreDuplicate';
import { configDefaults } from '../../../src/sheets/config/configuration';
import { compileList } from '../../../src/core/duplicate/lexiconCompile';
import { requireLexicon } from '../../../src/sheets/duplicate/lexiconTab';
import { cellText } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';
import { CLUB_LIST, CLUB_WORDS, SKIPPED_LINES } from '../../fixtures/clubList';

const NOW = new Date('2026-12-04T21:50:00Z');

/** A workbook set up in Spanish, its clock fixed (the plan's "now", rules §17). */
function workbook(tabs = {}) {
  const book = new MemoryWorkbook({ Configuración: configDefaults('es'), ...tabs });
  return Object.assign(book, { now: () => NOW, timeZone: () => 'Europe/Madrid' });
}

/** The list compiled as Node or the dialog's browser does it, and loaded. */
function load(book: MemoryWorkbook, text = CLUB_LIST, name = 'club.txt') {
  const { parts, ...counts } = compileList(text);
  return loadLexicon({ workbook: book, lang: 'es' }, { name, ...counts, parts: parts.length }, parts);
}

describe('loading the word list', () => {
  it('says which list, how many words, when, and the first lines skipped; Configuración says it too', () => {
    const book = workbook();
    const result = load(book);
    expect(SKIPPED_LINES).toHaveLength(6);
    expect(result.message).toBe(
      `Léxico «club.txt» cargado: ${CLUB_WORDS} palabras, 04/12/2026, 22:50. Lo indica Configuración («Léxico»).\n` +
        `6 líneas saltadas (no pueden ser una jugada): ${SKIPPED_LINES.slice(0, 5).join(', ')}…`,
    );
    const config = book.read('Configuración')!;
    expect(config[config.length - 1]).toEqual(['Léxico', `club.txt · ${CLUB_WORDS} palabras · 04/12/2026, 22:50`]);
    expect(requireLexicon(book).graph.words).toBe(CLUB_WORDS);
    // Loading another replaces it.
    load(book, 'perro\ngato\n', 'dos.txt');
    expect(requireLexicon(book).head).toMatchObject({ name: 'dos.txt', words: 2 });
    expect(book.read('Configuración')!.filter((row) => row[0] === 'Léxico')).toHaveLength(1);
  });

  it('names skipped lines without a trailing … when all are named', () => {
    expect(skippedText({ skipped: 2, skippedLines: [3, 7] }, 'en')).toBe(
      '2 lines skipped (they cannot be a play): 3, 7',
    );
    expect(skippedText({ skipped: 0, skippedLines: [] }, 'es')).toBe('');
  });

  it('refuses a file with no playable word, and a list over 700,000 words, writing nothing', () => {
    const book = workbook();
    const before = JSON.stringify(book.read('Configuración'));
    expect(errorOf(() => load(book, 'k\nw\n123\n# nada\n', 'vacia.txt'))).toBe(
      'La lista «vacia.txt» no tiene ninguna palabra que se pueda jugar. No se ha cargado nada: carga un archivo de texto con una palabra por línea.',
    );
    const tooMany = { name: 'enorme.txt', words: MAX_LEXICON_WORDS + 1, skipped: 0, skippedLines: [], parts: 0 };
    expect(errorOf(() => loadLexicon({ workbook: book, lang: 'es' }, tooMany, []))).toBe(
      'La lista «enorme.txt» tiene 700.001 palabras; se admiten hasta 700.000. No se ha cargado nada.',
    );
    expect(book.tabNames()).toEqual(['Configuración']);
    expect(JSON.stringify(book.read('Configuración'))).toBe(before);
  });
});

describe('Calcular duplicada with the list loaded (rules §20 "Words on the slips")', () => {
  const game = () => ({
    'Duplicada 1': [
      ['Jugador', 'R1', 'R2'],
      ['Maestra', '', ''],
      ['Jugada', 'H8-CASAS', 'I8-OSO'],
      ['Ana', 'H8-COSAS', 10],
      ['Bea', 'H8-CASAX', 5],
    ],
  });

  it('scores a move with a word not in the list 0, named in the message and marked in Clasificación duplicada', () => {
    const book = workbook(game());
    load(book);
    const result = scoreDuplicate({ workbook: book, lang: 'es' });
    expect(result.message).toContain(
      'Duplicada 1, fila 5, columna R1: la jugada H8-CASAX forma CASAX, que no está en el léxico: vale 0',
    );
    expect(result.message).toContain(
      'Duplicada 1, fila 3, columna R2: la jugada maestra I8-OSO forma CO, AS, SO, que no está en el léxico; se mantiene (decisión del árbitro)',
    );
    const standings = book.read('Clasificación duplicada')!.map((row) => row.map(cellText));
    const bea = standings.find((row) => row.includes('Bea'))!;
    expect(bea).toContain('0 ✗ CASAX');
    expect(standings.some((row) => row.some((cell) => cell.includes('✗ palabra que no está en el léxico')))).toBe(true);
  });

  it('without a list, nothing changes: CASAX counts above the master', () => {
    const book = workbook(game());
    const result = scoreDuplicate({ workbook: book, lang: 'es' });
    expect(result.message).not.toContain('léxico');
    const bea = book
      .read('Clasificación duplicada')!
      .find((row) => row.includes('Bea'))!
      .map(cellText);
    expect(bea).toContain('44 !');
  });
});
