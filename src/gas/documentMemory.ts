// The document's memory (sheets/grid/memory.ts) over the document's properties: what Pasar
// lista wrote, for Deshacer última ronda (rules §16.1). Its keys are named by their readers
// (rollCallMemory.ts; listed in storeKeys.ts). Never throws: a value that cannot be read or
// kept is forgotten (propertyValue.ts), and undo then leaves the absences for the director.
import type { DocumentMemory } from '../sheets/grid/memory';
import { readProperty, storeProperty } from './propertyValue';
import { documentStore, type Properties } from './store';

/** Asks for the document's properties only when an action first reads or keeps something. */
export function documentMemory(): DocumentMemory {
  let properties: Properties | null | undefined;
  const store = () => (properties === undefined ? (properties = documentStore.properties()) : properties);
  return {
    get: (key) => readProperty(store(), key),
    set: (key, value) => {
      const found = store();
      if (found) storeProperty(found, key, value);
    },
  };
}
