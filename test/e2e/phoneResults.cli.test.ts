// Results from phones in the CLI's world (rules §14): `atril pair` on an .xlsx with Resultados
// desde el móvil at Sí writes Actas — one slip per board, each with its code — so that a club
// on the file prints the slips; the codes appear nowhere else in the file nor in `atril html`,
// which never offers the form (no server to send to); `atril undo` leaves Actas without slips.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { atril, tournamentFile } from '../support/cli';

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'atril-phones-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PLAYERS = ['Ana', 'Beto', 'Carla', 'Dani', 'Elena', 'Fermín', 'Gema'].map((name, i) => ['', name, 2000 - 10 * i]);

async function withPhones(name: string): Promise<string> {
  const path = await tournamentFile(join(dir, name), PLAYERS);
  const book = await XlsxWorkbook.open(path);
  const row = (book.read('Configuración') ?? []).findIndex((line) => line[0] === 'Resultados desde el teléfono') + 1;
  book.write('Configuración', row, 2, [['Sí']]);
  await book.save();
  return path;
}

describe('atril pair with Resultados desde el teléfono (rules §14)', () => {
  it('writes Actas with a 6-digit code per board, in no other tab nor in the page', async () => {
    const path = await withPhones('movil.xlsx');
    const run = await atril(['pair', path]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Actas');
    const book = await XlsxWorkbook.open(path);
    const slips = (book.read('Actas') ?? []).flat().map(String);
    const codes = slips.flatMap((cell) => /^Código (\d{6})$/.exec(cell)?.[1] ?? []);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    expect(slips.filter((cell) => /^Mesa \d$/.test(cell))).toEqual(['Mesa 1', 'Mesa 2', 'Mesa 3']);
    for (const tab of book.tabNames().filter((name) => name !== 'Actas'))
      for (const code of codes) expect([tab, JSON.stringify(book.read(tab)).includes(code)]).toEqual([tab, false]);
    const page = await atril(['html', path]);
    expect(page.code).toBe(0);
    for (const code of codes) expect(page.stdout).not.toContain(code);
    expect(page.stdout).not.toContain('id="report-form"');
    expect((await atril(['undo', path])).code).toBe(0);
    const after = JSON.stringify((await XlsxWorkbook.open(path)).read('Actas'));
    for (const code of codes) expect(after).not.toContain(code);
  });

  it('draws other codes each time (a cryptographic source, not the round or the names)', async () => {
    const seen = new Set<string>();
    for (const name of ['a.xlsx', 'b.xlsx']) {
      const path = await withPhones(name);
      await atril(['pair', path]);
      const cells = ((await XlsxWorkbook.open(path)).read('Actas') ?? []).flat().map(String);
      seen.add(cells.filter((cell) => cell.startsWith('Código')).join(','));
    }
    // The same players, the same round: two files, two sets of codes (a clash has odds of 1 in 10^18).
    expect(seen.size).toBe(2);
  });
});
