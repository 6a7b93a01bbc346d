// The two editions built from one core (rules §15). The paste-in edition (src/gas/index.ts,
// dist/Atril.gs) is bound to one spreadsheet: its menu is "Atril" (createMenu, rules §8), and
// it serves the live page and takes the phones' reports as a web app, kept in the script's
// store (store.ts). The add-on edition (src/gas/addonIndex.ts, dist/addon/) is one standalone
// project every club installs: its menu is the add-on menu (createAddonMenu, under
// Extensiones), and since its script store would be shared by every club, it has no page of
// its own and no phones — Publicar clasificación explains Google's "Publicar en la Web"
// instead. The entry point chooses, once (useEdition, at load: it touches no service), and
// what differs is handed over as one object: the live services (liveServices.ts), or none.
// Nothing below an entry point asks which edition it is: it uses the services it is given.
// The add-on's entry imports no live service, so its bundle holds none of their code
// (test/e2e/addonEdition.bundle.test.ts reads build-addon/ for the script-wide services).
import type { LiveServices } from './liveServices';

/**
 * The edition fact, one name everywhere: `live` — the live services or null here, and the
 * same fact as a flag below the edge (ActionContext `live`, a menu item's `live`, the build's
 * LIVE_GLOBALS). Live: the paste-in edition (its own page and phones, the bound script's "Atril"
 * menu); not live: the Editor add-on (createAddonMenu under Extensiones, rules §15).
 */
export interface Edition {
  /**
   * The live page, its address and the phones' results (rules §13, §14), kept in the script's
   * store: only where the script project is one spreadsheet's own; null in the add-on.
   */
  readonly live: LiveServices | null;
}

/** The Editor add-on: no live services. The paste-in edition is index.ts's PASTE_IN. */
export const ADDON: Edition = { live: null };

/** Until an entry point chooses (the source run as it is, in tests): nothing script-wide. */
let current: Edition = ADDON;

/** The edition this bundle is, as its entry point chose it. */
export function edition(): Edition {
  return current;
}

/** Called once by an entry point's top level; touches no service. */
export function useEdition(chosen: Edition): void {
  current = chosen;
}
