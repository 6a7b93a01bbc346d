// A club's closed tournament as a RatedEvent (rules §23): what Cerrar torneo rates and what
// Exportar torneo writes. Players: those with a row in Rondas (docs/season.md "Who took
// part"), then those of the duplicate games, one player per name (accents, case and spacing
// aside, as the season matches); Swiss games: every row of Rondas with its result (a bye
// with no second player; a forfeit not rated; pending games are not there: closing refuses
// them); duplicate games: each player's total and place.
import { type EloDiStanding } from '../duplicate/elodi';
import { type Tournament } from '../model';
import { gameOutcome, isPending } from '../results';
import { foldText } from '../text';
import {
  type DuplicateGame,
  type EventPlayer,
  type EventSource,
  type RatedEvent,
  type SwissGame,
  type SwissResult,
  eventKind,
} from './ratedEvent';

/** What the sheets know of a player beyond the model: Jugadores' Licencia and País, EloDI's row. */
export interface PlayerDetails {
  licence?: string;
  country?: string;
  club?: string;
  eloDi?: EloDiStanding | null;
}

export interface TournamentEventInput {
  name: string;
  date: string;
  club: string;
  source: EventSource;
  tournament: Tournament;
  /** The scored «Duplicada N» games, in tab order (core/duplicate GameResult fits). */
  duplicate: readonly {
    name: string;
    rounds: number;
    players: readonly { name: string; total: number; place: number }[];
  }[];
  /** A player's details by his name as written (none: blanks, no EloDI). */
  details?: (name: string) => PlayerDetails;
}

const asResult = (points: number | null): SwissResult => (points === 1 ? 1 : points === 0.5 ? 0.5 : 0);

/** The Swiss participants' N° in the order of the event's players (they come first, by N°). */
export function swissPlayerIds(tournament: Tournament): number[] {
  const present = new Set<number>();
  for (const game of tournament.games) {
    if (isPending(game)) continue;
    present.add(game.first);
    if (game.second !== null) present.add(game.second);
  }
  return tournament.players
    .map((player) => player.id)
    .filter((id) => present.has(id))
    .sort((a, b) => a - b);
}

export function tournamentEvent(input: TournamentEventInput): RatedEvent {
  const { tournament } = input;
  const players: EventPlayer[] = [];
  const indexOfName = new Map<string, number>();
  const indexOfId = new Map<number, number>();
  const add = (name: string, rating: number | null, club: string, own = false): number => {
    const key = foldText(name);
    const found = indexOfName.get(key);
    if (found !== undefined && !own) return found;
    const details = input.details?.(name) ?? {};
    players.push({
      name,
      club: club || details.club || '',
      country: details.country ?? '',
      licence: details.licence ?? '',
      rating,
      eloDi: details.eloDi ?? null,
    });
    if (found === undefined) indexOfName.set(key, players.length - 1);
    return players.length - 1;
  };
  const byId = new Map(tournament.players.map((player) => [player.id, player] as const));
  // A duplicate player listed in Jugadores brings his rating and club from there.
  const listed = new Map(tournament.players.map((player) => [foldText(player.name), player] as const));
  const games = tournament.games.filter((game) => !isPending(game));
  // Players by N°, those with a row in Rondas (a game, a bye or a forfeit).
  const present = new Set(swissPlayerIds(tournament));
  // Each N° a player of its own (Jugadores refuses a name twice); the duplicate games find them by name.
  for (const player of [...tournament.players].sort((a, b) => a.id - b.id))
    if (present.has(player.id)) {
      indexOfId.set(player.id, players.length);
      add(player.name, player.rating, player.club, true);
    }
  const swissGames: SwissGame[] = [...games]
    .sort((a, b) => a.round - b.round || a.table - b.table)
    .flatMap((game): SwissGame[] => {
      const first = indexOfId.get(game.first);
      if (first === undefined || !byId.has(game.first)) return [];
      const outcome = gameOutcome(game, tournament.config);
      const second = game.second === null ? null : (indexOfId.get(game.second) ?? null);
      if (game.second !== null && second === null) return [];
      return [{ round: game.round, first, second, result: asResult(outcome.points1), rated: outcome.contested }];
    });
  const duplicateGames: DuplicateGame[] = input.duplicate.map((game) => ({
    name: game.name,
    rounds: game.rounds,
    players: game.players.map((entry) => ({
      player: add(
        entry.name,
        listed.get(foldText(entry.name))?.rating ?? null,
        listed.get(foldText(entry.name))?.club ?? '',
      ),
      total: entry.total,
      place: entry.place,
    })),
  }));
  return {
    name: input.name,
    date: input.date,
    club: input.club,
    kind: eventKind(swissGames, duplicateGames),
    source: input.source,
    players,
    swissGames,
    duplicateGames,
  };
}
