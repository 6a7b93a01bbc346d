// The federation's rating list (rules §23): every club's events rated into one Escalafón
// (ELO, rules §5) and one EloDI (rules §6.5) in the order of the events' dates, whatever the
// order they were imported in — the list is a function of the set of events. Each event is
// rated by core/season/eventRating.ts, the code Cerrar torneo uses too. A player the list
// knows plays at the list's rating as of the event's date; a newcomer at the file's. Who is
// who: core/season/playerMatch.ts. A late event re-rates from its place on: the list keeps,
// for every event, what it changed (an undo record), so the state before any event is the
// final state with the later records undone — and rating on from there gives exactly what
// rating everything from scratch gives (tested).
import { type EloDiStanding } from '../duplicate/elodi';
import { AtrilError } from '../errors';
import { compareText, foldText } from '../text';
import { type EventOutcome, type PlayerStart, type RatingSettings, rateEvent } from './eventRating';
import { type RatedEvent, chronological, eventKey } from './ratedEvent';
import { type CloseReason, PlayerIndex, foldIdentities } from './playerMatch';
import { type RatingEntry, ratingListOrder } from './ratingList';

/** A player of the list as the state holds him (never mutated: a change makes a new record). */
export interface ListPlayer {
  name: string;
  licence: string;
  club: string;
  country: string;
  rating: number | null;
  ratedGames: number;
  /** Events with Swiss games he took part in (Escalafón's Torneos; 0: not in the Escalafón). */
  tournaments: number;
  lastTournament: string;
  /** The date of that event (ISO). */
  lastDate: string;
  /** EloDI: null until a counted duplicate game rates him. */
  eloDi: EloDiStanding | null;
  eloDiLastTournament: string;
}

/** Escalafón's row (rules §23: the club's columns plus Licencia). */
export interface ListEntry extends RatingEntry {
  licence: string;
  country: string;
}

/** EloDI's row (Nombre, EloDI, Volatilidad, Partidas EloDI, Último torneo) plus licence and club. */
export interface EloDiListEntry {
  name: string;
  rating: number;
  volatility: number;
  games: number;
  lastTournament: string;
  licence: string;
  club: string;
}

/** A name put to the officer (rules §23 «Por revisar»): rated as a new player meanwhile. */
export interface ReviewPair {
  /** The name as the event wrote it (now a player of its own). */
  name: string;
  /** The list's name it is close to. */
  listName: string;
  reason: CloseReason;
  /** The first event it came in (name, date, club). */
  event: { name: string; date: string; club: string };
}

/** An event's line in «Torneos valorados». */
export interface EventSummary {
  date: string;
  name: string;
  club: string;
  kind: RatedEvent['kind'];
  players: number;
  fingerprint: string;
  file: string;
}

interface UndoRecord {
  /** Players in the list before the event. */
  length: number;
  /** Players the event changed, as they were. */
  changed: [number, ListPlayer][];
  /** Review pairs before the event. */
  reviews: number;
}

/** What the list keeps to re-rate from any event on (opaque to callers). */
export interface ListState {
  readonly events: readonly RatedEvent[];
  readonly players: readonly ListPlayer[];
  readonly undo: readonly UndoRecord[];
  readonly reviews: readonly ReviewPair[];
  readonly settings: RatingSettings;
  readonly identities: string;
}

export interface RatingList {
  /** Escalafón, in rating-list order (rules §2): everyone with Swiss games. */
  escalafon: ListEntry[];
  /** EloDI, highest first (equal ones by name): everyone a counted duplicate game rated. */
  eloDi: EloDiListEntry[];
  /** Names put to the officer, in the order they came. */
  reviewPairs: ReviewPair[];
  /** The events, in rating order. */
  events: EventSummary[];
  /** Events rated by this call (the rest were taken from `previous`). */
  rated: number;
  state: ListState;
}

export type Identities = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

/** The same event as rated before: the same object, or the same key and fingerprint. */
function sameEvent(a: RatedEvent, b: RatedEvent): boolean {
  if (a === b) return true;
  return a.source.fingerprint !== '' && a.source.fingerprint === b.source.fingerprint && eventKey(a) === eventKey(b);
}

const sameSettings = (a: RatingSettings, b: RatingSettings) =>
  a.k === b.k &&
  a.method === b.method &&
  a.firstRatingGames === b.firstRatingGames &&
  a.eloDiMinRounds === b.eloDiMinRounds;

