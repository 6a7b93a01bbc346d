// The fake Apps Script environment: one spreadsheet, its Ui and the services, sharing one
// call counter. `globals` is what a vm context (or globalThis, for code under test that
// calls the services directly) needs; the typed views cast the fakes to the Apps Script
// types at this one boundary (they implement the parts Atril uses, not every method).
import { join } from 'node:path';
import { CallCounter } from './counter';
import {
  FakeCacheService,
  FakeHtmlService,
  FakeLockService,
  FakePropertiesService,
  FakeSession,
  LockRegistry,
} from './services';
import {
  FakeBlob,
  FakeDataValidationBuilder,
  FakeSpreadsheet,
  GasException,
  type SpreadsheetOptions,
} from './spreadsheet';
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
  /**
   * 'webapp': the bound script runs as a web app (doGet, and google.script.run from its page):
   * no active spreadsheet (null), no Ui (getUi throws), no document lock (null); the
   * spreadsheet is reached only by SpreadsheetApp.openById. Default 'document' (a menu, a
   * sidebar, a trigger).
   */
  context?: 'document' | 'webapp';
  /** ScriptApp.getService().getUrl(): the web app's /exec address, null while not deployed (default). */
  webAppUrl?: string | null;
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
  /** What every execution of the project shares (see anotherExecution). */
  shared: { options: GasEnvironmentOptions; registry: LockRegistry; executions: number };
}

export function createGasEnvironment(options: GasEnvironmentOptions = {}): GasEnvironment {
  const counter = options.counter ?? new CallCounter();
  const spreadsheet = new FakeSpreadsheet({ ...options, counter });
  return execution(
    { options, registry: new LockRegistry(), executions: 1 },
    {
      counter,
      spreadsheet,
      properties: new FakePropertiesService(),
      cache: new FakeCacheService(),
      html: new FakeHtmlService(options.htmlRoot ?? join(__dirname, '../../../build')),
    },
  );
}

/**
 * A second execution of the same project on the same spreadsheet (another director
 * pressing a menu item at the same moment): the document, properties, cache and locks
 * are shared, the Ui (alerts) and the LockService view are its own.
 */
export function anotherExecution(
  env: GasEnvironment,
  overrides: Pick<GasEnvironmentOptions, 'context' | 'userLocale'> = {},
): GasEnvironment {
  env.shared.executions += 1;
  return execution({ ...env.shared, options: { ...env.shared.options, ...overrides } }, env);
}

function execution(
  shared: GasEnvironment['shared'],
  services: Pick<GasEnvironment, 'counter' | 'spreadsheet' | 'properties' | 'cache' | 'html'>,
): GasEnvironment {
  const { options } = shared;
  const { counter, spreadsheet, properties, cache, html } = services;
  const webApp = options.context === 'webapp';
  const lock = new FakeLockService(counter, shared.registry, shared.executions, () =>
    webApp ? null : spreadsheet.getId(),
  );
  const ui = new FakeUi(counter, () => lock.holdsDocumentLock());
  const none = options.authMode === 'NONE';
  const session = new FakeSession(
    none ? null : options.userLocale === undefined ? spreadsheet.getSpreadsheetLocale() : options.userLocale,
  );
  const document = (): FakeSpreadsheet | null => {
    if (none) throw new GasException('You do not have permission to call SpreadsheetApp.getActiveSpreadsheet.');
    // The Container-bound Scripts guide: not available when a bound script runs as a web app.
    return webApp ? null : spreadsheet;
  };
  const SpreadsheetApp = {
    getActive: document,
    getActiveSpreadsheet: document,
    getActiveSheet: () => document()?.getActiveSheet() ?? null,
    getUi: () => {
      if (webApp) throw new GasException('Cannot call SpreadsheetApp.getUi() from this context.');
      return ui;
    },
    openById: (id: string) => {
      if (id !== spreadsheet.getId())
        throw new GasException(
          'Unexpected error while getting the method or property openById on object SpreadsheetApp.',
        );
      return spreadsheet;
    },
    newDataValidation: () => new FakeDataValidationBuilder(),
    // Applies pending changes; recorded so that tests can check write → flush → release → alert.
    flush: () => counter.record('service', 'flush', 'SpreadsheetApp'),
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
    ScriptApp: {
      AuthMode,
      getScriptId: () => 'fake-script-id',
      getService: () => ({ getUrl: () => options.webAppUrl ?? null }),
    },
    Utilities: {
      // Apps Script bytes are signed (−128…127), as Java's.
      base64Decode: (encoded: string) =>
        [...Buffer.from(encoded, 'base64')].map((byte) => (byte > 127 ? byte - 256 : byte)),
      newBlob: (data: number[] | string, contentType?: string, name?: string) =>
        new FakeBlob(
          typeof data === 'string' ? [...Buffer.from(data, 'utf8')] : data,
          contentType ?? 'application/octet-stream',
          name ?? '',
        ),
    },
    Logger: { log: () => undefined },
    console,
  };
  return { counter, spreadsheet, ui, lock, properties, cache, html, session, globals, shared };
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
