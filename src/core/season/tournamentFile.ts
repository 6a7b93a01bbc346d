// The `torneo` Atril file (rules §23; docs/files.md "torneo"): a closed tournament as the
// federation's list reads it — name, club, date, the players as they played (rating as used)
// and every game. The envelope, checksum and refusals are core/files/atrilFile.ts's; this
// module only writes and reads the body, and makes it a RatedEvent.
import { AtrilError } from '../errors';
import { type EloDiStanding } from '../duplicate/elodi';
import { BodyReader, fingerprint, readAtrilFile, writeAtrilFile } from '../files/atrilFile';
import { isIsoDay } from '../eventDate';
import { type EventSource, type RatedEvent, type SwissResult, eventKind } from './ratedEvent';

/** The body as written: the file's own words (Spanish, like every Atril file), indices into `jugadores`. */
export interface TournamentBody {
  torneo: string;
  club: string;
  fecha: string;
  /** Always true: only a closed tournament is exported (a file saying otherwise is refused). */
  cerrado: boolean;
  jugadores: {
    nombre: string;
    club: string;
    pais: string;
    licencia: string;
    /** ELO as used in the tournament; null: unrated. */
    escalafon: number | null;
    /** EloDI as used, when the club knew it. */
    elodi: { elodi: number | null; volatilidad: number | null; partidas: number } | null;
  }[];
  /** Every Swiss game: `jugador2` null for a bye; `resultado` the first player's points; `valorada` false for a forfeit or an off-board result. */
  suizo: { ronda: number; jugador1: number; jugador2: number | null; resultado: SwissResult; valorada: boolean }[];
  /** Every duplicate game: each player's total and place. */
  duplicadas: { nombre: string; rondas: number; jugadores: { jugador: number; total: number; puesto: number }[] }[];
}

/** The body of `event` (its source aside: the file is the source). */
export function tournamentBody(event: RatedEvent): TournamentBody {
  return {
    torneo: event.name,
    club: event.club,
    fecha: event.date,
    cerrado: true,
    jugadores: event.players.map((player) => ({
      nombre: player.name,
      club: player.club,
      pais: player.country,
      licencia: player.licence,
      escalafon: player.rating,
      elodi:
        player.eloDi === null
          ? null
          : { elodi: player.eloDi.rating, volatilidad: player.eloDi.volatility, partidas: player.eloDi.games },
    })),
    suizo: event.swissGames.map((game) => ({
      ronda: game.round,
      jugador1: game.first,
      jugador2: game.second,
      resultado: game.result,
      valorada: game.rated,
    })),
    duplicadas: event.duplicateGames.map((game) => ({
      nombre: game.name,
      rondas: game.rounds,
      jugadores: game.players.map((entry) => ({ jugador: entry.player, total: entry.total, puesto: entry.place })),
    })),
  };
}

/** The file's text for `event`. */
export function writeTournamentFile(event: RatedEvent): string {
  return writeAtrilFile('torneo', tournamentBody(event));
}

/** Players, games and places a file may hold: far above any tournament, so a file is never read without bound. */
const MOST = 100000;

/**
 * A `torneo` file's text as a RatedEvent, or an AtrilError naming `fileName` (and the field:
 * `jugadores[3].escalafon`): the envelope's refusals, a field missing or of the wrong type, a
 * player index out of range, a date that is not a day, a tournament not closed.
 */
export function readTournamentFile(text: string, fileName: string): RatedEvent {
  const file = readAtrilFile(text, fileName, 'torneo');
  // The tournament's fingerprint, not the file's: the same tournament exported again is the same event.
  return eventOfBody(file.body, { file: fileName, fingerprint: fingerprint(file.body), format: 'atril' });
}

/** A body (a file's, or as the list keeps it) as the RatedEvent of `source`; refusals name `source.file`. */
export function eventOfBody(value: unknown, source: EventSource): RatedEvent {
  const fileName = source.file;
  const body = new BodyReader(fileName, value);
  const name = body.field('torneo').string();
  const dateField = body.field('fecha');
  const date = dateField.string();
  if (!isIsoDay(date)) throw new AtrilError('tournamentFile.noDate', { file: fileName, value: date });
  if (!body.has('cerrado') || body.field('cerrado').boolean() !== true)
    throw new AtrilError('tournamentFile.notClosed', { file: fileName, name });
  const text2 = (reader: BodyReader, key: string) => (reader.has(key) ? reader.field(key).string() : '');
  const players = body
    .field('jugadores')
    .items(MOST)
    .map((player) => {
      const rating = player.has('escalafon') ? player.field('escalafon').number(true) : null;
      let eloDi: EloDiStanding | null = null;
      if (player.has('elodi')) {
        const read = player.field('elodi');
        eloDi = {
          rating: read.has('elodi') ? read.field('elodi').number() : null,
          volatility: read.has('volatilidad') ? read.field('volatilidad').number() : null,
          games: read.field('partidas').number(true),
        };
      }
      const nameField = player.field('nombre');
      if (nameField.string().trim() === '') throw nameField.refuse();
      return {
        name: nameField.string().trim(),
        club: text2(player, 'club'),
        country: text2(player, 'pais'),
        licence: text2(player, 'licencia'),
        rating,
        eloDi,
      };
    });
  const index = (reader: BodyReader): number => {
    const value = reader.number(true);
    if (value < 0 || value >= players.length) throw reader.refuse();
    return value;
  };
  const swissGames = body
    .field('suizo')
    .items(MOST)
    .map((game) => {
      const resultField = game.field('resultado');
      const result = resultField.number();
      if (result !== 1 && result !== 0.5 && result !== 0) throw resultField.refuse();
      const second = game.has('jugador2') ? index(game.field('jugador2')) : null;
      const round = game.field('ronda');
      if (round.number(true) < 1) throw round.refuse();
      return {
        round: round.number(true),
        first: index(game.field('jugador1')),
        second,
        result: result as SwissResult,
        rated: second !== null && game.field('valorada').boolean(),
      };
    });
  const duplicateGames = body
    .field('duplicadas')
    .items(MOST)
    .map((game) => ({
      name: game.field('nombre').string(),
      rounds: game.field('rondas').number(true),
      players: game
        .field('jugadores')
        .items(MOST)
        .map((entry) => ({
          player: index(entry.field('jugador')),
          total: entry.field('total').number(),
          place: entry.field('puesto').number(true),
        })),
    }));
  return {
    name,
    date,
    club: text2(body, 'club'),
    kind: eventKind(swissGames, duplicateGames),
    source,
    players,
    swissGames,
    duplicateGames,
  };
}
