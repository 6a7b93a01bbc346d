// The suite's bounded sample of the cut runs over one path (rules §17; cutRuns.ts): what a
// `*.bundle.test.ts` calls to have its presses cut — `describeCuts(PATH)` — and what
// test/e2e/interruptions.bundle.test.ts calls for the club's and the arbiter's paths. Each press
// of the path is cut at a fixed sample of its SpreadsheetApp calls (spread evenly, the first and
// the last always) and must end as the uncut press: pressed again (and the path's next press),
// another item pressed instead, and with Google's Sheets failing from the cut on — then the
// director is told in Atril's words, in the workbook's language. `npm run bench -- cuts` runs
// every call of the paths in test/e2e/cutPath.ts `CUT_PATHS`.
import { ensureBuilt } from './loadBundle';
import {
  type CleanPath,
  cleanPath,
  type CutPath,
  cutsOf,
  othersOf,
  pressesOf,
  tryCut,
  tryOther,
  tryWords,
} from './cutRuns';

/** How many cut calls per press each kind samples. */
export interface CutSample {
  /** Cut, the execution killed (before and after the call's work), pressed again, then the next press. */
  again: number;
  /** Cut (before and after), then another item of `CutPath.others`. */
  other: number;
  /** Google's Sheets failing from the call on: Atril's words, then pressed again. */
  words: number;
}

/** The club's path's sample: six calls of each press (ATRIL_CUTS_SAMPLE sets it). */
export const SAMPLE: CutSample = {
  again: Number(process.env.ATRIL_CUTS_SAMPLE ?? 6),
  other: Number(process.env.ATRIL_CUTS_SAMPLE ?? 6),
  words: 3,
};

/**
 * The first calls of a press, where the workbook's language may still be unknown — the Ui and the
 * spreadsheet (twice from a dialog's call: its own check, then the press's), Configuración looked
 * up and read, Jugadores and Rondas looked up (in an English workbook each by its Spanish name
 * first) —: a cut there is told in the user's language (src/gas/handlers.ts `execute`,
 * docs/architecture.md "Nothing half-done").
 */
export const LANGUAGE_CALLS = 12;

/** `count` of a press's `calls`, spread evenly, the first and the last always. */
export function sample(calls: number, count: number): number[] {
  if (calls <= count) return Array.from({ length: calls }, (_, i) => i);
  if (count <= 1) return [0];
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round((i * (calls - 1)) / (count - 1))))];
}

/** Lines printed after the file: how many cuts each press was tried with. */
const tallies: string[] = [];
let printing = false;

/**
 * Describes the cut runs over `path` (rules §17) in the calling test file: the path pressed once
 * uncut in a `beforeAll`, then one test per press and kind. Returns the uncut path, for the
 * file's own tests (read it inside a test, once `beforeAll` ran).
 */
export function describeCuts(path: CutPath, counts: Partial<CutSample> = {}): () => CleanPath {
  const size = { ...SAMPLE, ...counts };
  let clean: CleanPath;
  beforeAll(() => {
    ensureBuilt();
    clean = cleanPath(path);
  }, 120_000);
  if (!printing) {
    printing = true;
    afterAll(() => {
      if (tallies.length > 0) process.stdout.write(`rules §17 cuts (sample):\n${tallies.join('\n')}\n`);
    });
  }
  const presses = pressesOf(path).map(({ index, press }) => [`${index}: ${press}`, index] as const);

  describe(`${path.name}: every press cut and pressed again ends as the uncut press (rules §17)`, () => {
    it.each(presses)(
      '%s',
      (_label, index) => {
        const failures: string[] = [];
        let tried = 0;
        for (const at of sample(clean.calls[index], size.again))
          for (const cut of cutsOf(at + 1, ['before', 'after']).filter((candidate) => candidate.at === at)) {
            tried += 1;
            const outcome = tryCut(clean, index, cut);
            if (!outcome.equal || !outcome.nextEqual)
              failures.push(`call ${at} ${cut.when}: ${outcome.equal ? 'next press differs' : outcome.detail}`);
          }
        expect(failures).toEqual([]);
        tallies.push(`${path.name} ${path.steps[index].press}: ${tried} cuts, ${tried - failures.length} ended equal`);
      },
      120_000,
    );
  });

  describe(`${path.name}: another item pressed after each cut finishes it first, the players' page too (rules §17, §21)`, () => {
    // The director, after the error, presses something else: that item finishes the interrupted
    // action first, and the page shows what the uncut action would have published, then its own.
    it.each(presses)(
      '%s',
      (_label, index) => {
        const failures: string[] = [];
        let tried = 0;
        let finished = 0;
        for (const at of sample(clean.calls[index], size.other))
          for (const when of ['before', 'after'] as const)
            for (const other of othersOf(path, index)) {
              tried += 1;
              const outcome = tryOther(clean, index, { at, when, kill: true }, other);
              if (outcome.finished) finished += 1;
              if (!outcome.equal || !outcome.pageEqual)
                failures.push(
                  `call ${at} ${when}, then ${other}: ${outcome.equal ? 'the page differs ' : ''}${outcome.detail}`,
                );
            }
        expect(failures).toEqual([]);
        tallies.push(
          `${path.name} ${path.steps[index].press}, then another item: ${tried} cuts, ${tried - failures.length} ended equal, page included (${finished} finished)`,
        );
      },
      120_000,
    );
  });

  describe(`${path.name}: Google's Sheets failing from a call on, the press ends in Atril's words (rules §17)`, () => {
    // The Ui still answers: the director reads Atril's message telling them to press again, in the
    // workbook's language — the user's only where the press could not read it yet — and never
    // Google's raw text; pressed again with Sheets back, the press ends as the uncut one.
    it.each(presses)(
      '%s',
      (_label, index) => {
        const failures: string[] = [];
        for (const at of sample(clean.calls[index], size.words)) {
          const outcome = tryWords(clean, index, at);
          if (!(outcome.atrils || (outcome.userLanguage && at < LANGUAGE_CALLS)))
            failures.push(`call ${at}: told «${outcome.said}»`);
          if (!outcome.equal) failures.push(`call ${at}, pressed again: ${outcome.detail}`);
        }
        expect(failures).toEqual([]);
      },
      120_000,
    );
  });

  return () => clean;
}