/** Two events with one key: the same one twice is one event; a different file is the caller's refusal. */
function distinct(events: readonly RatedEvent[]): RatedEvent[] {
  const seen = new Map<string, RatedEvent>();
  for (const event of chronological(events)) {
    const key = eventKey(event);
    const other = seen.get(key);
    if (other === undefined) seen.set(key, event);
    else if (other.source.fingerprint !== event.source.fingerprint)
      throw new AtrilError('ratedEvents.twoFiles', {
        first: other.source.file,
        second: event.source.file,
        name: event.name,
        date: event.date,
        club: event.club,
      });
  }
  return [...seen.values()];
}

class ListBuilder {
  players: ListPlayer[];
  reviews: ReviewPair[];
  undo: UndoRecord[];
  index = new PlayerIndex();
  private readonly reviewed = new Set<string>();

  constructor(
    readonly settings: RatingSettings,
    readonly identities: Map<string, string>,
    players: ListPlayer[],
    reviews: ReviewPair[],
    undo: UndoRecord[],
  ) {
    this.players = players;
    this.reviews = reviews;
    this.undo = undo;
    players.forEach((player, id) => this.index.add(id, player.name, player.licence));
    for (const pair of reviews) this.reviewed.add(`${foldText(pair.name)}\u0000${foldText(pair.listName)}`);
  }

  /** Which list player each event player is (a new one added when nobody), rules §23. */
  private match(event: RatedEvent, record: UndoRecord): number[] {
    const taken = new Set<number>();
    return event.players.map((player) => {
      const licence = player.licence.trim();
      const byLicence = this.index.byLicenceOf(licence);
      if (byLicence !== undefined && !taken.has(byLicence)) {
        taken.add(byLicence);
        return byLicence;
      }
      const own = foldText(player.name);
      const answered = this.identities.has(own) ? foldText(this.identities.get(own) as string) : undefined;
      const folded = answered ?? own;
      // The same name, unless his licence says he is someone else.
      const same = this.index
        .named(folded)
        .find(
          (id) =>
            !taken.has(id) &&
            (licence === '' || this.players[id].licence === '' || this.players[id].licence === licence),
        );
      if (same !== undefined) {
        taken.add(same);
        if (licence !== '' && this.players[same].licence === '') {
          this.change(same, record, { licence });
          this.index.setLicence(same, licence);
        }
        return same;
      }
      const id = this.players.length;
      // A name the officer answered takes the list's spelling of it.
      const name = answered !== undefined ? (this.identities.get(own) as string) : player.name;
      if (answered === undefined)
        for (const close of this.index.close(own)) {
          const listName = this.players[close.id].name;
          const key = `${own}\u0000${foldText(listName)}`;
          if (this.reviewed.has(key)) continue;
          this.reviewed.add(key);
          this.reviews.push({
            name: player.name,
            listName,
            reason: close.reason,
            event: { name: event.name, date: event.date, club: event.club },
          });
        }
      this.players.push({
        name,
        licence,
        club: '',
        country: '',
        rating: null,
        ratedGames: 0,
        tournaments: 0,
        lastTournament: '',
        lastDate: '',
        eloDi: null,
        eloDiLastTournament: '',
      });
      this.index.add(id, name, licence);
      taken.add(id);
      return id;
    });
  }

  private change(id: number, record: UndoRecord, fields: Partial<ListPlayer>): void {
    if (id < record.length && !record.changed.some(([at]) => at === id)) record.changed.push([id, this.players[id]]);
    this.players[id] = { ...this.players[id], ...fields };
  }

  rate(event: RatedEvent): EventOutcome {
    const record: UndoRecord = { length: this.players.length, changed: [], reviews: this.reviews.length };
    const ids = this.match(event, record);
    const start = event.players.map((player, i): PlayerStart => {
      const known = this.players[ids[i]];
      // Ratings are the list's (rules §23): a player the list has rated in Swiss events plays
      // at its rating (rated or not); one it has not, at the file's. EloDI likewise: the
      // list's own, else the file's, else a newcomer's 1200 / 535.
      const knownElo = known.tournaments > 0;
      return {
        rating: knownElo ? known.rating : player.rating,
        listRating: knownElo ? known.rating : null,
        eloDi: known.eloDi ?? player.eloDi,
      };
    });
    const outcome = rateEvent(event, start, this.settings);
    const clubOf = (i: number, id: number) => event.players[i].club.trim() || this.players[id].club;
    const countryOf = (i: number, id: number) => event.players[i].country.trim() || this.players[id].country;
    for (const [i, elo] of outcome.elo) {
      const id = ids[i];
      const player = this.players[id];
      this.change(id, record, {
        rating: elo.rating,
        ratedGames: player.ratedGames + elo.ratedGames,
        tournaments: player.tournaments + 1,
        lastTournament: event.name,
        lastDate: event.date,
        club: clubOf(i, id),
        country: countryOf(i, id),
      });
    }
    for (const [i, eloDi] of outcome.eloDi) {
      const id = ids[i];
      this.change(id, record, {
        eloDi,
        eloDiLastTournament: event.name,
        lastDate: event.date,
        club: clubOf(i, id),
        country: countryOf(i, id),
      });
    }
    this.undo.push(record);
    return outcome;
  }
}

