// `atril lexicon` on real .xlsx files (rules §20 "Léxico"): a small list written for the test
// (test/fixtures/clubList.ts) loaded, kept hidden in the file and read back; a Latin-1 file, the
// single-letter spelling, parts of 30,000 characters surviving the save; the bad inputs —
// no list, a file with no playable word, over 700,000 words, a list that cannot be read — each
// refused with its message and the file left as it was.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { atril } from '../support/cli';
import { errorOf } from '../support/errors';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { requireLexicon } from '../../src/sheets/duplicate/lexiconTab';
import { hasCodes, letterCode } from '../../src/core/duplicate/wordGraph';
import { CLUB_LIST, CLUB_WORDS, SKIPPED_LINES, sampledList } from '../fixtures/clubList';

let dir: string;
let count = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atril-lexicon-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A new tournament file and a list file beside it. */
async function files(list: string | Buffer, name = 'lista.txt'): Promise<{ book: string; list: string }> {
  count += 1;
  const book = join(dir, `club${count}.xlsx`);
  expect((await atril(['setup', book])).code).toBe(0);
  const path = join(dir, `${count}-${name}`);
  writeFileSync(path, list);
  return { book, list: path };
}

const codes = (...letters: string[]) => letters.map(letterCode);

describe('atril lexicon', () => {
  it('loads the list, says so, keeps it in a hidden tab and Configuración, and reads it back', async () => {
    const { book, list } = await files(CLUB_LIST, 'club.txt');
    const run = await atril(['lexicon', book, list]);
    expect(run.code).toBe(0);
    // The menu's label already ends in «…»: the progress line keeps one, not two.
    expect(run.stderr).toContain('Cargar léxico…\n');
    expect(run.stderr).not.toContain('……');
    expect(run.stdout).toMatch(
      new RegExp(`^Léxico «\\d+-club\\.txt» cargado: ${CLUB_WORDS} palabras, \\d\\d/\\d\\d/\\d{4}, \\d\\d:\\d\\d\\.`),
    );
    expect(run.stdout).toContain(
      `6 líneas saltadas (no pueden ser una jugada): ${SKIPPED_LINES.slice(0, 5).join(', ')}…`,
    );
    const saved = await XlsxWorkbook.open(book);
    expect(requireLexicon(saved).graph.words).toBe(CLUB_WORDS);
    const config = saved.read('Configuración')!;
    expect(config[config.length - 1][0]).toBe('Léxico');
    expect(String(config[config.length - 1][1])).toContain(`${CLUB_WORDS} palabras`);
    // Hidden in the file, as Excel and LibreOffice read it.
    const excel = new ExcelJS.Workbook();
    await excel.xlsx.readFile(book);
    expect(excel.getWorksheet('Léxico')?.state).toBe('hidden');
  });

  it('reads a Latin-1 file as the same words, and the single-letter spelling when asked', async () => {
    const { book, list } = await files(Buffer.from(CLUB_LIST, 'latin1'));
    expect((await atril(['lexicon', book, list])).code).toBe(0);
    const graph = requireLexicon(await XlsxWorkbook.open(book)).graph;
    expect(graph.words).toBe(CLUB_WORDS);
    expect(hasCodes(graph, codes('N', 'I', 'Ñ', 'O'))).toBe(true);
    expect(hasCodes(graph, codes('A', 'R', 'B', 'O', 'L'))).toBe(true);

    const single = await files('CASA\nÇORRO\nKAMA\nCA1O\n');
    const plain = await atril(['lexicon', single.book, single.list]);
    expect(plain.stdout).toContain(': 1 palabras,');
    expect(plain.stdout).toContain('3 líneas saltadas (no pueden ser una jugada): 2, 3, 4');
    expect((await atril(['lexicon', single.book, single.list, '--single-letter'])).code).toBe(0);
    const read = requireLexicon(await XlsxWorkbook.open(single.book)).graph;
    expect(read.words).toBe(4);
    expect(hasCodes(read, codes('CH', 'O', 'RR', 'O'))).toBe(true);
    expect(hasCodes(read, codes('LL', 'A', 'M', 'A'))).toBe(true);
    expect(hasCodes(read, codes('C', 'A', 'CH', 'O'))).toBe(true);
  });

  it('keeps parts of 30,000 characters whole through the save (Excel holds 32,767 a cell)', async () => {
    const words = sampledList();
    const { book, list } = await files(words.join('\n'));
    expect((await atril(['lexicon', book, list])).code).toBe(0);
    const saved = await XlsxWorkbook.open(book);
    const parts = saved
      .read('Léxico')!
      .slice(1)
      .map((row) => String(row[0]));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0].length).toBeGreaterThanOrEqual(29000);
    expect(parts.every((part) => part.length <= 30000)).toBe(true);
    expect(requireLexicon(saved).graph.words).toBe(words.length);
  });

  it('refuses a file with no playable word, and a list over 700,000 words, leaving the file as it was', async () => {
    const { book, list } = await files('# nada\nk\n12\nw\n');
    const before = readFileSync(book);
    const empty = await atril(['lexicon', book, list]);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain(
      `La lista «${count}-lista.txt» no tiene ninguna palabra que se pueda jugar. No se ha cargado nada`,
    );
    // 700,001 different words of five letters or more, made up.
    const letters = 'ABCDEFGHIJLMNOPQRSTUVXYZ';
    const many: string[] = [];
    for (let n = 0; n <= 700000; n++) {
      let word = 'A';
      for (let rest = n; word.length < 6; rest = Math.floor(rest / letters.length))
        word += letters[rest % letters.length];
      many.push(word);
    }
    writeFileSync(list, many.join('\n'));
    const huge = await atril(['lexicon', book, list]);
    expect(huge.code).toBe(1);
    expect(huge.stderr).toContain('tiene 700.001 palabras; se admiten hasta 700.000. No se ha cargado nada');
    expect(readFileSync(book).equals(before)).toBe(true);
  }, 60000);

  it('refuses a list that cannot be read, and a command line without the list', async () => {
    const { book } = await files('casa\n');
    const missing = await atril(['lexicon', book, join(dir, 'no-existe.txt')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no se puede leer la lista «');
    const bare = await atril(['lexicon', book]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain(
      'lexicon lleva el libro y la lista: atril lexicon LIBRO.xlsx LISTA.txt [--single-letter]',
    );
  });

  it('with no list loaded, what needs one says what to type', async () => {
    const { book } = await files('casa\n');
    const saved = await XlsxWorkbook.open(book);
    expect(errorOf(() => requireLexicon(saved))).toBe(
      'No hay ningún léxico cargado: carga la lista de palabras del club con Atril › Cargar léxico… (o atril lexicon LIBRO.xlsx LISTA.txt).',
    );
  });
});
