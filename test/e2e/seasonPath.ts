// A club's season in one workbook (issue 15 "Must show"), written once against a small async
// driver so that it runs through the atril CLI on a real .xlsx file (season.cli.test.ts) and
// through the built bundle in the Apps Script fakes (season.bundle.test.ts).
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import type { PathDriver } from './drivers';

export type SeasonAction =
  | 'setupTournament'
  | 'pairNextRound'
  | 'updateStandings'
  | 'computeElo'
  | 'closeTournament'
  | 'reopenTournament'
  | 'newTournament';

export type SeasonDriver = PathDriver<SeasonAction>;

/** The atril CLI's verb for each action of the season. */
export const SEASON_VERBS: Record<SeasonAction, string> = {
  setupTournament: 'setup',
  pairNextRound: 'pair',
  updateStandings: 'standings',
  computeElo: 'elo',
  closeTournament: 'close',
  reopenTournament: 'reopen',
  newTournament: 'new',
};

/** The club's field: clubs, four rated players, two unrated with known averages. */
export const FIELD: Cell[][] = [
  ['', 'Ana García', 2100, 'Alfil', '', '', '', ''],
  ['', 'Luis Pérez', 2000, 'Torre', '', '', '', ''],
  ['', 'Eva Ruiz', 1900, 'Alfil', '', '', '', ''],
  ['', 'Juan Sanz', 1800, 'Torre', '', '', '', ''],
  ['', 'Marta Gil', '', 'Alfil', 380, '', '', ''],
  ['', 'Pablo Díaz', '', '', 350, '', '', ''],
];

/** Rows (1-based) of a Configuración key. */
export function configRow(grid: Grid, key: string): number {
  return grid.findIndex((row) => row[0] === key) + 1;
}

/** Types both scores of every game of `round` (byes skipped): varied, seeded by the row. */
export async function playRound(driver: SeasonDriver, round: number): Promise<void> {
  const rounds = (await driver.read('Rondas')) as Grid;
  for (let i = 1; i < rounds.length; i++) {
    const row = rounds[i];
    if (row[0] !== round || row[3] === 'DESCANSO') continue;
    await driver.type('Rondas', i + 1, 5, [[300 + ((i * 37 + round * 11) % 180), 300 + ((i * 53 + round * 7) % 180)]]);
  }
}

/** Pairs and plays rounds 1..n, asserting each pairing. */
export async function playRounds(driver: SeasonDriver, n: number): Promise<void> {
  for (let round = 1; round <= n; round++) {
    expect(await driver.run('pairNextRound')).toMatchObject({ ok: true });
    await playRound(driver, round);
  }
}

/** A generated view without its printed title row (rules §2): the header first. */
export const untitled = (grid: Grid | null): Grid => (grid ?? []).slice(1);

/** Name → Nuevo of the ELO tab. */
export function eloNewRatings(elo: Grid): Map<Cell, Cell> {
  const nuevo = elo[0].indexOf('Nuevo');
  return new Map(elo.slice(1).map((row) => [row[1], row[nuevo]] as const));
}

/** Name → Escalafón of the Escalafón tab. */
export function ratingListRatings(list: Grid): Map<Cell, Cell> {
  const name = list[0].indexOf('Nombre');
  const rating = list[0].indexOf('Escalafón');
  return new Map(list.slice(1).map((row) => [row[name], row[rating]] as const));
}

const OTONO = 'Otoño 2026';
const INVIERNO = 'Invierno 2027';

/**
 * Defines the season as ordered jest tests sharing one driver. Bad input along the way
 * (rules §9): each refusal or error is a clear message and writes nothing.
 */
