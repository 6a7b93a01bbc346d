// Sala de duplicada (rules §19) on the built bundles in the strict Apps Script fakes: the menu
// item in both editions, the modeless dialog for the active tab's game (else the last) at its
// round in play, its one call; from the live page's web app both refuse before reading a
// cell. And "never early", tried as a player holding the page's link would: every global and
// custom function called from the web app (the spreadsheet visible to it or not), the page and
// the hall's screen served and refreshed — no answer holds the rack of the round in play.
import { menuLeaves } from '../gas/fakes/ui';
import { callText } from '../support/gameSheets';
import { t } from '../../src/i18n';
import { GLOBALS } from '../../src/gas/globalNames';
import { CUSTOM_FUNCTIONS } from '../../src/sheets/functions';
import { anotherExecution, createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadAddonBundle, loadBundle } from '../support/loadBundle';
import { HOSTILE } from '../support/hostileArguments';
import { roomGame, roomTab } from '../support/roomGame';

beforeAll(() => ensureBuilt());

type Globals = Record<string, (...args: unknown[]) => unknown>;
const URL = 'https://script.google.com/macros/s/AKfy-room/exec';
const game = roomGame(12);
/** The rack of round 8, drawn and not played: nothing public may show it. */
const SECRET = 'Ñ X Z ? A E O';

function room(): { env: GasEnvironment; menu: Globals } {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: URL });
  const menu = loadBundle(env) as unknown as Globals;
  const tab = roomTab(game, 7);
  tab[3][8] = SECRET;
  env.spreadsheet.insertSheet('Duplicada 1').getRange(1, 1, tab.length, tab[0].length).setValues(tab);
  env.spreadsheet.insertSheet('Notas');
  return { env, menu };
}

const leaks = (text: string) =>
  [SECRET, SECRET.replace(/ /g, ''), '"t":"Ñ"', '"t":"X"', game.racks[7]].filter((form) => text.includes(form));

describe('Sala de duplicada', () => {
  it('is in the menu of both editions, after Preparar duplicada, and opens its dialog in both', () => {
    for (const load of [loadBundle, loadAddonBundle]) {
      const env = createGasEnvironment({ locale: 'es_ES' });
      const globals = load(env) as unknown as Globals;
      globals.onOpen();
      const items = menuLeaves(env.ui.menus[0]);
      const at = items.findIndex((item) => item.functionName === 'showDuplicateRoom');
      expect(items[at]).toEqual({ label: 'Sala de duplicada', functionName: 'showDuplicateRoom' });
      expect(items[at - 1].functionName).toBe('prepareDuplicate');
      const tab = roomTab(game, 2);
      env.spreadsheet.insertSheet('Duplicada 1').getRange(1, 1, tab.length, tab[0].length).setValues(tab);
      globals.showDuplicateRoom();
      expect(env.ui.dialogs.map((dialog) => [dialog.title, dialog.modal])).toEqual([
        ['Sala de duplicada — Duplicada 1', false],
      ]);
      expect((globals.duplicateRoom('Duplicada 1', 3, 'round') as { view: { round: number } }).view.round).toBe(3);
    }
  });

  it('opens a modeless dialog for the active tab’s game (else the last) at its round in play, writing nothing', () => {
    const { env, menu } = room();
    env.spreadsheet.setActiveSheet(env.spreadsheet.getSheetByName('Duplicada 1')!);
    env.counter.reset();
    const opening = menu.showDuplicateRoom() as { tab: string; seconds: number; view: { round: number } };
    expect([opening.tab, opening.seconds, opening.view.round]).toEqual(['Duplicada 1', 180, 8]);
    const [dialog] = env.ui.dialogs;
    expect(dialog).toMatchObject({ title: 'Sala de duplicada — Duplicada 1', modal: false, width: 1200, height: 660 });
    expect(dialog.html).toContain('"t":"Ñ"');
    expect(dialog.html).toContain('google.script.run');
    expect(env.counter.writes).toBe(0);
    expect(env.ui.alerts).toHaveLength(0);
    // Another tab active: the last game all the same.
    env.spreadsheet.setActiveSheet(env.spreadsheet.getSheetByName('Notas')!);
    expect((menu.showDuplicateRoom() as { tab: string }).tab).toBe('Duplicada 1');
  });

  it('its one call answers the dialog: a round, its master move, the ranking', () => {
    const { menu } = room();
    const round = menu.duplicateRoom('Duplicada 1', 7, 'master') as { view: { master: { move: string } } };
    expect(round.view.master.move).toBe(game.moves[6]);
    const ranking = menu.duplicateRoom('Duplicada 1', null, 'ranking') as { ranking: { rows: unknown[][] } };
    expect(ranking.ranking.rows[0][1]).toBe('Ana García');
  });

  it('without a game: an alert, no dialog', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const menu = loadBundle(env) as unknown as Globals;
    expect(menu.showDuplicateRoom()).toBeNull();
    expect(env.ui.dialogs).toHaveLength(0);
    expect(env.ui.alerts[0].message).toBe(t('es', 'roomScreen.noGame'));
  });

  it.each([false, true])(
    'from the live page’s web app (spreadsheet visible to it: %s) both refuse before reading a cell',
    (sees) => {
      const { env } = room();
      const web = anotherExecution(env, { context: 'webapp', webAppSeesSpreadsheet: sees });
      const page = loadBundle(web) as unknown as Globals;
      env.counter.reset();
      expect(() => page.duplicateRoom('Duplicada 1', 8, 'round')).toThrow(t('es', 'action.noDocument'));
      expect(() => page.showDuplicateRoom()).toThrow(t('es', 'action.noDocument'));
      expect(env.counter.data).toBe(0);
      expect(env.ui.dialogs).toHaveLength(0);
    },
  );
});

