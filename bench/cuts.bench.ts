// Nothing half-done (rules §17): every press of every path of test/e2e/cutPath.ts `CUT_PATHS` —
// the club's evening, the arbiter's game in a Spanish and in an English workbook, the
// simultaneous (organiser, centre, organiser), the federation's list — cut at each
// of its SpreadsheetApp calls — the call failing before it does anything and after it did its
// work, the execution killed there — then pressed again, and the whole workbook compared with
// the uncut press (tabs, values, formulas, checkboxes, validations, formats, the document's and
// the script's properties), then the path's next press. The suite runs a fixed sample
// (test/support/cutSuite.ts); this runs every cut. Also: SpreadsheetApp calls per press of the
// committed dist/Atril.gs and of this build (build/) — on a branch, what the branch changes; on
// main, where dist/ is rebuilt at each merge, equal — the property calls, and the journal's
// bytes in the document's properties. Then rules §21: each cut followed by another menu item
// (the path's `others`) instead of the same, the workbook and the players' page compared — the
// committed dist/ and this build. Then Atril's words: each press with Google's Sheets failing
// from each call on (the Ui still answering), what the director is told — Atril's message in the
// workbook's language (the user's where the press could not read it yet), or not — then pressed
// again; the committed dist/ and this build.
// `--quick`: every third call only. `--path NAME`: only the paths whose name contains NAME.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DIST, SINGLE_FILE } from '../scripts/build';
import type { GasEnvironment } from '../test/gas/fakes';
import { CUT_PATHS } from '../test/e2e/cutPath';
import {
  type CleanPath,
  cleanPath,
  type CutPath,
  othersOf,
  pressesOf,
  tryCut,
  tryOther,
  tryWords,
} from '../test/support/cutRuns';
import { LANGUAGE_CALLS } from '../test/support/cutSuite';
import { ensureBuilt, loadSources } from '../test/support/loadBundle';
import { distribution } from './measure';

ensureBuilt();
const quick = process.argv.includes('--quick');
const only = process.argv.includes('--path') ? process.argv[process.argv.indexOf('--path') + 1] : '';
const step = quick ? 3 : 1;
const every = quick ? ' (every third call)' : '';

/** The committed paste-in file (dist/ is rebuilt only when a branch is merged): the calls before a branch's change. */
const committed = (env: GasEnvironment) =>
  loadSources(env, [{ name: 'Código.gs', source: readFileSync(join(DIST, SINGLE_FILE), 'utf8') }]);

/** The journal's bytes of each press: every setProperties of the journal's keys on the uncut path, again. */
function journalBytes(after: CleanPath): Map<number, number> {
  const bytes = new Map<number, number>();
  const store = after.env.properties.document;
  const original = store.setProperties.bind(store);
  let current = -1;
  store.setProperties = ((values: Record<string, string>, ...rest: unknown[]) => {
    const size = Object.entries(values)
      .filter(([key]) => key.startsWith('atril.journal'))
      .reduce((sum, [key, value]) => sum + Buffer.byteLength(key) + Buffer.byteLength(value), 0);
    if (size > 0) bytes.set(current, Math.max(bytes.get(current) ?? 0, size));
    return (original as (...a: unknown[]) => unknown)(values, ...rest);
  }) as typeof store.setProperties;
  for (const { index } of pressesOf(after.path)) {
    current = index;
    tryCut(after, index, { at: Number.MAX_SAFE_INTEGER, when: 'before', kill: true }, false);
  }
  store.setProperties = original;
  return bytes;
}

const label = (index: number, press: string) => `  ${String(index).padStart(2)} ${press.padEnd(20)}`;

interface Totals {
  cuts: number;
  equal: number;
  others: number;
  otherEqual: number;
  otherBefore: number;
  words: number;
  wordsBefore: number;
  wordsAfter: number;
  wordsEqual: number;
}

