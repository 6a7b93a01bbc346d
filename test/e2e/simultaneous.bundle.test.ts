// The simultaneous end to end in the built bundle, in the strict Apps Script fakes (rules §22),
// every file through the dialogs: the organiser prepares and exports the game, a centre with no
// word list loads it, plays it with the menu (Sacar atril, Buscar jugada maestra), types its
// slips and exports its results through Exportar resultados…'s download; the organiser picks
// the file in Importar resultados…'s dialog and «Simultánea» ranks it. Nothing needs a new scope.
import { createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import { readGameFile } from '../../src/core/duplicate/gameFile';
import { readResultsFile } from '../../src/core/duplicate/resultsFile';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { loadList } from '../support/arbiterList';
import { MemoryWorkbook } from '../support/memoryWorkbook';
import { TAB, blankGameTab } from '../support/simultaneousRooms';

beforeAll(() => ensureBuilt());

type Globals = Record<string, (...args: unknown[]) => unknown>;

function spreadsheet(game: Grid, list: boolean): { env: GasEnvironment; menu: Globals } {
  const env = createGasEnvironment({ locale: 'es_ES' });
  const menu = loadBundle(env) as unknown as Globals;
  const tabs: [string, Grid][] = [[TAB, game]];
  if (list) {
    const memory = new MemoryWorkbook();
    loadList(memory);
    const [name] = memory.tabNames();
    tabs.push([name, memory.snapshot(name) as Grid]);
  }
  for (const [name, grid] of tabs) {
    const width = Math.max(...grid.map((line) => line.length));
    const square = grid.map((line) => [...line, ...Array.from({ length: width - line.length }, (): Cell => '')]);
    const sheet = env.spreadsheet.insertSheet(name);
    // A game as long as the bag allows (Preparar partida stops at its end) needs more than 26 columns.
    if (width > sheet.getMaxColumns()) sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
    sheet.getRange(1, 1, square.length, width).setValues(square);
  }
  env.spreadsheet.setActiveSheet(env.spreadsheet.getSheetByName(TAB)!);
  return { env, menu };
}

/** The settings a file dialog's page carries (its JSON block). */
function dialogConfig(env: GasEnvironment): Record<string, unknown> {
  const html = env.ui.dialogs.at(-1)!.html;
  const found = /<script type="application\/json" id="fd-config">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(found![1]) as Record<string, unknown>;
}

describe('the simultaneous through the dialogs', () => {
  it('organiser → centre (no list) → organiser: the centre’s slips ranked in «Simultánea»', () => {
    // The organiser: the game prepared from seed 77, exported.
    const grid = blankGameTab(4);
    grid[4][1] = 77;
    const organiser = spreadsheet(grid, true);
    organiser.menu.prepareGame();
    organiser.menu.showExportGameDialog();
    const gameText = String(dialogConfig(organiser.env).text);
    const game = readGameFile(gameText, 'partida.atril');
    const rounds = game.rounds.length;

    // The centre: a tab as long as the game, two players; the file loaded, every round played.
    const centreGrid = blankGameTab(rounds);
    centreGrid.push(['Ana', ...Array.from({ length: rounds }, (): Cell => '')]);
    centreGrid.push(['Beto', ...Array.from({ length: rounds }, (): Cell => '')]);
    const centre = spreadsheet(centreGrid, false);
    expect((centre.menu.loadGameFiles([{ name: 'partida.atril', text: gameText }], TAB) as { ok: boolean }).ok).toBe(
      true,
    );
    for (let r = 0; r < rounds; r++) {
      centre.menu.drawRack();
      centre.menu.findMasterMove();
    }
    const sheet = centre.env.spreadsheet.getSheetByName(TAB)!;
    const rows = sheet.snapshot();
    const ana = rows.findIndex((line) => line[0] === 'Ana') + 1;
    // Ana plays every master move; Beto writes 5 points in round 1 and nothing else.
    sheet
      .getRange(ana, 2, 2, rounds)
      .setValues([game.rounds.map((round) => round.move), [5, ...Array.from({ length: rounds - 1 }, (): Cell => '')]]);
    centre.menu.showExportResultsDialog();
    const save = dialogConfig(centre.env);
    expect(centre.env.ui.dialogs.at(-1)!.title).toBe('Exportar resultados…');
    const results = readResultsFile(String(save.text), String(save.fileName));
    expect(results.wordCheck).toBe(false);
    expect(results.players.map((player) => player.name)).toEqual(['Ana', 'Beto']);

    // The organiser imports it through the open dialog.
    organiser.menu.showImportCentresDialog();
    const open = organiser.env.ui.dialogs.at(-1)!;
    expect(open.title).toBe('Importar resultados…');
    expect(open.html).toContain(' multiple');
    expect(dialogConfig(organiser.env)).toMatchObject({ handler: 'importCentreResults' });
    const reply = organiser.menu.importCentreResults([{ name: String(save.fileName), text: String(save.text) }]) as {
      ok: boolean;
      message: string;
    };
    expect(reply.message).toContain('1 centro importado');
    expect(reply.ok).toBe(true);
    const ranking = organiser.env.spreadsheet.getSheetByName('Simultánea')!.snapshot();
    const header = ranking.findIndex((line) => line.includes('Puesto en el centro'));
    const [, first, second] = ranking.slice(header + 1);
    const masterTotal = game.rounds.reduce((sum, round) => sum + round.score, 0);
    // Ana alone matched every master: +10 a round (rules §6.1).
    expect([first[2], first[8]]).toEqual(['Ana', masterTotal + 10 * rounds]);
    expect([second[2], second[8]]).toEqual(['Beto', 5]);
    // A dialog's call with something that is not files is refused, nothing written.
    expect(() => organiser.menu.importCentreResults('nada')).toThrow();
  });
});
