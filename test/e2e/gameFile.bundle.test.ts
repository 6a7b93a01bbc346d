// The simultaneous's game file in the built bundle, in the strict Apps Script fakes (rules §22):
// Exportar partida… offers the organiser's prepared game as a download; Cargar partida…'s
// dialog sends the file to `loadGameFiles` in a centre's spreadsheet with no word list; the
// rounds are revealed by the room's keys and the menu exactly as a prepared game, and never
// early: no sheet, page, hall screen or reply of a global the page can call shows a round of
// the file before it is revealed. Both editions show the items in a «Simultánea» submenu.
import { createGasEnvironment, anotherExecution, type GasEnvironment } from '../gas/fakes';
import { type MenuRecord, menuLeaves } from '../gas/fakes/ui';
import { type Cell, type Grid } from '../../src/sheets/grid/cells';
import { preparedKey } from '../../src/sheets/duplicate/preparedGame';
import { gameFingerprint, readGameFile } from '../../src/core/duplicate/gameFile';
import { writeAtrilFile } from '../../src/core/files/atrilFile';
import { typeInRound, whatThePageSees } from '../support/gameSheets';
import { ensureBuilt, loadAddonBundle, loadBundle } from '../support/loadBundle';
import { loadList } from '../support/arbiterList';
import { MemoryWorkbook } from '../support/memoryWorkbook';

beforeAll(() => ensureBuilt());

type Globals = Record<string, (...args: unknown[]) => unknown>;
const URL = 'https://script.google.com/macros/s/AKfy-simultanea/exec';
const ROUNDS = 6;
const TAB = 'Duplicada 1';

function gameGrid(): Grid {
  const blank = (): Cell[] => Array.from({ length: ROUNDS }, () => '');
  return [
    ['Nombre', ...blank().map((_, r) => `R${r + 1}`)],
    ...['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo', 'Ana'].map((label) => [label, ...blank()]),
  ];
}

/** A spreadsheet with a game tab (and the word list's tab when `list`), in the paste-in edition. */
function spreadsheet(list: boolean): { env: GasEnvironment; menu: Globals } {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: URL });
  const menu = loadBundle(env) as unknown as Globals;
  const tabs: [string, Grid][] = [[TAB, gameGrid()]];
  if (list) {
    const memory = new MemoryWorkbook();
    loadList(memory);
    const [name] = memory.tabNames();
    tabs.push([name, memory.snapshot(name)!]);
  }
  for (const [name, grid] of tabs) {
    const width = Math.max(...grid.map((line) => line.length));
    const square = grid.map((line) => [...line, ...Array.from({ length: width - line.length }, () => '')]);
    env.spreadsheet.insertSheet(name).getRange(1, 1, square.length, width).setValues(square);
  }
  env.spreadsheet.setActiveSheet(env.spreadsheet.getSheetByName(TAB)!);
  return { env, menu };
}

const sheetRow = (env: GasEnvironment, label: string): Cell[] =>
  (
    env.spreadsheet
      .getSheetByName(TAB)!
      .snapshot()
      .find((line) => line[0] === label) ?? []
  ).slice(1);

/** The settings a file dialog's page carries (its JSON block). */
function dialogConfig(html: string): Record<string, unknown> {
  const found = /<script type="application\/json" id="fd-config">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(found![1]) as Record<string, unknown>;
}

/** The organiser: a game prepared from seed 99, exported through the SAVE dialog. */
function organiserFile(): { text: string; env: GasEnvironment } {
  const { env, menu } = spreadsheet(true);
  typeInRound(env, 'Semilla', 0, 99);
  menu.prepareGame();
  menu.showExportGameDialog();
  const dialog = env.ui.dialogs.at(-1)!;
  expect(dialog.title).toBe('Exportar partida…');
  expect(dialog.html).toContain('download');
  const config = dialogConfig(dialog.html);
  return { text: String(config.text), env };
}

describe('the «Simultánea» submenu, in both editions', () => {
  const submenu = (menus: MenuRecord[]) =>
    menus[0].items.find((item) => 'submenu' in item && item.submenu.title === 'Simultánea') as
      { submenu: MenuRecord } | undefined;
  it('Exportar partida… and Cargar partida… together under «Simultánea», after Preparar partida', () => {
    for (const load of [loadBundle, loadAddonBundle]) {
      const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: URL });
      const globals = load(env) as unknown as Globals;
      globals.onOpen({ authMode: 'FULL' });
      const found = submenu(env.ui.menus);
      expect(found!.submenu.items).toEqual([
        { label: 'Exportar partida…', functionName: 'showExportGameDialog' },
        { label: 'Cargar partida…', functionName: 'showLoadGameDialog' },
        // rules §22, the organiser's side: a centre's results out, the centres' in.
        { label: 'Exportar resultados…', functionName: 'showExportResultsDialog' },
        { label: 'Importar resultados…', functionName: 'showImportCentresDialog' },
      ]);
      const labels = menuLeaves(env.ui.menus[0]).map((item) => item.label);
      expect(labels.indexOf('Exportar partida…')).toBe(labels.indexOf('Preparar partida') + 1);
      for (const name of [
        'showExportGameDialog',
        'showLoadGameDialog',
        'loadGameFiles',
        'showExportResultsDialog',
        'showImportCentresDialog',
        'importCentreResults',
      ])
        expect(typeof globals[name]).toBe('function');
    }
  });
});

