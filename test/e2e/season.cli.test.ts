// A club's season through the atril CLI on one real .xlsx file (issue 15 "Must show"): the
// same actions as the menu, `close --early` for the add-on's "Yes", and a refused command
// leaving the file byte for byte as it was.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { atril } from '../support/cli';
import { type SeasonAction, type SeasonDriver, seasonPath } from './seasonPath';

const VERBS: Record<SeasonAction, string> = {
  setupTournament: 'setup',
  pairNextRound: 'pair',
  updateStandings: 'standings',
  computeElo: 'elo',
  closeTournament: 'close',
  reopenTournament: 'reopen',
  newTournament: 'new',
};

let dir: string;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cliDriver(): Promise<SeasonDriver> {
  dir = mkdtempSync(join(tmpdir(), 'atril-season-'));
  const path = join(dir, 'club.xlsx');
  return {
    async run(action, options = {}) {
      const run = await atril([VERBS[action], path, ...(options.early ? ['--early'] : [])]);
      // A refusal or bad input: exit 1 and the message after "atril: " on stderr.
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

describe('a season on an .xlsx file, through the CLI', () => {
  seasonPath(cliDriver);
});

describe('atril close: the command line', () => {
  it('close takes --early; other commands refuse it (exit 2)', async () => {
    expect(await atril(['pair', 'x.xlsx', '--early'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('«--early» no es una opción de esta orden'),
    });
    expect(await atril(['close', 'x.xlsx', '--pronto'])).toMatchObject({ code: 2 });
  });
});
