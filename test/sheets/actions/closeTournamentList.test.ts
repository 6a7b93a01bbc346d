// One way to rate (rules §23): a tournament closed in a club and the same tournament imported
// into an empty federation list give the same ratings — Escalafón (ELO, first ratings) and
// EloDI (the minimum of rounds, EloDI as used). The tournament is generated into the
// in-memory workbook with a duplicate game beside it and an EloDI tab from earlier; its
// RatedEvent is built from the workbook before closing (as Exportar torneo reads it).
import { seededRandom } from '../../../src/core/random';
import { type EloDiStanding } from '../../../src/core/duplicate';
import { DEFAULT_RATING_SETTINGS, type RatedEvent, rateEvents, tournamentEvent } from '../../../src/core/season';
import { foldText } from '../../../src/core/text';
import { closeTournament } from '../../../src/sheets/actions/closeTournament';
import { generateTournament } from '../../../src/sheets/actions/generateTournament';
import { scoreDuplicateTabs } from '../../../src/sheets/duplicate/scoring';
import type { Cell, Grid } from '../../../src/sheets/grid/cells';
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

/** A duplicate game of `rounds` rounds over some of the players (scores drawn from the seed). */
function duplicateTab(names: readonly string[], rounds: number, random: () => number): Grid {
  const header: Cell[] = ['Nombre', ...Array.from({ length: rounds }, (_, r) => `R${r + 1}`)];
  const master: Cell[] = ['Maestra', ...Array.from({ length: rounds }, () => 60)];
  const rows = names.map((name): Cell[] => [name, ...Array.from({ length: rounds }, () => Math.floor(random() * 61))]);
  return [header, master, ...rows];
}

function club(seed: number): { book: MemoryWorkbook; event: RatedEvent } {
  const random = seededRandom(seed);
  const book = new MemoryWorkbook();
  generateTournament(
    { workbook: book, lang: 'es' },
    {
      seed,
      field: {
        players: 10 + Math.floor(random() * 12),
        rounds: 5,
        clubs: 3,
        unrated: 0.3,
        lateEntries: 0.1,
        withdrawals: 0.1,
        absences: 0.05,
      },
      results: { kind: 'rating', draws: 0.1, forfeits: 0.05 },
      settings: [['Partidas para primer escalafón', 3]],
    },
  );
  const names = ((book.read('Jugadores') as Grid).slice(1).map((row) => String(row[1])) as string[]).filter(Boolean);
  // Some players have an EloDI from earlier; the second game is too short to count.
  const eloDiRows: Cell[][] = names
    .filter((_, i) => i % 3 === 0)
    .map((name, i) => [name, 1300 + 37 * i, 300 + 11 * i, 2 + i, 'Antes']);
  book.replace('EloDI', [['Nombre', 'EloDI', 'Volatilidad', 'Partidas EloDI', 'Último torneo'], ...eloDiRows]);
  book.replace('Duplicada 1', duplicateTab([...names.slice(0, 8), 'Lola Invitada'], 12, random));
  book.replace('Duplicada 2', duplicateTab(names.slice(2, 9), 6, random));

  // The event as the workbook holds it before closing.
  const loaded = loadTournament(book, 'es');
  const games = scoreDuplicateTabs(
    ['Duplicada 1', 'Duplicada 2'].map((name) => ({ name, grid: book.read(name) ?? [] })),
    loaded.settings.duplicate,
    'es',
  ).games;
  const eloDi = new Map<string, EloDiStanding>(
    eloDiRows.map((row) => [
      foldText(String(row[0])),
      { rating: Number(row[1]), volatility: Number(row[2]), games: Number(row[3]) },
    ]),
  );
  const event = tournamentEvent({
    name: 'Generado',
    date: '2026-11-07',
    club: 'Alfil',
    source: { file: 'generado.atril', fingerprint: `g${seed}`, format: 'atril' },
    tournament: loaded.tournament,
    duplicate: games.map((game) => ({
      name: game.name,
      rounds: game.rounds,
      players: game.players.map((p) => ({ name: p.name, total: p.total, place: p.place })),
    })),
    details: (name) => ({ eloDi: eloDi.get(foldText(name)) ?? null }),
  });
  return { book, event };
}

describe('a closing and an import into an empty list rate alike', () => {
  for (const seed of [11, 12, 13]) {
    it(`generated tournament ${seed}`, () => {
      const { book, event } = club(seed);
      const loaded = loadTournament(book, 'es');
      const result = closeTournament({ workbook: book, lang: 'es' }, { early: true });
      expect(result.ok).toBe(true);
      const list = rateEvents([event], {
        ...DEFAULT_RATING_SETTINGS,
        k: loaded.tournament.config.k,
        method: loaded.tournament.config.eloExpectancy,
        firstRatingGames: loaded.settings.season.firstRatingGames,
        eloDiMinRounds: loaded.settings.eloDi.minRounds,
      });

      const escalafon = (book.read('Escalafón') as Grid)
        .slice(1)
        .map((row) => [row[1], row[2] === '' ? null : row[2], row[3]]);
      expect(list.escalafon.map((entry) => [entry.name, entry.rating, entry.ratedGames])).toEqual(escalafon);
      expect(escalafon.some((row) => row[1] !== null)).toBe(true);

      // The club's EloDI tab keeps the players of earlier events; the list knows only this one's.
      const tab = (book.read('EloDI') as Grid)
        .slice(1)
        .filter((row) => row[4] !== 'Antes')
        .map((row) => [row[0], row[1], row[2], row[3]]);
      expect(list.eloDi.map((entry) => [entry.name, entry.rating, entry.volatility, entry.games])).toEqual(tab);
      expect(tab.length).toBeGreaterThan(5);
    });
  }
});
