// One tournament as the federation's list rates it (rules §23): who played, at what rating,
// every Swiss game and every duplicate game — what Exportar torneo writes into a `torneo`
// Atril file, what a TRF-16 file is read into, and what Cerrar torneo rates (one code for
// the club and the list). Events are rated in date order; ties of date are broken by a
// stable key so that the list is a function of the set of events (docs/season.md "The
// federation's list").
import { type EloDiStanding } from '../duplicate/elodi';
import { foldText } from '../text';

export type EventKind = 'swiss' | 'duplicate' | 'both';

export interface EventSource {
  /** The file's name as imported (shown in «Torneos valorados», named in refusals). */
  file: string;
  /** The file's fingerprint (rules §22): tells a corrected file from the same one again. */
  fingerprint: string;
  format: 'atril' | 'trf';
}

export interface EventPlayer {
  name: string;
  club: string;
  country: string;
  /** Licencia (TRF: the player's ID); blank when unknown. Matches before the name (rules §23). */
  licence: string;
  /** ELO as used in the event; null = unrated. A newcomer to the list starts from it. */
  rating: number | null;
  /** EloDI as used (rating, volatility, games); null = none known (a newcomer: 1200 / 535). */
  eloDi: EloDiStanding | null;
}

/** 1 the first player won, ½ a draw, 0 the second won. */
export type SwissResult = 1 | 0.5 | 0;

export interface SwissGame {
  round: number;
  /** Index of each player in `players`; `second` null = a bye. */
  first: number;
  second: number | null;
  /** Points of the first player (the second gets 1 − result). */
  result: SwissResult;
  /** A game on the board between two present players (false: forfeit, bye, off-board result not rated). */
  rated: boolean;
}

export interface DuplicateGameEntry {
  /** Index in `players`. */
  player: number;
  total: number;
  /** Place in the game: lower is better, equal places are ties. */
  place: number;
}

export interface DuplicateGame {
  /** The game's name (the club's «Duplicada N» tab). */
  name: string;
  /** Rounds played (a game under `Rondas mínimas EloDI` is not rated). */
  rounds: number;
  /** The players present (an absent player is not in the game). */
  players: DuplicateGameEntry[];
}

export interface RatedEvent {
  name: string;
  /** ISO `YYYY-MM-DD`: the first day (Configuración «Fecha», TRF's 042). */
  date: string;
  club: string;
  kind: EventKind;
  source: EventSource;
  players: EventPlayer[];
  swissGames: SwissGame[];
  duplicateGames: DuplicateGame[];
}

/** An event is known by its name, date and club (rules §23), accents, case and spacing aside. */
export function eventKey(event: Pick<RatedEvent, 'name' | 'date' | 'club'>): string {
  return `${event.date}\u0000${foldText(event.club)}\u0000${foldText(event.name)}`;
}

const compareCodes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order events are rated in: by date, then (same day) by club, name and fingerprint,
 * folded and compared code by code — a stable key independent of the import order and of
 * the engine's collation, so the list is a function of the set of events.
 */
export function compareEvents(a: RatedEvent, b: RatedEvent): number {
  return (
    compareCodes(a.date, b.date) ||
    compareCodes(foldText(a.club), foldText(b.club)) ||
    compareCodes(foldText(a.name), foldText(b.name)) ||
    compareCodes(a.source.fingerprint, b.source.fingerprint)
  );
}

/** The events in rating order (a copy). */
export function chronological(events: readonly RatedEvent[]): RatedEvent[] {
  return [...events].sort(compareEvents);
}

/**
 * Events imported into a set (rules §23): an incoming event replaces the one with its key
 * (a corrected file); the rest are added. Two incoming events with one key and different
 * fingerprints are a conflict the caller refuses (both files named): returned, nothing merged.
 */
export function mergeEvents(
  existing: readonly RatedEvent[],
  incoming: readonly RatedEvent[],
): { events: RatedEvent[]; replaced: RatedEvent[]; conflicts: [RatedEvent, RatedEvent][] } {
  const seen = new Map<string, RatedEvent>();
  const conflicts: [RatedEvent, RatedEvent][] = [];
  for (const event of incoming) {
    const key = eventKey(event);
    const other = seen.get(key);
    if (other !== undefined && other.source.fingerprint !== event.source.fingerprint) conflicts.push([other, event]);
    seen.set(key, event);
  }
  if (conflicts.length > 0) return { events: [...existing], replaced: [], conflicts };
  const replaced = existing.filter((event) => seen.has(eventKey(event)));
  const kept = existing.filter((event) => !seen.has(eventKey(event)));
  return { events: chronological([...kept, ...seen.values()]), replaced, conflicts };
}

/** The event's kind from its games. */
export function eventKind(swissGames: readonly SwissGame[], duplicateGames: readonly DuplicateGame[]): EventKind {
  if (swissGames.length > 0 && duplicateGames.length > 0) return 'both';
  return duplicateGames.length > 0 ? 'duplicate' : 'swiss';
}

/** Players of the Swiss part: those with a Swiss game, bye or forfeit (a row in Rondas, docs/season.md). */
export function swissParticipants(event: RatedEvent): Set<number> {
  const ids = new Set<number>();
  for (const game of event.swissGames) {
    ids.add(game.first);
    if (game.second !== null) ids.add(game.second);
  }
  return ids;
}
