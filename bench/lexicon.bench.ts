// The club's word list kept in the spreadsheet (rules §20 "Léxico", issue 48): the whole list of
// the devDependency an-array-of-spanish-words (636,598 words) loaded as `atril lexicon` loads it
// (read, compiled in Node, written in its hidden tab, saved) and as the dialog's calls do on the
// built bundle in the Apps Script fakes, then read back and decoded as an action does, and
// DUP_WORD_OK answered from a cell. Budgets (reported, not asserted): load ≤ 20 s, the file
// ≤ 6 MB larger; one press ≤ 6 s with the list read from the spreadsheet included.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { compileList } from '../src/core/duplicate/lexiconCompile';
import { runCli } from '../src/local/cli';
import { XlsxWorkbook } from '../src/local/xlsxWorkbook';
import { storedLexicon } from '../src/sheets/duplicate/lexiconTab';
import { anotherExecution, callCustomFunction, createGasEnvironment } from '../test/gas/fakes';
import { ensureBuilt, loadBundle } from '../test/support/loadBundle';
import { peakMemoryMb, verdict } from './measure';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a 7 MB JSON list, not worth a type
const words: string[] = require('an-array-of-spanish-words');
const dir = mkdtempSync(join(tmpdir(), 'atril-lexicon-bench-'));
const io = { stdout: () => undefined, stderr: () => undefined, env: { LANG: 'es_ES.UTF-8' } };
const since = (start: number) => performance.now() - start;

(async () => {
  const book = join(dir, 'club.xlsx');
  const list = join(dir, 'lista.txt');
  writeFileSync(list, words.join('\n'));
  await runCli(['setup', book], io);
  const before = statSync(book).size;
  let start = performance.now();
  const code = await runCli(['lexicon', book, list], io);
  const load = since(start);
  const growth = statSync(book).size - before;
  start = performance.now();
  const opened = await XlsxWorkbook.open(book);
  const decoded = storedLexicon(opened);
  const readBack = since(start);
  console.log(
    `atril lexicon, ${words.length} words (exit ${code}): ${(load / 1000).toFixed(1)} s in all ${verdict(load, 20000)}`,
  );
  console.log(`  the .xlsx grew ${(growth / 1024).toFixed(0)} kB ${verdict(growth, 6 * 1024 * 1024)}`);
  console.log(`  opened and decoded again: ${(readBack / 1000).toFixed(1)} s (${decoded?.graph.words} words)`);

  // The dialog's path on the built bundle: compiled as the browser does, one call of parts, the last call.
  ensureBuilt();
  const env = createGasEnvironment({ locale: 'es_ES' });
  (loadBundle(env) as Record<string, () => unknown>).setupTournament();
  start = performance.now();
  const { parts, ...counts } = compileList(words.join('\n'));
  const compile = since(start);
  const call = (name: string, ...args: unknown[]) =>
    (loadBundle(anotherExecution(env)) as Record<string, (...a: unknown[]) => unknown>)[name](...args);
  start = performance.now();
  for (let first = 0; first < parts.length; first += 30) call('lexiconPart', first, parts.slice(first, first + 30));
  const answer = call('lexiconFinish', { name: 'lista.txt', ...counts, parts: parts.length }) as { ok: boolean };
  const server = since(start);
  console.log(
    `Cargar léxico… (fakes): compiled in ${(compile / 1000).toFixed(1)} s (the browser's share), ${parts.length} parts ` +
      `(${parts.reduce((sum, part) => sum + part.length, 0)} characters) in ${Math.ceil(parts.length / 30)} call(s) ` +
      `and the last: ${(server / 1000).toFixed(1)} s (ok: ${answer.ok}) ${verdict(server, 6000)}`,
  );
  start = performance.now();
  const cell = anotherExecution(env);
  const found = callCustomFunction(loadBundle(cell), cell.spreadsheet, 'DUP_WORD_OK', 'chorrillos');
  const fn = since(start);
  console.log(
    `  DUP_WORD_OK("chorrillos") in a new execution, the list read and decoded: ${fn.toFixed(0)} ms (${found}) ${verdict(fn, 30000)}`,
  );
  console.log(`Peak memory ${peakMemoryMb()} MB. Wall times on a shared machine; Google's own calls not included.`);
  rmSync(dir, { recursive: true, force: true });
})();
