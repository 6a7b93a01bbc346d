// EloDI across two tournaments (issue 21 "Must show"), written once against the season
// driver so that it runs through the atril CLI on a real .xlsx file (eloDi.cli.test.ts) and
// through the built bundle in the Apps Script fakes (eloDi.bundle.test.ts): duplicate games
// closed, a new tournament, a second one closed, the EloDI tab after each equal to the game-
// by-game computation (each game scored by the core, then rated from the figures the one
// before left), a game under `Rondas mínimas EloDI` changing nothing, undoing a closing
// putting the tab back, and bad input (a text EloDI, a name on two rows) writing nothing.
import { scoreGame } from '../../src/core/duplicate';
import { type EloDiStanding, rateGame } from '../../src/core/duplicate/elodi';
import { foldText } from '../../src/core/text';
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import { type SeasonDriver, configRow } from './seasonPath';

/** A "Duplicada N" tab: `rounds` rounds, each player's scores varied by a seed. */
export function duplicateGame(players: string[], rounds: number, seed: number): Grid {
  const master = Array.from({ length: rounds }, (_, r) => 40 + ((r * 17 + seed * 5) % 60));
  return [
    ['Nombre', ...master.map((_, r) => `R${r + 1}`)],
    ['Maestra', ...master],
    ...players.map((name, p) => [
      name,
      ...master.map((m, r) => ((p * 7 + r * 3 + seed) % 4 === 0 ? m : Math.max(0, m - ((p * 13 + r * 5 + seed) % 30)))),
    ]),
  ];
}

/** The EloDI tab as name (folded) → [EloDI, Volatilidad, Partidas EloDI, Último torneo]. */
export function eloDiFigures(grid: Grid | null): Map<string, Cell[]> {
  const [header, ...rows] = grid ?? [[]];
  const at = (label: string) => header.indexOf(label);
  return new Map(
    rows.map((row) => [
      foldText(String(row[at('Nombre')])),
      [row[at('EloDI')], row[at('Volatilidad')], row[at('Partidas EloDI')], row[at('Último torneo')]],
    ]),
  );
}

/**
 * The expected tab: from `start`, each game of at least `minRounds` rounds scored by the
 * core and rated with everyone present at the figures the game before left.
 */
export function expectedFigures(
  start: Map<string, Cell[]>,
  games: { grid: Grid; name: string }[],
  tournament: string,
  minRounds = 12,
): Map<string, Cell[]> {
  const figures = new Map(start);
  for (const { grid, name } of games) {
    const rounds = grid[1].length - 1;
    if (rounds < minRounds) continue;
    const scored = scoreGame({
      name,
      master: grid[1].slice(1) as number[],
      players: grid.slice(2).map((row) => ({ name: String(row[0]), scores: row.slice(1) as number[] })),
    });
    const standing = (key: string): EloDiStanding => {
      const known = figures.get(key);
      if (!known || known[0] === '' || known[0] === undefined) return { rating: null, volatility: null, games: 0 };
      return { rating: known[0] as number, volatility: known[1] as number, games: known[2] as number };
    };
    const keys = scored.players.map((player) => foldText(player.name));
    const outcomes = rateGame(scored.players.map((player, i) => ({ ...standing(keys[i]), place: player.place })));
    outcomes.forEach((outcome, i) => {
      if (outcome.rated) figures.set(keys[i], [outcome.rating, outcome.volatility, outcome.games, tournament]);
    });
  }
  return figures;
}

const SPRING = 'Primavera 2027';
const SUMMER = 'Verano 2027';
const FIRST = ['Ana García', 'Luis Pérez', 'Eva Ruiz', 'Juan Sanz', 'Marta Gil', 'Pablo Díaz'];