/** The state before event `at` (its index in the rated order): the later undo records undone. */
function stateBefore(
  state: ListState,
  at: number,
): { players: ListPlayer[]; reviews: ReviewPair[]; undo: UndoRecord[] } {
  const players = [...state.players];
  let reviews = state.reviews.length;
  for (let e = state.undo.length - 1; e >= at; e--) {
    const record = state.undo[e];
    players.length = record.length;
    for (const [id, old] of record.changed) players[id] = old;
    reviews = record.reviews;
  }
  return { players, reviews: state.reviews.slice(0, reviews), undo: state.undo.slice(0, at) };
}

/**
 * The list of a set of events (rules §23), rated in date order (ties: club, name,
 * fingerprint — ratedEvent.ts compareEvents). `identities` are the officer's answers (a
 * name as an event writes it → the list's name). With `previous` (the list before, same
 * settings and answers), only the events from the first one that differs on are rated
 * again; the result is the same as from scratch.
 */
export function rateEvents(
  events: readonly RatedEvent[],
  settings: RatingSettings,
  identities: Identities = new Map(),
  previous?: RatingList | ListState,
): RatingList {
  const ordered = distinct(events);
  const folded = foldIdentities(identities);
  const identitiesKey = JSON.stringify([...folded].sort());
  const before = previous === undefined ? undefined : 'state' in previous ? previous.state : previous;
  let from = 0;
  if (before !== undefined && sameSettings(before.settings, settings) && before.identities === identitiesKey) {
    while (from < ordered.length && from < before.events.length && sameEvent(ordered[from], before.events[from]))
      from++;
  }
  const base =
    from > 0 && before !== undefined
      ? stateBefore(before, from)
      : { players: [], reviews: [], undo: [] as UndoRecord[] };
  const builder = new ListBuilder(settings, folded, base.players, base.reviews, base.undo);
  for (let e = from; e < ordered.length; e++) builder.rate(ordered[e]);
  const state: ListState = {
    events: ordered,
    players: builder.players,
    undo: builder.undo,
    reviews: builder.reviews,
    settings: { ...settings },
    identities: identitiesKey,
  };
  return { ...listTables(state), rated: ordered.length - from, state };
}

/** By EloDI, highest first (equal ones by name, rules §6.5 «EloDI»). */
export function eloDiListOrder<E extends { name: string; rating: number }>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => b.rating - a.rating || compareText(a.name, b.name));
}

/** The tables a state shows: Escalafón, EloDI, the review pairs and the events. */
function listTables(state: ListState): Omit<RatingList, 'rated' | 'state'> {
  const escalafon = ratingListOrder(
    state.players
      .filter((player) => player.tournaments > 0)
      .map((player): ListEntry => ({
        name: player.name,
        rating: player.rating,
        ratedGames: player.ratedGames,
        tournaments: player.tournaments,
        lastTournament: player.lastTournament,
        club: player.club,
        licence: player.licence,
        country: player.country,
      })),
  );
  const eloDi = eloDiListOrder(
    state.players.flatMap((player): EloDiListEntry[] =>
      player.eloDi === null || player.eloDi.rating === null
        ? []
        : [
            {
              name: player.name,
              rating: player.eloDi.rating,
              volatility: player.eloDi.volatility ?? 535,
              games: player.eloDi.games,
              lastTournament: player.eloDiLastTournament,
              licence: player.licence,
              club: player.club,
            },
          ],
    ),
  );
  return {
    escalafon,
    eloDi,
    reviewPairs: [...state.reviews],
    events: state.events.map((event) => ({
      date: event.date,
      name: event.name,
      club: event.club,
      kind: event.kind,
      players: event.players.length,
      fingerprint: event.source.fingerprint,
      file: event.source.file,
    })),
  };
}
