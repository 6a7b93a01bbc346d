// The director's whole path (issue 6 "Must show"), written once against a small driver so
// that it runs over the in-memory workbook (test/sheets/actions) and again over the built
// bundle in a vm with the fake Apps Script services (test/e2e/gasPath.test.ts).
import type { Cell, Grid } from '../../src/sheets/grid/cells';

export type ActionName =
  | 'setupTournament'
  | 'pairNextRound'
  | 'undoLastRound'
  | 'updateStandings'
  | 'computeElo'
  | 'scoreDuplicate'
  | 'prepareDuplicate'
  | 'publishStandings'
  | 'computePrizes';

export interface Outcome {
  ok: boolean;
  message: string;
  round?: number | null;
  bye?: string | null;
  tables?: number;
}

export interface Driver {
  run(action: ActionName): Outcome;
  /** The tab's values as the director sees them (uncounted), or null. */
  snapshot(tab: string): Grid | null;
  /** Types values as the director would (uncounted). */
  type(tab: string, row: number, column: number, values: Grid): void;
  tabNames(): string[];
  /** Data reads + writes since the last reset. */
  dataCalls(): number;
  resetCalls(): void;
}

/** A player named like a formula (rules §9): must stay a name everywhere. */
export const FORMULA_NAME = '=HYPERLINK("http://x.example","gana")';

export const PLAYERS: Cell[][] = [
  ['', 'Ana García', 2307, 'Madrid', '', '', '', ''],
  ['', 'Luis Pérez', 2141, 'Sevilla', '', '', '', ''],
  ['', 'Eva Ruiz', 1900, 'Madrid', '', '', '', ''],
  ['', 'Juan Sanz', 1850, '', '', '', '', ''],
  ['', FORMULA_NAME, 1700, '+Club', '', '', '', ''],
  ['', 'Marta Gil', '', '', 380, '', '', ''],
  ['', 'Pablo Díaz', '', '', 350, '', '', ''],
  ['', 'Sara León', 1600, '', '', '', '', ''],
  ['', 'Tomás Vega', '', '', '', '', '', ''],
];

/** Rows of Rondas (1-based sheet rows) of a round, from a snapshot. */
export function rowsOfRound(grid: Grid, round: number): number[] {
  return grid.map((line, index) => (line[0] === round ? index + 1 : 0)).filter((row) => row > 0);
}

/** Types a result for each given row: Jugador 1 wins 400 to 350 + row (byes skipped). */
export function typeScores(driver: Driver, tab: string, rows: number[]): void {
  const grid = driver.snapshot(tab) as Grid;
  for (const row of rows) {
    const line = grid[row - 1];
    if (line[3] === 'DESCANSO' || line[3] === 'BYE') continue;
    driver.type(tab, row, 5, [[400, 350 + row]]);
  }
}

export const DUPLICATE_1: Grid = [
  ['Nombre', 'R1', 'R2', 'R3'],
  ['Maestra', 60, 40, 30],
  ['Ana García', 60, 20, 30],
  ['Luis Pérez', 50, 40, 10],
  [FORMULA_NAME, 0, 35, 30],
];
export const DUPLICATE_2: Grid = [
  ['Nombre', 'R1', 'R2'],
  ['Maestra', 50, 50],
  ['Ana García', 50, 10],
  ['Luis Pérez', 20, 50],
  [FORMULA_NAME, 50, 50],
];

/**
 * Data reads + writes allowed per action, formatting aside: 15 for the action itself (issue 6),
 * plus what the add-on's publication of the live page reads again after it (Jugadores, Rondas,
 * Configuración and the season tabs: docs/addon.md "The live page").
 */
export const CALL_BUDGET = 20;

const JUGADORES = 'Jugadores';
const RONDAS = 'Rondas';

/**
 * Defines the path as ordered jest tests sharing one driver. Each step cites the rule it
 * checks; every action is also held to the data-call budget.
 */
