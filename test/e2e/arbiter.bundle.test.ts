// The arbiter's program in the built bundle, in the strict Apps Script fakes (rules §20): the
// three menu items in both editions; the same seed and the same position draw the same racks
// and find the same masters there as the atril CLI on an .xlsx; a prepared game kept in the
// document's properties, never on a sheet, the page or the hall's screen before its round.
import { menuLeaves } from '../gas/fakes/ui';
import { callText, typeInRound, whatThePageSees } from '../support/gameSheets';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { readLexicon } from '../../src/core/duplicate';
import { t } from '../../src/i18n';
import { type Cell, type Grid } from '../../src/sheets/grid/cells';
import { preparedKey } from '../../src/sheets/duplicate/preparedGame';
import { anotherExecution, createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadAddonBundle, loadBundle } from '../support/loadBundle';
import { atril } from '../support/cli';
import { LIST_GRAPH, loadList } from '../support/arbiterList';
import { preparedRounds } from '../../src/sheets/actions/prepareGame';
import { MemoryWorkbook } from '../support/memoryWorkbook';

beforeAll(() => ensureBuilt());
let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'atril-arbiter-bundle-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Globals = Record<string, (...args: unknown[]) => unknown>;
const URL = 'https://script.google.com/macros/s/AKfy-arbiter/exec';
const ROUNDS = 6;

function gameGrid(seed: Cell): Grid {
  const blank = (): Cell[] => Array.from({ length: ROUNDS }, () => '');
  const grid: Grid = [
    ['Nombre', ...blank().map((_, r) => `R${r + 1}`)],
    ...['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo', 'Ana'].map((label) => [label, ...blank()]),
  ];
  grid[4][1] = seed;
  return grid;
}

/** The word list's tab as Cargar léxico leaves it (made in memory, copied cell by cell). */
function listTab(graph = LIST_GRAPH): [string, Grid] {
  const memory = new MemoryWorkbook();
  loadList(memory, graph);
  const [name] = memory.tabNames();
  return [name, memory.snapshot(name)!];
}

function sheetsRoom(seed: Cell, graph = LIST_GRAPH): { env: GasEnvironment; menu: Globals } {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: URL });
  const menu = loadBundle(env) as unknown as Globals;
  for (const [name, grid] of [['Duplicada 1', gameGrid(seed)], listTab(graph)] as [string, Grid][]) {
    const width = Math.max(...grid.map((line) => line.length));
    const square = grid.map((line) => [...line, ...Array.from({ length: width - line.length }, () => '')]);
    env.spreadsheet.insertSheet(name).getRange(1, 1, square.length, width).setValues(square);
  }
  env.spreadsheet.setActiveSheet(env.spreadsheet.getSheetByName('Duplicada 1')!);
  return { env, menu };
}

const sheetRow = (env: GasEnvironment, label: string): Cell[] =>
  (
    env.spreadsheet
      .getSheetByName('Duplicada 1')!
      .snapshot()
      .find((line) => line[0] === label) ?? []
  ).slice(1);

describe('the arbiter’s menu items', () => {
  it('are in the menu of both editions, after Cargar léxico…', () => {
    for (const load of [loadBundle, loadAddonBundle]) {
      const env = createGasEnvironment({ locale: 'es_ES' });
      (load(env) as unknown as Globals).onOpen();
      const items = menuLeaves(env.ui.menus[0]);
      const at = items.findIndex((item) => item.functionName === 'showLexiconDialog');
      expect(items.slice(at + 1, at + 4)).toEqual([
        { label: 'Sacar atril', functionName: 'drawRack' },
        { label: 'Buscar jugada maestra', functionName: 'findMasterMove' },
        { label: 'Preparar partida', functionName: 'prepareGame' },
      ]);
    }
  });
});

describe('the same seed, the same game: the bundle and the CLI', () => {
  it('draws the same racks and finds the same masters, round after round', async () => {
    const { env, menu } = sheetsRoom(4711);
    const path = join(dir, 'igual.xlsx');
    expect((await atril(['setup', path])).code).toBe(0);
    const book = await XlsxWorkbook.open(path);
    book.addTab('Duplicada 1');
    book.write('Duplicada 1', 1, 1, gameGrid(4711));
    loadList(book);
    await book.save();
    const fileRow = async (label: string) =>
      ((await XlsxWorkbook.open(path)).read('Duplicada 1') ?? []).find((line) => line[0] === label)!.slice(1);
    for (let r = 0; r < 4; r++) {
      menu.drawRack();
      expect(env.ui.violations).toEqual([]);
      expect(env.ui.alerts.at(-1)!.message).toContain(`Duplicada 1, ronda ${r + 1}: atril `);
      expect((await atril(['draw', path])).code).toBe(0);
      expect(sheetRow(env, 'Atril')[r]).not.toBe('');
      expect(sheetRow(env, 'Atril')[r]).toBe((await fileRow('Atril'))[r]);
      menu.findMasterMove();
      expect((await atril(['master', path])).code).toBe(0);
      expect(sheetRow(env, 'Jugada')[r]).toBe((await fileRow('Jugada'))[r]);
      expect(sheetRow(env, 'Maestra')[r]).toBe((await fileRow('Maestra'))[r]);
    }
  }, 60_000);
});

