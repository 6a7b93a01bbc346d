// Swiss pairing speed (issues 3 and 13): the time of every round of many simulated open
// tournaments, as median, 95th percentile and worst round per field size, and the same for
// the optimising search forced on every round's field (as if the paper procedure and its
// backtracking had failed there: the slowest stage, whatever the results; with the club
// level while the club rule applies). Plus a 12-player field paired to its last possible
// round, and the peak memory.
// Targets (Node 20, 2 cores), worst round: 1000 players ≤ 0.3 s, 5000 ≤ 3 s; memory ≤ 300 MB.
//
//   npm run bench -- pairing [--sizes 100,500,1000,2000,5000] [--fields 20] [--rounds 9] [--repeats 3] [--verbose]
//                            [--forbidden 20]
// (--verbose prints every round; --forbidden N keeps N pairs apart in every field, rules §18:
// half of them round 1's paper boards, half among the top third, who keep meeting the top).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { AtrilError } from '../src/core/errors';
import type { Tournament } from '../src/core/model';
import { pairRoundExplained } from '../src/core/pairing';
import { chooseBye } from '../src/core/pairing/byes';
import { avoidsSameClub, costLevels } from '../src/core/pairing/criteria';
import { optimisedPairing } from '../src/core/pairing/optimise';
import { isPresent, pairingState, type PairingPlayer } from '../src/core/pairing/state';
import { distribution, peakMemoryMb, time, verdict } from './measure';
import { RESULT_MODELS, openTournament, recordRound, seededRandom } from './pairingFields';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,500,1000,2000,5000' },
    fields: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '9' },
    repeats: { type: 'string', default: '3' },
    verbose: { type: 'boolean', default: false },
    forbidden: { type: 'string', default: '0' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const fields = Number(values.fields);
const rounds = Number(values.rounds);
const repeats = Number(values.repeats);
const forbidden = Number(values.forbidden);

/** rules §18: `count` pairs kept apart — half round 1's paper boards (k v k + n/2), half among the top third. */
function forbiddenPairs(n: number, count: number, random: () => number): [number, number][] {
  const pairs: [number, number][] = [];
  const pick = (below: number) => 1 + Math.floor(random() * below);
  for (let k = 0; k < count; k++) {
    const a = k % 2 === 0 ? pick(Math.floor(n / 2)) : pick(Math.ceil(n / 3));
    const b = k % 2 === 0 ? a + Math.floor(n / 2) : pick(Math.ceil(n / 3));
    if (a !== b) pairs.push([a, b]);
  }
  return pairs;
}
const targets: Record<number, number> = { 1000: 300, 5000: 3000 };

/** The players the Swiss search pairs in the next round: present, minus the bye. */
function fieldToPair(t: Tournament, round: number): PairingPlayer[] {
  const state = pairingState(t, round);
  const present = t.players.filter((p) => isPresent(p, round)).map((p) => state.get(p.id) as PairingPlayer);
  const { bye } = chooseBye(present, round);
  return present.filter((player) => player !== bye);
}

interface Sample {
  ms: number;
  where: string;
}

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 1 : 0).padStart(6);
const worstOf = (samples: readonly Sample[]) => samples.reduce((a, b) => (b.ms > a.ms ? b : a));

console.log(
  `${forbidden > 0 ? `${forbidden} pairs kept apart (No emparejar con) in every field; ` : ''}${fields} seeded fields per size, rounds 1–${rounds}; each round timed ${repeats}× (median kept); load average at start ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log('Result models, one per field in turn:');
RESULT_MODELS.forEach((model, index) => console.log(`  ${index}: ${model.name}`));
console.log('');
console.log(
  'players | rounds | paper/backtr./optimised | round ms: median    p95  worst | forced optimiser ms: median    p95  worst | worst round at',
);
const summary: { n: number; worst: number; forced: number }[] = [];
for (const n of sizes) {
  const roundTimes: Sample[] = [];
  const forcedTimes: Sample[] = [];
  const methods = { paper: 0, backtracking: 0, optimised: 0, roundRobin: 0, kingOfTheHill: 0 };
  for (let f = 0; f < fields; f++) {
    const modelIndex = f % RESULT_MODELS.length;
    const model = RESULT_MODELS[modelIndex];
    const random = seededRandom(100_000 * n + f);
    const t = openTournament(n, rounds, model, random);
    // Their own random numbers: the fields and results stay those of the run without them.
    if (forbidden > 0) t.forbiddenPairs = forbiddenPairs(n, forbidden, seededRandom(7 * n + f));
    for (let round = 1; round <= rounds; round++) {
      let result = pairRoundExplained(t);
      const where = `field ${f} (model ${modelIndex}), round ${round}`;
      roundTimes.push({
        ms: time(() => {
          result = pairRoundExplained(t);
        }, repeats).medianMs,
        where,
      });
      methods[result.method]++;
      const players = fieldToPair(t, round);
      const levels = costLevels(avoidsSameClub(t.config.avoidSameClubUntilRound, round));
      forcedTimes.push({ ms: time(() => optimisedPairing(players, levels), repeats).medianMs, where });
      if (values.verbose)
        console.log(
          `  ${n} ${where}: ${result.method} ${fmt(roundTimes[roundTimes.length - 1].ms)} ms, optimiser forced ${fmt(forcedTimes[forcedTimes.length - 1].ms)} ms, peak RSS so far ${peakMemoryMb().toFixed(0)} MB`,
        );
      recordRound(t, round, result.pairings, model, random);
    }
  }
  const r = distribution(roundTimes.map((s) => s.ms));
  const o = distribution(forcedTimes.map((s) => s.ms));
  console.log(
    `${String(n).padStart(7)} | ${String(r.count).padStart(6)} | ${`${methods.paper}/${methods.backtracking}/${methods.optimised}`.padStart(23)} |            ${fmt(r.median)} ${fmt(r.p95)} ${fmt(r.worst)} |                      ${fmt(o.median)} ${fmt(o.p95)} ${fmt(o.worst)} | ${worstOf(roundTimes).where}`,
  );
  summary.push({ n, worst: r.worst, forced: o.worst });
}

console.log('\n12 players to the last possible round:');
{
  const random = seededRandom(777);
  const model = RESULT_MODELS[2];
  const t = openTournament(12, 12, model, random);
  for (let round = 1; round <= 12; round++) {
    let line = '';
    let result: ReturnType<typeof pairRoundExplained> | null = null;
    const timing = time(() => {
      try {
        result = pairRoundExplained(t);
      } catch (error) {
        if (!(error instanceof AtrilError)) throw error;
        line = `refusal (${error.key})`;
      }
    });
    const done = result as ReturnType<typeof pairRoundExplained> | null;
    console.log(
      `   round ${String(round).padStart(2)} | ${timing.medianMs.toFixed(2).padStart(7)} ms | ${done ? done.method : line}`,
    );
    if (!done) break;
    recordRound(t, round, done.pairings, model, random);
  }
}

console.log('\nWorst round per field size (targets apply to the worst round):');
for (const { n, worst, forced } of summary) {
  const target = targets[n];
  const check = (ms: number) => (target ? ` (target ≤ ${target} ms: ${verdict(ms, target)})` : '');
  console.log(
    `  ${n} players: ${worst.toFixed(0)} ms${check(worst)}; optimiser forced: ${forced.toFixed(0)} ms${check(forced)}`,
  );
}
const memory = peakMemoryMb();
console.log(`Peak memory (RSS) of this process: ${memory.toFixed(0)} MB (target ≤ 300 MB: ${verdict(memory, 300)})`);
