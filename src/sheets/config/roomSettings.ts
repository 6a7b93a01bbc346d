// The settings of the duplicate room and its papers (rules §6.6), keys of Configuración the
// core's TournamentConfig does not model (readConfig hands them on in `extra`):
// `Disposición duplicada` (Clasificación, EloDI, Alfabético, Al azar; default Clasificación),
// `Rondas por partida duplicada` (slips per player, default 15), `Plazas duplicada` and
// `Plazas por país` (the places marked on the duplicate ranking; none by default). The draw's
// seed is Configuración's `Semilla`, the one the pairing order already keeps.
import { AtrilError } from '../../core/errors';
import type { SeatingBasis } from '../../core/duplicate/seating';
import { type Language, type MessageKey, t } from '../../i18n';
import { cellText, nonNegativeInteger, positiveInteger } from '../grid/cells';
import { matchWord, wordList } from '../grid/labels';
import { type ConfigEntries, extraReader } from './configuration';

export interface RoomSettings {
  seating: SeatingBasis;
  /** Planned rounds of a duplicate game: one slip and one follow-sheet row each. */
  rounds: number;
  /** Places below the champion's; null: no places marked. */
  places: number | null;
  /** At most this many places per country; null: no limit. */
  placesPerCountry: number | null;
  /** The seed of the draw (Configuración › Semilla). */
  seed: number;
}

/** Rounds of a duplicate game when `Rondas por partida duplicada` is blank (the usual game). */
export const DEFAULT_DUPLICATE_ROUNDS = 15;

export const SEATING_LABELS: Record<SeatingBasis, MessageKey> = {
  ranking: 'room.seating.ranking',
  eloDi: 'room.seating.eloDi',
  alphabetical: 'room.seating.alphabetical',
  random: 'room.seating.random',
};
const SEATING_ALIASES: Record<string, SeatingBasis> = {
  clasificacion: 'ranking',
  'clasificacion duplicada': 'ranking',
  standings: 'ranking',
  elo: 'eloDi',
  alfabetica: 'alphabetical',
  'orden alfabetico': 'alphabetical',
  alphabetic: 'alphabetical',
  azar: 'random',
  sorteo: 'random',
  aleatorio: 'random',
  aleatoria: 'random',
  draw: 'random',
};

/** A `Disposición duplicada` value (either language); an error naming the four otherwise. */
export function parseSeating(text: string, lang: Language): SeatingBasis {
  const basis = matchWord(text.trim(), SEATING_LABELS, SEATING_ALIASES);
  if (basis === null)
    throw new AtrilError('error.config.unknownValue', { value: text, expected: wordList(SEATING_LABELS, lang) });
  return basis;
}

/** The room settings; a bad value is reported at its Configuración row and key. */
export function readRoomSettings(
  entries: Pick<ConfigEntries, 'config' | 'extra'> & Partial<Pick<ConfigEntries, 'extraRows'>>,
  lang: Language,
  tab: string = t(lang, 'tab.config'),
): RoomSettings {
  const settings: RoomSettings = {
    seating: 'ranking',
    rounds: DEFAULT_DUPLICATE_ROUNDS,
    places: null,
    placesPerCountry: null,
    seed: entries.config.seed,
  };
  const read = extraReader(entries, lang, tab);
  read(
    'room.config.seating',
    (cell) => parseSeating(cellText(cell), lang),
    (value) => (settings.seating = value),
  );
  read('room.config.rounds', positiveInteger, (value) => (settings.rounds = value as number));
  read('room.config.places', nonNegativeInteger, (value) => (settings.places = value));
  read('room.config.placesPerCountry', positiveInteger, (value) => (settings.placesPerCountry = value));
  return settings;
}
