// The federation's list under cuts (rules §17, §23) on the built bundle in the strict fakes,
// along its path (test/e2e/ratingListCutPath.ts: Importar torneos… twice — the second time
// three new events and a corrected file of a stored one —, Volver a valorar, Quitar torneo):
// each press cut at a sample of its SpreadsheetApp calls, pressed again, Volver a valorar
// instead, Sheets down (test/support/cutSuite.ts); `npm run bench -- cuts --path "rating list"`
// cuts every call. Beside them: the second import cut at every call with the batched writes
// lost, and what the uncut presses must show.
import { type CleanPath, cutsOf, tryCut, tryOther } from '../support/cutRuns';
import { describeCuts } from '../support/cutSuite';
import { ratingListPath } from './ratingListCutPath';

const PATH = ratingListPath();
const path = describeCuts(PATH, { again: 3, other: 2, words: 2 });
let clean: CleanPath;
beforeAll(() => (clean = path()));

/** The second import (three new events, one replaced). */
const SECOND = 1;

test('the second import: 3 new, 1 replaced, with SpreadsheetApp calls to cut', () => {
  expect(clean.said[SECOND]).toContain('(3 torneos nuevos, 1 sustituido)');
  expect(clean.calls[SECOND]).toBeGreaterThan(10);
});

test('the second import cut with the batched writes lost, at every call; pressed again: as the uncut press', () => {
  const failures: string[] = [];
  for (const { at } of cutsOf(clean.calls[SECOND], ['before'])) {
    const outcome = tryCut(clean, SECOND, { at, when: 'before', kill: true, lost: true }, false);
    if (!outcome.equal) failures.push(`call ${at}: ${outcome.detail}`);
  }
  expect(failures).toEqual([]);
}, 300_000);

test('the second import cut after the journal is kept: Volver a valorar finishes it first', () => {
  const outcome = tryOther(clean, SECOND, { at: clean.calls[SECOND] - 1, when: 'after', kill: true }, 'rerateList');
  expect([outcome.equal, outcome.pageEqual, outcome.finished]).toEqual([true, true, true]);
});