function benchPath(path: CutPath, totals: Totals, times: number[]): void {
  console.log(`\n### ${path.name} (${path.locale}, the workbook in ${path.lang})`);
  const before = cleanPath(path, committed);
  const after = cleanPath(path);
  const bytes = journalBytes(after);
  const presses = pressesOf(path);

  console.log('SpreadsheetApp calls per press (uncut), committed dist/ → this build; property calls; journal bytes');
  for (const { index, press } of presses) {
    const change = after.calls[index] - before.calls[index];
    console.log(
      `${label(index, press)} ${String(before.calls[index]).padStart(4)} → ${String(after.calls[index]).padStart(4)} (${change >= 0 ? '+' : ''}${change})   properties ${String(before.propertyCalls[index]).padStart(2)} → ${String(after.propertyCalls[index]).padStart(2)}   journal ${bytes.get(index) ?? 0} B`,
    );
  }

  console.log(`\nCuts${every}: each call failing before / after its work, the execution killed; then pressed again`);
  for (const { index, press } of presses) {
    let tried = 0;
    let equal = 0;
    let nextEqual = 0;
    const differing: string[] = [];
    for (let at = 0; at < after.calls[index]; at += step)
      for (const when of ['before', 'after'] as const) {
        const start = performance.now();
        const outcome = tryCut(after, index, { at, when, kill: true });
        times.push(performance.now() - start);
        tried += 1;
        if (outcome.equal) equal += 1;
        if (outcome.equal && outcome.nextEqual) nextEqual += 1;
        else if (differing.length < 3) differing.push(`call ${at} ${when}: ${outcome.detail ?? 'the next press'}`);
      }
    totals.cuts += tried;
    totals.equal += nextEqual;
    console.log(
      `${label(index, press)} ${String(tried).padStart(4)} cuts, ${String(equal).padStart(4)} ended equal, ${String(nextEqual).padStart(4)} with the next press equal too`,
    );
    for (const line of differing) console.log(`       ${line.slice(0, 300)}`);
  }

  console.log(
    `\nAnother item after each cut${every} (rules §21: ${path.others.join(', ')}): the workbook and the players' page as the uncut press then that item; committed dist/ → this build`,
  );
  /** The cuts of press `index` followed by each other item, on `clean`: how many, how many ended equal, page included. */
  function others(clean: CleanPath, index: number): { tried: number; equal: number; page: number; first?: string } {
    const tally: { tried: number; equal: number; page: number; first?: string } = { tried: 0, equal: 0, page: 0 };
    for (const other of othersOf(path, index))
      for (let at = 0; at < clean.calls[index]; at += step)
        for (const when of ['before', 'after'] as const) {
          const outcome = tryOther(clean, index, { at, when, kill: true }, other);
          tally.tried += 1;
          if (outcome.equal) tally.equal += 1;
          if (outcome.equal && outcome.pageEqual) tally.page += 1;
          else tally.first ??= `call ${at} ${when}, then ${other}: ${outcome.detail ?? ''}`;
        }
    return tally;
  }
  for (const { index, press } of presses) {
    const was = others(before, index);
    const now = others(after, index);
    totals.others += now.tried;
    totals.otherEqual += now.page;
    totals.otherBefore += was.page;
    console.log(
      `${label(index, press)} ${String(now.tried).padStart(4)} cuts, page behind ${String(was.equal - was.page).padStart(3)} → ${String(now.equal - now.page).padStart(3)}, ended equal (page included) ${String(was.page).padStart(4)} → ${String(now.page).padStart(4)}`,
    );
    if (now.first) console.log(`       ${now.first.slice(0, 300)}`);
  }

  console.log(
    `\nAtril's words${every}: Sheets failing from each call on, the Ui answering — told Atril's message in the workbook's language (the user's in the first ${LANGUAGE_CALLS} calls), committed dist/ → this build; then pressed again`,
  );
  for (const { index, press } of presses) {
    const tally = (clean: CleanPath) => {
      const got = { tried: 0, words: 0, equal: 0, first: '' };
      for (let at = 0; at < clean.calls[index]; at += step) {
        const outcome = tryWords(clean, index, at);
        got.tried += 1;
        if (outcome.atrils || (outcome.userLanguage && at < LANGUAGE_CALLS)) got.words += 1;
        else got.first ||= `call ${at}: «${outcome.said.slice(0, 160)}»`;
        if (outcome.equal) got.equal += 1;
      }
      return got;
    };
    const was = tally(before);
    const now = tally(after);
    totals.words += now.tried;
    totals.wordsBefore += was.words;
    totals.wordsAfter += now.words;
    totals.wordsEqual += now.equal;
    console.log(
      `${label(index, press)} ${String(now.tried).padStart(4)} cuts, Atril's words ${String(was.words).padStart(4)} → ${String(now.words).padStart(4)}, pressed again equal ${String(now.equal).padStart(4)}`,
    );
    if (now.first) console.log(`       ${now.first}`);
    else if (was.first) console.log(`       before: ${was.first}`);
  }
}

const totals: Totals = {
  cuts: 0,
  equal: 0,
  others: 0,
  otherEqual: 0,
  otherBefore: 0,
  words: 0,
  wordsBefore: 0,
  wordsAfter: 0,
  wordsEqual: 0,
};
const times: number[] = [];
for (const path of CUT_PATHS.filter((candidate) => candidate.name.includes(only))) benchPath(path, totals, times);
const { median, p95, worst } = distribution(times);
console.log(`\nAll paths${every}:`);
console.log(
  `  cut, pressed again: ${totals.cuts} cuts, ${totals.equal} ended equal (and the next press). Per cut (restore, cut press, press again, next press): median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`,
);
console.log(
  `  another item first: ${totals.others} cuts, ended equal page included ${totals.otherBefore} → ${totals.otherEqual}`,
);
console.log(
  `  Sheets failing: ${totals.words} cuts, Atril's words ${totals.wordsBefore} → ${totals.wordsAfter}, pressed again equal ${totals.wordsEqual}`,
);
if (
  totals.equal !== totals.cuts ||
  totals.otherEqual !== totals.others ||
  totals.wordsAfter !== totals.words ||
  totals.wordsEqual !== totals.words
)
  process.exitCode = 1;