export function eloDiPath(makeDriver: () => Promise<SeasonDriver>): void {
  let driver: SeasonDriver;
  let afterSpring: Map<string, Cell[]>;
  const games1 = [
    { name: 'Duplicada 1', grid: duplicateGame(FIRST, 15, 1) },
    // 11 rounds: under the default minimum of 12, it changes nothing.
    { name: 'Duplicada 2', grid: duplicateGame([...FIRST].reverse(), 11, 2) },
    // Pablo Díaz absent: not rated in it.
    { name: 'Duplicada 3', grid: duplicateGame(FIRST.slice(0, 5), 12, 3) },
  ];

  beforeAll(async () => {
    driver = await makeDriver();
  });

  it('first tournament: three duplicate games closed, the EloDI tab game by game', async () => {
    expect(await driver.run('setupTournament')).toMatchObject({ ok: true });
    const config = (await driver.read('Configuración')) as Grid;
    await driver.type('Configuración', configRow(config, 'Torneo'), 2, [[SPRING]]);
    for (const game of games1) await driver.type(game.name, 1, 1, game.grid);
    const closed = await driver.run('closeTournament');
    expect(closed.ok).toBe(true);
    expect(closed.message).toMatch(/EloDI: 6 jugadores actualizados \(6 nuevos\) con 2 partidas duplicadas/);
    expect(closed.message).toMatch(/Duplicada 2 no cuenta para el EloDI: tiene 11 rondas y hacen falta 12/);
    afterSpring = eloDiFigures(await driver.read('EloDI'));
    const expected = expectedFigures(new Map(), games1, SPRING);
    expect(afterSpring).toEqual(expected);
    // Game 3 rated everyone but Pablo Díaz from game 1's figures: he has one game, the others two.
    expect(afterSpring.get('pablo diaz')?.[2]).toBe(1);
    expect(afterSpring.get('ana garcia')?.[2]).toBe(2);
    // Only game 1 counting for Pablo: his figures are game 1's alone.
    expect(afterSpring.get('pablo diaz')).toEqual(
      expectedFigures(new Map(), games1.slice(0, 1), SPRING).get('pablo diaz'),
    );
    // Ordered by EloDI, highest first.
    const ratings = ((await driver.read('EloDI')) as Grid).slice(1).map((row) => row[1] as number);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('Nuevo torneo keeps the EloDI tab as it is', async () => {
    expect(await driver.run('newTournament')).toMatchObject({ ok: true });
    expect(eloDiFigures(await driver.read('EloDI'))).toEqual(afterSpring);
  });

  it('second tournament: names typed another way match their rows; a newcomer joins', async () => {
    const config = (await driver.read('Configuración')) as Grid;
    await driver.type('Configuración', configRow(config, 'Torneo'), 2, [[SUMMER]]);
    const players = ['ANA GARCIA', 'luis perez', 'Eva Ruiz', 'Rosa Vidal', 'Pablo Diaz'];
    const games2 = [{ name: 'Duplicada 1', grid: duplicateGame(players, 14, 4) }];
    for (const game of games2) await driver.type(game.name, 1, 1, game.grid);
    const closed = await driver.run('closeTournament');
    expect(closed.ok).toBe(true);
    const expected = expectedFigures(afterSpring, games2, SUMMER);
    expect(eloDiFigures(await driver.read('EloDI'))).toEqual(expected);
    // The names stay as the tab had them; Juan Sanz and Marta Gil, absent, keep Primavera's figures.
    const names = ((await driver.read('EloDI')) as Grid).slice(1).map((row) => row[0]);
    expect(names).toEqual(expect.arrayContaining(['Ana García', 'Luis Pérez', 'Rosa Vidal']));
    expect(expected.get('juan sanz')).toEqual(afterSpring.get('juan sanz'));
  });

  it('Deshacer cierre puts the EloDI tab back; closing again gives the same tab', async () => {
    const closedTab = await driver.read('EloDI');
    const undone = await driver.run('reopenTournament');
    expect(undone).toMatchObject({ ok: true, message: expect.stringMatching(/EloDI vuelve a como estaba/) });
    expect(eloDiFigures(await driver.read('EloDI'))).toEqual(afterSpring);
    expect(await driver.run('closeTournament')).toMatchObject({ ok: true });
    expect(await driver.read('EloDI')).toEqual(closedTab);
  });

  it('bad input in the EloDI tab: a text EloDI, a name on two rows — a clear message, nothing written', async () => {
    expect(await driver.run('reopenTournament')).toMatchObject({ ok: true });
    const tab = (await driver.read('EloDI')) as Grid;
    const row = tab.findIndex((line) => line[0] === 'Eva Ruiz') + 1;
    const rating = tab[0].indexOf('EloDI') + 1;
    await driver.type('EloDI', row, rating, [['alto']]);
    await driver.unchanged(async () => {
      const refused = await driver.run('closeTournament');
      expect(refused).toMatchObject({
        ok: false,
        message: `EloDI, fila ${row}, columna EloDI: «alto» no es un número`,
      });
    });
    await driver.type('EloDI', row, rating, [[1300]]);
    await driver.type('EloDI', tab.length + 1, 1, [['EVA RUIZ', 1250, 300, 2, '']]);
    await driver.unchanged(async () => {
      const refused = await driver.run('closeTournament');
      expect(refused.ok).toBe(false);
      expect(refused.message).toMatch(
        new RegExp(`«Eva Ruiz» coincide con 2 filas de EloDI \\(filas ${row}, ${tab.length + 1}\\)`),
      );
    });
  });
}
