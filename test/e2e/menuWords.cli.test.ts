// At the command line, the advice that names a menu item names the command instead
// (src/local/menuWords.ts): after `atril close`, «atril reopen <file>», never «Atril › …».
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atril } from '../support/cli';

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'atril-words-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CLI names its own commands in its advice', () => {
  it('close, then a refused pair: the commands to type, with the file', async () => {
    const file = join(dir, 'club.xlsx');
    expect((await atril(['generate', file, '--players', '12', '--rounds', '3', '--seed', '4'])).code).toBe(0);
    const closed = await atril(['close', file]);
    expect(closed.code).toBe(0);
    expect(closed.stdout).toContain(`Puedes deshacerlo con atril reopen ${file} hasta empezar el siguiente.`);
    const refused = await atril(['pair', file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`usa antes atril reopen ${file}; para empezar el siguiente, atril new ${file}.`);
    expect(`${closed.stdout}${refused.stderr}`).not.toContain('Atril ›');
  });
});
