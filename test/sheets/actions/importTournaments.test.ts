// Importar torneos…, Volver a valorar and Quitar torneo (rules §23) over the in-memory workbook:
// the list a function of the set of events (any order, any batches, re-imports), the hidden
// tab read back, the officer's answers kept and applied, and every refusal writing nothing.
import { type RatedEvent, rateEvents, DEFAULT_RATING_SETTINGS } from '../../../src/core/season';
import { tournamentTrf } from '../../../src/core/trf';
import { writeTournamentFile } from '../../../src/core/season/tournamentFile';
import {
  type EventFile,
  importTournaments,
  removeTournament,
  rerateList,
} from '../../../src/sheets/actions/importTournaments';
import { CHUNK_CHARS } from '../../../src/sheets/season/listTabs';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { ratedSeason, shuffled } from '../../support/ratedSeasons';
import { game, players, tournament } from '../../core/pairing/helpers';

const season = ratedSeason({
  seed: 11,
  clubs: 4,
  events: 12,
  pool: 40,
  field: [6, 14],
  rounds: 5,
  duplicateShare: 0.3,
});
const fileOf = (event: RatedEvent): EventFile => ({ name: `${event.name}.atril`, text: writeTournamentFile(event) });
const files = season.map(fileOf);
const context = (workbook: MemoryWorkbook) => ({ workbook, lang: 'es' as const });
const shown = (book: MemoryWorkbook) =>
  ['Escalafón', 'EloDI', 'Torneos valorados', 'Por revisar'].map((tab) => book.snapshot(tab));

function imported(batches: EventFile[][]): MemoryWorkbook {
  const book = new MemoryWorkbook();
  for (const batch of batches) expect(importTournaments(context(book), batch).ok).toBe(true);
  return book;
}

describe('the list is a function of the set of events', () => {
  const once = imported([files]);

  test('one import: the tabs, the events by date, the hidden tab hidden', () => {
    const result = importTournaments(context(new MemoryWorkbook()), files);
    expect(result.message).toContain('12 archivos importados (12 torneos nuevos, 0 sustituidos).');
    expect(result.message).toContain('La lista valora 12 torneos por fecha');
    const events = once.snapshot('Torneos valorados') ?? [];
    expect(events[0]).toEqual(['Fecha', 'Torneo', 'Club', 'Tipo', 'Jugadores', 'Huella', 'Archivo']);
    const dates = events.slice(1).map((row) => String(row[0]));
    expect(dates).toEqual([...dates].sort());
    expect(once.snapshot('Escalafón')?.[0]).toEqual([
      'Puesto',
      'Nombre',
      'Escalafón',
      'Partidas valoradas',
      'Torneos',
      'Último torneo',
      'Club',
      'Licencia',
    ]);
    expect(once.hidden.has('Torneos (datos)')).toBe(true);
  });

  test("the Escalafón is the core's list of the same events (the file's fingerprints aside)", () => {
    const read = season.map((event) => ({ ...event }));
    const list = rateEvents(read, DEFAULT_RATING_SETTINGS);
    const rows = (once.snapshot('Escalafón') ?? []).slice(1);
    expect(rows.map((row) => [row[1], row[2] === '' ? null : row[2]])).toEqual(
      list.escalafon.map((entry) => [entry.name, entry.rating]),
    );
  });

  test('shuffled, in batches, some imported twice: the same tabs', () => {
    for (const seed of [1, 2, 3]) {
      const order = shuffled(files, seed);
      const book = imported([order.slice(0, 5), order.slice(3, 9), order.slice(9), order.slice(0, 2)]);
      expect(shown(book)).toEqual(shown(once));
    }
  });

  test('Volver a valorar changes nothing; Quitar torneo equals never importing it', () => {
    const book = imported([files]);
    expect(rerateList(context(book)).ok).toBe(true);
    expect(shown(book)).toEqual(shown(once));
    const gone = season[4];
    const result = removeTournament(context(book), gone.name);
    expect(result.message).toContain(`Torneo «${gone.name}» (${gone.date}, ${gone.club}) quitado de la lista.`);
    expect(shown(book)).toEqual(shown(imported([files.filter((_, i) => i !== 4)])));
    // Then imported again: back to the whole list.
    importTournaments(context(book), [files[4]]);
    expect(shown(book)).toEqual(shown(once));
  });

  test('a file brought again as it was replaces nothing: said so, the list as it was', () => {
    const book = imported([files]);
    const before = shown(book);
    const result = importTournaments(context(book), [files[3]]);
    expect(result.message).toContain('1 archivo importado (0 torneos nuevos, 0 sustituidos).');
    expect(result.message).toContain('1 torneo ya estaba en la lista tal como lo trae su archivo: sin cambios.');
    expect(shown(book)).toEqual(before);
  });

  test('a corrected file replaces the event of its name, date and club', () => {
    const book = imported([files]);
    const corrected = { ...season[2], swissGames: season[2].swissGames.map((g) => ({ ...g, result: 1 as const })) };
    const result = importTournaments(context(book), [fileOf(corrected)]);
    expect(result.message).toContain('(0 torneos nuevos, 1 sustituido)');
    const expected = imported([files.map((file, i) => (i === 2 ? fileOf(corrected) : file))]);
    expect(shown(book)).toEqual(shown(expected));
  });
});

