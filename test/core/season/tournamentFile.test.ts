// The `torneo` Atril file (rules §23; docs/files.md "torneo"): a RatedEvent written and read back
// whole; what the reader refuses, naming the file and the field.
import { writeAtrilFile } from '../../../src/core/files/atrilFile';
import { type RatedEvent } from '../../../src/core/season';
import { readTournamentFile, tournamentBody, writeTournamentFile } from '../../../src/core/season/tournamentFile';
import { errorOf } from '../../support/errors';
import { ratedSeason } from '../../support/ratedSeasons';

const events = ratedSeason({ seed: 3, clubs: 3, events: 6, pool: 30, field: [6, 12], rounds: 5, duplicateShare: 0.5 });
const withoutSource = ({ source: _source, ...event }: RatedEvent) => event;

test('every event of a seeded season, written and read back: the same event, its fingerprint its content', () => {
  for (const event of events) {
    const text = writeTournamentFile(event);
    const read = readTournamentFile(text, 'x.atril');
    expect(withoutSource(read)).toEqual(withoutSource(event));
    expect(read.source).toMatchObject({ file: 'x.atril', format: 'atril' });
    expect(read.source.fingerprint).toMatch(/^[0-9A-Z]{8}$/);
    // The same tournament under another file name is the same event.
    expect(readTournamentFile(text, 'y.atril').source.fingerprint).toBe(read.source.fingerprint);
  }
  const [a, b] = events.map((event) => readTournamentFile(writeTournamentFile(event), 'f').source.fingerprint);
  expect(a).not.toBe(b);
});

describe('refusals name the file and the field', () => {
  const body = tournamentBody(events[0]);
  const file = (value: unknown) => writeAtrilFile('torneo', value);
  test('a tournament not closed', () => {
    expect(errorOf(() => readTournamentFile(file({ ...body, cerrado: false }), 'abierto.atril'))).toBe(
      `«abierto.atril» es del torneo «${body.torneo}», que no está cerrado: solo se valoran torneos cerrados. Pide al club que lo cierre (Cerrar torneo, en su libro) y te envíe el archivo de nuevo (Exportar torneo…). No se ha cambiado nada.`,
    );
  });
  test('a date missing or not a day', () => {
    expect(errorOf(() => readTournamentFile(file({ ...body, fecha: '' }), 'sinfecha.atril'))).toContain(
      '«sinfecha.atril» no lleva una fecha válida («»)',
    );
    expect(errorOf(() => readTournamentFile(file({ ...body, fecha: '2026-02-30' }), 'f.atril'))).toContain(
      '2026-02-30',
    );
  });
  test('a player index out of range, a result that is not 1, ½ or 0, a rating that is not whole', () => {
    const game = { ...body.suizo[0], jugador1: body.jugadores.length };
    expect(errorOf(() => readTournamentFile(file({ ...body, suizo: [game] }), 'f.atril'))).toBe(
      '«f.atril» no se puede leer: el campo «suizo[0].jugador1» falta o no es válido. No se ha cambiado nada.',
    );
    const draw = { ...body.suizo[0], resultado: 2 };
    expect(errorOf(() => readTournamentFile(file({ ...body, suizo: [draw] }), 'f.atril'))).toContain(
      '«suizo[0].resultado»',
    );
    const players = [{ ...body.jugadores[0], escalafon: 1500.5 }, ...body.jugadores.slice(1)];
    expect(errorOf(() => readTournamentFile(file({ ...body, jugadores: players }), 'f.atril'))).toContain(
      '«jugadores[0].escalafon»',
    );
  });
  test('another kind of Atril file, and a damaged one', () => {
    expect(errorOf(() => readTournamentFile(writeAtrilFile('partida', {}), 'p.atril'))).toBe(
      '«p.atril» no es el archivo de un torneo (es de «partida»). No se ha cambiado nada.',
    );
    expect(errorOf(() => readTournamentFile(file(body).replace('"club"', '"clob"'), 'd.atril'))).toContain(
      'está incompleto o dañado',
    );
  });
});
