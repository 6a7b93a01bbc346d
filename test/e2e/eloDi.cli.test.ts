// EloDI across two tournaments through the atril CLI on one real .xlsx file (issue 21).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { atril } from '../support/cli';
import { eloDiPath } from './eloDiPath';
import type { SeasonAction, SeasonDriver } from './seasonPath';

const VERBS: Partial<Record<SeasonAction, string>> = {
  setupTournament: 'setup',
  closeTournament: 'close',
  reopenTournament: 'reopen',
  newTournament: 'new',
};

let dir: string;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cliDriver(): Promise<SeasonDriver> {
  dir = mkdtempSync(join(tmpdir(), 'atril-elodi-'));
  const path = join(dir, 'club.xlsx');
  return {
    async run(action, options = {}) {
      const run = await atril([VERBS[action] as string, path, ...(options.early ? ['--early'] : [])]);
      const at = run.stderr.indexOf('atril: ');
      const message = run.code === 0 ? run.stdout : run.stderr.slice(at + 'atril: '.length);
      return { ok: run.code === 0, message: message.trimEnd() };
    },
    read: async (tab) => (await XlsxWorkbook.open(path)).read(tab),
    async type(tab, row, column, values) {
      const book = await XlsxWorkbook.open(path);
      book.write(tab, row, column, values);
      await book.save();
    },
    tabNames: async () => (await XlsxWorkbook.open(path)).tabNames(),
    page: async () => (await atril(['html', path])).stdout,
    async unchanged(step) {
      const bytes = readFileSync(path);
      await step();
      expect(readFileSync(path).equals(bytes)).toBe(true);
    },
  };
}

describe('EloDI over two tournaments on an .xlsx file, through the CLI', () => {
  eloDiPath(cliDriver);
});