export function directorPath(makeDriver: () => Driver): void {
  let driver: Driver;
  let round1: Grid;
  let round2: Grid;
  const run = (action: ActionName): Outcome => {
    driver.resetCalls();
    const outcome = driver.run(action);
    expect(driver.dataCalls()).toBeLessThanOrEqual(CALL_BUDGET);
    return outcome;
  };
  const rondas = () => driver.snapshot(RONDAS) as Grid;

  beforeAll(() => {
    driver = makeDriver();
  });

  it('Preparar torneo creates the tabs of rules §2 with their headers, and a second run changes nothing', () => {
    const outcome = run('setupTournament');
    expect(outcome.ok).toBe(true);
    expect(driver.tabNames()).toEqual(
      expect.arrayContaining([
        'Configuración',
        JUGADORES,
        RONDAS,
        'Emparejamientos',
        'Clasificación',
        'Tabla cruzada',
        'Tarjetas',
        'ELO',
      ]),
    );
    expect(driver.snapshot(JUGADORES)).toEqual([
      [
        'N°',
        'Nombre',
        'Escalafón',
        'Club',
        'Promedio',
        'Entra en ronda',
        'Retirado desde ronda',
        'Ausente en rondas',
        'Presente',
      ],
    ]);
    expect(rondas()[0].slice(0, 7)).toEqual([
      'Ronda',
      'Mesa',
      'Jugador 1',
      'Jugador 2',
      'Puntos Scrabble 1',
      'Puntos Scrabble 2',
      'Resultado',
    ]);
    const config = driver.snapshot('Configuración') as Grid;
    expect(config).toContainEqual(['K', 10]);
    expect(config).toContainEqual(['Desempates', 'SB, Puntos Scrabble']);
    driver.type(JUGADORES, 2, 1, PLAYERS);
    const before = driver.snapshot(JUGADORES);
    expect(run('setupTournament').message).toMatch(/no se ha cambiado nada/);
    expect(driver.snapshot(JUGADORES)).toEqual(before);
  });

  it('pairs round 1 (rules §3.3): N° written only into blank cells, the bye to the last of 9, names kept as text', () => {
    const before = driver.snapshot(JUGADORES) as Grid;
    const outcome = run('pairNextRound');
    expect(outcome).toMatchObject({ ok: true, round: 1, tables: 4 });
    const players = driver.snapshot(JUGADORES) as Grid;
    // Every other cell of Jugadores is exactly as typed.
    expect(players.map((line) => line.slice(1))).toEqual(before.map((line) => line.slice(1)));
    expect(
      players
        .slice(1)
        .map((line) => line[0])
        .sort((a, b) => (a as number) - (b as number)),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // rules §3.2: rated by rating, then unrated by average: Tomás Vega (no average) is last and rests.
    expect(outcome.bye).toBe('Tomás Vega');
    round1 = rondas();
    expect(rowsOfRound(round1, 1)).toEqual([2, 3, 4, 5, 6]);
    // N° 1 (Ana) plays N° 5 (the formula-named player) on table 1.
    expect(round1[1].slice(0, 4)).toEqual([1, 1, 'Ana García', FORMULA_NAME]);
    expect(round1.flat()).toContain('DESCANSO');
  });

  it('refuses round 2 while games have no result, naming the tables (rules §8)', () => {
    const outcome = run('pairNextRound');
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/ronda 1: mesas 1, 2, 3, 4/);
    typeScores(driver, RONDAS, [2, 4, 5]);
    const typed = rondas();
    const again = run('pairNextRound');
    expect(again.ok).toBe(false);
    // One table left: "mesa", singular (docs/input.md "Language").
    expect(again.message).toMatch(/ronda 1: mesa 2(?!,)/);
    // A refusal writes nothing.
    expect(rondas()).toEqual(typed);
    expect(rowsOfRound(rondas(), 2)).toEqual([]);
  });

  it('pairs round 2 once the scores are typed, leaving every round-1 row as it was', () => {
    typeScores(driver, RONDAS, [3]);
    round1 = rondas();
    const outcome = run('pairNextRound');
    expect(outcome).toMatchObject({ ok: true, round: 2, tables: 4 });
    round2 = rondas();
    expect(round2.slice(0, round1.length).map((line) => line.slice(0, 7))).toEqual(
      round1.map((line) => line.slice(0, 7)),
    );
    expect(rowsOfRound(round2, 2)).toEqual([7, 8, 9, 10, 11]);
    // rules §3.4 regla 4: Tomás Vega has had the bye; it goes to someone else.
    expect(outcome.bye).not.toBe('Tomás Vega');
  });

  it('undo removes exactly the round-2 rows; pairing again gives the same pairing', () => {
    const outcome = run('undoLastRound');
    expect(outcome.ok).toBe(true);
    expect(rondas()).toEqual(round1);
    expect(run('pairNextRound').ok).toBe(true);
    expect(rondas()).toEqual(round2);
  });

  it('undo refuses once the round has a result, naming the table', () => {
    const [firstRow] = rowsOfRound(round2, 2);
    typeScores(driver, RONDAS, [firstRow]);
    const outcome = run('undoLastRound');
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/\(mesa 1\)/);
    typeScores(driver, RONDAS, rowsOfRound(round2, 2));
  });

  it('standings (rules §4): points add up to one per decided game plus one per bye', () => {
    expect(run('updateStandings').ok).toBe(true);
    // Row 1 is the printed title (rules §2).
    const [title, ...standings] = driver.snapshot('Clasificación') as Grid;
    expect(title[0]).toMatch(/Clasificación · Tras la ronda 2 de 7 · \d\d\/\d\d\/\d{4}$/);
    expect(standings[0].slice(0, 5)).toEqual(['Puesto', 'N°', 'Nombre', 'Club', 'Puntos']);
    expect(standings).toHaveLength(10);
    const total = standings.slice(1).reduce((sum, line) => sum + (line[4] as number), 0);
    // 2 rounds × (4 games × 1 point + 1 bye × 1 point).
    expect(total).toBe(10);
    expect(standings.map((line) => line[2])).toContain(FORMULA_NAME);
    expect(standings.map((line) => line[3])).toContain('+Club');
    expect((driver.snapshot('Tabla cruzada') as Grid).length).toBe(11);
    expect((driver.snapshot('Tarjetas') as Grid).length).toBeGreaterThan(10);
  });

  it('ELO (rules §5): one row per player, the formula-named player included', () => {
    expect(run('computeElo').ok).toBe(true);
    const elo = (driver.snapshot('ELO') as Grid).slice(1);
    expect(elo).toHaveLength(10);
    expect(elo[0].slice(0, 3)).toEqual(['N°', 'Nombre', 'Escalafón']);
    expect(elo.map((line) => line[1])).toContain(FORMULA_NAME);
  });

  it('duplicate (rules §6): a template first, then every "Duplicada N" tab → Clasificación duplicada', () => {
    const first = run('scoreDuplicate');
    expect(first.ok).toBe(false);
    expect(driver.tabNames()).toContain('Duplicada 1');
    driver.type('Duplicada 1', 1, 1, DUPLICATE_1);
    driver.type('Duplicada 2', 1, 1, DUPLICATE_2);
    const outcome = run('scoreDuplicate');
    expect(outcome.ok).toBe(true);
    const grid = driver.snapshot('Clasificación duplicada') as Grid;
    expect(grid.flat()).toContain(FORMULA_NAME);
    expect(grid.flat()).toContain('Ana García');
  });

  it('publish answers with a message until the web app lands', () => {
    const outcome = run('publishStandings');
    expect(outcome.message).toMatch(/Clasificación/);
  });
}
