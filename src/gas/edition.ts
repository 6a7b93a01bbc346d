// The two editions built from one core (rules §15). The paste-in edition (src/gas/index.ts,
// dist/Atril.gs) is bound to one spreadsheet: its menu is "Atril" (createMenu, rules §8), and
// it serves the live page and takes the phones' reports as a web app, kept in the script's
// store (store.ts). The add-on edition (src/gas/addonIndex.ts, dist/addon/) is one standalone
// project every club installs: its menu is the add-on menu (createAddonMenu, under
// Extensiones), and since its script store would be shared by every club, it has no page of
// its own and no phones — Publicar clasificación explains Google's "Publicar en la Web"
// instead. The entry point chooses (useEdition, at load: it touches no service).

declare global {
  /**
   * Which bundle this is, fixed by the build (scripts/build.ts, esbuild `define`): true in the
   * add-on's, false in the paste-in's; undefined where the source runs as it is (tests, the CLI),
   * which then goes by `edition()`. A guard of the live page's paths writes it out before
   * `edition()` — `if (globalThis.ATRIL_ADDON_BUILD || !edition().livePage) return null;` — so
   * that the bundler, reading `true` there, leaves out of the add-on what only those paths reach.
   */
  var ATRIL_ADDON_BUILD: boolean | undefined;
}

export interface Edition {
  readonly name: 'pasteIn' | 'addon';
  /**
   * The live page (web app) and the phones' results (rules §13, §14), kept in the script's
   * store: only where the script project is one spreadsheet's own.
   */
  readonly livePage: boolean;
}

export const PASTE_IN: Edition = { name: 'pasteIn', livePage: true };
export const ADDON: Edition = { name: 'addon', livePage: false };

let current: Edition = PASTE_IN;

/** The edition this bundle is (the paste-in one unless its entry point said otherwise). */
export function edition(): Edition {
  return current;
}

/** Called once by an entry point's top level; touches no service. */
export function useEdition(chosen: Edition): void {
  current = chosen;
}
