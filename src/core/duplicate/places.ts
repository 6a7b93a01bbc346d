// Places for a higher event (rules §6.6 "Places"): the winner of the ranking has a personal
// place; the next `places` places go down the ranking to the next players, at most
// `perCountry` of them from one country. A player whose country already has its share is
// passed over and the place goes further down. The champion's place is personal: it does
// not count against the champion's country. A player with no country typed is never
// passed over (there is no country to be full).
import { foldText } from '../text';

export interface PlacesOptions {
  /** Places below the champion's (e.g. 7 for places 2 to 8). */
  places: number;
  /** At most this many of those places per country; null or 0: no limit. */
  perCountry?: number | null;
}

export type PlaceMark =
  | { kind: 'champion' }
  /** `place`: 2, 3, … in the order the places were taken. */
  | { kind: 'place'; place: number }
  /** Passed over: the country (as typed) already had `perCountry` places. */
  | { kind: 'countryFull'; country: string };

export interface PlaceEntry {
  name: string;
  /** As typed; '' when unknown. */
  country: string;
}

/**
 * One mark per entry (same order), for `ranking` in ranking order (best first): the
 * champion, the players who take places 2…places+1, and those passed over before the last
 * place was given; null for everyone else.
 */
export function allocatePlaces(ranking: readonly PlaceEntry[], options: PlacesOptions): (PlaceMark | null)[] {
  const marks: (PlaceMark | null)[] = ranking.map(() => null);
  if (ranking.length === 0) return marks;
  marks[0] = { kind: 'champion' };
  const limit = options.perCountry && options.perCountry > 0 ? options.perCountry : Infinity;
  const taken = new Map<string, number>();
  let given = 0;
  for (let i = 1; i < ranking.length && given < options.places; i++) {
    const country = foldText(ranking[i].country);
    const count = country === '' ? 0 : (taken.get(country) ?? 0);
    if (count >= limit) {
      marks[i] = { kind: 'countryFull', country: ranking[i].country.trim() };
      continue;
    }
    if (country !== '') taken.set(country, count + 1);
    given += 1;
    marks[i] = { kind: 'place', place: given + 1 };
  }
  return marks;
}
