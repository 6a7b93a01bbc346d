// Nothing half-done (rules §17): every press of the club's path (test/e2e/cutPath.ts) cut at
// each of its SpreadsheetApp calls — the call failing before it does anything and after it did
// its work, the execution killed there — then pressed again, and the whole workbook compared
// with the uncut press (tabs, values, formulas, checkboxes, validations, formats, the document's
// and the script's properties), then the path's next press. The suite runs a fixed sample
// (test/e2e/interruptions.bundle.test.ts); this runs every cut. Also: SpreadsheetApp calls per
// press of the committed dist/Atril.gs and of this build (build/) — on a branch, what the branch
// changes; on main, where dist/ is rebuilt at each merge, equal — the property calls, and the
// journal's bytes in the document's properties. Then rules §21: each cut followed by another
// menu item (Actualizar clasificación; Calcular ELO after a cut of that one) instead of the same,
// the workbook and the players' page compared — the committed dist/ and this build.
// `--quick`: every third call only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DIST, SINGLE_FILE } from '../scripts/build';
import type { GasEnvironment } from '../test/gas/fakes';
import { CLUB_PATH, type CleanPath, cleanPath, tryCut, tryOther } from '../test/support/cutRuns';
import { ensureBuilt, loadSources } from '../test/support/loadBundle';
import { distribution } from './measure';

ensureBuilt();
const quick = process.argv.includes('--quick');

/** The committed paste-in file (dist/ is rebuilt only when a branch is merged): the calls before a branch's change. */
const before = cleanPath((env: GasEnvironment) =>
  loadSources(env, [{ name: 'Código.gs', source: readFileSync(join(DIST, SINGLE_FILE), 'utf8') }]),
);
const after = cleanPath();

// The journal's bytes: every setProperties of the journal's keys on the uncut path, again.
const journalBytes = new Map<number, number>();
{
  const store = after.env.properties.document;
  const original = store.setProperties.bind(store);
  let current = -1;
  store.setProperties = ((values: Record<string, string>, ...rest: unknown[]) => {
    const bytes = Object.entries(values)
      .filter(([key]) => key.startsWith('atril.journal'))
      .reduce((sum, [key, value]) => sum + Buffer.byteLength(key) + Buffer.byteLength(value), 0);
    if (bytes > 0) journalBytes.set(current, Math.max(journalBytes.get(current) ?? 0, bytes));
    return (original as (...a: unknown[]) => unknown)(values, ...rest);
  }) as typeof store.setProperties;
  for (let index = 0; index < CLUB_PATH.length; index++) {
    if (!CLUB_PATH[index].press) continue;
    current = index;
    tryCut(after, index, { at: Number.MAX_SAFE_INTEGER, when: 'before', kill: true }, false);
  }
  store.setProperties = original;
}

console.log('SpreadsheetApp calls per press (uncut), committed dist/ → this build; property calls; journal bytes');
for (let index = 0; index < CLUB_PATH.length; index++) {
  const step = CLUB_PATH[index];
  if (!step.press) continue;
  console.log(
    `  ${String(index).padStart(2)} ${step.press.padEnd(20)} ${String(before.calls[index]).padStart(4)} → ${String(after.calls[index]).padStart(4)} (${after.calls[index] - before.calls[index] >= 0 ? '+' : ''}${after.calls[index] - before.calls[index]})   properties ${String(before.propertyCalls[index]).padStart(2)} → ${String(after.propertyCalls[index]).padStart(2)}   journal ${journalBytes.get(index) ?? 0} B`,
  );
}

console.log(
  `\nCuts${quick ? ' (every third call)' : ''}: each call failing before / after its work, the execution killed; then pressed again`,
);
let allTried = 0;
let allEqual = 0;
const times: number[] = [];
for (let index = 0; index < CLUB_PATH.length; index++) {
  const step = CLUB_PATH[index];
  if (!step.press) continue;
  let tried = 0;
  let equal = 0;
  let nextEqual = 0;
  const differing: string[] = [];
  for (let at = 0; at < after.calls[index]; at += quick ? 3 : 1)
    for (const when of ['before', 'after'] as const) {
      const start = performance.now();
      const outcome = tryCut(after, index, { at, when, kill: true });
      times.push(performance.now() - start);
      tried += 1;
      if (outcome.equal) equal += 1;
      if (outcome.equal && outcome.nextEqual) nextEqual += 1;
      else if (differing.length < 3) differing.push(`call ${at} ${when}: ${outcome.detail ?? 'the next press'}`);
    }
  allTried += tried;
  allEqual += nextEqual;
  console.log(
    `  ${String(index).padStart(2)} ${step.press.padEnd(20)} ${String(tried).padStart(4)} cuts, ${String(equal).padStart(4)} ended equal, ${String(nextEqual).padStart(4)} with the next press equal too`,
  );
  for (const line of differing) console.log(`       ${line.slice(0, 300)}`);
}
const { median, p95, worst } = distribution(times);
console.log(
  `  all: ${allTried} cuts, ${allEqual} ended equal (and the next press). Per cut (restore, cut press, press again, next press): median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`,
);

console.log(
  `\nAnother item after each cut${quick ? ' (every third call)' : ''} (rules §21): the workbook and the players' page as the uncut press then that item; committed dist/ → this build`,
);
/** The cuts of press `index` followed by another item, on `path`: how many, how many ended equal, page included. */
function others(path: CleanPath, index: number): { tried: number; equal: number; page: number; first?: string } {
  const other = CLUB_PATH[index].press === 'updateStandings' ? 'computeElo' : 'updateStandings';
  const tally: { tried: number; equal: number; page: number; first?: string } = { tried: 0, equal: 0, page: 0 };
  for (let at = 0; at < path.calls[index]; at += quick ? 3 : 1)
    for (const when of ['before', 'after'] as const) {
      const outcome = tryOther(path, index, { at, when, kill: true }, other);
      tally.tried += 1;
      if (outcome.equal) tally.equal += 1;
      if (outcome.equal && outcome.pageEqual) tally.page += 1;
      else tally.first ??= `call ${at} ${when}, then ${other}: ${outcome.detail ?? ''}`;
    }
  return tally;
}
let otherTried = 0;
let otherEqual = 0;
let otherBefore = 0;
for (let index = 0; index < CLUB_PATH.length; index++) {
  const step = CLUB_PATH[index];
  if (!step.press) continue;
  const was = others(before, index);
  const now = others(after, index);
  otherTried += now.tried;
  otherEqual += now.page;
  otherBefore += was.page;
  console.log(
    `  ${String(index).padStart(2)} ${step.press.padEnd(20)} ${String(now.tried).padStart(4)} cuts, page behind ${String(was.equal - was.page).padStart(3)} → ${String(now.equal - now.page).padStart(3)}, ended equal (page included) ${String(was.page).padStart(4)} → ${String(now.page).padStart(4)}`,
  );
  if (now.first) console.log(`       ${now.first.slice(0, 300)}`);
}
console.log(`  all: ${otherTried} cuts, ended equal page included ${otherBefore} → ${otherEqual}`);
if (allEqual !== allTried || otherEqual !== otherTried) process.exitCode = 1;
