// Preparar duplicada end to end (rules §6.6, §8), one scenario for every way in (the CLI on a
// real .xlsx file, the built bundle in the Apps Script fakes): a tournament set up, its
// players and an EloDI list typed, the first game's room and papers, the game played, the
// second game's room by the partial ranking, and a bad setting refused with nothing written.
import type { Grid } from '../../src/sheets/grid/cells';
import type { PathDriver } from './drivers';

export type RoomAction = 'setupTournament' | 'prepareDuplicate';

export type RoomDriver = PathDriver<RoomAction>;

const NAMES = ['Zoe Vidal', 'Ana Ruiz', 'Bruno Gil', 'Carla Sanz', 'Dario Luna', 'Elena Mora'];
const names = (grid: Grid | null) => (grid ?? []).map((row) => row[0]);

export function roomPath(makeDriver: () => Promise<RoomDriver>): void {
  let driver: RoomDriver;
  beforeAll(async () => {
    driver = await makeDriver();
    expect((await driver.run('setupTournament')).ok).toBe(true);
    await driver.type(
      'Jugadores',
      2,
      2,
      NAMES.map((name) => [name]),
    );
    const config = (await driver.read('Configuración')) as Grid;
    await driver.type('Configuración', config.length + 1, 1, [['Rondas por partida duplicada', 4]]);
    // The EloDI list kept from earlier tournaments: Carla and Dario are rated.
    await driver.type('EloDI', 1, 1, [
      ['Nombre', 'EloDI', 'Volatilidad', 'Partidas EloDI'],
      ['Dario Luna', 1310, 280, 4],
      ['Carla Sanz', 1460, 250, 9],
    ]);
  }, 60_000);

  it('before the first game: tables by EloDI, newcomers alphabetically; Duplicada 1 and the papers written', async () => {
    const result = await driver.run('prepareDuplicate');
    expect(result.ok).toBe(true);
    expect(result.message).toContain('Duplicada 1: 6 jugadores sentados');
    const order = ['Carla Sanz', 'Dario Luna', 'Ana Ruiz', 'Bruno Gil', 'Elena Mora', 'Zoe Vidal'];
    expect(names(await driver.read('Duplicada 1'))).toEqual([
      'Nombre',
      'Maestra',
      'Jugada',
      'Atril',
      'Semilla',
      'Sorteo',
      ...order,
    ]);
    expect((await driver.read('Duplicada 1'))?.[0]).toEqual(['Nombre', 'R1', 'R2', 'R3', 'R4']);
    const seating = (await driver.read('Mesas de duplicada')) as Grid;
    expect(seating.slice(6, 12).map((row) => [row[0], row[1]])).toEqual(order.map((name, i) => [i + 1, name]));
    // 16 slips each (4 rounds, 12 spares), every one with the player's table.
    const slips = ((await driver.read('Papeletas')) as Grid).flatMap((row) => [row[0], row[2]]);
    expect(slips.filter((cell) => cell === 'Zoe Vidal')).toHaveLength(16);
    expect(slips.filter((cell) => /^Ronda [1-4] · Mesa 6$/.test(String(cell)))).toHaveLength(4);
    const follow = (await driver.read('Seguimiento')) as Grid;
    expect(follow.filter((row) => /· Mesa \d · Duplicada 1$/.test(String(row[0])))).toHaveLength(6);
  }, 60_000);

  it('after the first game: tables by the partial ranking; Duplicada 1 kept as typed', async () => {
    // Master 30 each round. Bonuses on (10 / 5): round 1 only Elena reaches 30 (+10); round 2
    // Bruno and Zoe reach it (no bonus); round 3 nobody does, Ana alone has the top 25 (+5);
    // round 4 nobody, top 20 shared by Carla and Elena (no bonus). Dario is absent.
    // Totals: Elena 30+10+20+20 = 80 +10 = 90; Bruno 10+30+10+10 = 60; Zoe 0+30+5+5 = 40;
    // Ana 20+10+25+0 = 55 +5 = 60; Carla 5+5+5+20 = 35. Ana and Bruno tie on 60: Bruno
    // matched one master, Ana none, so Bruno ranks ahead.
    await driver.type('Duplicada 1', 2, 2, [[30, 30, 30, 30]]);
    const scores: Record<string, (number | string)[]> = {
      'Carla Sanz': [5, 5, 5, 20],
      'Dario Luna': ['', '', '', ''],
      'Ana Ruiz': [20, 10, 25, 0],
      'Bruno Gil': [10, 30, 10, 10],
      'Elena Mora': [30, 20, 20, 20],
      'Zoe Vidal': [0, 30, 5, 5],
    };
    const game = (await driver.read('Duplicada 1')) as Grid;
    for (const [name, row] of Object.entries(scores)) {
      const at = game.findIndex((line) => line[0] === name) + 1;
      if (row.some((cell) => cell !== '')) await driver.type('Duplicada 1', at, 2, [row]);
    }
    const typed = await driver.read('Duplicada 1');
    const result = await driver.run('prepareDuplicate');
    expect(result.ok).toBe(true);
    expect(names(await driver.read('Duplicada 2'))).toEqual([
      'Nombre',
      'Maestra',
      'Jugada',
      'Atril',
      'Semilla',
      'Sorteo',
      'Elena Mora',
      'Bruno Gil',
      'Ana Ruiz',
      'Zoe Vidal',
      'Carla Sanz',
      'Dario Luna',
    ]);
    expect(await driver.read('Duplicada 1')).toEqual(typed);
    const seating = (await driver.read('Mesas de duplicada')) as Grid;
    expect(seating[5]).toEqual(['Mesa', 'Jugador', 'Puesto']);
    // Ana and Bruno share the 2nd place (equal totals); Dario has not played.
    expect(seating.slice(6, 12)).toEqual([
      [1, 'Elena Mora', 1],
      [2, 'Bruno Gil', 2],
      [3, 'Ana Ruiz', 2],
      [4, 'Zoe Vidal', 4],
      [5, 'Carla Sanz', 5],
      [6, 'Dario Luna', ''],
    ]);
  }, 60_000);

  it('a Disposición de duplicada that is not one of the four: refused naming the row, nothing written', async () => {
    const config = (await driver.read('Configuración')) as Grid;
    await driver.type('Configuración', config.length + 1, 1, [['Disposición de duplicada', 'Por clubes']]);
    await driver.unchanged(async () => {
      const result = await driver.run('prepareDuplicate');
      expect(result.ok).toBe(false);
      expect(result.message).toContain(
        `Configuración, fila ${config.length + 1}, columna Disposición de duplicada: «Por clubes» no es un valor válido`,
      );
    });
  }, 60_000);
}
