// A club's season through the atril CLI on one real .xlsx file (issue 15 "Must show"): the
// same actions as the menu, `close --early` for the add-on's "Yes", and a refused command
// leaving the file byte for byte as it was.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliDriver } from './drivers';
import { atril } from '../support/cli';
import { SEASON_VERBS, type SeasonDriver, seasonPath } from './seasonPath';

let dir: string;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function fileDriver(): Promise<SeasonDriver> {
  dir = mkdtempSync(join(tmpdir(), 'atril-season-'));
  return cliDriver(join(dir, 'club.xlsx'), SEASON_VERBS);
}

describe('a season on an .xlsx file, through the CLI', () => {
  seasonPath(fileDriver);
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
