// The federation's list in the built bundle (rules §23): the submenu, Exportar torneo… (the
// download dialog holding the file), the import's call refusing what is not files, Quitar
// torneo's prompt (cancel does nothing), and the list's page published after an import.
import { readTournamentFile, writeTournamentFile } from '../../src/core/season/tournamentFile';
import { createGasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { ratedSeason } from '../support/ratedSeasons';
import { CLUB_GAMES, CLUB_PLAYERS } from '../fixtures/clubTournament';

type Globals = Record<string, (...args: unknown[]) => unknown>;
beforeAll(() => ensureBuilt(), 120_000);

function setUp(tabs: Record<string, unknown[][]> = {}) {
  const env = createGasEnvironment({ locale: 'es_ES' });
  for (const [name, grid] of Object.entries(tabs)) {
    const sheet = env.spreadsheet.insertSheet(name);
    sheet
      .getRange(1, 1, grid.length, Math.max(...grid.map((row) => row.length)))
      .setValues(grid.map((row) => [...row, ...Array(Math.max(...grid.map((r) => r.length)) - row.length).fill('')]));
  }
  return { env, menu: loadBundle(env) as unknown as Globals };
}

test('the list’s items in a submenu; Exportar torneo… right after Cerrar torneo', () => {
  const { env, menu } = setUp();
  menu.onOpen();
  const items = env.ui.menus[0].items;
  const names = items.map((item) =>
    'functionName' in item ? item.functionName : 'submenu' in item ? item.submenu.title : '',
  );
  expect(names.slice(names.indexOf('closeTournament'), names.indexOf('closeTournament') + 2)).toEqual([
    'closeTournament',
    'exportTournament',
  ]);
  const submenus = items.flatMap((item) => ('submenu' in item ? [item.submenu] : []));
  const submenu = submenus.find((one) => one.title === 'Lista de la federación');
  expect(submenu).toBeDefined();
  expect(submenu?.items).toEqual([
    { label: 'Importar torneos…', functionName: 'showImportTournaments' },
    { label: 'Volver a valorar', functionName: 'rerateList' },
    { label: 'Quitar torneo', functionName: 'removeTournament' },
  ]);
});

test('Exportar torneo…: refused while open; closed, a dialog whose page holds the file', () => {
  const { env, menu } = setUp({
    Configuración: [
      ['Torneo', 'Liga de otoño'],
      ['Rondas', 2],
      ['Fecha', '2026-11-28'],
    ],
    Jugadores: CLUB_PLAYERS as unknown[][],
    Rondas: CLUB_GAMES as unknown[][],
  });
  menu.exportTournament();
  expect(env.ui.alerts.at(-1)?.message).toContain('El torneo «Liga de otoño» no está cerrado');
  env.ui.script.push({ button: 'OK' });
  menu.closeTournament();
  menu.exportTournament();
  const dialog = env.ui.dialogs.at(-1)!;
  expect(dialog.title).toBe('Exportar torneo…');
  const data = /<script type="application\/json" id="fd-config">([\s\S]*?)<\/script>/.exec(dialog.html)?.[1] ?? '';
  const { fileName, text } = JSON.parse(data) as { fileName: string; text: string };
  expect(fileName).toBe('Liga de otoño.atril');
  expect(readTournamentFile(text, fileName)).toMatchObject({ name: 'Liga de otoño', date: '2026-11-28' });
});

test('the import through the dialog’s call; what is not files refused; Quitar torneo asks, cancel does nothing', () => {
  const { env, menu } = setUp();
  const season = ratedSeason({ seed: 9, clubs: 2, events: 3, pool: 12, field: [4, 6], rounds: 3 });
  const files = season.map((event) => ({ name: `${event.name}.atril`, text: writeTournamentFile(event) }));
  expect(() => menu.importTournamentFiles('nada')).toThrow('El diálogo ha enviado algo que no son archivos de texto');
  expect(menu.importTournamentFiles(files)).toMatchObject({ ok: true });
  const events = () => env.spreadsheet.getSheetByName('Torneos valorados')!.snapshot().length - 1;
  expect(events()).toBe(3);
  env.ui.script.push({ button: 'CANCEL' });
  expect(menu.removeTournament()).toBeNull();
  expect(events()).toBe(3);
  env.ui.script.push({ button: 'OK', text: season[1].name }, { button: 'OK' });
  expect(menu.removeTournament()).toMatchObject({ ok: true });
  expect(events()).toBe(2);
  expect(env.spreadsheet.getSheetByName('Torneos (datos)')!.isSheetHidden()).toBe(true);
});
