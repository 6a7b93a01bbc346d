// The places for a higher event (rules §6.6 "Places") as a column of the duplicate ranking:
// "Campeón: plaza personal", "Plaza 2", …, and "Sin plaza: ESP completo" for a player passed
// over because their country already has its share — in ranking order, down to the last place.
import { allocatePlaces, type PlaceMark } from '../../core/duplicate/places';
import { type Language, t } from '../../i18n';
import { type Cell, normaliseLabel } from '../grid/cells';

export interface PlacesSetting {
  /** Places below the champion's (Plazas duplicada). */
  places: number;
  /** Plazas por país; null: no limit. */
  perCountry: number | null;
  /** Jugadores › País by name (normaliseLabel); a player not in it has no country. */
  countries: ReadonlyMap<string, string>;
}

export function placeText(mark: PlaceMark | null, lang: Language): string {
  if (mark === null) return '';
  switch (mark.kind) {
    case 'champion':
      return t(lang, 'room.place.champion');
    case 'place':
      return t(lang, 'room.place.taken', { place: mark.place });
    case 'countryFull':
      return t(lang, 'room.place.countryFull', { country: mark.country });
  }
}

/** `block` with a Plaza column at the end; its last `names.length` rows are the ranking's players, in order. */
export function withPlacesColumn<B extends { header: Cell[]; rows: Cell[][] }>(
  block: B,
  names: readonly string[],
  setting: PlacesSetting,
  lang: Language,
): B {
  const marks = allocatePlaces(
    names.map((name) => ({ name, country: setting.countries.get(normaliseLabel(name)) ?? '' })),
    { places: setting.places, perCountry: setting.perCountry },
  );
  const first = block.rows.length - names.length;
  return {
    ...block,
    header: [...block.header, t(lang, 'room.col.places')],
    rows: block.rows.map((row, i): Cell[] => [...row, i < first ? '' : placeText(marks[i - first], lang)]),
  };
}
