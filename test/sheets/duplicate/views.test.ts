// "Clasificación duplicada" grids (rules §2, §6): per game detailed by rounds and players with
// the bonus shown in its round, then the overall ranking, in the user's language.
import { rankOverall, scoreGame } from '../../../src/core/duplicate';
import {
  duplicatePageSection,
  duplicateStandingsGrid,
  duplicateStandingsTab,
  gameView,
  overallView,
} from '../../../src/sheets/duplicate/views';

const game1 = scoreGame({
  name: 'Duplicada 1',
  master: [60, 40],
  moves: ['H8-CASA', null],
  players: [
    { name: 'Ana', scores: [60, 30] },
    { name: 'Bea', scores: [50, 35] },
  ],
});
const game2 = scoreGame({ name: 'Duplicada 2', master: [50], players: [{ name: 'Bea', scores: [50] }] });

describe('gameView', () => {
  test('master row, move row, one row per player with the bonus in its round', () => {
    const view = gameView(game1, 'es');
    expect(view.title).toBe('Duplicada 1: 2 jugadores, 2 rondas');
    expect(view.header).toEqual([
      'Puesto',
      'Puesto tras desempate',
      'Jugador',
      'R1',
      'R2',
      'Puntos',
      'Bonif.',
      'Total',
      '%',
      'Maestras',
      'Nota',
    ]);
    expect(view.rows).toEqual([
      ['', '', 'Maestra', 60, 40, 100, '', 100, 100, '', ''],
      ['', '', 'Jugada', 'H8-CASA', '', '', '', '', '', '', ''],
      // R1: Ana alone matched (+10). R2: nobody matched, Bea alone on top (+5).
      [1, 1, 'Ana', '60 (+10)', 30, 90, 10, 100, 100, 1, ''],
      [2, 2, 'Bea', 50, '35 (+5)', 85, 5, 90, 90, 0, ''],
    ]);
  });

  test('the regulation set adds its tiebreak columns; sudden death is noted (English)', () => {
    const tied = scoreGame(
      {
        name: 'Duplicate 3',
        master: [40, 40],
        players: [
          { name: 'Ann', scores: [30, 20] },
          { name: 'Bob', scores: [20, 30] },
        ],
      },
      { tiebreaks: 'regulation', bonuses: { enabled: false, master: 10, top: 5 } },
    );
    const view = gameView(tied, 'en');
    expect(view.header.slice(-4)).toEqual(['Masters', 'Sole top', 'Largest shortfall', 'Note']);
    expect(view.rows.slice(1).map((row) => [row[2], row[row.length - 1]])).toEqual([
      ['Ann', 'tied: sudden death'],
      ['Bob', 'tied: sudden death'],
    ]);
  });
});

describe('overallView and the whole tab', () => {
  test('absent games are marked; the criterion names the value column', () => {
    const overall = rankOverall([game1, game2], { criterion: 'averagePlace' });
    const view = overallView(overall, 'es');
    expect(view.title).toBe('Clasificación general: Puesto medio');
    expect(view.header).toEqual([
      'Puesto',
      'Puesto tras desempate',
      'Jugador',
      'Partidas',
      'Duplicada 1',
      'Duplicada 2',
      'Puesto medio',
      'Maestras',
      'Nota',
    ]);
    // Bea (2 + 1) / 2 = 1.5; Ana (1 + 1, absent = last place of a 1-player game) / 2 = 1.
    expect(view.rows).toEqual([
      [1, 1, 'Ana', 1, 1, '1 (ausente)', 1, 1, ''],
      [2, 2, 'Bea', 2, 2, 1, 1.5, 1, ''],
    ]);
  });

  test('one rectangular grid: overall first, then each game, then warnings', () => {
    const overall = rankOverall([game1, game2], { criterion: 'averagePercent' });
    const grid = duplicateStandingsGrid([game1, game2], overall, game2.warnings, 'en');
    const width = grid[0].length;
    expect(grid.every((row) => row.length === width)).toBe(true);
    const titles = grid
      .filter((row) => typeof row[0] === 'string' && row.slice(1).every((cell) => cell === '') && row[0] !== '')
      .map((row) => row[0]);
    expect(titles).toEqual([
      'Overall ranking: Average percentage',
      'Duplicada 1: 2 players, 2 rounds',
      'Duplicada 2: 1 player, 1 round',
      'Warnings',
      'Duplicada 2: bonuses with 1 player; the rules advise against them with 10 or fewer',
    ]);
  });
});

describe('duplicateStandingsTab (printed)', () => {
  test('a title row, each block titled and headed, a page per block, titles and warnings left out of the widths', () => {
    const tab = duplicateStandingsTab(
      [game1, game2],
      rankOverall([game1, game2], { criterion: 'averagePercent' }),
      [],
      'es',
      {
        tournament: 'Open',
        date: new Date(2026, 10, 23),
      },
    );
    expect(tab.grid[0][0]).toBe('Open · Clasificación duplicada · 23/11/2026');
    expect(tab.repeatRows).toBe(1);
    const titles = (tab.titleRows ?? []).map((row) => tab.grid[row - 1][0]);
    expect(titles.slice(1)).toEqual([
      overallView(rankOverall([game1, game2], { criterion: 'averagePercent' }), 'es').title,
      gameView(game1, 'es').title,
      gameView(game2, 'es').title,
    ]);
    expect((tab.headerRows ?? []).map((row) => tab.grid[row - 1][0])).toEqual(['Puesto', 'Puesto', 'Puesto']);
    // Every block but the first starts a page.
    expect(tab.pageBreaks).toEqual((tab.titleRows ?? []).slice(2));
  });
});

describe('duplicatePageSection (the live page)', () => {
  test('one game, partly typed: its ranking by total, the caption says how many rounds are in', () => {
    const partial = scoreGame({
      name: 'Duplicada 1',
      master: [60, 40],
      players: [
        { name: 'Ana', scores: [60, 30] },
        { name: 'Bea', scores: [50, 35] },
      ],
    });
    const section = duplicatePageSection([partial], null, 'es');
    expect(section.caption).toBe('Duplicada 1: 2 jugadores, 2 rondas');
    expect(section.grid[0]).toEqual(['Puesto', 'Jugador', 'Total', '%']);
    expect(section.grid.slice(1).map((row) => row.slice(0, 3))).toEqual([
      [1, 'Ana', partial.players.find((p) => p.name === 'Ana')?.total],
      [2, 'Bea', partial.players.find((p) => p.name === 'Bea')?.total],
    ]);
  });

  test('several games: the overall ranking by the criterion, every game named in the caption', () => {
    const overall = rankOverall([game1, game2], { criterion: 'averagePercent' });
    const section = duplicatePageSection([game1, game2], overall, 'es');
    expect(section.grid[0]).toEqual(['Puesto', 'Jugador', 'Partidas', 'Porcentaje medio']);
    expect(section.grid).toHaveLength(1 + overall.players.length);
    expect(section.caption).toContain('Duplicada 2: 1 jugador, 1 ronda');
  });
});
