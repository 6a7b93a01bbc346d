// The day's first act (rules §16) offline: `atril registrations` on an .xlsx holding the
// form's responses tab (a Google Sheet downloaded with its linked form), the Presente
// column's TRUE/FALSE in the file, the roll call at `atril pair`, and `atril html --pantalla`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atril } from '../support/cli';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import type { Grid } from '../../src/sheets/grid/cells';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atril-day-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FORMULA = '=HYPERLINK("http://example.com";"x")';

describe('atril registrations, the roll call at atril pair, atril html --pantalla', () => {
  it('imports the answers as text, pairs only the ticked players, writes the screen', async () => {
    const file = join(dir, 'club.xlsx');
    expect((await atril(['setup', file])).code).toBe(0);
    const book = await XlsxWorkbook.open(file);
    book.addTab('Respuestas de formulario 1');
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
    book.write('Respuestas de formulario 1', 1, 1, [
      ['Marca temporal', 'Nombre y apellidos', 'Club', 'ELO'],
      ...['Ana García', 'Beto Núñez', 'Carla Ibáñez', 'Dani Ortega', 'Elena Ruiz', FORMULA].map((name, i) => [
        at(i),
        name,
        'Alfil',
        String(1500 + i),
      ]),
      [at(9), 'ana garcía', 'Torre', ''],
    ]);
    await book.save();

    const imported = await atril(['registrations', file]);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain(
      '6 jugadores añadidos a Jugadores, 1 respuesta omitida (ya estaban), 0 rechazadas.',
    );
    let players = (await XlsxWorkbook.open(file)).read('Jugadores') as Grid;
    expect(players.slice(1).map((row) => row[1])).toContain(FORMULA);

    // Four ticked (TRUE, as Excel or LibreOffice writes the box's dropdown): Dani and the formula-named player absent.
    const ticking = await XlsxWorkbook.open(file);
    const present = players[0].indexOf('Presente') + 1;
    ticking.write('Jugadores', 2, present, [[true], [true], [true], [''], [true], ['']]);
    await ticking.save();
    const paired = await atril(['pair', file]);
    expect(paired.code).toBe(0);
    expect(paired.stdout).toContain(
      `Pasar lista: 2 jugadores sin marcar quedan ausentes en la ronda 1 (Ausente en rondas): Dani Ortega, ${FORMULA}.`,
    );
    expect(paired.stdout).toContain('Ronda 1 emparejada: 2 mesas en Rondas.');
    players = (await XlsxWorkbook.open(file)).read('Jugadores') as Grid;
    expect(players.slice(1).map((row) => row[present - 1])).toEqual([false, false, false, '', false, '']);

    const screen = await atril(['html', file, '--pantalla']);
    expect(screen.code).toBe(0);
    expect(screen.stdout).toContain('data-kind="boards" data-title="Ronda 1 · Mesas"');
    expect(screen.stdout).toContain('window.atrilScreen');
    expect(screen.stdout).toContain('&quot;http://example.com&quot;');
    expect((await atril(['html', file, '--bogus'])).code).toBe(2);
  }, 60_000);
});
