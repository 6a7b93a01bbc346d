// One value in the document properties, as the layout memory (layoutMemory.ts) and the tab
// directory (tabDirectory.ts) keep theirs: under the documented 9 kB per value (Properties
// Service quotas), and never left out of date — a value that cannot be written is deleted,
// so that the next action trusts nothing it did not see.

import type { Properties } from './store';

/** Bytes of UTF-8 per value: under the documented 9 kB (and the 8,066 bytes measured in 2023). */
export const PROPERTY_BYTES = 8000;

/** The UTF-8 length of a text (a tab name's "ó" is two bytes of the property's quota). */
export const utf8Bytes = (text: string): number => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length;

/**
 * The text of property `key`, or null where there is none, no store, or the store refuses
 * (one getProperty). Never throws: what cannot be read is not remembered, and the action
 * takes the path that trusts nothing (the one read path of the document's memories).
 */
export function readProperty(properties: Properties | null, key: string): string | null {
  try {
    return properties?.getProperty(key) ?? null;
  } catch {
    return null;
  }
}

/** `text` as JSON, or null where there is none or it is not JSON (a damaged value is not trusted). */
export function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * Sets `key` to `value`, or deletes it when `value` is null or longer than PROPERTY_BYTES.
 * Never throws: false when the store refused, the key then deleted if the store allows it.
 */
export function storeProperty(properties: Properties, key: string, value: string | null): boolean {
  try {
    if (value === null || utf8Bytes(value) > PROPERTY_BYTES) properties.deleteProperty(key);
    else properties.setProperty(key, value);
    return true;
  } catch {
    try {
      properties.deleteProperty(key);
    } catch {
      // Nothing more to do: the store refuses even that.
    }
    return false;
  }
}
