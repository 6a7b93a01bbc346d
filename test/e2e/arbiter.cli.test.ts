// The arbiter's program through the atril CLI on a real .xlsx (rules §20): a whole 15-round
// game played draw → master → draw…, every master checked as the top score of a brute force
// written apart; a prepared game revealed round by round with the hidden rounds in no tab
// and not on the published page; refusals leave the file byte for byte.
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRack, parseTiles, replayMoves } from '../../src/core/duplicate';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { type Cell, type Grid, cellText } from '../../src/sheets/grid/cells';
import { preparedKey, readPrepared } from '../../src/sheets/duplicate/preparedGame';
import { atril } from '../support/cli';
import { LIST_WORDS, loadList } from '../support/arbiterList';
import { referenceMoves } from '../support/referenceMoves';

const ROUNDS = 15;
let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'atril-arbiter-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A tournament file with a game tab of `rounds` rounds (as Preparar duplicada makes it) and the tests' word list. */
async function arbiterFile(name: string, rounds = ROUNDS, list = true): Promise<string> {
  const path = join(dir, name);
  expect((await atril(['setup', path])).code).toBe(0);
  const book = await XlsxWorkbook.open(path);
  const blank = (): Cell[] => Array.from({ length: rounds }, () => '');
  const grid: Grid = [
    ['Nombre', ...blank().map((_, r) => `R${r + 1}`)],
    ...['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo', 'Ana', 'Bruno'].map((label) => [label, ...blank()]),
  ];
  book.addTab('Duplicada 1');
  book.write('Duplicada 1', 1, 1, grid);
  if (list) loadList(book);
  await book.save();
  return path;
}

async function row(path: string, label: string): Promise<Cell[]> {
  const grid = (await XlsxWorkbook.open(path)).read('Duplicada 1') ?? [];
  return (grid.find((line) => line[0] === label) ?? []).slice(1);
}

describe('a whole game at the command line', () => {
  test('15 rounds: each rack valid and drawn from the bag, each master the top score of a brute force', async () => {
    const path = await arbiterFile('partida.xlsx');
    for (let r = 0; r < ROUNDS; r++) {
      const draw = await atril(['draw', path, ...(r === 0 ? ['--seed', '2026'] : [])]);
      expect(draw.stderr).not.toContain('atril: ');
      expect(draw.code).toBe(0);
      const rack = cellText((await row(path, 'Atril'))[r]);
      expect(checkRack(rack, r + 1).ok).toBe(true);
      const master = await atril(['master', path, '--tab', 'Duplicada 1']);
      expect(master.code).toBe(0);
      const moves = (await row(path, 'Jugada')).slice(0, r + 1).map(cellText);
      const replay = replayMoves(moves);
      if (!replay.ok) throw new Error(`round ${r + 1}: ${moves.join(' ')}`);
      const brute = referenceMoves(replay.boards[r], parseTiles(rack), LIST_WORDS);
      const best = Math.max(...brute.map((move) => move.score));
      expect((await row(path, 'Maestra'))[r]).toBe(best);
      expect(brute.filter((move) => move.score === best).map((move) => move.canonical)).toContain(moves[r]);
      expect(master.stdout).toContain(`ronda ${r + 1}: jugada maestra ${moves[r]}, ${best} puntos`);
    }
    expect((await row(path, 'Semilla'))[0]).toBe('2026');
    // Each round's column as wide as its move and rack (capitals a fifth wider than a width's
    // digits): on paper, one round's Jugada and Atril do not run into the next round's.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.getWorksheet('Duplicada 1')!;
    const [moves, racks] = [await row(path, 'Jugada'), await row(path, 'Atril')];
    for (let r = 0; r < ROUNDS; r++) {
      const longest = Math.max(cellText(moves[r]).length, cellText(racks[r]).length);
      expect(sheet.getColumn(r + 2).width).toBeGreaterThanOrEqual(longest * 1.2);
    }
  }, 120_000);

  test('refused, the file byte for byte as it was: a bad seed, a tab that is no game, no list for the master', async () => {
    const path = await arbiterFile('rechazos.xlsx', 3, false);
    const bytes = readFileSync(path);
    const bad = await atril(['draw', path, '--seed', 'doce']);
    expect([bad.code, bad.stderr]).toEqual([1, expect.stringContaining('«doce» no es una semilla')]);
    const other = await atril(['draw', path, '--tab', 'Jugadores']);
    expect(other.stderr).toContain('«Jugadores» no es una partida de duplicada');
    const missing = await atril(['draw', path, '--tab']);
    expect(missing.code).toBe(2);
    expect((await atril(['draw', path, '--seed', '5'])).code).toBe(0);
    const drawn = readFileSync(path);
    const master = await atril(['master', path]);
    expect(master.code).toBe(1);
    expect(master.stderr).toMatch(/léxico/i);
    expect(readFileSync(path).equals(drawn)).toBe(true);
    expect(drawn.equals(bytes)).toBe(false);
  });
});

describe('a prepared game at the command line', () => {
  test('prepare-game keeps the rounds hidden; draw and master reveal them one by one; the page shows none early', async () => {
    const path = await arbiterFile('preparada.xlsx', 6);
    const prepared = await atril(['prepare-game', path, '--seed', '77', '--rounds', '4']);
    expect(prepared.code).toBe(0);
    expect(prepared.stdout).toContain('partida preparada con la semilla 77: 4 rondas');
    const game = readPrepared((await XlsxWorkbook.open(path)).memory(), 'Duplicada 1')!;
    expect(game.rounds).toHaveLength(4);
    expect(preparedKey('Duplicada 1')).toBe('atril.prepared.Duplicada 1');
    const shown = async () => {
      const book = await XlsxWorkbook.open(path);
      const tabs = JSON.stringify(book.tabNames().map((name) => book.read(name)));
      return tabs + (await atril(['html', path])).stdout;
    };
    const rackOf = (r: number) => [game.rounds[r].leave, game.rounds[r].drawn].filter(Boolean).join('+');
    for (let r = 0; r < 4; r++) {
      const before = await shown();
      for (const later of game.rounds.slice(r)) expect(before).not.toContain(later.move);
      expect(before).not.toContain(rackOf(r));
      expect((await atril(['draw', path])).stdout).toContain(`Ronda preparada ${r + 1} de 4.`);
      expect((await row(path, 'Atril'))[r]).toBe(rackOf(r));
      expect((await atril(['master', path])).code).toBe(0);
      expect((await row(path, 'Jugada'))[r]).toBe(game.rounds[r].move);
    }
  }, 60_000);
});
