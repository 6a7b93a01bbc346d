// The federation's list (rules §23): 300 tournaments, 5,000 players and about 40,000 Swiss
// games (plus duplicate games) rated from scratch — budget ≤ 30 s in the CLI, this is the
// core alone, which the CLI adds reading and writing to — and one late tournament re-rated
// into a list that already holds the others (budget ≤ 10 s): the list's undo records let it
// start from the late event's date instead of the first. Events come from the seeded
// seasons of test/support/ratedSeasons.ts, imported in shuffled order.
import { DEFAULT_RATING_SETTINGS, type RatedEvent, chronological, rateEvents } from '../src/core/season';
import { BUDGET_SEASON, ratedSeason, shuffled } from '../test/support/ratedSeasons';
import { distribution, peakMemoryMb, verdict } from './measure';
import { performance } from 'node:perf_hooks';

const SCRATCH_TARGET_MS = 30_000;
const LATE_TARGET_MS = 10_000;

const events: RatedEvent[] = ratedSeason(BUDGET_SEASON);
const swiss = events.reduce((sum, e) => sum + e.swissGames.filter((g) => g.second !== null).length, 0);
const duplicate = events.reduce((sum, e) => sum + e.duplicateGames.length, 0);
const players = new Set(events.flatMap((e) => e.players.map((p) => p.name))).size;
console.log(
  `Data: ${events.length} tournaments (20 clubs, one year), ${players} distinct players, ${swiss} Swiss games, ` +
    `${duplicate} duplicate games; seeded (test/support/ratedSeasons.ts, seed 2026), imported in shuffled order.`,
);

const clock = (run: () => unknown) => {
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  run();
  return performance.now() - start;
};

// From scratch: the whole set, five runs.
const scratch: number[] = [];
let full = rateEvents(events, DEFAULT_RATING_SETTINGS);
for (let run = 0; run < 5; run++)
  scratch.push(clock(() => (full = rateEvents(shuffled(events, run), DEFAULT_RATING_SETTINGS))));
const s = distribution(scratch);
console.log(
  `From scratch (rateEvents, core only): median ${s.median.toFixed(0)} ms, worst ${s.worst.toFixed(0)} ms over ${s.count} runs` +
    ` — Escalafón ${full.escalafon.length}, EloDI ${full.eloDi.length} — target ≤ ${SCRATCH_TARGET_MS} ms: ${verdict(s.worst, SCRATCH_TARGET_MS)}`,
);

// One late tournament: the list holds the other 299; the late one is dated anywhere in the year.
const ordered = chronological(events);
const late: number[] = [];
const lateEarliest: number[] = [];
for (let k = 0; k < 20; k++) {
  const at = Math.floor(((k + 0.5) / 20) * ordered.length);
  const missing = ordered[at];
  const before = rateEvents(
    events.filter((e) => e !== missing),
    DEFAULT_RATING_SETTINGS,
  );
  const ms = clock(() => rateEvents(events, DEFAULT_RATING_SETTINGS, new Map(), before));
  late.push(ms);
  if (at < ordered.length / 10) lateEarliest.push(ms);
}
const l = distribution(late);
console.log(
  `One late tournament re-rated (20 cases, dated evenly over the year): median ${l.median.toFixed(0)} ms, ` +
    `p95 ${l.p95.toFixed(0)} ms, worst ${l.worst.toFixed(0)} ms (the earliest dates re-rate nearly everything: ` +
    `${lateEarliest.map((ms) => ms.toFixed(0)).join(', ')} ms) — target ≤ ${LATE_TARGET_MS} ms: ${verdict(l.worst, LATE_TARGET_MS)}`,
);
console.log(`Peak memory: ${peakMemoryMb().toFixed(0)} MB`);
