// Standings + crosstable + ELO report for 2000 players × 9 rounds (issue target ≤ 0.5 s),
// from the core's Tournament and as the grids the custom functions return.
import { crosstable } from '../src/core/crosstable';
import { eloReport } from '../src/core/eloReport';
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../src/core/model';
import { scoresheet } from '../src/core/scores';
import { computeStandings } from '../src/core/standings';
import { cardsGrid, crosstableGrid, eloGrid, standingsGrid } from '../src/sheets/tournament/views';
import { peakMemoryMb, time, verdict } from './measure';
import { seededRandom } from '../src/core/random';

const PLAYERS = 2000;
const ROUNDS = 9;
const TARGET_MS = 500;

/** A field of rated and unrated players with a Swiss-like 9 rounds: neighbours by points pair up. */
function field(): Tournament {
  const next = seededRandom(42);
  const players: Player[] = Array.from({ length: PLAYERS }, (_, i) => ({
    id: i + 1,
    name: `Jugador ${i + 1}`,
    rating: i % 5 === 4 ? null : 2300 - Math.floor(i / 2),
    club: '',
    average: null,
    entryRound: 1,
    withdrawnFromRound: null,
    absentRounds: [],
  }));
  const points = new Map(players.map((p) => [p.id, 0]));
  const games: Game[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // Shuffle within score groups by sorting on points plus a small random offset.
    const order = players
      .map((p) => ({ id: p.id, key: (points.get(p.id) as number) + next() * 0.9 }))
      .sort((a, b) => b.key - a.key);
    for (let i = 0; i + 1 < order.length; i += 2) {
      const [first, second] = [order[i].id, order[i + 1].id];
      const roll = next();
      const override = roll < 0.01 ? 'NP2' : roll < 0.015 ? '½-½' : null;
      const score1 = override ? null : 300 + Math.floor(next() * 200);
      const score2 = override ? null : 300 + Math.floor(next() * 200);
      games.push({ round, table: i / 2 + 1, first, second, score1, score2, override });
      const p1 = override === 'NP2' ? 1 : override ? 0.5 : score1! > score2! ? 1 : score1 === score2 ? 0.5 : 0;
      points.set(first, (points.get(first) as number) + p1);
      points.set(second, (points.get(second) as number) + (override === 'NP2' ? 0 : 1 - p1));
    }
  }
  return {
    config: { ...DEFAULT_CONFIG, tiebreaks: ['sb', 'scrabblePoints', 'buchholz', 'directEncounter'] },
    players,
    games,
  };
}

const tournament = field();
console.log(
  `${PLAYERS} players × ${ROUNDS} rounds (${tournament.games.length} games), tiebreaks SB, Puntos Scrabble, Buchholz, Encuentro directo`,
);

const core = time(() => {
  const sheet = scoresheet(tournament);
  const standings = computeStandings(sheet);
  crosstable(standings);
  eloReport(sheet);
});
console.log(
  `core: standings + crosstable + ELO report   median ${core.medianMs.toFixed(1)} ms (min ${core.minMs.toFixed(1)}, ${core.runs} runs)  target ≤ ${TARGET_MS} ms  ${verdict(core.medianMs, TARGET_MS)}`,
);

const grids = time(() => {
  standingsGrid(tournament, 'es');
  crosstableGrid(tournament, 'es');
  eloGrid(tournament, 'es');
});
console.log(
  `grids: standingsGrid + crosstableGrid + eloGrid  median ${grids.medianMs.toFixed(1)} ms (min ${grids.minMs.toFixed(1)})  target ≤ ${TARGET_MS} ms  ${verdict(grids.medianMs, TARGET_MS)}`,
);

const cards = time(() => cardsGrid(tournament, 'es'));
console.log(`cardsGrid (${PLAYERS * ROUNDS} rows)  median ${cards.medianMs.toFixed(1)} ms`);
console.log(`peak memory ${peakMemoryMb().toFixed(0)} MB`);
