// The fake Apps Script environment: one spreadsheet, its Ui and the services, sharing one
// call counter. `globals` is what a vm context (or globalThis, for code under test that
// calls the services directly) needs; the typed views cast the fakes to the Apps Script
// types at this one boundary (they implement the parts Atril uses, not every method).
import { join } from 'node:path';
import { CallCounter } from './counter';
import { FakeCacheService, FakeHtmlService, FakeLockService, FakePropertiesService, FakeSession } from './services';
import { FakeDataValidationBuilder, FakeSpreadsheet, GasException, type SpreadsheetOptions } from './spreadsheet';
import { FakeUi } from './ui';

export * from './counter';
export * from './services';
export * from './spreadsheet';
export * from './ui';

export const AuthMode = { NONE: 'NONE', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION', LIMITED: 'LIMITED', FULL: 'FULL' } as const;

export interface GasEnvironmentOptions extends SpreadsheetOptions {
  /** Session.getActiveUserLocale(); null = unavailable (AuthMode.NONE). Defaults to the spreadsheet locale. */
  userLocale?: string | null;
  /** Folder of the HTML files (default: build/). */
  htmlRoot?: string;
  /**
   * 'NONE': an add-on's onOpen before the user authorised it — the document and Session
   * are off limits (they throw), only the Ui is there. Default 'FULL'.
   */
  authMode?: 'NONE' | 'FULL';
}

export interface GasEnvironment {
  counter: CallCounter;
  spreadsheet: FakeSpreadsheet;
  ui: FakeUi;
  lock: FakeLockService;
  properties: FakePropertiesService;
  cache: FakeCacheService;
  html: FakeHtmlService;
  session: FakeSession;
  /** SpreadsheetApp, Session, LockService, ... as globals for a vm context. */
  globals: Record<string, unknown>;
}

export function createGasEnvironment(options: GasEnvironmentOptions = {}): GasEnvironment {
  const counter = options.counter ?? new CallCounter();
  const spreadsheet = new FakeSpreadsheet({ ...options, counter });
  const ui = new FakeUi(counter);
  const lock = new FakeLockService(counter);
  const properties = new FakePropertiesService();
  const cache = new FakeCacheService();
  const html = new FakeHtmlService(options.htmlRoot ?? join(__dirname, '../../../build'));
  const none = options.authMode === 'NONE';
  const session = new FakeSession(
    none ? null : options.userLocale === undefined ? spreadsheet.getSpreadsheetLocale() : options.userLocale,
  );
  const document = (): FakeSpreadsheet => {
    if (none) throw new GasException('You do not have permission to call SpreadsheetApp.getActiveSpreadsheet.');
    return spreadsheet;
  };
  const SpreadsheetApp = {
    getActive: document,
    getActiveSpreadsheet: document,
    getActiveSheet: () => document().getActiveSheet(),
    getUi: () => ui,
    newDataValidation: () => new FakeDataValidationBuilder(),
    flush: () => undefined,
    DataValidationCriteria: {
      VALUE_IN_LIST: 'VALUE_IN_LIST',
      NUMBER_GREATER_THAN_OR_EQUAL_TO: 'NUMBER_GREATER_THAN_OR_EQUAL_TO',
      NUMBER_GREATER_THAN: 'NUMBER_GREATER_THAN',
      NUMBER_BETWEEN: 'NUMBER_BETWEEN',
    },
  };
  const globals: Record<string, unknown> = {
    SpreadsheetApp,
    Session: session,
    LockService: lock,
    PropertiesService: properties,
    CacheService: cache,
    HtmlService: html,
    ScriptApp: { AuthMode, getScriptId: () => 'fake-script-id' },
    Logger: { log: () => undefined },
    console,
  };
  return { counter, spreadsheet, ui, lock, properties, cache, html, session, globals };
}

/** Installs the fakes on globalThis for code under test that uses the services directly; returns the undo. */
export function installGlobals(env: GasEnvironment): () => void {
  const scope = globalThis as Record<string, unknown>;
  const saved = Object.keys(env.globals).map((key) => [key, scope[key], key in scope] as const);
  Object.assign(scope, env.globals);
  return () => {
    for (const [key, value, had] of saved) {
      if (had) scope[key] = value;
      else delete scope[key];
    }
  };
}

/** The fake spreadsheet seen through the Apps Script types (for adapters typed against them). */
export function asSpreadsheet(spreadsheet: FakeSpreadsheet): GoogleAppsScript.Spreadsheet.Spreadsheet {
  return spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;
}