describe('bad input named, nothing written', () => {
  const unchanged = (book: MemoryWorkbook, run: () => { ok: boolean; message: string }) => {
    const before = book.tabNames().map((tab) => book.snapshot(tab));
    book.resetCounts();
    const result = run();
    expect(result.ok).toBe(false);
    expect(book.writes).toBe(0);
    expect(book.tabNames().map((tab) => book.snapshot(tab))).toEqual(before);
    return result.message;
  };

  test('two different events of one name and date from two files: both named', () => {
    const book = imported([files.slice(0, 2)]);
    const twin = { ...season[5], club: 'Otro club', players: season[5].players.map((p) => ({ ...p, rating: 1500 })) };
    const message = unchanged(book, () =>
      importTournaments(context(book), [files[5], { name: 'copia.atril', text: writeTournamentFile(twin) }]),
    );
    expect(message).toContain(
      `«${season[5].name}.atril» y «copia.atril» traen dos torneos distintos llamados «${season[5].name}»`,
    );
  });

  test('a TRF line that cannot be read, a damaged Atril file: each named, none imported', () => {
    const book = imported([files.slice(0, 2)]);
    const damaged = { name: 'roto.atril', text: files[3].text.slice(0, -20) };
    const badTrf = { name: 'club.trf', text: '012 Open\r\n042 28/07/2026\r\n001 xx bad line\r\n' };
    const message = unchanged(book, () => importTournaments(context(book), [files[3], damaged, badTrf]));
    expect(message).toMatch(/^No se ha importado nada:\n/);
    expect(message).toContain('«roto.atril» está incompleto o dañado');
    expect(message).toContain('club.trf');
  });

  test("a club's workbook given instead of its file: named as a workbook, Exportar torneo… pointed to", () => {
    const book = imported([files.slice(0, 2)]);
    // An .xlsx (or .ods) is a zip: its text as a file picker or readFileSync hands it over.
    const workbook = { name: 'torneo.xlsx', text: 'PK\u0003\u0004\u0014\u0000\u0006\u0000[Content_Types].xml' };
    const message = unchanged(book, () => importTournaments(context(book), [files[3], workbook]));
    expect(message).toContain('«torneo.xlsx» es un libro de hoja de cálculo, no el archivo de un torneo');
    expect(message).toContain('Exportar torneo…');
    expect(message).not.toContain('TRF-16');
  });

  test('Quitar torneo of a name the list does not hold', () => {
    const book = imported([files.slice(0, 2)]);
    expect(unchanged(book, () => removeTournament(context(book), 'Nada'))).toBe(
      'No hay ningún torneo «Nada» en Torneos valorados: escribe su nombre (o su huella) como aparece allí. No se ha cambiado nada.',
    );
  });
});

test('a hidden tab left empty (its rows deleted) is filled again, not made twice', () => {
  const book = new MemoryWorkbook({ 'Torneos (datos)': [] });
  expect(importTournaments(context(book), files.slice(0, 3)).ok).toBe(true);
  expect(book.tabNames().filter((tab) => tab === 'Torneos (datos)')).toHaveLength(1);
  expect(book.snapshot('Torneos valorados')).toHaveLength(4);
});

test('a TRF-16 file (as atril trf writes it) imports beside Atril files', () => {
  const list = players(4);
  const t = tournament(list, [game(1, 1, 2, 1, 1), game(1, 3, 4, 0.5, 2)], { name: 'Open TRF', rounds: 1 });
  const trf = tournamentTrf(t, { date: '2026-03-01' });
  const book = imported([[...files.slice(0, 2), { name: 'open.trf', text: trf }]]);
  const events = (book.snapshot('Torneos valorados') ?? []).map((row) => row[1]);
  expect(events).toContain('Open TRF');
});

describe('Por revisar: close names put to the officer, the answers kept and applied', () => {
  const base = season[0];
  const later = (name: string): RatedEvent => ({
    ...base,
    name: 'Torneo tardío',
    date: '2027-01-01',
    players: base.players.map((player, i) => (i === 0 ? { ...player, name, licence: '' } : player)),
  });
  const known = base.players[0];

  test('a name one letter apart is listed; the answer written beside it merges and re-rates, and is kept', () => {
    const book = imported([[fileOf(base)]]);
    const close = `${known.name}x`;
    importTournaments(context(book), [fileOf(later(close))]);
    const review = book.snapshot('Por revisar') ?? [];
    expect(review[0]).toEqual([
      'Nombre en el torneo',
      'Parecido a',
      'Por qué',
      'Torneo',
      'Fecha',
      'Club',
      'Es el jugador de la lista',
    ]);
    expect(review[1].slice(0, 3)).toEqual([close, known.name, 'una letra distinta']);
    const rows = () => (book.snapshot('Escalafón') ?? []).map((row) => row[1]);
    expect(rows()).toContain(close);
    // The officer answers in the last column.
    book.write('Por revisar', 2, 7, [[known.name]]);
    const result = rerateList(context(book));
    expect(result.message).toContain('Por revisar: 1 respuesta aplicada.');
    expect(rows()).not.toContain(close);
    expect(book.snapshot('Por revisar')?.[1]).toEqual(review[1].slice(0, 6).concat([known.name]));
    // Another import keeps the answer too.
    importTournaments(context(book), [files[1]]);
    expect(book.snapshot('Por revisar')?.[1][6]).toBe(known.name);
    expect(rows()).not.toContain(close);
  });
});

test('a large event is kept in cells under the limit, and read back whole', () => {
  const big = ratedSeason({
    seed: 5,
    clubs: 1,
    events: 1,
    pool: 300,
    field: [260, 260],
    rounds: 9,
    duplicateShare: 0,
  })[0];
  const book = imported([[fileOf(big)]]);
  const row = book.snapshot('Torneos (datos)')?.[1] ?? [];
  expect(row.length).toBeGreaterThan(7);
  for (const cell of row) expect(String(cell).length).toBeLessThanOrEqual(CHUNK_CHARS);
  expect(rerateList(context(book)).ok).toBe(true);
  expect(book.snapshot('Torneos valorados')?.[1][4]).toBe(260);
});
