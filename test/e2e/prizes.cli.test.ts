// Calcular premios through the atril CLI (rules §11): the club workbook on a real .xlsx file
// (prizesPath.ts), and a generated club event with unrated players, withdrawals and forfeits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliDriver } from './drivers';
import { atril } from '../support/cli';
import { PRIZES_VERBS, type PrizesDriver, prizesPath } from './prizesPath';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { loadTournament } from '../../src/sheets/tournament/loadTournament';
import { computeStandings } from '../../src/core/standings';
import { prizeCandidates } from '../../src/core/prizes';
import type { Grid } from '../../src/sheets/grid/cells';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atril-prizes-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function fileDriver(): Promise<PrizesDriver> {
  return cliDriver(join(dir, 'club.xlsx'), PRIZES_VERBS);
}

describe('prizes on an .xlsx file, through the CLI', () => {
  prizesPath(fileDriver);
});

describe('atril prizes on a generated club event', () => {
  it('unrated players, withdrawals and forfeits: every prize to a candidate, the money accounted for', async () => {
    const file = join(dir, 'generated.xlsx');
    const generate = await atril([
      'generate',
      file,
      ...['--players', '30', '--rounds', '5', '--seed', '11', '--unrated', '30', '--withdrawals', '10'],
      ...['--forfeits', '8', '--clubs', '3', '--set', 'Reparto de premios=Hort', '--set', 'Cuota de inscripción=12'],
    ]);
    expect(generate.code).toBe(0);
    const book = await XlsxWorkbook.open(file);
    const players = book.read('Jugadores') as Grid;
    const club = String(players[1][players[0].indexOf('Club')]);
    // Premios typed as a director would: places, bands, the best unrated and of a club, game prizes.
    const premios: Grid = [
      ['1.º', 'Clasificación', '', '', '', '', '', '', 100, 'Trofeo', ''],
      ['2.º', '', '', '', '', '', '', '', 60, '', ''],
      ['3.º', '', '', '', '', '', '', '', 40, '', ''],
      ['Mejor sin escalafón', '', '', '', 'Sí', '', '', '', 25, '', ''],
      ['Mejor sub-1500', '', '', 1499, '', '', '', '', 25, '', ''],
      [`Mejor ${club}`, '', '', '', '', club, '', '', 15, '', ''],
      ['Partida más alta', 'Partida más alta', '', '', '', '', '', '', 20, '', 'Partidas'],
      ['Mayor sorpresa', 'Mayor sorpresa', '', '', '', '', '', '', 20, '', 'Partidas'],
    ];
    book.write('Premios', 2, 1, premios);
    book.write('Jugadores', 1, players[0].length + 1, [
      ['Pagado'],
      ...players.slice(1).map((_, i) => [i % 3 ? 'Sí' : '']),
    ]);
    await book.save();

    const run = await atril(['prizes', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Premios calculados en Reparto de premios: /);
    expect(run.stdout).toContain('Cuentas');
    // rules §16.1: the amounts printed as money, two decimals, under "Importe (€)".
    expect(run.stdout).toContain('Importe (€)');
    const due = run.stdout.split('\n').find((line) => line.startsWith('Inscripciones previstas')) ?? '';
    expect(due).toMatch(/\d+,\d\d$/);

    const after = await XlsxWorkbook.open(file);
    const { tournament } = loadTournament(after, 'es');
    const standings = computeStandings(tournament);
    const candidates = prizeCandidates(standings);
    // The event really has what the scenario is about.
    expect(tournament.players.some((p) => p.withdrawnFromRound !== null)).toBe(true);
    expect(tournament.players.some((p) => p.rating === null)).toBe(true);
    expect(tournament.games.some((g) => g.override === 'NP1' || g.override === 'NP2' || g.override === 'NP')).toBe(
      true,
    );

    const grid = after.read('Reparto de premios') as Grid;
    const end = grid.findIndex((row, i) => i > 1 && row.every((cell) => cell === ''));
    const lines = grid.slice(2, end);
    const byName = new Map(tournament.players.map((p) => [p.name, p] as const));
    const named = (prize: string) => lines.filter((row) => row[0] === prize).map((row) => String(row[1]));
    // Nobody withdrawn receives anything; nobody holds two prizes of the blank group.
    for (const row of lines)
      if (row[1] !== 'Desierto') expect(byName.get(String(row[1]))?.withdrawnFromRound).toBeNull();
    const blank = lines.filter((row) => !['Partida más alta', 'Mayor sorpresa'].includes(String(row[0])));
    const winners = blank.map((row) => row[1]).filter((name) => name !== 'Desierto');
    expect(new Set(winners).size).toBe(winners.length);
    // Each prize checked below by its name has its one line (else those checks would check nothing).
    for (const prize of ['Mejor sin escalafón', 'Mejor sub-1500', `Mejor ${club}`])
      expect([prize, named(prize).length]).toEqual([prize, 1]);
    // 1.º: the first candidate of the standings; the best unrated is unrated; the band is ≤ 1499.
    expect(named('1.º')).toEqual([candidates[0].player.name]);
    for (const name of named('Mejor sin escalafón')) expect(byName.get(name)?.rating).toBeNull();
    for (const name of named('Mejor sub-1500')) expect(byName.get(name)?.rating).toBeLessThanOrEqual(1499);
    for (const name of named(`Mejor ${club}`)) expect(byName.get(name)?.club).toBe(club);
    // The account: the cash prizes are the amounts written above; the balance is collected − cash.
    const account = new Map(grid.slice(end + 2).map((row) => [String(row[0]), Number(row[2])] as const));
    const paid = lines.reduce((sum, row) => sum + (typeof row[2] === 'number' ? row[2] : 0), 0);
    expect(account.get('Premios en metálico')).toBeCloseTo(paid, 2);
    // … and, sharing aside, the amounts of the prizes that were awarded.
    const awarded = premios.filter((row) => !named(String(row[0])).includes('Desierto'));
    expect(paid).toBeCloseTo(
      awarded.reduce((sum, row) => sum + Number(row[8]), 0),
      2,
    );
    expect(account.get('Inscripciones previstas')).toBe(12 * tournament.players.length);
    expect(account.get('Saldo')).toBeCloseTo((account.get('Cobradas') as number) - paid, 2);
  }, 120_000);
});
