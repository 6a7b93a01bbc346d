// "Clasificación duplicada" grids (rules §2, §6): per game detailed by rounds and players with
// the bonus shown in its round, then the overall ranking, in the user's language.
import { rankOverall, scoreGame } from '../../../src/core/duplicate';
import { eloDiBlock } from '../../../src/sheets/duplicate/eloDiView';
import { largestPrintScale, printLayout } from '../../../src/sheets/grid/printedTab';
import {
  duplicatePageSection,
  duplicateStandingsGrid,
  duplicateStandingsTab,
  NOTE_COLUMN,
  gameView,
  movesView,
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
  test('the note beside the name, the totals, then the rounds with the bonus in its round; the master row', () => {
    const view = gameView(game1, 'es');
    expect(view.title).toBe('Duplicada 1: 2 jugadores, 2 rondas');
    expect(view.header).toEqual([
      'Puesto',
      'Puesto tras desempate',
      'Jugador',
      'Nota',
      'Puntos',
      'Bonif.',
      'Total',
      '%',
      'Maestras',
      'R1',
      'R2',
    ]);
    expect(view.rows).toEqual([
      ['', '', 'Maestra', '', 100, '', 100, 100, '', 60, 40],
      // R1: Ana alone matched (+10). R2: nobody matched, Bea alone on top (+5).
      [1, 1, 'Ana', '', 90, 10, 100, 100, 1, '60+10', 30],
      [2, 2, 'Bea', '', 85, 5, 90, 90, 0, 50, '35+5'],
    ]);
    expect(view.header[NOTE_COLUMN]).toBe('Nota');
  });

  test('the master moves: a line per round, the move in the name column, its score and the running total', () => {
    expect(movesView(game2, 'es')).toBeNull();
    const view = movesView(game1, 'es');
    expect(view?.title).toBe('Duplicada 1: jugadas maestras');
    expect(view?.header).toEqual(['Ronda', '', 'Jugada maestra', 'Puntos', 'Acumulado']);
    expect(view?.rows).toEqual([
      [1, '', 'H8-CASA', 60, 60],
      [2, '', '', 40, 100],
    ]);
    expect(view?.follows).toBe(true);
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
    expect(view.header.slice(8, 11)).toEqual(['Masters', 'Sole top', 'Largest shortfall']);
    expect(view.header[NOTE_COLUMN]).toBe('Note');
    expect(view.rows.slice(1).map((row) => [row[2], row[NOTE_COLUMN]])).toEqual([
      ['Ann', 'sudden death'],
      ['Bob', 'sudden death'],
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
      'Nota',
      'Partidas',
      'Duplicada 1',
      'Duplicada 2',
      'Puesto medio',
      'Maestras',
    ]);
    // Bea (2 + 1) / 2 = 1.5; Ana (1 + 1, absent = last place of a 1-player game) / 2 = 1.
    expect(view.rows).toEqual([
      [1, 1, 'Ana', '', 1, 1, '1 (ausente)', 1, 1],
      [2, 2, 'Bea', '', 2, 2, 1, 1.5, 1],
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
      'Duplicada 1: master moves',
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
      movesView(game1, 'es')?.title,
      gameView(game2, 'es').title,
    ]);
    expect((tab.headerRows ?? []).map((row) => tab.grid[row - 1][0])).toEqual(['Puesto', 'Puesto', 'Ronda', 'Puesto']);
    // Every block but the first starts a page, but the moves, printed whole after their game when they fit.
    const starts = (tab.titleRows ?? []).slice(2);
    expect(tab.pageBreaks).toEqual([starts[0], starts[2]]);
    expect(tab.blocks).toEqual([starts[1]]);
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

describe('Clasificación duplicada printed at club size (docs/standings.md "Printing")', () => {
  // Two 15-round games over 40 players, a third of them with long names, the master moves
  // typed, bonuses won, the places marked and the EloDI block below: what a championship prints.
  const names = Array.from({ length: 40 }, (_, i) =>
    i % 3 === 0 ? `Pilar Héctor Moreno de la Prieto Ortega ${i}` : `Ana Gil ${i}`,
  );
  const master = Array.from({ length: 15 }, (_, r) => 60 + ((r * 37) % 60));
  // A fixed pseudo-random sequence (a linear congruential generator): scores as varied as a real game's.
  let seed = 7;
  const random = (below: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % below;
  };
  const game = (name: string) =>
    scoreGame(
      {
        name,
        master,
        moves: master.map((_, r) => (r % 2 === 0 ? 'H8-CASA' : '8A-ZARZAMORAS')),
        players: names.map((player, i) => ({
          name: player,
          // One player alone matches the master in each round: a bonus in every round.
          scores: master.map((m, r) => (i === (r * 2) % 40 ? m : m - 1 - random(m - 1))),
        })),
      },
      { bonuses: { enabled: true, master: 10, top: 5 } },
    );
  const games = [game('Duplicada 1'), game('Duplicada 2')];
  const overall = rankOverall(games, { criterion: 'averagePercent' });
  const tab = duplicateStandingsTab(
    games,
    overall,
    [],
    'es',
    { tournament: 'Campeonato', date: new Date(2026, 10, 25) },
    {
      places: { places: 7, perCountry: 2, countries: new Map() },
      extra: [eloDiBlock(games, { before: new Map(), games: [] }, 'es')],
    },
  );
  const layout = printLayout(tab);
  const firstRound = gameView(games[0], 'es').header.indexOf('R1');

  test('the bonuses are won and the moves typed (the case is the one it claims)', () => {
    expect(games[0].players.some((player) => player.bonuses.filter((bonus) => bonus > 0).length > 0)).toBe(true);
    expect(tab.grid.some((row) => row.includes('8A-ZARZAMORAS'))).toBe(true);
    expect(tab.grid.some((row) => row.some((cell) => /^\d+\+10$/.test(String(cell))))).toBe(true);
  });

  test('the round columns stay as narrow as their scores: no move, name or place widens them', () => {
    // The overall ranking is one column wider with its Plaza: its Maestras stands over R1.
    const rounds = layout.widths.slice(firstRound + 1, firstRound + 15);
    // "113+10" and a margin of two.
    expect(Math.max(...rounds)).toBeLessThanOrEqual(8);
    // The EloDI block's names are in the name column, not in Puesto's.
    expect(layout.widths[0]).toBeLessThan(12);
  });

  test('one page wide, landscape, above half size (about 40 % with the moves across the rounds)', () => {
    expect(layout.landscape).toBe(true);
    expect(largestPrintScale(layout.widths, layout.landscape)).toBeGreaterThanOrEqual(52);
  });

  test('a club game (no places, no EloDI, no moves, no bonus won) prints larger', () => {
    const plain = (name: string) =>
      scoreGame({
        name,
        master,
        players: names.map((player) => ({ name: player, scores: master.map((m) => m - 1 - random(m - 1)) })),
      });
    const club = [plain('Duplicada 1'), plain('Duplicada 2')];
    const widths = printLayout(
      duplicateStandingsTab(club, rankOverall(club, { criterion: 'averagePercent' }), [], 'es'),
    ).widths;
    expect(largestPrintScale(widths, true)).toBeGreaterThanOrEqual(60);
  });
});
