// rules §18.3 The nations cup: Configuración › Equipos = País gives Clasificación por países
// from Jugadores' País (the best `Jugadores por club` of each country, points then Scrabble
// points; no País, no team), written by Actualizar clasificación, on the live page and the
// hall's screen; a bad Equipos is named.
import { renderError } from '../../../src/core/errors';
import { livePageInput } from '../../../src/sheets/actions/livePage';
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { updateStandings } from '../../../src/sheets/actions/updateStandings';
import type { Cell, Grid } from '../../../src/sheets/grid/cells';
import { hallScreenContent } from '../../../src/sheets/tournament/hallScreen';
import { standingsContent } from '../../../src/sheets/tournament/standingsPage';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { computePrizes } from '../../../src/sheets/actions/computePrizes';
import { prizesHeader } from '../../../src/sheets/prizes/prizesTab';

const FIELD: [string, number, string][] = [
  ['Ana', 2000, 'España'],
  ['Beto', 1950, 'México'],
  ['Carla', 1900, 'Argentina'],
  ['Dani', 1850, 'ESPAÑA'],
  ['Elena', 1800, 'México'],
  ['Fermín', 1750, 'Argentina'],
  ['Gema', 1700, 'España'],
  ['Hugo', 1650, ''],
];

function setValue(workbook: MemoryWorkbook, key: string, value: Cell): void {
  const grid = workbook.snapshot('Configuración') as Grid;
  const row = grid.findIndex((line) => line[0] === key);
  if (row >= 0) workbook.type('Configuración', row + 1, 2, [[value]]);
  else workbook.type('Configuración', grid.length + 1, 1, [[key, value]]);
}

function played(): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  setupTournament({ workbook, lang: 'es' });
  const header = (workbook.snapshot('Jugadores') as Grid)[0];
  workbook.type('Jugadores', 1, header.length + 1, [['País']]);
  FIELD.forEach(([name, rating, country], i) => {
    workbook.type('Jugadores', i + 2, 2, [[name, rating]]);
    workbook.type('Jugadores', i + 2, header.length + 1, [[country]]);
  });
  setValue(workbook, 'Equipos', 'País');
  setValue(workbook, 'Jugadores por club', 2);
  for (const round of [1, 2]) {
    pairNextRound({ workbook, lang: 'es' });
    (workbook.snapshot('Rondas') as Grid).forEach((row, i) => {
      if (row[0] === round && row[3] !== 'DESCANSO') workbook.type('Rondas', i + 1, 5, [[400 + i, 300]]);
    });
  }
  return workbook;
}

/** Each player's points and Scrabble points in Clasificación. */
function individual(workbook: MemoryWorkbook): Map<string, [number, number]> {
  const grid = workbook.snapshot('Clasificación') as Grid;
  const header = grid.findIndex((row) => row[0] === 'Puesto');
  const scrabble = grid[header].indexOf('Puntos Scrabble');
  return new Map(grid.slice(header + 1).map((row) => [String(row[2]), [row[4] as number, row[scrabble] as number]]));
}

