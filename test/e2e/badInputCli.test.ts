// The bad-input corpus (badInputCases.ts) through the `atril` CLI on real .xlsx files
// (rules §9, issue 12 item 7): each bad workbook is written to disk, the command runs as the
// user would run it — with an English LANG, so the message must follow the workbook, which
// is Spanish — and must exit 1 naming tab, row, column and value, leaving the file byte for
// byte as it was. Then the files that are no workbook at all (truncated, empty, text, a zip
// without a workbook) and a workbook that is no tournament. The CLI runs in this process
// (test/support/cli.ts), so the whole table stays fast.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockPathOf } from '../../src/local/fileLock';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import type { Grid } from '../../src/sheets/grid/cells';
import { atril, tournamentFile } from '../support/cli';
import { BAD_INPUT_CASES, type BadInputAction, expectedPlace, expectMessage, typedCells } from './badInputCases';
import { PLAYERS } from './directorPath';

const COMMAND: Record<BadInputAction, string> = {
  updateStandings: 'standings',
  pairNextRound: 'pair',
  scoreDuplicate: 'duplicate',
  prepareDuplicate: 'prepare-duplicate',
  computePrizes: 'prizes',
};
const ENGLISH = { LANG: 'en_US.UTF-8' };

let dir: string;
/** The tournament every case starts from (badInputCases.ts): set up, 9 players, round 1 paired and scored. */
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atril-bad-input-'));
  base = await tournamentFile(join(dir, 'base.xlsx'), PLAYERS);
  expect((await atril(['pair', base])).code).toBe(0);
  const book = await XlsxWorkbook.open(base);
  for (const row of [2, 3, 4, 5]) book.write('Rondas', row, 5, [[400, 350 + row]]);
  await book.save();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The message after "atril: " on stderr. */
function refusal(stderr: string): string {
  const line = stderr.split('\n').find((text) => text.startsWith('atril: '));
  return (line ?? '').slice('atril: '.length);
}

describe.each(BAD_INPUT_CASES.map((test, index) => [test.what, test, index] as const))(
  'atril on a bad workbook: %s',
  (_what, test, index) => {
    it(`atril ${COMMAND[test.actions[0]]} refuses naming tab, row, column and value; the file is unchanged`, async () => {
      const path = join(dir, `case-${index}.xlsx`);
      copyFileSync(base, path);
      const book = await XlsxWorkbook.open(path);
      const place = expectedPlace(test, { snapshot: (tab) => book.read(tab) });
      for (const [tab, row, column, values] of typedCells(test, { snapshot: (tab) => book.read(tab) }))
        book.write(tab, row, column, values);
      await book.save();
      const bytes = readFileSync(path);
      const run = await atril([COMMAND[test.actions[0]], path], ENGLISH);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expectMessage(refusal(run.stderr), test, place);
      expect(readFileSync(path).equals(bytes)).toBe(true);
      expect(existsSync(lockPathOf(path))).toBe(false);
    });
  },
);

/** An empty zip archive: a valid zip with no workbook in it. */
const EMPTY_ZIP = Buffer.concat([Buffer.from('PK\u0005\u0006'), Buffer.alloc(18)]);

describe('atril on a file that is not a tournament workbook', () => {
  it.each<[string, () => Buffer]>([
    ['a truncated workbook (half of it)', () => readFileSync(base).subarray(0, readFileSync(base).length / 2)],
    ['an empty file', () => Buffer.alloc(0)],
    ['a text file named .xlsx', () => Buffer.from('Nombre;Escalafón\nAna García;2307\n')],
  ])('%s: refused naming the file; the file is unchanged', async (what, content) => {
    const path = join(dir, `${what.replace(/\W+/g, '-')}.xlsx`);
    writeFileSync(path, content());
    const bytes = readFileSync(path);
    for (const command of ['standings', 'pair', 'rename']) {
      const run = await atril(command === 'rename' ? [command, path, 'A', 'B'] : [command, path], ENGLISH);
      expect(run.code).toBe(1);
      expect(refusal(run.stderr)).toMatch(
        new RegExp(`^cannot open "${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" as an \\.xlsx workbook: .+`),
      );
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(readFileSync(path).equals(bytes)).toBe(true);
    }
  });

  it.each<[string, () => Promise<void>]>([
    [
      'a workbook with no Jugadores tab',
      async () => {
        const book = XlsxWorkbook.create();
        book.write('Notas', 1, 1, [['lista de la compra']] as Grid);
        await book.save(join(dir, 'a workbook with no Jugadores tab.xlsx'));
      },
    ],
    // exceljs reads an empty zip archive as a workbook without tabs.
    [
      'a zip archive without a workbook',
      async () => writeFileSync(join(dir, 'a zip archive without a workbook.xlsx'), EMPTY_ZIP),
    ],
  ])(
    '%s: "Preparar torneo" first, in the user\'s language (the file says none); the file is unchanged',
    async (what, make) => {
      await make();
      const path = join(dir, `${what}.xlsx`);
      const bytes = readFileSync(path);
      const english = await atril(['standings', path], ENGLISH);
      expect(english).toMatchObject({ code: 1 });
      // At the command line the menu item is named by its command (src/local/menuWords.ts).
      expect(refusal(english.stderr)).toBe(`There is no "Players" tab. Use atril setup "${path}".`);
      const spanish = await atril(['pair', path]);
      expect(refusal(spanish.stderr)).toBe(`No existe la pestaña «Jugadores». Usa atril setup "${path}".`);
      expect(readFileSync(path).equals(bytes)).toBe(true);
    },
  );
});