export function seasonPath(makeDriver: () => Promise<SeasonDriver>): void {
  let driver: SeasonDriver;
  let firstRatings: Map<Cell, Cell>;
  let firstGames: Grid;
  let firstSeason: Grid;

  beforeAll(async () => {
    driver = await makeDriver();
  });

  it('first tournament: set up, named, six players with clubs, two rounds played', async () => {
    expect(await driver.run('setupTournament')).toMatchObject({ ok: true });
    const config = (await driver.read('Configuración')) as Grid;
    await driver.type('Configuración', configRow(config, 'Torneo'), 2, [[OTONO]]);
    await driver.type('Configuración', configRow(config, 'Rondas'), 2, [[3]]);
    await driver.type('Jugadores', 2, 1, FIELD);
    await playRounds(driver, 2);
  });

  it('closing an unfinished tournament is refused, naming the tables, and writes nothing', async () => {
    expect(await driver.run('pairNextRound')).toMatchObject({ ok: true });
    await driver.unchanged(async () => {
      const refused = await driver.run('closeTournament', { early: true });
      expect(refused.ok).toBe(false);
      expect(refused.message).toMatch(/No se puede cerrar: faltan resultados \(ronda 3: mesas 1, 2, 3\)/);
    });
    await playRound(driver, 3);
  });

  it('Actualizar clasificación writes Clasificación por clubes', async () => {
    expect(await driver.run('updateStandings')).toMatchObject({ ok: true });
    const clubs = untitled((await driver.read('Clasificación por clubes')) as Grid);
    expect(clubs[0]).toEqual(['Puesto', 'Club', 'Puntos', 'Puntos Scrabble', 'Jugadores', 'Puntúan']);
    expect(clubs.slice(1).map((row) => [row[1], row[4]])).toEqual(
      expect.arrayContaining([
        ['Alfil', 3],
        ['Torre', 2],
      ]),
    );
  });

  it("Cerrar torneo: the Escalafón equals the ELO tab's new ratings; Temporada gets the tournament's column", async () => {
    const closed = await driver.run('closeTournament');
    expect(closed).toMatchObject({ ok: true });
    expect(closed.message).toContain(`Torneo «${OTONO}» cerrado.`);
    const elo = eloNewRatings(untitled((await driver.read('ELO')) as Grid));
    firstRatings = ratingListRatings((await driver.read('Escalafón')) as Grid);
    expect(firstRatings).toEqual(elo);
    // Rated players moved: the ratings are the tournament's, not the typed ones.
    expect([...firstRatings.values()].filter((rating) => rating !== '')).toHaveLength(4);
    expect([...firstRatings.values()]).not.toEqual(expect.arrayContaining([2100, 2000, 1900, 1800]));
    const season = (await driver.read('Temporada')) as Grid;
    expect(season[0]).toEqual(['Puesto', 'Nombre', OTONO, 'Total']);
    // Six players: the quadratic scale for N = 10 from place 5 (rules §6.3), by final place.
    const standings = untitled((await driver.read('Clasificación')) as Grid);
    const byPlace = standings.slice(1).map((row) => row[2]);
    expect(season.slice(1).map((row) => [row[1], row[2]])).toEqual(
      byPlace.map((name, i) => [name, [205, 163, 125, 90, 58, 28][i]]),
    );
  });

  it('closing twice is refused; Deshacer cierre puts Escalafón and Temporada back, and it closes again the same', async () => {
    await driver.unchanged(async () => {
      expect((await driver.run('closeTournament')).message).toMatch(/ya está cerrado/);
    });
    const season = await driver.read('Temporada');
    expect(await driver.run('reopenTournament')).toMatchObject({ ok: true });
    expect(await driver.read('Escalafón')).toEqual([
      ['Puesto', 'Nombre', 'Escalafón', 'Partidas valoradas', 'Torneos', 'Último torneo', 'Club'],
    ]);
    expect(await driver.read('Temporada')).toEqual([['Puesto', 'Nombre', 'Total']]);
    expect(await driver.run('closeTournament')).toMatchObject({ ok: true });
    expect(ratingListRatings((await driver.read('Escalafón')) as Grid)).toEqual(firstRatings);
    expect(await driver.read('Temporada')).toEqual(season);
  });

  it('Nuevo torneo keeps the first tournament under its name and lists the Escalafón players with their ratings', async () => {
    firstGames = (await driver.read('Rondas')) as Grid;
    firstSeason = (await driver.read('Temporada')) as Grid;
    const started = await driver.run('newTournament');
    expect(started).toMatchObject({ ok: true });
    expect(started.message).toContain(`El torneo «${OTONO}» se guarda en las pestañas`);
    const tabs = await driver.tabNames();
    expect(tabs).toEqual(
      expect.arrayContaining([
        `${OTONO} · Configuración`,
        `${OTONO} · Jugadores`,
        `${OTONO} · Rondas`,
        `${OTONO} · Clasificación`,
        `${OTONO} · ELO`,
        'Escalafón',
        'Temporada',
        'Configuración',
        'Jugadores',
        'Rondas',
      ]),
    );
    // rules §16.1: whole in Google Sheets (100 characters), cut to Excel's 31 in a file.
    expect(
      tabs.filter((tab) => [`${OTONO} · Clasificación por clubes`, 'Oto… · Clasificación por clubes'].includes(tab)),
    ).toHaveLength(1);
    expect(await driver.read(`${OTONO} · Rondas`)).toEqual(firstGames);
    const config = (await driver.read('Configuración')) as Grid;
    expect(config[configRow(config, 'Torneo') - 1][1]).toBe('');
    expect(config[configRow(config, 'Rondas') - 1][1]).toBe(3);
    const players = (await driver.read('Jugadores')) as Grid;
    expect(new Map(players.slice(1).map((row) => [row[1], row[2]] as const))).toEqual(firstRatings);
    expect(players.slice(1).map((row) => row[3])).toEqual(expect.arrayContaining(['Alfil', 'Torre', '']));
    expect(await driver.read('Rondas')).toHaveLength(1);
  });

  it('second tournament: a player drops out, a newcomer joins, three rounds played', async () => {
    const config = (await driver.read('Configuración')) as Grid;
    await driver.type('Configuración', configRow(config, 'Torneo'), 2, [[INVIERNO]]);
    const players = (await driver.read('Jugadores')) as Grid;
    const pablo = players.findIndex((row) => row[1] === 'Pablo Díaz') + 1;
    await driver.type('Jugadores', pablo, 1, [['', '', '', '', '', '', '', '']]);
    await driver.type('Jugadores', players.length + 1, 1, [['', 'Rosa Vidal', 1750, 'Torre', '', '', '', '']]);
    await playRounds(driver, 3);
    // The same week the arbiter runs a duplicate game; Lola plays only that one.
    await driver.type('Duplicada 1', 1, 1, [
      ['Nombre', 'R1', 'R2'],
      ['Maestra', 50, 40],
      ['Ana García', 50, 40],
      ['Luis Pérez', 40, 30],
      ['Lola Nueva', 30, 20],
    ]);
  });

  it('bad input at the closing: a name matching two Escalafón rows, a season points list that is not numbers', async () => {
    const list = (await driver.read('Escalafón')) as Grid;
    const extra = list.length + 1;
    await driver.type('Escalafón', extra, 1, [['', 'ANA GARCIA', 1500, 0, 0, '', '']]);
    const anaRow = ((await driver.read('Jugadores')) as Grid).findIndex((row) => row[1] === 'Ana García') + 1;
    const anaEntry = list.findIndex((row) => row[1] === 'Ana García') + 1;
    await driver.unchanged(async () => {
      expect(await driver.run('closeTournament')).toEqual({
        ok: false,
        message: `Jugadores, fila ${anaRow}, columna Nombre: «Ana García» coincide con 2 filas de Escalafón (filas ${anaEntry}, ${extra}) al no distinguir acentos ni mayúsculas; deja una sola fila para ese jugador en Escalafón`,
      });
    });
    await driver.type('Escalafón', extra, 1, [['', '', '', '', '', '', '']]);
    const config = (await driver.read('Configuración')) as Grid;
    const points = config.length + 1;
    await driver.type('Configuración', points, 1, [['Puntos de temporada', '25, 18, quince']]);
    await driver.unchanged(async () => {
      const refused = await driver.run('closeTournament');
      expect(refused.ok).toBe(false);
      expect(refused.message).toBe(
        `Configuración, fila ${points}, columna Puntos de temporada: «quince» no es un número: Puntos de temporada lleva «Escala cuadrática» o números separados por comas, p. ej. «25, 18, 15, 12, 10»`,
      );
    });
    await driver.type('Configuración', points, 2, [['Escala cuadrática']]);
  });

  it('second closing: it started from the first Escalafón; the Escalafón equals its ELO; Temporada sums both', async () => {
    expect(await driver.run('updateStandings')).toMatchObject({ ok: true });
    const closed = await driver.run('closeTournament');
    expect(closed).toMatchObject({ ok: true });
    expect(closed.message).toContain('Incluye 1 partida duplicada');
    const eloGrid = untitled((await driver.read('ELO')) as Grid);
    // The second tournament's ratings before it are the first one's new ratings (Rosa is new).
    const before = new Map(eloGrid.slice(1).map((row) => [row[1], row[2]] as const));
    for (const [name, rating] of before)
      if (name !== 'Rosa Vidal') expect([name, rating]).toEqual([name, firstRatings.get(name)]);
    const ratings = ratingListRatings((await driver.read('Escalafón')) as Grid);
    for (const [name, rating] of eloNewRatings(eloGrid)) expect([name, ratings.get(name)]).toEqual([name, rating]);
    // Pablo did not play the second tournament: as the first left him.
    expect(ratings.get('Pablo Díaz')).toBe(firstRatings.get('Pablo Díaz'));
    const season = (await driver.read('Temporada')) as Grid;
    expect(season[0]).toEqual(['Puesto', 'Nombre', OTONO, INVIERNO, 'Total']);
    const first = new Map(firstSeason.slice(1).map((row) => [row[1], row[2]] as const));
    for (const row of season.slice(1)) {
      expect(row[2]).toBe(first.get(row[1]) ?? '');
      expect(row[4]).toBe(Number(row[2] || 0) + Number(row[3] || 0));
    }
    expect(season.slice(1).map((row) => row[1])).toEqual(expect.arrayContaining(['Pablo Díaz', 'Rosa Vidal']));
    expect(season.slice(1).map((row) => row[4])).toEqual(
      [...season.slice(1).map((row) => row[4])].sort((a, b) => Number(b) - Number(a)),
    );
    // The tournament's column: points by final place (6 players: 205 … 28), plus the duplicate
    // game's by place (3 players: Ana 90, Luis 58, Lola 28).
    const classic = new Map(
      untitled((await driver.read('Clasificación')) as Grid)
        .slice(1)
        .map((row, i) => [row[2], [205, 163, 125, 90, 58, 28][i]]),
    );
    const duplicate = new Map<Cell, number>([
      ['Ana García', 90],
      ['Luis Pérez', 58],
      ['Lola Nueva', 28],
    ]);
    for (const row of season.slice(1)) {
      const expected = (classic.get(row[1]) ?? 0) + (duplicate.get(row[1]) ?? 0);
      expect([row[1], row[3]]).toEqual([row[1], classic.has(row[1]) || duplicate.has(row[1]) ? expected : '']);
    }
    // The first tournament's games are still in the workbook.
    expect(await driver.read(`${OTONO} · Rondas`)).toEqual(firstGames);
  });

  it('the live page shows the season ranking and the rating list', async () => {
    const html = await driver.page();
    expect(html).toContain('<h2>Clasificación de la temporada</h2>');
    expect(html).toContain('<h2>Escalafón del club</h2>');
    expect(html).toContain(`>${INVIERNO}</th>`);
    expect(html).toContain('Lola Nueva');
    // The rating list's first row: the best rating of the Escalafón.
    const best = Math.max(
      ...[...ratingListRatings((await driver.read('Escalafón')) as Grid).values()].map(Number).filter(Boolean),
    );
    expect(html).toContain(`<td class="number">${best}</td>`);
  });
}
