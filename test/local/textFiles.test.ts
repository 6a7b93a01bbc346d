// An Atril file on disk: written whole (no temporary left behind, an old file replaced), read
// back as written, and a failure named by the command's key with the file and the reason.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTextFile, writeTextFile } from '../../src/local/textFiles';
import { AtrilError } from '../../src/core/errors';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'atril-text-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('written whole over an old file, nothing left beside it, read back as written', () => {
  const file = join(dir, 'partida.atril');
  writeFileSync(file, 'old', 'utf8');
  writeTextFile(file, 'ATRIL 1 partida\nñandú «x»\n', 'cli.gameFileUnwritable');
  expect(readTextFile(file, 'cli.gameFileUnreadable')).toBe('ATRIL 1 partida\nñandú «x»\n');
  expect(readdirSync(dir)).toEqual(['partida.atril']);
});

test('a failure is the key given, naming the file; a write that fails leaves nothing', () => {
  const missing = join(dir, 'no', 'está.atril');
  const caught = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error as AtrilError;
    }
    throw new Error('no error');
  };
  const read = caught(() => readTextFile(missing, 'cli.tournamentFileUnreadable'));
  expect(read.key).toBe('cli.tournamentFileUnreadable');
  expect(read.message).toContain(missing);
  const write = caught(() => writeTextFile(missing, 'x', 'cli.resultsUnwritable'));
  expect(write.key).toBe('cli.resultsUnwritable');
  expect(write.message).toContain(missing);
  expect(existsSync(join(dir, 'no'))).toBe(false);
});
