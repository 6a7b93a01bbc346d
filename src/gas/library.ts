// How a start reaches its edition's library (rules §24; docs/addon.md "The start of an
// execution"): the build's loader (scripts/build.ts assembleLibrary) hands over the function that
// compiles the library at its first call. Only the built bundle runs a start: from the sources,
// the library is imported as it is.
import type { pageContent } from './webapp';

/** What a start asks of the library. */
export interface Library {
  pageContent: typeof pageContent;
}

let load: (() => Library) | null = null;

/** Called once by the loader, before any global runs. */
export function useLibrary(loader: () => Library): void {
  load = loader;
}

/** The library, compiled at the first call of an execution. */
export function library(): Library {
  if (load === null) throw new Error('Atril: no library was handed to the start (scripts/build.ts assembleLibrary)');
  return load();
}