describe('never early: a player with the link', () => {
  it('the page and the hall’s screen show round 7’s master move and ranking, never round 8’s rack', () => {
    const { env, menu } = room();
    // The arbiter scores the game: the page is published.
    menu.scoreDuplicate();
    const web = anotherExecution(env, { context: 'webapp' });
    const page = loadBundle(web) as unknown as Globals;
    const live = callText(() => page.doGet({ parameter: {} }));
    const screen = callText(() => page.doGet({ parameter: { pantalla: '1' } }));
    expect(live).toContain(game.moves[6]);
    expect(screen).toContain(game.moves[6]);
    expect(screen).toContain('data-kind="dup"');
    for (const text of [
      live,
      screen,
      callText(() => page.refreshStandings('es')),
      callText(() => page.refreshScreen()),
    ])
      expect(leaks(text)).toEqual([]);
  });

  it('a player’s move typed in the round in play that its rack cannot make: the page names the cell, not the rack', () => {
    const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: URL });
    const menu = loadBundle(env) as unknown as Globals;
    const tab = [
      ['Jugador', 'R1', 'R2'],
      ['Maestra', '', ''],
      ['Jugada', '', ''],
      ['Atril', SECRET, ''],
      ['Ana García', 'H8-CASA', ''],
    ];
    env.spreadsheet.insertSheet('Duplicada 1').getRange(1, 1, tab.length, 3).setValues(tab);
    menu.scoreDuplicate();
    // The arbiter's alert names the reason, the rack read tile by tile.
    expect(env.ui.alerts.at(-1)!.message).toContain('Ñ X Z ? A E O');
    // Publicar clasificación publishes the page all the same, the game's mistake in its section.
    menu.publishStandings();
    const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as unknown as Globals;
    const live = callText(() => page.doGet({ parameter: {} }));
    expect(live).toContain('Duplicada 1, fila 5, columna R1: jugada por corregir');
    expect(leaks(live)).toEqual([]);
  });

  it('no global or custom function the page can call answers with the rack in play, whatever it is sent', () => {
    const { env, menu } = room();
    menu.scoreDuplicate();
    const aimed: unknown[][] = [
      ['Duplicada 1', 8, 'round'],
      ['Duplicada 1', null, 'round'],
      ['Duplicada 1', 8, 'master'],
      ['Duplicada 1', null, 'ranking'],
      ['Duplicada 1'],
      [{ parameter: { pantalla: '1' } }],
      [{ parameter: { lang: 'en' } }],
      ['es', ''],
    ];
    const names = [...GLOBALS, ...CUSTOM_FUNCTIONS.map((def) => def.name)];
    for (const sees of [false, true]) {
      const web = anotherExecution(env, { context: 'webapp', webAppSeesSpreadsheet: sees });
      const page = loadBundle(web) as unknown as Globals;
      for (const name of names)
        for (const args of [...aimed, ...HOSTILE.slice(0, 7)]) {
          const text = callText(() => page[name](...args));
          web.endExecution();
          expect([name, args, leaks(text)]).toEqual([name, args, []]);
        }
    }
  });
});
