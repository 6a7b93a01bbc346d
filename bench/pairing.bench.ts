// Swiss pairing speed (issue 3): time and peak memory per round for open tournaments of
// 100–5000 players, rounds 1–9 with simulated results, and a 12-player field paired to its
// last possible round. Targets (Node 20, 2 cores): 1000 players ≤ 0.3 s per round, 5000
// ≤ 3 s, memory ≤ 300 MB.
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../src/core/model';
import { pairRoundExplained } from '../src/core/pairing';
import { AtrilError } from '../src/core/errors';
import { peakMemoryMb, time, verdict } from './measure';
import { seededRandom } from '../src/core/random';

function field(n: number, random: () => number): Player[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Jugador ${i + 1}`,
    rating: random() < 0.15 ? null : 1200 + Math.floor(random() * 1000),
    club: '',
    average: null,
    entryRound: 1,
    withdrawnFromRound: null,
    absentRounds: [],
  }));
}

/** A game with scores: the higher-rated player wins a bit more often; 2 % draws. */
function play(round: number, table: number, first: Player, second: Player, random: () => number): Game {
  const edge = ((first.rating ?? 1400) - (second.rating ?? 1400)) / 2000;
  const r = random();
  const score1 = 350 + Math.floor(random() * 60);
  const score2 =
    r < 0.02
      ? score1
      : r < 0.51 + edge
        ? score1 - 1 - Math.floor(random() * 80)
        : score1 + 1 + Math.floor(random() * 80);
  return { round, table, first: first.id, second: second.id, score1, score2, override: null };
}

interface Line {
  players: number;
  round: number;
  ms: number;
  method: string;
}

/** Adds the round's games to the tournament, with simulated scores. */
function record(
  t: Tournament,
  round: number,
  result: ReturnType<typeof pairRoundExplained>,
  random: () => number,
): void {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  for (const p of result.pairings) {
    t.games.push(
      p.second === null
        ? { round, table: p.table, first: p.first, second: null, score1: null, score2: null, override: null }
        : play(round, p.table, byId.get(p.first) as Player, byId.get(p.second) as Player, random),
    );
  }
}

function runOpen(n: number, rounds: number): Line[] {
  const random = seededRandom(12345 + n);
  const t: Tournament = { config: { ...DEFAULT_CONFIG, rounds }, players: field(n, random), games: [] };
  const lines: Line[] = [];
  for (let round = 1; round <= rounds; round++) {
    let result = pairRoundExplained(t);
    const timing = time(
      () => {
        result = pairRoundExplained(t);
      },
      n >= 2000 ? 3 : 5,
    );
    lines.push({ players: n, round, ms: timing.medianMs, method: result.method });
    record(t, round, result, random);
  }
  return lines;
}

function runSmallToTheEnd(n: number): Line[] {
  const random = seededRandom(777);
  const t: Tournament = { config: { ...DEFAULT_CONFIG }, players: field(n, random), games: [] };
  const lines: Line[] = [];
  for (let round = 1; round <= n; round++) {
    let result: ReturnType<typeof pairRoundExplained> | null = null;
    let refusal = '';
    const timing = time(() => {
      try {
        result = pairRoundExplained(t);
      } catch (error) {
        if (!(error instanceof AtrilError)) throw error;
        refusal = error.key;
      }
    });
    if (!result) {
      lines.push({ players: n, round, ms: timing.medianMs, method: `refusal (${refusal})` });
      break;
    }
    const done = result as ReturnType<typeof pairRoundExplained>;
    lines.push({ players: n, round, ms: timing.medianMs, method: done.method });
    record(t, round, done, random);
  }
  return lines;
}

const sizes = (process.env.PAIRING_SIZES ?? '100,500,1000,2000,5000').split(',').map(Number);
const targets: Record<number, number> = { 1000: 300, 5000: 3000 };
console.log('players | round | ms (median) | method');
let worst = new Map<number, number>();
for (const n of sizes) {
  for (const line of runOpen(n, 9)) {
    console.log(
      `${String(line.players).padStart(7)} | ${String(line.round).padStart(5)} | ${line.ms.toFixed(1).padStart(11)} | ${line.method}`,
    );
    worst.set(n, Math.max(worst.get(n) ?? 0, line.ms));
  }
}
console.log('\n12 players to the last possible round:');
for (const line of runSmallToTheEnd(12))
  console.log(`   round ${String(line.round).padStart(2)} | ${line.ms.toFixed(2).padStart(7)} ms | ${line.method}`);
console.log('\nWorst round per field size:');
for (const [n, ms] of worst) {
  const target = targets[n];
  console.log(`  ${n} players: ${ms.toFixed(1)} ms${target ? ` (target ≤ ${target} ms: ${verdict(ms, target)})` : ''}`);
}
const memory = peakMemoryMb();
console.log(`Peak memory (RSS): ${memory.toFixed(0)} MB (target ≤ 300 MB: ${verdict(memory, 300)})`);
worst = new Map();
