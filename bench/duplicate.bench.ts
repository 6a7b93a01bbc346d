// Duplicate scoring at scale (issue 5): 6000 players × 3 games × 15 rounds, each game
// scored (bonuses, places, tiebreaks) and the overall ranking by every criterion.
// Target: ≤ 1 s for scoring and ranking.
import { type DuplicateGameInput, type GameResult, rankOverall, scoreGame, CRITERIA } from '../src/core/duplicate';
import { peakMemoryMb, time, verdict } from './measure';
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
console.log(`games scored: ${games.length}; peak memory ${peakMemoryMb().toFixed(0)} MB`);
