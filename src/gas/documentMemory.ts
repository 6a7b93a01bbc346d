// The document's memory (sheets/grid/memory.ts) over the document's properties: what Pasar
// lista wrote, for Deshacer última ronda (rules §16.1). Never throws: a value that cannot be
// kept is forgotten (propertyValue.ts), and undo then leaves the absences for the director.
import type { DocumentMemory } from '../sheets/grid/memory';
import { storeProperty } from './propertyValue';
import { documentStore } from './store';

export function documentMemory(): DocumentMemory {
  const properties = documentStore.properties();
  return {
    get: (key) => {
      try {
        return properties?.getProperty(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      if (properties) storeProperty(properties, key, value);
    },
  };
}
