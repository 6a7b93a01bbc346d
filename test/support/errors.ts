// The message a user would read for a refused input: asserts it is an AtrilError (bad
// input, not a crash) and renders it in the given language.
import { AtrilError, renderError } from '../../src/core/errors';

export function errorOf(run: () => unknown, lang: 'es' | 'en' = 'es'): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AtrilError);
    return renderError(error, lang);
  }
  throw new Error('expected a refusal');
}

/** The AtrilError a refused input throws (its key, params and location to assert on). */
export function refusalOf(run: () => unknown): AtrilError {
  try {
    run();
  } catch (error) {
    if (error instanceof AtrilError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
