// A small finished tournament for the page tests: 10 players (one named like an XSS
// attack, one with an ampersand), 5 rounds scheduled by the circle method (no rematches),
// Scrabble scores from a seeded generator, so ties and tiebreaks occur as in a real club.
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../../src/core/model';

export const XSS_NAME = '<img src=x onerror=alert(1)>';

const NAMES: [string, number | null, string][] = [
  ['Ana García', 2150, 'Club Alfil'],
  ['Luis Pérez', 2080, 'Club Atril'],
  [XSS_NAME, 1990, '<b>Club</b> "Raro"'],
  ['María López', 1950, 'Club Atril'],
  ['José Martín & Hijos', 1900, 'Club Alfil'],
  ['Carmen Ruiz', 1850, 'Letras Sevilla'],
  ['Javier Sánchez Fernández-Villaverde', 1800, 'Letras Sevilla'],
  ['Lucía Gómez', null, 'Club Atril'],
  ['Pedro Díaz', null, ''],
  ['Elena Torres', null, 'Club Alfil'],
];

/** Park–Miller minimal standard generator: deterministic scores for a seed. */
export function seeded(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

export function smallTournament(rounds = 5, seed = 7): Tournament {
  const players: Player[] = NAMES.map(([name, rating, club], i) => ({
    id: i + 1,
    name,
    rating,
    club,
    average: null,
    entryRound: 1,
    withdrawnFromRound: null,
    absentRounds: [],
  }));
  const random = seeded(seed);
  const games: Game[] = [];
  const n = players.length;
  const ring = players.map((player) => player.id);
  for (let round = 1; round <= rounds; round++) {
    for (let table = 1; table <= n / 2; table++) {
      const a = ring[table - 1];
      const b = ring[n - table];
      // Strong players score a little more.
      const score = (id: number) => 330 + Math.round(random() * 140) - id * 4;
      const s1 = score(a);
      // Round 2, table 3 is a draw (equal scores), so half points show up.
      const s2 = round === 2 && table === 3 ? s1 : score(b);
      games.push({ round, table, first: a, second: b, score1: s1, score2: s2, override: null });
    }
    ring.splice(1, 0, ring.pop() as number);
  }
  return { config: { ...DEFAULT_CONFIG, name: 'Torneo <de> prueba', rounds }, players, games };
}
