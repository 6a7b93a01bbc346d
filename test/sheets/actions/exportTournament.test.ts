// Exportar torneo… (rules §23): a closed tournament as a `torneo` file — refused while open or
// without a date; the file read back holds the players as they played and every game.
import { readTournamentFile } from '../../../src/core/season/tournamentFile';
import { closeTournament } from '../../../src/sheets/actions/closeTournament';
import { exportTournament, tournamentFileName } from '../../../src/sheets/actions/exportTournament';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';
import { CLUB_GAMES, CLUB_PLAYERS } from '../../fixtures/clubTournament';

const league = (config: (string | number)[][] = []) =>
  new MemoryWorkbook({
    Configuración: [['Torneo', 'Liga de otoño'], ['Rondas', 2], ['Club', 'Alfil'], ...config],
    Jugadores: CLUB_PLAYERS.map((row, i) => [...row, i === 0 ? 'Licencia' : i === 1 ? 'F-7' : '']),
    Rondas: CLUB_GAMES,
  });

test('refused while the tournament is not closed; nothing written', () => {
  const book = league();
  book.resetCounts();
  const result = exportTournament({ workbook: book, lang: 'es' });
  expect(result).toMatchObject({ ok: false, text: '' });
  expect(result.message).toContain('El torneo «Liga de otoño» no está cerrado');
  expect(book.writes).toBe(0);
});

test('closed: the file of the tournament, its date the one closing wrote, the licence and club typed', () => {
  const book = Object.assign(league(), { now: () => new Date(2026, 10, 28, 20) });
  expect(closeTournament({ workbook: book, lang: 'es' }).ok).toBe(true);
  book.resetCounts();
  const result = exportTournament({ workbook: book, lang: 'es' });
  expect(book.writes).toBe(0);
  expect(result.ok).toBe(true);
  expect(result.fileName).toBe('Liga de otoño.atril');
  expect(result.message).toMatch(
    /^Torneo «Liga de otoño» \(2026-11-28\) exportado: 6 jugadores, \d+ partidas de suizo/,
  );
  const event = readTournamentFile(result.text, result.fileName);
  expect(event).toMatchObject({ name: 'Liga de otoño', date: '2026-11-28', club: 'Alfil', kind: 'swiss' });
  expect(event.players[0]).toMatchObject({ licence: 'F-7' });
  expect(event.players.map((player) => player.name)).toEqual(CLUB_PLAYERS.slice(1).map((row) => row[1]));
  // Every game of Rondas, with its result as the first player scored it.
  expect(event.swissGames.length).toBe(CLUB_GAMES.length - 1);
  expect(result.message).toContain(`Huella ${event.source.fingerprint}.`);
  // The same tournament exported again: the same file.
  expect(exportTournament({ workbook: book, lang: 'es' }).text).toBe(result.text);
});

test('closed without a date (closed before Fecha existed): bad input naming Configuración › Fecha', () => {
  const book = league();
  closeTournament({ workbook: book, lang: 'es' });
  const config = book.snapshot('Configuración') ?? [];
  book.replace(
    'Configuración',
    config.filter((row) => row[0] !== 'Fecha'),
  );
  expect(errorOf(() => exportTournament({ workbook: book, lang: 'es' }))).toBe(
    'falta la fecha del torneo: escribe su primer día en Configuración › Fecha (p. ej. 28/07/2026); Cerrar torneo la escribe si está en blanco',
  );
});

test('a file name any disk takes', () => {
  expect(tournamentFileName('Open 2026/27: final')).toBe('Open 2026 27 final.atril');
  expect(tournamentFileName('  ')).toBe('torneo.atril');
});
