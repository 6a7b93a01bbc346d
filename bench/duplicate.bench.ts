// Duplicate scoring at scale (issue 5): 6000 players × 3 games × 15 rounds, each game
// scored (bonuses, places, tiebreaks) and the overall ranking by every criterion.
// Target: ≤ 1 s for scoring and ranking.
import {
  type DuplicateGameInput,
  type EloDiStanding,
  type GameResult,
  rankOverall,
  rateGames,
  scoreGame,
  CRITERIA,
} from '../src/core/duplicate';
import { distribution, peakMemoryMb, time, verdict } from './measure';
import { seededRandom } from '../src/core/random';

const PLAYERS = 6000;
const GAMES = 3;
const ROUNDS = 15;

function makeGame(g: number): DuplicateGameInput {
  const next = seededRandom(1000 + g);
  const master = Array.from({ length: ROUNDS }, () => 20 + Math.floor(next() * 100));
  const players = Array.from({ length: PLAYERS }, (_, p) => ({
    name: `Jugador ${p + 1}`,
    scores: master.map((m) => (next() < 0.3 ? m : Math.floor(next() * m))),
  }));
  return { name: `Duplicada ${g + 1}`, master, players };
}

const inputs = Array.from({ length: GAMES }, (_, g) => makeGame(g));
let games: GameResult[] = [];
const scoring = time(() => {
  games = inputs.map((input) => scoreGame(input));
});
console.log(
  `scoreGame × ${GAMES} (${PLAYERS} players × ${ROUNDS} rounds each): median ${scoring.medianMs.toFixed(1)} ms (min ${scoring.minMs.toFixed(1)}, ${scoring.runs} runs)`,
);

const target = 1000;
for (const criterion of CRITERIA) {
  const whole = time(() => {
    const scored = inputs.map((input) => scoreGame(input));
    rankOverall(scored, { criterion });
  });
  console.log(
    `score + rank overall by ${criterion}: median ${whole.medianMs.toFixed(1)} ms (min ${whole.minMs.toFixed(1)}) — target ≤ ${target} ms: ${verdict(whole.medianMs, target)}`,
  );
}

// EloDI (rules §6.5) over the same 3 games: two thirds of the field established (EloDI 600–2400,
// volatility 150–450, 1–60 games before), a third newcomers; every game counts (15 rounds ≥ 12).
const ratingsRandom = seededRandom(77);
const start = new Map<string, EloDiStanding>();
for (let p = 0; p < PLAYERS; p++) {
  if (p % 3 === 2) continue;
  start.set(`Jugador ${p + 1}`, {
    rating: 600 + Math.floor(ratingsRandom() * 1800),
    volatility: 150 + Math.floor(ratingsRandom() * 300),
    games: 1 + Math.floor(ratingsRandom() * 60),
  });
}
const eloGames = games.map((game) => ({
  name: game.name,
  rounds: game.rounds,
  players: game.players.map((player) => ({ key: player.name, place: player.place })),
}));
// Wall time and this process's CPU time: on a busy machine the two part (the CPU time is
// what the computation costs; the wall time adds the waits for a core).
const eloRuns: number[] = [];
const eloCpu: number[] = [];
for (let run = 0; run < 9; run++) {
  const cpu = process.cpuUsage();
  eloRuns.push(time(() => rateGames(start, eloGames, 12), 1).medianMs);
  const used = process.cpuUsage(cpu);
  eloCpu.push((used.user + used.system) / 1000);
}
const elo = distribution(eloRuns);
const eloCpuTimes = distribution(eloCpu);
console.log(
  `EloDI × ${GAMES} games (${PLAYERS} players, ${start.size} established, rules §6.5): wall median ${elo.median.toFixed(1)} ms, p95 ${elo.p95.toFixed(1)} ms, worst ${elo.worst.toFixed(1)} ms; CPU median ${eloCpuTimes.median.toFixed(1)} ms, worst ${eloCpuTimes.worst.toFixed(1)} ms (${elo.count} runs) — target ≤ ${target} ms of CPU: ${verdict(eloCpuTimes.worst, target)}`,
);
console.log(`games scored: ${games.length}; peak memory ${peakMemoryMb().toFixed(0)} MB`);
