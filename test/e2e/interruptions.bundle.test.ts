// Nothing half-done (rules §17) on the built bundle in the strict fakes: along a club's path,
// each press cut at its SpreadsheetApp calls — failing before the call does anything and after
// it did its work, the execution killed there — then pressed again must leave the whole
// workbook exactly as the uncut press, and the path's next press too. The suite runs a bounded,
// fixed sample of the cuts (every press, calls spread evenly); `npm run bench` runs them all.
import { CLUB_PATH, cleanPath, type CleanPath, cutsOf, tryCut } from '../support/cutRuns';
import { ensureBuilt } from '../support/loadBundle';

let path: CleanPath;
beforeAll(() => {
  ensureBuilt();
  path = cleanPath();
}, 120_000);

/** At most this many cut calls per press in the suite, spread over its calls (the first and last always). */
const SAMPLE = Number(process.env.ATRIL_CUTS_SAMPLE ?? 6);

function sample(calls: number): number[] {
  if (calls <= SAMPLE) return Array.from({ length: calls }, (_, i) => i);
  return [...new Set(Array.from({ length: SAMPLE }, (_, i) => Math.round((i * (calls - 1)) / (SAMPLE - 1))))];
}

describe('every press of the path, cut and pressed again, ends as the uncut press (rules §17)', () => {
  const presses = CLUB_PATH.map((step, index) => ({ step, index })).filter(({ step }) => step.press);
  it.each(presses.map(({ step, index }) => [`${index}: ${step.press}`, index]))('%s', (_label, index) => {
    const failures: string[] = [];
    for (const at of sample(path.calls[index as number]))
      for (const cut of cutsOf(at + 1, ['before', 'after']).filter((candidate) => candidate.at === at)) {
        const outcome = tryCut(path, index as number, cut);
        if (!outcome.equal || !outcome.nextEqual)
          failures.push(`call ${at} ${cut.when}: ${outcome.equal ? 'next press differs' : outcome.detail}`);
      }
    expect(failures).toEqual([]);
  }, 120_000);
});
