// Calcular premios end to end (rules §11), one scenario for every way in (the CLI on a real
// .xlsx file, the built bundle in the Apps Script fakes): a tournament set up — Premios
// among its tabs —, the club workbook of test/fixtures/prizeWorkbook.ts typed as a director
// would, Reparto de premios worked by hand, the live page's prizes, and bad input refused
// with nothing written.
import type { Grid } from '../../src/sheets/grid/cells';
import type { PathDriver } from './drivers';
import {
  PRIZE_CONFIG,
  PRIZE_LIST_ROWS,
  PRIZE_PLAYERS,
  PRIZE_ROUNDS,
  PRIZE_HEADER,
  PRIZE_TAB,
} from '../fixtures/prizeWorkbook';

export type PrizesAction = 'setupTournament' | 'computePrizes';

export type PrizesDriver = PathDriver<PrizesAction>;

export const PRIZES_VERBS: Record<PrizesAction, string> = { setupTournament: 'setup', computePrizes: 'prizes' };

export function prizesPath(makeDriver: () => Promise<PrizesDriver>): void {
  let driver: PrizesDriver;
  beforeAll(async () => {
    driver = await makeDriver();
    expect((await driver.run('setupTournament')).ok).toBe(true);
    // Configuración: each key's value on its own row, the prize keys added at the end.
    const config = (await driver.read('Configuración')) as Grid;
    for (const [key, value] of PRIZE_CONFIG.slice(1)) {
      const row = config.findIndex((line) => line[0] === key) + 1;
      if (row > 0) await driver.type('Configuración', row, 2, [[value]]);
      else await driver.type('Configuración', config.length + 1, 1, [[key, value]]);
      if (row === 0) config.push([key, value]);
    }
    // Jugadores: set-up's columns, with Etiquetas, Cuota and Pagado added after them.
    const header = ((await driver.read('Jugadores')) as Grid)[0];
    expect(header).not.toContain('Etiquetas');
    await driver.type('Jugadores', 1, header.length + 1, [['Etiquetas', 'Cuota', 'Pagado']]);
    const at = (name: string) => header.indexOf(name);
    const rows = PRIZE_PLAYERS.slice(1).map((row) => {
      const line = header.map(() => '' as Grid[number][number]);
      line[at('N°')] = row[0];
      line[at('Nombre')] = row[1];
      line[at('Escalafón')] = row[2];
      line[at('Club')] = row[3];
      line[at('Retirado desde ronda')] = row[4];
      return [...line, row[5], row[6], row[7]];
    });
    await driver.type('Jugadores', 2, 1, rows);
    await driver.type('Rondas', 2, 1, PRIZE_ROUNDS.slice(1));
    // The director adds the optional Valor column (rules §11.1) beside set-up's header.
    await driver.type('Premios', 1, PRIZE_HEADER.length + 1, [['Valor']]);
    await driver.type('Premios', 2, 1, PRIZE_TAB.slice(1));
  }, 60_000);

  it('set-up creates Premios with its header (and the Valor column the director added)', async () => {
    expect(await driver.tabNames()).toContain('Premios');
    expect(((await driver.read('Premios')) as Grid)[0]).toEqual([...PRIZE_HEADER, 'Valor']);
  });

  it('Calcular premios writes Reparto de premios, worked by hand, and warns of the condition nobody meets', async () => {
    const result = await driver.run('computePrizes');
    expect(result.ok).toBe(true);
    expect(result.message).toMatch(/^Premios calculados en Reparto de premios: 6 premios \(2 desiertos\)/);
    expect(result.message).toContain('Premios, fila 7, columna País: nadie cumple País «Perú»');
    const grid = (await driver.read('Reparto de premios')) as Grid;
    expect(grid[0][0]).toBe('Liga · Reparto de premios');
    expect(grid.slice(1).map((row) => row.slice(0, 6))).toEqual(PRIZE_LIST_ROWS);
  }, 60_000);

  it('the live page shows the prizes and trophies, never the account', async () => {
    const page = await driver.page();
    expect(page).toContain('<section id="prizes">');
    expect(page).toContain('Copa');
    expect(page).not.toContain('Saldo');
    expect(page).not.toContain('Firma');
  }, 60_000);

  it('an unknown Tipo is named by tab, row, column and value; nothing is written', async () => {
    await driver.type('Premios', 3, 2, [['Segundo']]);
    await driver.unchanged(async () => {
      const result = await driver.run('computePrizes');
      expect(result.ok).toBe(false);
      expect(result.message).toMatch(/^Premios, fila 3, columna Tipo: «Segundo» no es un Tipo de premio/);
    });
  }, 60_000);
}
