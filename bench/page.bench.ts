// The live page's cost on the director's quota (issue 27 item 5): every poll of every phone
// is an execution of the director's script (30 at once at most). Through the built bundle in
// the strict fakes (vm), for a room of 40 and of 200 phones (one per player):
// - executions per minute: each phone polls after the nominal wait for its field
//   (refreshSecondsFor) times a factor drawn in [0.75, 1.25), from a random moment; simulated
//   over an hour — the mean, the worst minute and the worst 10 seconds;
// - the time of an "unchanged" answer (refreshStandings with the stamp the page shows: no
//   rendering), warm (the stamp in the script cache) and cold (cache expired: one property
//   read), against a full answer (the content rendered) — median, 95th percentile, worst.
// Wall time is the bundle's own in Node's vm with the fakes, not Google's (whose execution
// overhead comes on top and is the same for every answer).
import { performance } from 'node:perf_hooks';
import { anotherExecution, createGasEnvironment } from '../test/gas/fakes';
import { ensureBuilt, loadBundle } from '../test/support/loadBundle';
import { JITTER, refreshSecondsFor, UNCHANGED } from '../src/sheets/tournament/pagePolling';
import { seededRandom } from '../src/core/random';
import { distribution } from './measure';

type Globals = Record<string, (...args: unknown[]) => unknown>;
const URL = 'https://script.google.com/macros/s/AKfy-bench/exec';
const SAMPLES = 400;

/** A tournament of `players` paired and published; the page's execution and the stamp it shows. */
function publishedRoom(players: number) {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: URL });
  const menu = loadBundle(env) as unknown as Globals;
  menu.setupTournament();
  const rows = Array.from({ length: players }, (_, i) => ['', `Jugador ${i + 1}`, 2200 - i, `Club ${i % 12}`]);
  env.spreadsheet.getSheetByName('Jugadores')!.getRange(2, 1, rows.length, 4).setValues(rows);
  menu.pairNextRound();
  const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as unknown as Globals;
  const html = (page.doGet() as { getContent(): string }).getContent();
  const stamp = /shown="([^"]+)"/.exec(html)?.[1];
  if (!stamp) throw new Error('the page carries no stamp');
  return { env, page, stamp };
}

function timed(run: () => unknown, before: () => void = () => undefined): number[] {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    before();
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Executions per minute of `phones` polling for an hour (simulated): mean, worst minute, worst 10 s. */
function executions(phones: number): { wait: number; mean: number; worstMinute: number; worst10s: number } {
  const random = seededRandom(phones);
  const wait = refreshSecondsFor(phones);
  const hour = 3600;
  const times: number[] = [];
  for (let phone = 0; phone < phones; phone++) {
    let at = random() * wait;
    while (at < hour) {
      times.push(at);
      at += wait * (1 - JITTER + 2 * JITTER * random());
    }
  }
  const perMinute = new Array<number>(60).fill(0);
  const per10s = new Array<number>(360).fill(0);
  for (const at of times) {
    perMinute[Math.floor(at / 60)]++;
    per10s[Math.floor(at / 10)]++;
  }
  // The first minute is the start (every phone's first poll spread over one wait): from the second on.
  const steady = perMinute.slice(Math.ceil(wait / 60));
  return {
    wait,
    mean: steady.reduce((sum, n) => sum + n, 0) / steady.length,
    worstMinute: Math.max(...steady),
    worst10s: Math.max(...per10s.slice(Math.ceil(wait / 10))),
  };
}

const f = (ms: number) => `${ms.toFixed(3)} ms`;
ensureBuilt();
console.log('The live page: polls per minute and the time of an answer (bundle in vm + strict fakes)');
for (const phones of [40, 200]) {
  const { env, page, stamp } = publishedRoom(phones);
  if (page.refreshStandings('es', stamp) !== UNCHANGED) throw new Error('expected "unchanged"');
  const warm = distribution(timed(() => page.refreshStandings('es', stamp)));
  const cold = distribution(
    timed(
      () => page.refreshStandings('es', stamp),
      () => env.clock.advance(61),
    ),
  );
  const full = distribution(
    timed(
      () => page.refreshStandings('es', 'older'),
      () => env.clock.advance(61),
    ),
  );
  const rate = executions(phones);
  const before = phones; // the previous page: every phone every minute, whatever the field
  console.log(`\n${phones} phones (one per player); nominal wait ${rate.wait} s ± ${JITTER * 100} %`);
  console.log(
    `  executions per minute: mean ${rate.mean.toFixed(1)}, worst minute ${rate.worstMinute}, worst 10 s ${rate.worst10s}` +
      ` (before: ${before} a minute, each rendering the page when its cache had expired)`,
  );
  const line = (name: string, d: ReturnType<typeof distribution>) =>
    console.log(`  ${name.padEnd(34)} median ${f(d.median)}, p95 ${f(d.p95)}, worst ${f(d.worst)} (${d.count} calls)`);
  line('"unchanged", stamp cached:', warm);
  line('"unchanged", cache expired:', cold);
  line('full answer (content rendered):', full);
}
