// The word list's tab (rules §20 "Léxico"): written parts first and head last, read back as the
// graph, a cut or changed load read as damaged, Configuración's row.
import { hasCodes, letterCode } from '../../../src/core/duplicate/wordGraph';
import { compileList } from '../../../src/core/duplicate/lexiconCompile';
import {
  LEXICON_FORMAT,
  finishLexicon,
  nameLexiconInConfig,
  requireLexicon,
  startLexicon,
  storedLexicon,
  writeLexiconParts,
} from '../../../src/sheets/duplicate/lexiconTab';
import { configDefaults } from '../../../src/sheets/config/configuration';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';
import { CLUB_LIST, CLUB_WORDS } from '../../fixtures/clubList';

const codes = (...letters: string[]) => letters.map(letterCode);
const HEAD = { name: 'club.txt', words: CLUB_WORDS, loaded: '04/12/2026 21:50', parts: 1 };

/** A workbook with Configuración and the club's list loaded whole. */
function loaded(list = CLUB_LIST, name = 'club.txt') {
  const workbook = new MemoryWorkbook({ Configuración: configDefaults('es') });
  const { parts, words } = compileList(list);
  const tab = startLexicon(workbook, 'es');
  writeLexiconParts(workbook, tab, 0, parts);
  finishLexicon(workbook, 'es', { ...HEAD, name, words, parts: parts.length });
  return { workbook, tab, parts };
}

/** Every 8th word of a realistic list (a devDependency for tests: README): words sharing less, several parts. */
const manyWords = (): string =>
  (require('an-array-of-spanish-words') as string[]).filter((_, i) => i % 8 === 0).join('\n');

describe('the word list tab', () => {
  it('keeps the list hidden, its head in row 1 and a part a cell below, and gives the graph back', () => {
    const { workbook, tab, parts } = loaded();
    expect(tab).toBe('Léxico');
    expect(workbook.hidden.has('Léxico')).toBe(true);
    const grid = workbook.read('Léxico')!;
    expect(grid[0]).toEqual(['club.txt', CLUB_WORDS, '04/12/2026 21:50', LEXICON_FORMAT, 1]);
    expect(grid[1][0]).toBe(parts[0]);
    const stored = requireLexicon(workbook);
    expect(stored.head).toEqual(HEAD);
    expect(stored.graph.words).toBe(CLUB_WORDS);
    expect(hasCodes(stored.graph, codes('CH', 'O', 'RR', 'I', 'LL', 'O', 'S'))).toBe(true);
    expect(hasCodes(stored.graph, codes('N', 'I', 'Ñ', 'O'))).toBe(true);
    expect(hasCodes(stored.graph, codes('C', 'A', 'S', 'A', 'S', 'A'))).toBe(false);
  });

  it('reads no list as none, and asks for one by the menu item and the command', () => {
    const workbook = new MemoryWorkbook({ Configuración: configDefaults('es') });
    expect(storedLexicon(workbook)).toBeNull();
    expect(errorOf(() => requireLexicon(workbook))).toBe(
      'No hay ningún léxico cargado: carga la lista de palabras del club con Atril › Cargar léxico… (o atril lexicon LIBRO.xlsx LISTA.txt).',
    );
    expect(errorOf(() => requireLexicon(workbook), 'en')).toContain('Atril › Load word list…');
  });

  it('reads a load cut before its head as damaged, never as a shorter list, and a load again mends it', () => {
    const big = compileList(manyWords());
    expect(big.parts.length).toBeGreaterThan(2);
    const { workbook, tab } = loaded();
    // A larger list begun, cut after its first part: the old head is gone.
    startLexicon(workbook, 'es');
    writeLexiconParts(workbook, tab, 0, big.parts.slice(0, 1));
    const damaged =
      'El léxico guardado en la pestaña «Léxico» está incompleto o dañado: cárgalo otra vez con Atril › Cargar léxico….';
    expect(errorOf(() => storedLexicon(workbook))).toBe(damaged);
    // Its last step finds a part missing: refused, the head still blank.
    expect(errorOf(() => finishLexicon(workbook, 'es', { ...HEAD, words: big.words, parts: big.parts.length }))).toBe(
      damaged,
    );
    expect(workbook.read(tab)![0].filter((cell) => cell !== '')).toEqual([]);
    // The rest sent: read whole.
    writeLexiconParts(workbook, tab, 1, big.parts.slice(1));
    finishLexicon(workbook, 'es', { ...HEAD, words: big.words, parts: big.parts.length });
    expect(requireLexicon(workbook).graph.words).toBe(big.words);
  });

  it('reads a changed cell as damaged', () => {
    const { workbook, tab, parts } = loaded();
    workbook.write(tab, 2, 1, [[parts[0].slice(0, -5) + 'AAAAA']]);
    expect(errorOf(() => storedLexicon(workbook))).toContain('está incompleto o dañado');
    const again = loaded().workbook;
    again.write('Léxico', 1, 2, [[CLUB_WORDS + 1]]);
    expect(errorOf(() => storedLexicon(again))).toContain('está incompleto o dañado');
  });

  it('blanks the parts of a longer list loaded before, so the file does not keep them', () => {
    const { workbook, tab } = loaded(manyWords());
    const before = workbook.read(tab)!.length;
    const { parts, words } = compileList(CLUB_LIST);
    startLexicon(workbook, 'es');
    writeLexiconParts(workbook, tab, 0, parts);
    finishLexicon(workbook, 'es', { ...HEAD, words, parts: 1 });
    expect(before).toBeGreaterThan(3);
    expect(workbook.read(tab)!.length).toBe(2);
    expect(requireLexicon(workbook).graph.words).toBe(CLUB_WORDS);
  });
});

describe("Configuración's Léxico row", () => {
  it('is added below the last row, then its value replaced, nothing else touched', () => {
    const workbook = new MemoryWorkbook({ Configuración: configDefaults('es') });
    const before = workbook.read('Configuración')!;
    expect(nameLexiconInConfig(workbook, 'es', HEAD)).toBe('Léxico');
    const after = workbook.read('Configuración')!;
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after[before.length]).toEqual(['Léxico', `club.txt · ${CLUB_WORDS} palabras · 04/12/2026 21:50`]);
    // The row typed another way (case, the English label) keeps its place and label.
    workbook.write('Configuración', before.length + 1, 1, [['WORD LIST']]);
    expect(nameLexiconInConfig(workbook, 'en', { ...HEAD, name: 'fise.txt' })).toBe('WORD LIST');
    const again = workbook.read('Configuración')!;
    expect(again.length).toBe(before.length + 1);
    expect(again[before.length]).toEqual(['WORD LIST', `fise.txt · ${CLUB_WORDS} words · 04/12/2026 21:50`]);
  });

  it('is left out without a Configuración tab', () => {
    expect(nameLexiconInConfig(new MemoryWorkbook(), 'es', HEAD)).toBeNull();
  });
});