describe('a prepared game in the bundle: never early', () => {
  it('kept in the document’s properties; no sheet, page, hall screen or global the page calls shows a round before it is revealed', () => {
    const { env, menu } = sheetsRoom('');
    typeInRound(env, 'Semilla', 0, 99);
    menu.prepareGame();
    expect(env.ui.alerts.at(-1)!.message).toContain('partida preparada con la semilla 99');
    // Kept in the document's properties (compressed there when long: read back as the edge does).
    expect(env.properties.document.getProperty(preparedKey('Duplicada 1'))).not.toBeNull();
    const game = preparedRounds(99, 100, LIST_GRAPH);
    const rackOf = (r: number) => [game.rounds[r].leave, game.rounds[r].drawn].filter(Boolean).join('+');
    for (let r = 0; r < Math.min(3, game.rounds.length); r++) {
      menu.scoreDuplicate();
      menu.publishStandings();
      const shown = whatThePageSees(env, 'Duplicada 1', r + 1);
      for (const later of game.rounds.slice(r)) expect(shown).not.toContain(later.move);
      expect(shown).not.toContain(rackOf(r));
      menu.drawRack();
      expect(sheetRow(env, 'Atril')[r]).toBe(rackOf(r));
      menu.findMasterMove();
      expect(sheetRow(env, 'Jugada')[r]).toBe(game.rounds[r].move);
    }
  }, 60_000);
});

describe('the room’s keys (Sala de duplicada)', () => {
  type Answer = {
    view?: {
      round: number;
      rack: { t: string }[] | null;
      leave: number;
      bag: number[] | null;
      master: { move: string } | null;
    };
    note?: string;
  };
  it('S draws, Enter finds the master move, each written as the menu writes it; the seed never on the dialog', () => {
    const { env, menu } = sheetsRoom(2026);
    menu.showDuplicateRoom();
    const drawn = menu.duplicateRoom('Duplicada 1', null, 'draw') as Answer;
    expect(drawn.view!.round).toBe(1);
    expect(drawn.view!.rack!.map((tile) => tile.t || '?').join('')).toBe(
      String(sheetRow(env, 'Atril')[0]).replace('+', ''),
    );
    expect(drawn.view!.bag![0]).toBe(93);
    expect(JSON.stringify(drawn)).not.toContain('2026');
    expect(drawn.view!.master).toBeNull();
    const found = menu.duplicateRoom('Duplicada 1', 1, 'master') as Answer;
    expect(found.view!.master!.move).toBe(sheetRow(env, 'Jugada')[0]);
    expect(sheetRow(env, 'Maestra')[0]).not.toBe('');
    // Round 2: the leave first, then the new tiles.
    const next = menu.duplicateRoom('Duplicada 1', null, 'draw') as Answer;
    const cell = String(sheetRow(env, 'Atril')[1]);
    expect(next.view!.round).toBe(2);
    expect(next.view!.leave).toBe(cell.includes('+') ? cell.split('+')[0].length : 0);
    // The same path as the menu: one journaled press each, finished and gone.
    expect(env.properties.document.getProperty('atril.journal')).toBeNull();
    expect(env.ui.alerts).toHaveLength(0);
  });

  it('→ onto the round to draw reveals a prepared round; the end of the game is said on the dialog, nothing written', () => {
    const { env, menu } = sheetsRoom(55);
    menu.prepareGame();
    const game = preparedRounds(55, 100, LIST_GRAPH);
    const shown = menu.duplicateRoom('Duplicada 1', 1, 'round') as Answer;
    expect(sheetRow(env, 'Atril')[0]).toBe([game.rounds[0].leave, game.rounds[0].drawn].filter(Boolean).join('+'));
    expect(shown.view!.rack).not.toBeNull();
    // A list of one long word: no rack of round 1 can play.
    const ending = sheetsRoom(5, readLexicon('chorrillos').graph);
    const ended = ending.menu.duplicateRoom('Duplicada 1', null, 'draw') as Answer;
    expect(ended.note).toBe(
      'Duplicada 1: la partida termina en la ronda 1: el atril sacado no tiene ninguna jugada válida en el tablero. No se ha escrito nada.',
    );
    expect(sheetRow(ending.env, 'Atril')[0]).toBe('');
  });

  it('from the live page’s web app, S and Enter refuse before reading or writing a cell', () => {
    const { env } = sheetsRoom(7);
    const page = loadBundle(
      anotherExecution(env, { context: 'webapp', webAppSeesSpreadsheet: true }),
    ) as unknown as Globals;
    env.counter.reset();
    for (const mode of ['draw', 'master', 'round'])
      expect(callText(() => page.duplicateRoom('Duplicada 1', 1, mode))).toBe(t('es', 'action.noDocument'));
    expect(env.counter.data).toBe(0);
    expect(sheetRow(env, 'Atril')[0]).toBe('');
  });
});
