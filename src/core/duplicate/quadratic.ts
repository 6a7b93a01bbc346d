// The quadratic scale (escala cuadrática) for duplicate tournaments of several games
// (rules §6.3): points for each place in a game of N players, built on a circle of radius M.
import { AtrilError } from '../errors';

export const DEFAULT_MAX_PLAYERS = 100;

/** P'(i) = sqrt(M² − (N − M)²) − sqrt(M² − (i − 1 − M)²). */
function rawPoints(place: number, players: number, max: number): number {
  return Math.sqrt(max * max - (players - max) ** 2) - Math.sqrt(max * max - (place - 1 - max) ** 2);
}

function rawSum(players: number, max: number): number {
  let sum = 0;
  for (let place = 1; place <= players; place++) sum += rawPoints(place, players, max);
  return sum;
}

/** The K that gives the winner of a full field (N = M) exactly 1000 points (≈ 219.896 for M = 100). */
export function defaultK(max = DEFAULT_MAX_PLAYERS): number {
  // With N = M, P'(1) = M, so 1000 = M × M × K / S.
  return (1000 * rawSum(max, max)) / (max * max);
}

export interface QuadraticOptions {
  /** M: the field size the scale is built for (100). */
  maxPlayers?: number;
  /** K; defaults to defaultK(M). The FISE text's figure, 220, is a setting. */
  k?: number;
}

/**
 * The whole scale for a game of `players`: element i − 1 is the points for place i.
 * N < 10 uses the N = 10 scale's last N places; N > M uses the N = M scale, places
 * beyond M getting the M-th value.
 */
export function quadraticScale(players: number, options: QuadraticOptions = {}): number[] {
  const max = options.maxPlayers ?? DEFAULT_MAX_PLAYERS;
  if (!Number.isInteger(players) || players < 1) throw new AtrilError('error.atLeast', { value: players, min: 1 });
  if (!Number.isInteger(max) || max < 10) throw new AtrilError('error.atLeast', { value: max, min: 10 });
  const k = options.k ?? defaultK(max);
  if (!(k > 0)) throw new AtrilError('error.notPositive', { value: k });
  const built = Math.min(Math.max(players, 10), max);
  const sum = rawSum(built, max);
  const scale: number[] = [];
  for (let place = 1; place <= built; place++) {
    scale.push(Math.round((rawPoints(place, built, max) * built * k) / sum));
  }
  if (players < 10) return scale.slice(10 - players);
  while (scale.length < players) scale.push(scale[built - 1]);
  return scale;
}

/**
 * Points for each entry of `places` (1-based, among `players`) from the points of each
 * place: players tied on a place share the average of the points of the places they
 * occupy, rounded (rules §6.3) — two players on place 2 get the mean of places 2 and 3.
 * The one rule for shared places, whatever the scale (the quadratic one, or a season's list).
 */
export function sharedPlacePoints(
  places: readonly number[],
  players: number,
  pointsOfPlace: (place: number) => number,
): number[] {
  const tied = new Map<number, number>();
  for (const place of places) {
    if (!Number.isInteger(place) || place < 1 || place > players) {
      throw new AtrilError('error.outOfRange', { value: place, min: 1, max: players });
    }
    tied.set(place, (tied.get(place) ?? 0) + 1);
  }
  // Each place's share once (not once per player on it: 10,000 tied would be 10⁸ additions).
  const shares = new Map<number, number>();
  for (const [place, count] of tied) {
    const last = Math.min(place + count - 1, players);
    let sum = 0;
    for (let p = place; p <= last; p++) sum += pointsOfPlace(p);
    shares.set(place, Math.round(sum / (last - place + 1)));
  }
  return places.map((place) => shares.get(place) as number);
}

/** Quadratic-scale points for each entry of `places` (1-based, N players), tied places shared (rules §6.3). */
export function quadraticPoints(places: readonly number[], players: number, options: QuadraticOptions = {}): number[] {
  const scale = quadraticScale(players, options);
  return sharedPlacePoints(places, players, (place) => scale[place - 1]);
}
