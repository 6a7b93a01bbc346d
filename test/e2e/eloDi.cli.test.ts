// EloDI across two tournaments through the atril CLI on one real .xlsx file (issue 21).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliDriver } from './drivers';
import { eloDiPath } from './eloDiPath';
import { SEASON_VERBS, type SeasonDriver } from './seasonPath';

let dir: string;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function fileDriver(): Promise<SeasonDriver> {
  dir = mkdtempSync(join(tmpdir(), 'atril-elodi-'));
  return cliDriver(join(dir, 'club.xlsx'), SEASON_VERBS);
}

describe('EloDI over two tournaments on an .xlsx file, through the CLI', () => {
  eloDiPath(fileDriver);
});