describe('Clasificación por países (rules §18.3)', () => {
  it('the best two of each country, by points then Scrabble points; no País, no team', () => {
    const workbook = played();
    const result = updateStandings({ workbook, lang: 'es' });
    expect(result.tabs).toContain('Clasificación por países');
    const grid = workbook.snapshot('Clasificación por países') as Grid;
    const header = grid.findIndex((row) => row[0] === 'Puesto');
    expect(grid[header]).toEqual(['Puesto', 'País', 'Puntos', 'Puntos Scrabble', 'Jugadores', 'Puntúan']);
    const rows = grid.slice(header + 1).filter((row) => row[1] !== '');
    expect(rows.map((row) => row[1]).sort()).toEqual(['Argentina', 'España', 'México']);
    // Recomputed here from the individual standings: the best two per country.
    const players = individual(workbook);
    const byCountry = new Map<string, [string, number, number][]>();
    for (const [name, , country] of FIELD) {
      if (country === '') continue;
      const key = country.toLowerCase().replace('ñ', 'n');
      const [points, scrabble] = players.get(name) as [number, number];
      byCountry.set(key, [...(byCountry.get(key) ?? []), [name, points, scrabble]]);
    }
    for (const row of rows) {
      const members = byCountry.get(String(row[1]).toLowerCase().replace('ñ', 'n')) ?? [];
      const best = [...members].sort((a, b) => b[1] - a[1] || b[2] - a[2]).slice(0, 2);
      expect(row[2]).toBe(best[0][1] + best[1][1]);
      expect(row[3]).toBe(best[0][2] + best[1][2]);
      expect(row[4]).toBe(members.length);
      expect(String(row[5]).split(', ').sort()).toEqual(best.map((b) => b[0]).sort());
      expect(String(row[5])).not.toContain('Hugo');
    }
    expect(rows.map((row) => row[2])).toEqual(
      [...rows.map((row) => row[2])].sort((a, b) => (b as number) - (a as number)),
    );
  });

  it('on the live page and the hall screen', () => {
    const workbook = played();
    const input = livePageInput(workbook, 'es');
    expect(input.teams?.title).toBe('Clasificación por países');
    expect(standingsContent(input)).toContain('Clasificación por países');
    const screen = hallScreenContent(input);
    expect(screen).toContain('data-kind="teams"');
    expect(screen).toContain('Argentina');
  });

  it('Equipos = Club (the default) writes no country tab and the page shows none', () => {
    const workbook = played();
    setValue(workbook, 'Equipos', 'Club');
    expect(updateStandings({ workbook, lang: 'es' }).tabs).not.toContain('Clasificación por países');
    expect(livePageInput(workbook, 'es').teams ?? null).toBeNull();
  });

  it('Equipos = País with no País typed: the tab has only its header and the message says what to type', () => {
    const workbook = played();
    const grid = workbook.snapshot('Jugadores') as Grid;
    const column = grid[0].indexOf('País');
    grid.slice(1).forEach((_, i) => workbook.type('Jugadores', i + 2, column + 1, [['']]));
    const result = updateStandings({ workbook, lang: 'es' });
    expect(result.message).toContain(
      'Clasificación por países está vacía: nadie tiene País en Jugadores. Escribe el país de cada jugador',
    );
    // With a country typed, nothing is said.
    workbook.type('Jugadores', 2, column + 1, [['España']]);
    expect(updateStandings({ workbook, lang: 'es' }).message).not.toContain('está vacía');
  });

  it('Equipos neither Club nor País is named by tab, row, column and value', () => {
    const workbook = played();
    setValue(workbook, 'Equipos', 'Provincia');
    let message = '';
    try {
      updateStandings({ workbook, lang: 'es' });
    } catch (error) {
      message = renderError(error, 'es');
    }
    expect(message).toMatch(
      /^Configuración, fila \d+, columna Equipos: «Provincia» no es un tipo de equipo: escribe Club o País/,
    );
  });
});

describe('Premios Tipo Equipos (rules §18.3)', () => {
  it('gives a prize to a team, naming its counted players, and never takes an individual prize', () => {
    const workbook = played();
    const header = prizesHeader('es');
    const row = (name: string, type: string, amount: number) => {
      const cells: Cell[] = header.map(() => '');
      cells[header.indexOf('Premio')] = name;
      cells[header.indexOf('Tipo')] = type;
      cells[header.indexOf('Importe')] = amount;
      return cells;
    };
    const premios = [
      header,
      row('1.º', 'Clasificación', 100),
      row('Copa de Naciones', 'Equipos', 300),
      row('2.º por países', 'Equipos', 100),
      row('4.º por países', 'Equipos', 50),
      row('3.º por países', 'Equipos', 75),
    ];
    if ((workbook.snapshot('Premios') ?? null) === null) workbook.addTab('Premios');
    workbook.type('Premios', 1, 1, premios);
    updateStandings({ workbook, lang: 'es' });
    const teams = (workbook.snapshot('Clasificación por países') as Grid).filter((r) => typeof r[0] === 'number');
    const leader = (workbook.snapshot('Clasificación') as Grid).find((r) => r[0] === 1) as Cell[];
    expect(computePrizes({ workbook, lang: 'es' }).ok).toBe(true);
    const list = workbook.snapshot('Reparto de premios') as Grid;
    const line = (name: string) => list.find((r) => r[0] === name) as Cell[];
    expect(line('1.º')[1]).toBe(leader[2]);
    expect(line('Copa de Naciones')[1]).toBe(teams[0][1]);
    expect(line('Copa de Naciones')[2]).toBe(300);
    expect(String(line('Copa de Naciones')[4])).toContain(`puntúan ${teams[0][5]}`);
    expect(line('2.º por países')[1]).toBe(teams[1][1]);
    // By worth: the third team prize is 3.º (75, typed after 4.º); only three countries, so 4.º is Desierto.
    expect(line('3.º por países')[1]).toBe(teams[2][1]);
    expect(line('4.º por países')[1]).toBe('Desierto');
    expect(String(line('4.º por países')[4])).toContain('no hay equipo');
  });
});
