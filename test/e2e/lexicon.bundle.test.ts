// Cargar léxico… and DUP_WORD_OK (rules §20) on the built bundle in the strict Apps Script fakes:
// the menu item, the dialog and its script (the compiler the browser runs, giving the same parts
// as Node), the parts sent over several calls (each its own execution, as google.script.run
// runs them) and the last call writing the head; a load cut half-way read as damaged, then
// loaded again; DUP_WORD_OK in a cell; and from the live page's web app, nothing answers.
import { runInNewContext } from 'node:vm';
import { anotherExecution, callCustomFunction, createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { compileList } from '../../src/core/duplicate/lexiconCompile';
import { PARTS_PER_CALL, MOST_PART_CHARS } from '../../src/gas/lexiconDialog';
import { PARTS_PER_CALL as PAGE_PARTS_PER_CALL } from '../../src/gas/lexiconPage';
import { CLUB_LIST, sampledList } from '../fixtures/clubList';

beforeAll(() => ensureBuilt());

type Globals = Record<string, (...args: unknown[]) => unknown>;
type Answer = { ok: boolean; message: string };

/** A tournament set up in Spanish from the menu. */
function club(): { env: GasEnvironment; menu: Globals } {
  const env = createGasEnvironment({ locale: 'es_ES' });
  const menu = loadBundle(env) as unknown as Globals;
  menu.setupTournament();
  return { env, menu };
}

/** One google.script.run call of the dialog: its own execution of the bundle. */
function dialogCall(env: GasEnvironment, name: string, ...args: unknown[]): unknown {
  const call = anotherExecution(env);
  return (loadBundle(call) as unknown as Globals)[name](...args);
}

/** The dialog's load as the page does it: the parts `perCall` at a time, then the last call. */
function send(env: GasEnvironment, list: string, name: string, perCall = PARTS_PER_CALL): Answer {
  const { parts, ...counts } = compileList(list);
  for (let first = 0; first < parts.length; first += perCall)
    expect(dialogCall(env, 'lexiconPart', first, parts.slice(first, first + perCall))).toEqual({ ok: true });
  return dialogCall(env, 'lexiconFinish', { name, ...counts, parts: parts.length }) as Answer;
}

const wordOk = (env: GasEnvironment, word: string) => {
  const cell = anotherExecution(env);
  return callCustomFunction(loadBundle(cell), cell.spreadsheet, 'DUP_WORD_OK', word);
};

/** Every 8th word of a realistic list: a list of several parts. */
const LONGER = sampledList().join('\n');

describe('Cargar léxico…', () => {
  it('is in the menu after Sala de duplicada and opens its dialog, whose script compiles as Node does', () => {
    const { env, menu } = club();
    menu.onOpen();
    const items = env.ui.menus[0].items as { label: string; functionName: string }[];
    const at = items.findIndex((item) => item.functionName === 'showLexiconDialog');
    expect(items[at]).toEqual({ label: 'Cargar léxico…', functionName: 'showLexiconDialog' });
    expect(items[at - 1].functionName).toBe('showDuplicateRoom');
    menu.showLexiconDialog();
    const dialog = env.ui.dialogs.at(-1)!;
    expect(dialog.title).toBe('Cargar léxico…');
    expect(dialog.html).toContain('<input type="file" id="lx-file"');
    expect(dialog.html).toContain('Escrita con una letra por ficha doble (Ç/K/W o 1/2/3 por CH/LL/RR)');
    // The page's script, run where there is no page: it only defines the compiler.
    const scripts = [...dialog.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    const sandbox: Record<string, unknown> = { TextDecoder };
    runInNewContext(scripts.at(-1)!, sandbox);
    const page = sandbox.AtrilLexicon as { compileList: typeof compileList };
    expect(JSON.parse(JSON.stringify(page.compileList(CLUB_LIST, false)))).toEqual(compileList(CLUB_LIST));
    expect(PAGE_PARTS_PER_CALL).toBe(PARTS_PER_CALL);
    // A call's parts stay under 1 MB.
    expect(PARTS_PER_CALL * MOST_PART_CHARS).toBeLessThan(1_000_000);
  });

  it('keeps the list sent over several calls in a hidden tab, names it in Configuración and the Registro', () => {
    const { env } = club();
    const answer = send(env, LONGER, 'larga.txt', 1);
    const count = compileList(LONGER).words;
    // Written as Spanish writes a count from 10,000 on (docs/rules.md §9).
    expect(count).toBeGreaterThanOrEqual(10_000);
    const words = String(count).replace(/\B(?=(\d{3})+$)/g, '\\.');
    expect(answer).toEqual({
      ok: true,
      message: expect.stringMatching(new RegExp(`^Léxico «larga\\.txt» cargado: ${words} palabras, `)),
    });
    const sheet = env.spreadsheet.getSheetByName('Léxico')!;
    expect(sheet.isSheetHidden()).toBe(true);
    const config = env.spreadsheet.getSheetByName('Configuración')!.snapshot();
    expect(config.find((row) => row[0] === 'Léxico')?.[1]).toMatch(new RegExp(`^larga\\.txt · ${words} palabras · `));
    const registro = env.spreadsheet.getSheetByName('Registro')!.snapshot();
    expect(registro.some((row) => row.includes('Cargar léxico…'))).toBe(true);
    const [, listed] = LONGER.split('\n');
    expect(wordOk(env, listed)).toBe(true);
    expect(wordOk(env, `${listed}q`)).toBe(false);
  });

  it('reads a load cut half-way as damaged, refuses to finish it, and a load again mends it', () => {
    const { env } = club();
    expect(send(env, CLUB_LIST, 'club.txt').ok).toBe(true);
    expect(wordOk(env, 'chorrillos')).toBe(true);
    // A longer list begun, cut after its first part.
    const { parts, ...counts } = compileList(LONGER);
    dialogCall(env, 'lexiconPart', 0, parts.slice(0, 1));
    const damaged =
      'El léxico guardado en la pestaña «Léxico» está incompleto o dañado: cárgalo otra vez con Atril › Cargar léxico….';
    expect(() => wordOk(env, 'casa')).toThrow(damaged);
    expect(dialogCall(env, 'lexiconFinish', { name: 'larga.txt', ...counts, parts: parts.length })).toEqual({
      ok: false,
      message: damaged,
    });
    expect(send(env, CLUB_LIST, 'club.txt')).toMatchObject({ ok: true });
    expect(wordOk(env, 'niño')).toBe(true);
    expect(wordOk(env, 'casax')).toBe(false);
    expect(env.spreadsheet.getSheetByName('Léxico')!.snapshot().length).toBe(2);
  });

  it('refuses an unplayable list and a list over 700,000 words by their counts, writing nothing', () => {
    const { env } = club();
    const empty = dialogCall(env, 'lexiconFinish', {
      name: 'x.txt',
      words: 0,
      skipped: 3,
      skippedLines: [1, 2, 3],
      parts: 0,
    });
    expect(empty).toEqual({
      ok: false,
      message: expect.stringContaining('no tiene ninguna palabra que se pueda jugar'),
    });
    const huge = dialogCall(env, 'lexiconFinish', {
      name: 'x.txt',
      words: 700001,
      skipped: 0,
      skippedLines: [],
      parts: 0,
    });
    expect(huge).toEqual({
      ok: false,
      message: expect.stringContaining('tiene 700.001 palabras; se admiten hasta 700.000'),
    });
    expect(env.spreadsheet.getSheetByName('Léxico')).toBeNull();
    expect(() => dialogCall(env, 'lexiconPart', 0, ['x'.repeat(30001)])).toThrow(
      'las partes enviadas no son del léxico',
    );
    expect(() => wordOk(env, 'casa')).toThrow('No hay ningún léxico cargado');
  });

  it('from the live page: the dialog calls and DUP_WORD_OK refuse, the list never answers', () => {
    const { env } = club();
    send(env, CLUB_LIST, 'club.txt');
    for (const sees of [false, true]) {
      const web = anotherExecution(env, { context: 'webapp', webAppSeesSpreadsheet: sees });
      const page = loadBundle(web) as unknown as Globals;
      expect(() => page.DUP_WORD_OK('casa')).toThrow();
      expect(() => page.lexiconPart(0, [])).toThrow();
      expect(() => page.lexiconFinish({})).toThrow();
      expect(() => page.showLexiconDialog()).toThrow();
    }
  });
});
