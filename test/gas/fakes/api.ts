// One execution's view of SpreadsheetApp: the code under test reaches the fake spreadsheet
// only through these proxies, which
// - record EVERY call into SpreadsheetApp and the objects it hands out (Spreadsheet, Sheet,
//   Range, RangeList, OverGridImage, data-validation builders and rules) as kind 'api',
//   "Sheet.getName" and so on — getters and builders included, since each is a call into
//   the service (issue 11 item 7);
// - run the call as this execution: its data writes wait in the spreadsheet until it flushes
//   or ends, and any call that needs the document first applies them (spreadsheet.ts
//   `defer` / `commit`).
// Calls a fake object makes on itself are not counted; the test's own calls on env.spreadsheet
// are neither counted here nor deferred.
import { type CallCounter, FAILURE_MESSAGE } from './counter';
import {
  FakeDataValidation,
  FakeDataValidationBuilder,
  FakeOverGridImage,
  FakeRange,
  FakeRangeList,
  FakeSheet,
  FakeSpreadsheet,
  GasException,
} from './spreadsheet';

/**
 * Calls that do not send this execution's pending writes: the data writes themselves (batched
 * with them) and what Apps Script answers without the document's contents — handles to
 * objects, names and ids, a range's coordinates, building a validation rule. Any other call
 * (a read, a format, a row insert, flush) applies the pending writes first.
 */
const BATCHED = new Set([
  'setValues',
  'setValue',
  'setFormula',
  'clear',
  'clearContent',
  'clearContents',
  'getActiveSpreadsheet',
  'getActive',
  'getActiveSheet',
  'openById',
  'getUi',
  'newDataValidation',
  'getSheets',
  'getSheetByName',
  'getRange',
  'getName',
  'getId',
  'getSheetId',
  'getParent',
  'getSheet',
  'getA1Notation',
  'getRow',
  'getColumn',
  'getNumRows',
  'getNumColumns',
]);
const LOCAL_CLASSES = new Set(['DataValidationBuilder', 'DataValidation']);

const SERVICE_CLASSES: [new (...args: never[]) => object, string][] = [
  [FakeSpreadsheet, 'Spreadsheet'],
  [FakeSheet, 'Sheet'],
  [FakeRange, 'Range'],
  [FakeRangeList, 'RangeList'],
  [FakeOverGridImage, 'OverGridImage'],
  [FakeDataValidationBuilder, 'DataValidationBuilder'],
  [FakeDataValidation, 'DataValidation'],
];

export interface ApiView {
  /** `app` (the SpreadsheetApp object) as this execution sees it: every method call counted. */
  wrap<T>(value: T, name?: string): T;
}

export function apiView(spreadsheet: FakeSpreadsheet, execution: number, counter: CallCounter): ApiView {
  const proxies = new WeakMap<object, object>();
  const targets = new WeakMap<object, object>();
  const names = new WeakMap<object, string>();

  const nameOf = (value: object): string | null =>
    names.get(value) ?? SERVICE_CLASSES.find(([type]) => value instanceof type)?.[1] ?? null;

  const unwrap = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(unwrap);
    return (typeof value === 'object' && value !== null && targets.get(value)) || value;
  };

  const wrap = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(wrap);
    if (typeof value !== 'object' || value === null || targets.has(value)) return value;
    const name = nameOf(value);
    if (name === null) return value;
    let proxy = proxies.get(value);
    if (!proxy) {
      proxy = new Proxy(value, {
        get(target, key) {
          const member = Reflect.get(target, key, target) as unknown;
          if (typeof member !== 'function' || typeof key !== 'string') return member;
          return (...args: unknown[]) => {
            counter.record('api', `${name}.${key}`, '');
            const fault = counter.fault?.(counter.calls[counter.calls.length - 1]) ?? null;
            if (fault === 'before') throw new GasException(FAILURE_MESSAGE);
            const before = spreadsheet.executing;
            spreadsheet.executing = execution;
            try {
              if (!BATCHED.has(key) && !LOCAL_CLASSES.has(name)) spreadsheet.commit(execution);
              const result = wrap((member as (...a: unknown[]) => unknown).apply(target, args.map(unwrap)));
              if (fault === 'after') throw new GasException(FAILURE_MESSAGE);
              return result;
            } finally {
              spreadsheet.executing = before;
            }
          };
        },
      });
      proxies.set(value, proxy);
      targets.set(proxy, value);
    }
    return proxy;
  };

  return {
    wrap<T>(value: T, name?: string): T {
      if (name !== undefined && typeof value === 'object' && value !== null) names.set(value, name);
      return wrap(value) as T;
    },
  };
}
