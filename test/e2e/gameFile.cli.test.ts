// The game file through the atril CLI on real .xlsx files (rules §22): the organiser prepares
// and exports (`atril export-game`), a centre with no word list loads (`atril load-game`) and
// reveals round by round; the file is the one the bundle's dialog offers; refusals leave the
// workbook byte for byte.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { cellText } from '../../src/sheets/grid/cells';
import { gameFingerprint, readGameFile } from '../../src/core/duplicate/gameFile';
import { readPrepared } from '../../src/sheets/duplicate/preparedGame';
import { atril, duplicateFile, gameRow } from '../support/cli';

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'atril-gamefile-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const gameFile = (name: string, list: boolean) => duplicateFile(dir, name, 8, list);
const row = gameRow;

describe('atril export-game and load-game', () => {
  test('the organiser’s prepared game out, into a centre with no word list, revealed round by round', async () => {
    const organiser = await gameFile('organizador.xlsx', true);
    expect((await atril(['prepare-game', organiser, '--seed', '4242', '--rounds', '5'])).code).toBe(0);
    const file = join(dir, 'partida.atril');
    const out = await atril(['export-game', organiser, file, '--tab', 'Duplicada 1']);
    expect(out.stderr).not.toContain('atril: ');
    expect(out.code).toBe(0);
    const text = readFileSync(file, 'utf8');
    const game = readGameFile(text, 'partida.atril');
    const print = gameFingerprint(game);
    expect(out.stdout).toContain(`huella ${print}, en «partida.atril»`);
    expect(game.rounds).toHaveLength(5);

    const centre = await gameFile('centro.xlsx', false);
    const loaded = await atril(['load-game', centre, file]);
    expect(loaded.code).toBe(0);
    expect(loaded.stdout).toContain(`Huella ${print}`);
    expect(cellText((await row(centre, 'Partida'))[0])).toBe(print);
    const book = await XlsxWorkbook.open(centre);
    expect(readPrepared(book.memory(), 'Duplicada 1')?.file?.fingerprint).toBe(print);
    // No round of the file in any tab before it is revealed.
    const cells = JSON.stringify(book.tabNames().map((name) => book.read(name)));
    for (const round of game.rounds) expect(cells).not.toContain(round.move);

    for (const [r, round] of game.rounds.slice(0, 2).entries()) {
      expect((await atril(['draw', centre])).code).toBe(0);
      expect((await row(centre, 'Atril'))[r]).toBe([round.leave, round.drawn].filter(Boolean).join('+'));
      // No word list: the file's master, not a search.
      expect((await atril(['master', centre])).code).toBe(0);
      expect((await row(centre, 'Jugada'))[r]).toBe(round.move);
    }
    // The centre's own export is the very game.
    const again = join(dir, 'centro.atril');
    expect((await atril(['export-game', centre, again])).code).toBe(0);
    expect(gameFingerprint(readGameFile(readFileSync(again, 'utf8'), 'centro.atril'))).toBe(print);
  }, 60_000);

  test('refusals leave the workbook byte for byte: no game to export, a damaged file, a file missing, the wrong count of arguments', async () => {
    const path = await gameFile('vacio.xlsx', false);
    const before = readFileSync(path);
    const none = await atril(['export-game', path, join(dir, 'nada.atril')]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('Duplicada 1 no tiene una partida que exportar');
    const damaged = join(dir, 'rota.atril');
    writeFileSync(damaged, 'ATRIL 1 partida\n{}\nSHA-256 00\n');
    const refused = await atril(['load-game', path, damaged]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('«rota.atril» está incompleto o dañado');
    const missing = await atril(['load-game', path, join(dir, 'no-existe.atril')]);
    expect(missing.stderr).toContain('no se puede leer');
    expect(readFileSync(path).equals(before)).toBe(true);
    const usage = await atril(['load-game', path]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('load-game lleva el libro y el archivo');
  }, 60_000);
});
