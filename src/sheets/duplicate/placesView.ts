// The places for a higher event (rules §6.6 "Places") as a column of the duplicate ranking:
// "Plaza personal" (the champion's), "Plaza 2", …, and "Sin plaza (ESP)" for a player passed
// over because their country already has its share — in ranking order, down to the last place.
// Short texts: the column shares its width with every block of the tab (docs/duplicate.md).
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

/**
 * `block` with a Plaza column before column `at` (0-based; at the end by default); its last
 * `names.length` rows are the ranking's players, in order.
 */
export function withPlacesColumn<B extends { header: Cell[]; rows: Cell[][] }>(
  block: B,
  names: readonly string[],
  setting: PlacesSetting,
  lang: Language,
  at = block.header.length,
): B {
  const marks = allocatePlaces(
    names.map((name) => ({ name, country: setting.countries.get(normaliseLabel(name)) ?? '' })),
    { places: setting.places, perCountry: setting.perCountry },
  );
  const first = block.rows.length - names.length;
  const insert = (row: readonly Cell[], cell: Cell): Cell[] => [...row.slice(0, at), cell, ...row.slice(at)];
  return {
    ...block,
    header: insert(block.header, t(lang, 'room.col.places')),
    rows: block.rows.map((row, i): Cell[] => insert(row, i < first ? '' : placeText(marks[i - first], lang))),
  };
}