describe('Exportar partida… → Cargar partida… in a centre with no word list', () => {
  it('the download is the prepared game; the centre’s dialog loads it, the fingerprint in «Partida»', () => {
    const { text: file, env: organiser } = organiserFile();
    const game = readGameFile(file, 'p.atril');
    expect(game.seed).toBe(99);
    // The organiser's spreadsheet: nothing written by the export, no journal left.
    expect(organiser.properties.document.getProperty('atril.journal')).toBeNull();

    const { env, menu } = spreadsheet(false);
    menu.showLoadGameDialog();
    const dialog = env.ui.dialogs.at(-1)!;
    expect(dialog.title).toBe('Cargar partida…');
    expect(dialog.html).toContain('type="file"');
    expect(dialog.html).not.toContain(' multiple');
    expect(dialogConfig(dialog.html)).toMatchObject({ handler: 'loadGameFiles', args: [TAB] });
    const reply = menu.loadGameFiles([{ name: 'p.atril', text: file }], TAB) as { ok: boolean; message: string };
    expect(reply.ok).toBe(true);
    expect(reply.message).toContain(`Huella ${gameFingerprint(game)}`);
    expect(reply.message).toContain('No hay léxico cargado');
    expect(sheetRow(env, 'Partida')[0]).toBe(gameFingerprint(game));
    expect(env.properties.document.getProperty(preparedKey(TAB))).not.toBeNull();
    expect(env.properties.document.getProperty('atril.journal')).toBeNull();
    // No alert: the dialog shows the reply.
    expect(env.ui.alerts).toHaveLength(0);
  }, 60_000);

  it('never early: no sheet, page, hall screen or global the page calls shows a file’s round before the room reveals it', () => {
    const { text: file } = organiserFile();
    const game = readGameFile(file, 'p.atril');
    const { env, menu } = spreadsheet(false);
    menu.loadGameFiles([{ name: 'p.atril', text: file }], TAB);
    const rackOf = (r: number) => [game.rounds[r].leave, game.rounds[r].drawn].filter(Boolean).join('+');
    for (let r = 0; r < Math.min(3, game.rounds.length); r++) {
      menu.publishStandings();
      const shown = whatThePageSees(env, TAB, r + 1, file);
      for (const later of game.rounds.slice(r)) expect(shown).not.toContain(later.move);
      expect(shown).not.toContain(rackOf(r));
      // The room's keys: → onto the round to draw reveals the rack, Enter the master — with no word list.
      menu.duplicateRoom(TAB, r + 1, 'round');
      expect(sheetRow(env, 'Atril')[r]).toBe(rackOf(r));
      expect(JSON.stringify(env.spreadsheet.getSheets().map((sheet) => sheet.snapshot()))).not.toContain(
        game.rounds[r].move,
      );
      const found = menu.duplicateRoom(TAB, r + 1, 'master') as { view?: { master: { move: string } | null } };
      expect(found.view!.master!.move).toBe(game.rounds[r].move);
      expect(sheetRow(env, 'Jugada')[r]).toBe(game.rounds[r].move);
    }
  }, 60_000);

  it('refused in the dialog, nothing written: a results file, a damaged one, a tab already started; from the web app, before anything', () => {
    const { text: file } = organiserFile();
    const { env, menu } = spreadsheet(false);
    const before = JSON.stringify(env.spreadsheet.getSheets().map((sheet) => sheet.snapshot()));
    const results = menu.loadGameFiles([{ name: 'r.atril', text: writeAtrilFile('resultados', {}) }], TAB) as {
      ok: boolean;
      message: string;
    };
    expect(results).toEqual({
      ok: false,
      message: '«r.atril» no es el archivo de una partida (es de «resultados»). No se ha cambiado nada.',
    });
    const cut = menu.loadGameFiles([{ name: 'p.atril', text: file.slice(0, 400) }], TAB) as { message: string };
    expect(cut.message).toContain('está incompleto o dañado');
    expect(JSON.stringify(env.spreadsheet.getSheets().map((sheet) => sheet.snapshot()))).toBe(before);
    expect(env.properties.document.getProperty(preparedKey(TAB))).toBeNull();
    // What is not a file: refused by the server before any action runs.
    expect(() => menu.loadGameFiles('nada', TAB)).toThrow('no son archivos de texto');
    expect(() =>
      menu.loadGameFiles(
        [
          { name: 'a', text: 'x' },
          { name: 'b', text: 'y' },
        ],
        TAB,
      ),
    ).toThrow();
    // Started: a rack drawn by hand.
    typeInRound(env, 'Atril', 0, 'AEIOUBC');
    const started = menu.loadGameFiles([{ name: 'p.atril', text: file }], TAB) as { message: string };
    expect(started.message).toContain('Duplicada 1 ya ha empezado otra partida');
    expect(env.properties.document.getProperty(preparedKey(TAB))).toBeNull();
    // The web app: refused before reading a cell.
    const web = anotherExecution(env, { context: 'webapp', webAppSeesSpreadsheet: true });
    const page = loadBundle(web) as unknown as Globals;
    expect(() => page.loadGameFiles([{ name: 'p.atril', text: file }], TAB)).toThrow();
    expect(env.properties.document.getProperty(preparedKey(TAB))).toBeNull();
  }, 60_000);
});
