// Preparar duplicada through the atril CLI on one real .xlsx file (roomPath.ts): a refused
// command leaves the file byte for byte as it was.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { atril } from '../support/cli';
import { type RoomAction, type RoomDriver, roomPath } from './roomPath';

const VERBS: Record<RoomAction, string> = { setupTournament: 'setup', prepareDuplicate: 'prepare-duplicate' };

let dir: string;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cliDriver(): Promise<RoomDriver> {
  dir = mkdtempSync(join(tmpdir(), 'atril-room-'));
  const path = join(dir, 'sala.xlsx');
  return {
    async run(action) {
      const run = await atril([VERBS[action], path]);
      const at = run.stderr.indexOf('atril: ');
      const message = run.code === 0 ? run.stdout : run.stderr.slice(at + 'atril: '.length);
      return { ok: run.code === 0, message: message.trimEnd() };
    },
    read: async (tab) => (await XlsxWorkbook.open(path)).read(tab),
    async type(tab, row, column, values) {
      const book = await XlsxWorkbook.open(path);
      if (!book.tabNames().includes(tab)) book.addTab(tab);
      book.write(tab, row, column, values);
      await book.save();
    },
    tabNames: async () => (await XlsxWorkbook.open(path)).tabNames(),
    async unchanged(step) {
      const bytes = readFileSync(path);
      await step();
      expect(readFileSync(path).equals(bytes)).toBe(true);
    },
  };
}

describe('Preparar duplicada through the CLI', () => {
  roomPath(cliDriver);
});
