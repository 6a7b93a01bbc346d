// A director's slips offline (rules §16.1): the roll call's question answered with
// `atril pair --yes`, and `atril undo` putting the roll call back — remembered in the file's
// very hidden memory sheet, which no tab list shows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atril, tournamentFile } from '../support/cli';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atril-slips-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('atril pair with few ticks, and atril undo', () => {
  it('refuses naming --yes; --yes pairs; undo removes the absences it wrote and ticks back', async () => {
    const file = await tournamentFile(
      join(dir, 'club.xlsx'),
      Array.from({ length: 12 }, (_, i) => ['', `Jugador ${i + 1}`, 1500 + i]),
    );
    const book = await XlsxWorkbook.open(file);
    const header = (book.read('Jugadores') ?? [])[0];
    const present = header.indexOf('Presente') + 1;
    const absent = header.indexOf('Ausente en rondas') + 1;
    book.write('Jugadores', 2, present, [[true], [true]]);
    await book.save();

    const asked = await atril(['pair', file]);
    expect(asked.code).toBe(1);
    expect(asked.stderr).toContain('Pasar lista: solo 2 de 12 jugadores de la ronda 1');
    expect(asked.stderr).toContain(`Para emparejar igualmente: atril pair ${file} --yes`);
    expect(((await XlsxWorkbook.open(file)).read('Rondas') ?? []).length).toBe(1);

    const paired = await atril(['pair', file, '--yes']);
    expect(paired.code).toBe(0);
    expect(paired.stdout).toContain('10 jugadores sin marcar quedan ausentes en la ronda 1');

    const undone = await atril(['undo', file]);
    expect(undone.code).toBe(0);
    expect(undone.stdout).toContain('Pasar lista deshecha: 10 jugadores ya no están ausentes en la ronda 1');
    const after = await XlsxWorkbook.open(file);
    const grid = after.read('Jugadores') ?? [];
    expect(grid.slice(1).map((row) => row[absent - 1] ?? '')).toEqual(Array(12).fill(''));
    expect(grid.slice(1).map((row) => row[present - 1] === true)).toEqual([true, true, ...Array(10).fill(false)]);
    // The memory is the file's own, out of every tab list.
    expect(after.tabNames()).not.toContain('atril_memoria');
    expect(after.memory().get('atril.rollCall')).toBeNull();
  });
});
