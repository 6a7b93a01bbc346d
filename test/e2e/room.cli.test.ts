// Preparar duplicada through the atril CLI on one real .xlsx file (roomPath.ts): a refused
// command leaves the file byte for byte as it was.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliDriver } from './drivers';
import { type RoomAction, type RoomDriver, roomPath } from './roomPath';

const VERBS: Record<RoomAction, string> = { setupTournament: 'setup', prepareDuplicate: 'prepare-duplicate' };

let dir: string;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function fileDriver(): Promise<RoomDriver> {
  dir = mkdtempSync(join(tmpdir(), 'atril-room-'));
  return cliDriver(join(dir, 'sala.xlsx'), VERBS);
}

describe('Preparar duplicada through the CLI', () => {
  roomPath(fileDriver);
});
