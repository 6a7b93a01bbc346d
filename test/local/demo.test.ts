// `npm start` (issue 7 "Must show"): the demo workbook is written, reopened from the file
// with the .xlsx adapter, and its Clasificación tab checked against the core's standings
// for the tournament the file holds (rules §4); the field is the one the README promises.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeStandings } from '../../src/core/standings';
import { loadTournament } from '../../src/sheets/tournament/loadTournament';
import { cellText } from '../../src/sheets/grid/cells';
import { DEMO_LATE_ENTRY, DEMO_NO_SHOW, DEMO_ROUNDS, DEMO_WITHDRAWAL, runDemo } from '../../src/local/demo';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';

const ROOT = join(__dirname, '..', '..');
const TABS = [
  'Configuración',
  'Jugadores',
  'Rondas',
  'Premios',
  'Emparejamientos',
  'Clasificación',
  'Tabla cruzada',
  'Tarjetas',
  'ELO',
  'Clasificación por clubes',
  'Duplicada 1',
  'Duplicada 2',
  'Clasificación duplicada',
];

let dir: string;
let file: XlsxWorkbook;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atril-demo-'));
  const result = await runDemo({ out: join(dir, 'demo.xlsx') });
  file = await XlsxWorkbook.open(result.path);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the demo workbook, reopened from the .xlsx file', () => {
  it('has the tabs of the README, in order', () => {
    expect(file.tabNames()).toEqual(TABS);
  });

  it('Clasificación equals the core standings of the tournament in the file (places, N°, points, SB, Scrabble points)', () => {
    const { tournament } = loadTournament(file, 'es');
    const standings = computeStandings(tournament);
    const [title, ...grid] = file.read('Clasificación') ?? [];
    expect(title[0]).toMatch(
      /^Abierto de otoño del club \(demostración\) · Clasificación · Tras la ronda 6 de 6 · \d\d\/\d\d\/\d{4}$/,
    );
    expect(grid[0]).toEqual(['Puesto', 'N°', 'Nombre', 'Club', 'Puntos', 'SB', 'Puntos Scrabble', 'Estado']);
    expect(grid.slice(1)).toEqual(
      standings.rows.map((row) => [
        row.place,
        row.player.id,
        row.player.name,
        row.player.club,
        row.points,
        ...row.tiebreaks,
        // rules §2: who is out says so (the demo's withdrawal from round 5).
        row.player.name === DEMO_WITHDRAWAL ? 'Retirado desde la ronda 5' : '',
      ]),
    );
  });

  it('is a realistic club field: 25 + 1 late entry, four unrated, a withdrawal, six complete rounds, no rematch', () => {
    const { tournament } = loadTournament(file, 'es');
    const { players, games } = tournament;
    expect(players).toHaveLength(26);
    expect(players.filter((player) => player.rating === null)).toHaveLength(4);
    const late = players.find((player) => player.name === DEMO_LATE_ENTRY.name);
    const gone = players.find((player) => player.name === DEMO_WITHDRAWAL);
    expect(late?.entryRound).toBe(3);
    expect(gone?.withdrawnFromRound).toBe(5);
    expect(Math.max(...games.map((game) => game.round))).toBe(DEMO_ROUNDS);
    const inRound = (id: number, round: number) =>
      games.some((game) => game.round === round && (game.first === id || game.second === id));
    // rules §3.4 regla 5: a late entrant is paired from its round on, a withdrawn player no more.
    expect([1, 2, 3, 4, 5, 6].map((round) => inRound(late?.id as number, round))).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect([1, 2, 3, 4, 5, 6].map((round) => inRound(gone?.id as number, round))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    // Every game has a result (scores or NP), and no two players met twice (rules §3.1).
    expect(
      games.filter(
        (game) => game.second !== null && game.override === null && (game.score1 === null || game.score2 === null),
      ),
    ).toEqual([]);
    expect(games.filter((game) => game.override !== null)).toHaveLength(1);
    expect(games.find((game) => game.override !== null)?.round).toBe(DEMO_NO_SHOW.round);
    const pairs = games
      .filter((game) => game.second !== null)
      .map((game) => [game.first, game.second as number].sort((a, b) => a - b).join('-'));
    expect(new Set(pairs).size).toBe(pairs.length);
    // At most one bye each (rules §3.4 regla 4).
    const byes = games.filter((game) => game.second === null).map((game) => game.first);
    expect(new Set(byes).size).toBe(byes.length);
  });

  it('has two duplicate games with their Maestra row, scored into Clasificación duplicada', () => {
    for (const tab of ['Duplicada 1', 'Duplicada 2']) {
      const grid = file.read(tab) ?? [];
      expect(cellText(grid[1][0])).toBe('Maestra');
      expect(grid.length).toBeGreaterThan(20);
    }
    const names = (file.read('Clasificación duplicada') ?? []).flat().map(cellText);
    expect(names).toContain('Marta Iglesias Prieto');
    expect(names.some((text) => /Porcentaje medio/.test(text))).toBe(true);
  });

  it('is deterministic: the same seed plays the same rounds', async () => {
    const again = await runDemo({ out: join(dir, 'again.xlsx') });
    expect(again.workbook.read('Rondas')).toEqual(file.read('Rondas'));
    expect(again.standings).toEqual((file.read('Clasificación') ?? []).slice(1));
  });
});

describe('npm start', () => {
  it('exits 0, prints the final standings and the path of the workbook it wrote', () => {
    const out = join(dir, 'start.xlsx');
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/local/start.ts'), out], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Clasificación final');
    expect(run.stdout).toMatch(/Puesto\s+N°\s+Nombre/);
    expect(run.stdout).toContain('Clasificación duplicada');
    expect(run.stdout).toContain(`Libro escrito en: ${out}`);
  });
});
