// The federation's list as the officer waits for it (rules §23, §24): 300 tournaments (5,000+
// players, about 40,000 Swiss games, duplicate games too) imported in ONE press of Importar
// torneos… through the built bundle in the Apps Script fakes (budget ≤ 5 min), and with
// `atril import-tournaments` on a new list file (budget ≤ 30 s, the whole process: files read,
// rated, the .xlsx written); then one late tournament imported into the list holding the others
// (≤ 10 s). Events: the seeded seasons of test/support/ratedSeasons.ts (seed 2026, as
// bench/ratingList.bench.ts), as `torneo` files, in shuffled order. Wall times on a shared
// machine; in the fakes Google's own latency per call is not included: the calls are counted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runCli } from '../src/local/cli';
import { writeTournamentFile } from '../src/core/season/tournamentFile';
import { createGasEnvironment } from '../test/gas/fakes';
import { ensureBuilt, loadBundle } from '../test/support/loadBundle';
import { BUDGET_SEASON, ratedSeason, shuffled } from '../test/support/ratedSeasons';
import { peakMemoryMb, verdict } from './measure';

const events = ratedSeason(BUDGET_SEASON);
const files = shuffled(events, 7).map((event, i) => ({ name: `t${i}.atril`, text: writeTournamentFile(event) }));
const chars = files.reduce((sum, file) => sum + file.text.length, 0);
const players = new Set(events.flatMap((event) => event.players.map((player) => player.name))).size;
const swiss = events.reduce((sum, event) => sum + event.swissGames.filter((game) => game.second !== null).length, 0);
console.log(
  `Data: ${files.length} torneo files (${(chars / 1e6).toFixed(1)} MB), ${players} players, ${swiss} Swiss games; ` +
    'seeded (ratedSeasons, seed 2026), shuffled.',
);
const since = (start: number) => performance.now() - start;
const io = { stdout: () => undefined, stderr: () => undefined, env: { LANG: 'es_ES.UTF-8' } };

(async () => {
  // The CLI: a new list, all files in one command; then the last file alone, as a late arrival.
  const dir = mkdtempSync(join(tmpdir(), 'atril-list-bench-'));
  const paths = files.map((file) => {
    const path = join(dir, file.name);
    writeFileSync(path, file.text);
    return path;
  });
  const list = join(dir, 'lista.xlsx');
  let start = performance.now();
  let code = await runCli(['import-tournaments', list, ...paths.slice(0, -1)], io);
  const cliScratch = since(start);
  start = performance.now();
  code += await runCli(['import-tournaments', list, paths.at(-1) as string], io);
  const cliLate = since(start);
  console.log(
    `CLI, 299 files into a new list (exit ${code}): ${(cliScratch / 1000).toFixed(1)} s — target ≤ 30 s: ${verdict(cliScratch, 30000)}`,
  );
  console.log(
    `CLI, one late file into the list of 299: ${(cliLate / 1000).toFixed(1)} s — target ≤ 10 s: ${verdict(cliLate, 10000)}`,
  );
  rmSync(dir, { recursive: true, force: true });

  // The bundle: one press of the dialog's call with the 300 files.
  ensureBuilt();
  const env = createGasEnvironment({ locale: 'es_ES' });
  const menu = loadBundle(env) as unknown as Record<string, (...args: unknown[]) => { ok: boolean; message: string }>;
  env.counter.reset();
  start = performance.now();
  const result = menu.importTournamentFiles(files.slice(0, -1));
  const press = since(start);
  const calls = env.counter.count('api');
  env.counter.reset();
  start = performance.now();
  const late = menu.importTournamentFiles(files.slice(-1));
  const pressLate = since(start);
  console.log(
    `Bundle, one press with 299 files (ok ${result.ok}): ${(press / 1000).toFixed(1)} s, ${calls} SpreadsheetApp calls — ` +
      `target ≤ 300 s: ${verdict(press, 300000)}`,
  );
  console.log(
    `Bundle, one press with the late file (ok ${late.ok}): ${(pressLate / 1000).toFixed(1)} s, ` +
      `${env.counter.count('api')} calls — target ≤ 10 s: ${verdict(pressLate, 10000)}`,
  );
  console.log(
    `Peak memory ${peakMemoryMb()} MB. One run each (a press of minutes is not repeated on a shared machine).`,
  );
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
