// The fake Apps Script environment: one spreadsheet, its Ui and the services, sharing one
// call counter. `globals` is what a vm context (or globalThis, for code under test that
// calls the services directly) needs; the typed views cast the fakes to the Apps Script
// types at this one boundary (they implement the parts Atril uses, not every method).
import { join } from 'node:path';
import { apiView } from './api';
import { CallCounter } from './counter';
import {
  type FakeCache,
  type FakeProperties,
  FakeCacheService,
  FakeClock,
  FakeHtmlService,
  FakeLockService,
  FakePropertiesService,
  FakeSession,
  LockRegistry,
} from './services';
import { FakeDataValidationBuilder, FakeSpreadsheet, GasException, type SpreadsheetOptions } from './spreadsheet';
import { FakeUi } from './ui';
import { FakeUtilities } from './utilities';

export * from './api';
export * from './counter';
export * from './customFunctions';
export * from './services';
export * from './spreadsheet';
export * from './ui';
export * from './utilities';

export const AuthMode = { NONE: 'NONE', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION', LIMITED: 'LIMITED', FULL: 'FULL' } as const;

export interface GasEnvironmentOptions extends SpreadsheetOptions {
  /** Session.getActiveUserLocale(); null = unavailable (it throws). Defaults to the spreadsheet locale. */
  userLocale?: string | null;
  /**
   * Session.getActiveUser().getEmail() in a menu action (rules §17's Registro): the user's
   * address by default; '' for a user Google does not name to the script (the User class: "if
   * security policies do not allow access… a blank string", e.g. outside the developer's
   * Workspace domain). Blank whatever this says where the reference says it is never given: a
   * web app executing as its developer, and a script running without the user's authorization
   * (AuthMode.NONE: a simple trigger).
   */
  activeUser?: string;
  /** Folder of the HTML files (default: build/). */
  htmlRoot?: string;
  /**
   * 'NONE': an Editor add-on's onOpen in a document where it has not been used yet (Google's
   * authorization table for add-ons: user data "locale only", no document, no properties, the
   * Ui to add menu items). The user's locale and the Ui answer; the document
   * (getActiveSpreadsheet, getActive, getActiveSheet, openById), PropertiesService,
   * CacheService and LockService throw — each refusal recorded as a 'service' call `refused`.
   * Default 'FULL'.
   */
  authMode?: 'NONE' | 'FULL';
  /**
   * 'webapp': the bound script runs as a web app (doGet, and google.script.run from its page):
   * no active spreadsheet (null), no Ui (getUi throws), no document lock, document
   * properties or document cache (null); the spreadsheet is reached only by
   * SpreadsheetApp.openById. Default 'document' (a menu, a sidebar, a trigger).
   */
  context?: 'document' | 'webapp';
  /**
   * With context 'webapp': getActiveSpreadsheet() (and getActive, getActiveSheet) return the
   * bound spreadsheet after all, as community reports say a bound script's web app may see it
   * (the Container-bound Scripts guide says it does not); getUi still throws and there is still
   * no document lock. For proving that nothing run from the public page writes, whatever the
   * platform does (issue 27).
   */
  webAppSeesSpreadsheet?: boolean;
  /**
   * ScriptApp.getService().getUrl() in a web-app execution (a request to the page itself): the
   * deployed /exec address, null while not deployed (default). Outside the web app (a menu
   * action) too, unless `menuUrl` says otherwise.
   */
  webAppUrl?: string | null;
  /**
   * ScriptApp.getService().getUrl() from a menu action, when it differs from the page's own: the
   * platform gives the development (/dev) address there even after a deployment (docs/addon.md
   * "The live page"). Default: `webAppUrl`.
   */
  menuUrl?: string | null;
  /**
   * The engine's Intl.Collator: 'spanish' (default, Node's full ICU) or 'root' — a V8 built
   * without Spanish collation data, where Intl.Collator('es') silently sorts by the root order
   * (ñ as n). Only the vm context sees it (loadBundle), as `Intl`.
   */
  collation?: 'spanish' | 'root';
  /** Bytes per property value: the documented 9 kB by default; less for a store that keeps less. */
  propertyValueLimit?: number;
  /** Session.getScriptTimeZone() (File › Project settings in the editor); default Europe/Madrid. */
  scriptTimeZone?: string;
  /**
   * The script's clock (epoch ms): `new Date()` and `Date.now()` in the bundle answer this
   * instant. Only the vm context sees it (loadBundle), as `Date`; default the real clock. Local
   * calendar methods (getDate…) stay the machine's, as in Apps Script they are the script's
   * time zone's — neither is the spreadsheet's (docs/addon.md "One clock").
   */
  now?: number;
  /**
   * The script's clock follows the fake clock (env.clock, which the cache's expirations use):
   * `new Date()` and `Date.now()` in the bundle answer env.clock.now, so a test moves time for
   * pauses and expiries alike without waiting (rules §14.1). Only the vm context sees it.
   */
  followClock?: boolean;
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
  /** The time cache entries expire against (shared by every execution). */
  clock: FakeClock;
  /** SpreadsheetApp, Session, LockService, ... as globals for a vm context. */
  globals: Record<string, unknown>;
  /** This execution's id (LockService's, and the owner of its pending writes). */
  execution: number;
  /** The script ends: this execution's pending writes are applied (loadBundle calls it after each global). */
  endExecution(): void;
  /** What every execution of the project shares (see anotherExecution, anotherDocument). */
  shared: {
    options: GasEnvironmentOptions;
    registry: LockRegistry;
    executions: number;
    clock: FakeClock;
    /** The script project's own stores: one for every document it runs in (anotherDocument). */
    scriptProperties: FakeProperties;
    scriptCache: FakeCache;
  };
}

export function createGasEnvironment(options: GasEnvironmentOptions = {}): GasEnvironment {
  const counter = options.counter ?? new CallCounter();
  const spreadsheet = new FakeSpreadsheet({ ...options, counter });
  const clock = new FakeClock();
  const properties = new FakePropertiesService(counter, options.propertyValueLimit);
  const cache = new FakeCacheService(counter, clock);
  return execution(
    {
      options,
      registry: new LockRegistry(),
      executions: 1,
      clock,
      scriptProperties: properties.script,
      scriptCache: cache.script,
    },
    {
      counter,
      spreadsheet,
      properties,
      cache,
      html: new FakeHtmlService(options.htmlRoot ?? join(__dirname, '../../../build')),
    },
  );
}

/**
 * Another spreadsheet the same script project runs in — another club's tournament with the
 * same Editor add-on installed (rules §15). As Google keeps them: the script's properties,
 * cache and lock are the project's, one for every document; the document's properties, cache
 * and lock are this spreadsheet's own; so are its Ui, its user's properties and cache, and its
 * calls (a counter of its own). `options` describe the new spreadsheet and its execution
 * (`id` must differ from the first's).
 */
export function anotherDocument(
  env: GasEnvironment,
  options: Omit<GasEnvironmentOptions, 'counter' | 'propertyValueLimit' | 'htmlRoot'> & { id: string },
): GasEnvironment {
  if (options.id === env.spreadsheet.getId()) throw new Error(`anotherDocument: ${options.id} is the first's id`);
  const counter = new CallCounter();
  const spreadsheet = new FakeSpreadsheet({ ...options, counter });
  const { scriptProperties, scriptCache } = env.shared;
  env.shared.executions += 1;
  return execution(
    { ...env.shared, options: { ...env.shared.options, ...options } },
    {
      counter,
      spreadsheet,
      properties: new FakePropertiesService(counter, env.shared.options.propertyValueLimit, scriptProperties),
      cache: new FakeCacheService(counter, env.shared.clock, scriptCache),
      html: env.html,
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
  overrides: Pick<GasEnvironmentOptions, 'context' | 'userLocale' | 'webAppSeesSpreadsheet'> = {},
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
  // Fixed now: anotherExecution counts up the shared number.
  const execution = shared.executions;
  const lock = new FakeLockService(counter, shared.registry, execution, () => (webApp ? null : spreadsheet.getId()));
  const ui = new FakeUi(counter, () => lock.holdsDocumentLock());
  const none = options.authMode === 'NONE';
  // Google's table: under AuthMode.NONE the Ui adds menu items, nothing else.
  ui.menusOnly = none;
  // Google's table: under AuthMode.NONE the user's data is the locale only — it still answers.
  const session = new FakeSession(
    options.userLocale === undefined ? spreadsheet.getSpreadsheetLocale() : options.userLocale,
    webApp || none ? '' : (options.activeUser ?? 'director@club.example'),
    options.scriptTimeZone,
  );
  /** Under AuthMode.NONE: the call is refused, as Google refuses it (recorded, then thrown). */
  const refuse = (name: string): void => {
    if (!none) return;
    counter.record('service', 'refused', name);
    throw new GasException(`You do not have permission to call ${name}.`);
  };
  const document = (): FakeSpreadsheet | null => {
    refuse('SpreadsheetApp.getActiveSpreadsheet');
    // The Container-bound Scripts guide: not available when a bound script runs as a web app
    // (unless the test takes the community reports' word that it is: webAppSeesSpreadsheet).
    return webApp && !options.webAppSeesSpreadsheet ? null : spreadsheet;
  };
  const api = apiView(spreadsheet, execution, counter);
  const SpreadsheetApp = {
    getActive: document,
    getActiveSpreadsheet: document,
    getActiveSheet: () => document()?.getActiveSheet() ?? null,
    getUi: () => {
      if (webApp) throw new GasException('Cannot call SpreadsheetApp.getUi() from this context.');
      return ui;
    },
    openById: (id: string) => {
      refuse('SpreadsheetApp.openById');
      if (id !== spreadsheet.getId())
        throw new GasException(
          'Unexpected error while getting the method or property openById on object SpreadsheetApp.',
        );
      return spreadsheet;
    },
    newDataValidation: () => new FakeDataValidationBuilder(),
    // Applies pending changes; recorded so that tests can check write → flush → release → alert.
    flush: () => {
      counter.record('service', 'flush', 'SpreadsheetApp');
      spreadsheet.commit(execution);
    },
    DataValidationCriteria: {
      VALUE_IN_LIST: 'VALUE_IN_LIST',
      NUMBER_GREATER_THAN_OR_EQUAL_TO: 'NUMBER_GREATER_THAN_OR_EQUAL_TO',
      NUMBER_GREATER_THAN: 'NUMBER_GREATER_THAN',
      NUMBER_BETWEEN: 'NUMBER_BETWEEN',
    },
  };
  // The stores are the project's; outside a document there is no document store (null).
  // Under AuthMode.NONE, none of them: "Access to Properties: no" (Google's table), nor cache nor lock.
  const PropertiesService = {
    getScriptProperties: () => (refuse('PropertiesService.getScriptProperties'), properties.getScriptProperties()),
    getUserProperties: () => (refuse('PropertiesService.getUserProperties'), properties.getUserProperties()),
    getDocumentProperties: () => (
      refuse('PropertiesService.getDocumentProperties'),
      webApp ? null : properties.getDocumentProperties()
    ),
  };
  const CacheService = {
    getScriptCache: () => (refuse('CacheService.getScriptCache'), cache.getScriptCache()),
    getUserCache: () => (refuse('CacheService.getUserCache'), cache.getUserCache()),
    getDocumentCache: () => (refuse('CacheService.getDocumentCache'), webApp ? null : cache.getDocumentCache()),
  };
  const LockService = {
    getDocumentLock: () => (refuse('LockService.getDocumentLock'), lock.getDocumentLock()),
    getScriptLock: () => (refuse('LockService.getScriptLock'), lock.getScriptLock()),
    getUserLock: () => (refuse('LockService.getUserLock'), lock.getUserLock()),
  };
  const globals: Record<string, unknown> = {
    SpreadsheetApp: api.wrap(SpreadsheetApp, 'SpreadsheetApp'),
    Session: session,
    LockService,
    PropertiesService,
    CacheService,
    HtmlService: html,
    Utilities: new FakeUtilities(counter),
    ScriptApp: {
      AuthMode,
      getScriptId: () => 'fake-script-id',
      getService: () => ({
        getUrl: () => (webApp || options.menuUrl === undefined ? options.webAppUrl : options.menuUrl) ?? null,
      }),
    },
    Logger: { log: () => undefined },
    console,
  };
  if (options.collation === 'root') globals.Intl = rootCollationIntl();
  if (options.now !== undefined) globals.Date = frozenDate(options.now);
  if (options.followClock) globals.Date = clockDate(shared.clock);
  return {
    counter,
    spreadsheet,
    ui,
    lock,
    properties,
    cache,
    html,
    session,
    clock: shared.clock,
    globals,
    execution,
    endExecution: () => spreadsheet.commit(execution),
    shared,
  };
}

/**
 * Intl as in a V8 without Spanish collation data: Intl.Collator answers every locale with the
 * root order (ñ sorts as n, "Muñoz" before "Munuera"), as an engine does that lacks the locale's
 * data — no error, another order. The rest of Intl is Node's.
 */
export function rootCollationIntl(): typeof Intl {
  const Real = Intl.Collator;
  const Collator = function (_locales?: string | string[], options?: Intl.CollatorOptions): Intl.Collator {
    return new Real('und', options);
  } as unknown as typeof Intl.Collator;
  Collator.supportedLocalesOf = () => [];
  // Intl's members are not enumerable: the rest are reached through the prototype.
  return Object.assign(Object.create(Intl) as typeof Intl, { Collator });
}

/** Date as a script sees it when the clock reads `now`: `new Date()` and `Date.now()` give that instant; the rest is Date's. */
export function frozenDate(now: number): DateConstructor {
  const Real = Date;
  const Frozen = function (this: unknown, ...args: unknown[]): unknown {
    // Date() called without new answers a string, as the real one does.
    if (!new.target) return new Real(now).toString();
    return args.length === 0 ? new Real(now) : new (Real as unknown as new (...a: unknown[]) => Date)(...args);
  } as unknown as DateConstructor;
  Object.defineProperty(Frozen, 'prototype', { value: Real.prototype });
  Object.assign(Frozen, { now: () => now, UTC: Real.UTC, parse: Real.parse });
  return Frozen;
}

/** Date as a script sees it when its clock is `clock`: `new Date()` and `Date.now()` read clock.now at each call. */
export function clockDate(clock: FakeClock): DateConstructor {
  const Real = Date;
  const Clocked = function (this: unknown, ...args: unknown[]): unknown {
    if (!new.target) return new Real(clock.now).toString();
    return args.length === 0 ? new Real(clock.now) : new (Real as unknown as new (...a: unknown[]) => Date)(...args);
  } as unknown as DateConstructor;
  Object.defineProperty(Clocked, 'prototype', { value: Real.prototype });
  Object.assign(Clocked, { now: () => clock.now, UTC: Real.UTC, parse: Real.parse });
  return Clocked;
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

/** Runs `run` with `env`'s services as the globals, and takes them away after. */
export function withGlobals<T>(env: GasEnvironment, run: () => T): T {
  const undo = installGlobals(env);
  try {
    return run();
  } finally {
    undo();
  }
}

/** The fake spreadsheet seen through the Apps Script types (for adapters typed against them). */
export function asSpreadsheet(spreadsheet: FakeSpreadsheet): GoogleAppsScript.Spreadsheet.Spreadsheet {
  return spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;
}
