// An ELO list worked out apart from the project's code, for the federation list's independent
// check (rules §23): written from docs/rules.md §5 and its Appendix A (the FIDE expectancy
// table, K, halves away from zero, Rav + dp for a performance) and docs/season.md's first
// rating (enough rated games in one event and some points), over events taken strictly in
// date order (ties: club, name, fingerprint). Players are known by licence, else by their
// name exactly as written (the seeded seasons spell every name one way). Nothing here comes
// from src/core/elo.ts or src/core/season/.
import { type RatedEvent } from '../../src/core/season';

/** Appendix A, table 8.1: [lowest D, highest D, expectancy of the higher-rated player]. */
const EXPECTANCY: [number, number, number][] = [
  [0, 3, 0.5],
  [4, 10, 0.51],
  [11, 17, 0.52],
  [18, 25, 0.53],
  [26, 32, 0.54],
  [33, 39, 0.55],
  [40, 46, 0.56],
  [47, 53, 0.57],
  [54, 61, 0.58],
  [62, 68, 0.59],
  [69, 76, 0.6],
  [77, 83, 0.61],
  [84, 91, 0.62],
  [92, 98, 0.63],
  [99, 106, 0.64],
  [107, 113, 0.65],
  [114, 121, 0.66],
  [122, 129, 0.67],
  [130, 137, 0.68],
  [138, 145, 0.69],
  [146, 153, 0.7],
  [154, 162, 0.71],
  [163, 170, 0.72],
  [171, 179, 0.73],
  [180, 188, 0.74],
  [189, 197, 0.75],
  [198, 206, 0.76],
  [207, 215, 0.77],
  [216, 225, 0.78],
  [226, 235, 0.79],
  [236, 245, 0.8],
  [246, 256, 0.81],
  [257, 267, 0.82],
  [268, 278, 0.83],
  [279, 290, 0.84],
  [291, 302, 0.85],
  [303, 315, 0.86],
  [316, 328, 0.87],
  [329, 344, 0.88],
  [345, 357, 0.89],
  [358, 374, 0.9],
  [375, 391, 0.91],
  [392, 411, 0.92],
  [412, 432, 0.93],
  [433, 456, 0.94],
  [457, 484, 0.95],
  [485, 517, 0.96],
  [518, 559, 0.97],
  [560, 619, 0.98],
  [620, 735, 0.99],
];

/** Appendix A, dp by p (two decimals) from .50 to 1.00. */
const DP: Record<string, number> = {
  '1.00': 800,
  '0.99': 677,
  '0.98': 589,
  '0.97': 538,
  '0.96': 501,
  '0.95': 470,
  '0.94': 444,
  '0.93': 422,
  '0.92': 401,
  '0.91': 383,
  '0.90': 366,
  '0.89': 351,
  '0.88': 336,
  '0.87': 322,
  '0.86': 309,
  '0.85': 296,
  '0.84': 284,
  '0.83': 273,
  '0.82': 262,
  '0.81': 251,
  '0.80': 240,
  '0.79': 230,
  '0.78': 220,
  '0.77': 211,
  '0.76': 202,
  '0.75': 193,
  '0.74': 184,
  '0.73': 175,
  '0.72': 166,
  '0.71': 158,
  '0.70': 149,
  '0.69': 141,
  '0.68': 133,
  '0.67': 125,
  '0.66': 117,
  '0.65': 110,
  '0.64': 102,
  '0.63': 95,
  '0.62': 87,
  '0.61': 80,
  '0.60': 72,
  '0.59': 65,
  '0.58': 57,
  '0.57': 50,
  '0.56': 43,
  '0.55': 36,
  '0.54': 29,
  '0.53': 21,
  '0.52': 14,
  '0.51': 7,
  '0.50': 0,
};

/** Expected score, in hundredths, of a player rated `own` against `other` (no cap on D). */
function expectedHundredths(own: number, other: number): number {
  const d = Math.abs(own - other);
  const row = EXPECTANCY.find(([low, high]) => d >= low && d <= high);
  const higher = row === undefined ? 100 : Math.round(row[2] * 100);
  return own >= other ? higher : 100 - higher;
}

/** dp for a score fraction: p rounded to two decimals; below .50, the negative of 1 − p's. */
function dp(score: number, games: number): number {
  const hundredths = Math.round((score / games) * 100);
  const key = (h: number) => (h / 100).toFixed(2);
  return hundredths >= 50 ? DP[key(hundredths)] : -DP[key(100 - hundredths)];
}

/** Half away from zero, on a value given in hundredths (exact integers: no float noise). */
function roundHundredths(hundredths: number): number {
  const sign = hundredths < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(hundredths) + 50) / 100);
}

export interface ReferenceEntry {
  name: string;
  rating: number | null;
  ratedGames: number;
  tournaments: number;
}

/** The list after every event, in date order, as a map by name. */
export function referenceList(
  events: readonly RatedEvent[],
  options: { k: number; firstRatingGames: number },
): Map<string, ReferenceEntry> {
  const ordered = [...events].sort((a, b) => {
    const keys = (e: RatedEvent) => [e.date, e.club.toLowerCase(), e.name.toLowerCase(), e.source.fingerprint];
    const [x, y] = [keys(a), keys(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
    return 0;
  });
  const byKey = new Map<string, ReferenceEntry>();
  for (const event of ordered) {
    const keyOf = (i: number) => event.players[i].licence || `name:${event.players[i].name}`;
    // Who played Swiss games, and at what rating: the list's for those it has rated in Swiss events, else the file's.
    const inSwiss = new Set<number>();
    for (const game of event.swissGames) {
      inSwiss.add(game.first);
      if (game.second !== null) inSwiss.add(game.second);
    }
    const used = event.players.map((player, i) => {
      const known = byKey.get(keyOf(i));
      return known !== undefined && known.tournaments > 0 ? known.rating : player.rating;
    });
    const updates: [string, ReferenceEntry][] = [];
    for (const i of inSwiss) {
      let score = 0;
      let expected = 0;
      let opponents = 0;
      let games = 0;
      for (const game of event.swissGames) {
        if (!game.rated || game.second === null) continue;
        const mine = game.first === i ? game.result : game.second === i ? 1 - game.result : null;
        if (mine === null) continue;
        const opponent = game.first === i ? game.second : game.first;
        const theirs = used[opponent];
        if (theirs === null) continue;
        games += 1;
        score += mine;
        opponents += theirs;
        if (used[i] !== null) expected += expectedHundredths(used[i] as number, theirs);
      }
      const before = byKey.get(keyOf(i));
      let rating: number | null = used[i];
      let added = 0;
      if (used[i] !== null) {
        rating =
          (used[i] as number) + (games === 0 ? 0 : roundHundredths(options.k * (Math.round(score * 100) - expected)));
        added = games;
      } else if (games >= options.firstRatingGames && score > 0) {
        rating = Math.round(opponents / games) + dp(score, games);
        added = games;
      }
      updates.push([
        keyOf(i),
        {
          name: before?.name ?? event.players[i].name,
          rating,
          ratedGames: (before?.ratedGames ?? 0) + added,
          tournaments: (before?.tournaments ?? 0) + 1,
        },
      ]);
    }
    for (const [key, entry] of updates) byKey.set(key, entry);
  }
  return new Map([...byKey.values()].map((entry) => [entry.name, entry]));
}
