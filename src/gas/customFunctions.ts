// Custom functions as Sheets calls them: the generated top-level stubs (build/globals.js)
// pass their arguments here.
import { CUSTOM_FUNCTIONS } from '../sheets/functions';
import { callCustomFunction } from '../sheets/functions/customFunction';
import type { Cell } from '../sheets/grid/cells';
import { userLanguage } from './language';

const byName = new Map(CUSTOM_FUNCTIONS.map((def) => [def.name, def] as const));

export function runCustomFunction(name: string, args: unknown[]): Cell | Cell[][] {
  const def = byName.get(name);
  if (!def) throw new Error(`Unknown function ${name}`);
  return callCustomFunction(def, userLanguage(), args);
}
