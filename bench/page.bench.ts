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
// Then the public side under attack (rules §14.1):
// - script property reads per 1,000 calls of the page's globals (the fakes' counters): polls
//   that change nothing, refused reports, wrong codes guessed on every board, accepted reports
//   (each a new, different report, the costliest kind), in steady state, the clock moving 2 s per call; and the same with the
//   cache dropped every 100 calls (Google may evict at any moment);
// - the worst time of every global and custom function called from the page (a web-app
//   execution) with each of the hostile argument lists of test/support/hostileArguments.ts, and
//   the tournament functions on the largest tournament their bounds accept (10,000 players,
//   round 1 played).
import { performance } from 'node:perf_hooks';
import { anotherExecution, createGasEnvironment, type GasEnvironment } from '../test/gas/fakes';
import { HOSTILE, largeTournament } from '../test/support/hostileArguments';
import { GLOBALS } from '../src/gas/globalNames';
import { CUSTOM_FUNCTIONS } from '../src/sheets/functions';
import { ensureBuilt, loadBundle } from '../test/support/loadBundle';
import { JITTER, refreshSecondsFor, UNCHANGED } from '../src/sheets/tournament/pagePolling';
import { seededRandom } from '../src/core/random';
import { distribution } from './measure';
import { slipCodes } from '../test/support/slipCodes';
import { t } from '../src/i18n';

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

// ---------------------------------------------------------------------------------------
// rules §14.1: property reads per 1,000 calls, and every global under hostile arguments.

/** Round 1 of 40 players paired with phones on; the page's execution, its stamp, the codes. */
function phoneRoom() {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: URL, followClock: true });
  const menu = loadBundle(env) as unknown as Globals;
  menu.setupTournament();
  const rows = Array.from({ length: 40 }, (_, i) => ['', `Jugador ${i + 1}`, 2200 - i]);
  env.spreadsheet.getSheetByName('Jugadores')!.getRange(2, 1, rows.length, 3).setValues(rows);
  const config = env.spreadsheet.getSheetByName('Configuración')!;
  // The setting by the catalogue's label (renamed since: docs/glossary.md), never a spelling of its own.
  const phones = config.snapshot().findIndex((line) => line[0] === t('es', 'config.phoneResults'));
  if (phones < 0) throw new Error(`Configuración has no «${t('es', 'config.phoneResults')}» row`);
  config.getRange(phones + 1, 2).setValue('Sí');
  menu.pairNextRound();
  const codes = slipCodes(env);
  const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as unknown as Globals;
  const stamp = /shown="([^"]+)"/.exec((page.doGet() as { getContent(): string }).getContent())![1];
  return { env, page, stamp, codes };
}

const propertyReads = (env: GasEnvironment) =>
  env.counter.calls.filter((call) => call.method.startsWith('Properties.get')).length;

/** Property reads of 1,000 calls of `call`, the clock moving 2 s each; the cache dropped every `evictEvery` calls. */
function readsPer1000(kind: 'poll' | 'refused' | 'wrong' | 'accepted', evictEvery: number | null): number {
  const { env, page, stamp, codes } = phoneRoom();
  const refusals = [
    [2, 1, '123456', 1, 2],
    [1, 999, '123456', 1, 2],
    [1, 1, 'abc', 1, 2],
    [1, 1, '123456', 5000, 2],
    ['x', {}, [], NaN, null],
  ];
  let stamped = stamp;
  env.counter.reset();
  for (let call = 0; call < 1000; call++) {
    if (kind === 'poll') {
      const answer = page.refreshStandings('es', stamped) as string;
      if (answer !== UNCHANGED) throw new Error('expected "unchanged"');
    } else if (kind === 'wrong') {
      // A stranger guessing codes, one board after another (most answered "en pausa").
      const table = (call % 20) + 1;
      const guess = String(100000 + call);
      if (guess !== codes.get(table)) page.reportResult(1, table, guess, 1, 2);
    } else if (kind === 'refused') {
      if ((page.reportResult(...refusals[call % refusals.length]) as { ok: boolean }).ok) throw new Error('accepted');
    } else {
      // A new, different report each time (each one written: the costliest accepted report).
      const table = (call % 20) + 1;
      const answer = page.reportResult(1, table, codes.get(table), call % 1000, 999 - (call % 1000)) as { ok: boolean };
      if (!answer.ok) throw new Error('refused');
    }
    env.clock.advance(2);
    if (evictEvery !== null && call % evictEvery === evictEvery - 1) env.cache.script.evictAll();
  }
  stamped = stamp;
  return propertyReads(env);
}

console.log("\nThe public side under attack (rules §14.1): script property reads per 1,000 calls (fakes' counters)");
console.log('  (budget: 500 unchanged polls + 500 refused reports ≤ 25 reads; a personal account has 50,000 a day)');
for (const kind of ['poll', 'refused', 'wrong', 'accepted'] as const) {
  const name = {
    poll: 'unchanged polls',
    refused: 'refused reports',
    wrong: 'wrong codes (20 boards)',
    accepted: 'accepted reports (each new)',
  }[kind];
  console.log(
    `  ${name.padEnd(30)} steady state ${String(readsPer1000(kind, null)).padStart(5)}; cache dropped every 100 calls ${String(readsPer1000(kind, 100)).padStart(5)}`,
  );
}

/** The worst time of each global called from the page with every hostile argument list (and the large tournament). */
function hostileTimes(): { name: string; worst: number; args: string }[] {
  const { page, env } = phoneRoom();
  const large = largeTournament(10000);
  const heavy: unknown[][] = [
    [large.players, large.games],
    [large.players, large.games, 2],
    [large.players, large.games, 'SB'],
  ];
  const describe = (args: unknown[]): string =>
    args.length === 0
      ? '()'
      : `(${args
          .map((arg) =>
            Array.isArray(arg)
              ? `${arg.length}×${Array.isArray(arg[0]) ? (arg[0] as unknown[]).length : 1}`
              : typeof arg === 'string'
                ? `"${arg.length > 8 ? `${arg.length} chars` : arg}"`
                : String(typeof arg === 'object' && arg !== null ? 'object' : arg),
          )
          .join(', ')})`;
  const rows: { name: string; worst: number; args: string }[] = [];
  const tournamentFunctions = new Set([
    'PAIR_ROUND',
    'SB_TIEBREAK',
    'STANDINGS',
    'ELO_REPORT',
    'CROSSTABLE',
    'CLUB_STANDINGS',
  ]);
  for (const name of [...GLOBALS, ...CUSTOM_FUNCTIONS.map((def) => def.name)]) {
    let worst = 0;
    let worstArgs = '';
    const sets = tournamentFunctions.has(name) ? [...HOSTILE, ...heavy] : HOSTILE;
    for (const args of sets) {
      const start = performance.now();
      try {
        page[name](...args);
      } catch {
        // A refusal: timed like an answer.
      }
      const ms = performance.now() - start;
      env.endExecution();
      if (ms > worst) [worst, worstArgs] = [ms, describe(args)];
    }
    rows.push({ name, worst, args: worstArgs });
  }
  return rows.sort((a, b) => b.worst - a.worst);
}

console.log('\nEvery global called from the page (web-app execution) with hostile arguments: the worst time of each');
console.log(
  `  (${HOSTILE.length} hostile argument lists; the tournament functions also on 10,000 players, round 1 played; target 3 s)`,
);
for (const { name, worst, args } of hostileTimes())
  console.log(`  ${name.padEnd(20)} worst ${f(worst).padStart(12)}  with ${args}`);
