// The document's memory (sheets/grid/memory.ts) over the document's properties: what Pasar
// lista wrote, for Deshacer última ronda (rules §16.1). Never throws: a value that cannot be
// kept is forgotten (propertyValue.ts), and undo then leaves the absences for the director.
import type { DocumentMemory } from '../sheets/grid/memory';
import { storeProperty } from './propertyValue';
import { documentStore } from './store';

/** Asks for the document's properties only when an action first reads or keeps something. */
export function documentMemory(): DocumentMemory {
  let properties: GoogleAppsScript.Properties.Properties | null | undefined;
  const store = () => (properties === undefined ? (properties = documentStore.properties()) : properties);
  return {
    get: (key) => {
      try {
        return store()?.getProperty(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      const found = store();
      if (found) storeProperty(found, key, value);
    },
  };
}
