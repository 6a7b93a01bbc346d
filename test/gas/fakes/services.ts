// Fakes of the small Apps Script services Atril touches: LockService, PropertiesService,
// CacheService, HtmlService (over the files of build/) and Session.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CallCounter } from './counter';
import { GasException } from './spreadsheet';

// ---------------------------------------------------------------------------------------
// LockService: one lock per scope (the document, the script, the user), shared by every
// execution of the project; each execution has its own LockService view. tryLock cannot
// wait for another execution to finish here (one thread), so it answers at once.

/** Who holds which lock: scope key → execution id. Shared by all the executions of a project. */
export class LockRegistry {
  readonly holders = new Map<string, number>();
}

export class FakeLock {
  constructor(
    private readonly registry: LockRegistry,
    private readonly key: string,
    private readonly execution: number,
    private readonly counter: CallCounter,
  ) {}
  private free(): boolean {
    const holder = this.registry.holders.get(this.key);
    return holder === undefined || holder === this.execution;
  }
  tryLock(_timeoutMs: number): boolean {
    this.counter.record('service', 'tryLock', this.key);
    if (!this.free()) return false;
    this.registry.holders.set(this.key, this.execution);
    return true;
  }
  waitLock(_timeoutMs: number): void {
    this.counter.record('service', 'waitLock', this.key);
    if (!this.free()) throw new GasException('Lock timeout: another process was holding the lock for too long.');
    this.registry.holders.set(this.key, this.execution);
  }
  hasLock(): boolean {
    return this.registry.holders.get(this.key) === this.execution;
  }
  releaseLock(): void {
    if (this.hasLock()) this.registry.holders.delete(this.key);
    // Recorded once released: a test's onCall hook may be another execution taking the lock.
    this.counter.record('service', 'releaseLock', this.key);
  }
}

/** The id of another execution, for tests that simulate one holding a lock. */
export const OTHER_EXECUTION = -1;

export class FakeLockService {
  constructor(
    private readonly counter: CallCounter,
    readonly registry = new LockRegistry(),
    readonly execution = 1,
    /** The document the execution runs in; null outside a document (a web app, a standalone script). */
    private readonly documentId: () => string | null = () => 'document',
  ) {}
  private documentKey(): string | null {
    const id = this.documentId();
    return id === null ? null : `document:${id}`;
  }
  /** null outside the context of a document, as documented (web app, standalone script). */
  getDocumentLock(): FakeLock | null {
    const key = this.documentKey();
    return key === null ? null : new FakeLock(this.registry, key, this.execution, this.counter);
  }
  getScriptLock(): FakeLock {
    return new FakeLock(this.registry, 'script', this.execution, this.counter);
  }
  getUserLock(): FakeLock {
    return new FakeLock(this.registry, 'user', this.execution, this.counter);
  }
  /** Does this execution hold its document's lock? */
  holdsDocumentLock(): boolean {
    const key = this.documentKey();
    return key !== null && this.registry.holders.get(key) === this.execution;
  }
  /** Simulates another execution holding (true) or releasing (false) this document's lock. */
  documentHeldByOther(held: boolean): void {
    const key = this.documentKey();
    if (key === null) return;
    if (held) this.registry.holders.set(key, OTHER_EXECUTION);
    else if (this.registry.holders.get(key) === OTHER_EXECUTION) this.registry.holders.delete(key);
  }
}

// ---------------------------------------------------------------------------------------
// PropertiesService and CacheService, with the documented limits (Quotas for Google
// Services; Cache class reference), counted in bytes of UTF-8 and with kB = 1000 bytes, so
// the fakes are never kinder than Google:
// - Properties: values are stored as strings; 9 kB per value; 500 kB per store (keys and
//   values); a larger value or a store over its quota throws.
// - Cache: strings only; 100 kB per value; keys of at most 250 characters; an entry expires
//   after its expiration (default 600 s, at most 21,600 s = 6 h); at most 1,000 entries (the
//   oldest go first). Time is the environment's FakeClock.
// Every call is recorded as a 'service' call ("Properties.getProperty", "Cache.put", ...).

export const PROPERTY_VALUE_LIMIT = 9000;
export const PROPERTY_STORE_LIMIT = 500000;
export const CACHE_VALUE_LIMIT = 100000;
export const CACHE_KEY_LIMIT = 250;
export const CACHE_DEFAULT_SECONDS = 600;
export const CACHE_MAX_SECONDS = 21600;
export const CACHE_MAX_ENTRIES = 1000;

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** The time the cache's expirations are measured against; tests move it forward. */
export class FakeClock {
  now = Date.UTC(2026, 2, 14, 17, 0, 0);
  advance(seconds: number): void {
    this.now += seconds * 1000;
  }
}

export class FakeProperties {
  readonly store = new Map<string, string>();
  constructor(
    private readonly counter: CallCounter | null = null,
    private readonly scope = 'script',
    /** Bytes per value: the documented 9 kB unless a test makes a store that keeps less. */
    private readonly valueLimit = PROPERTY_VALUE_LIMIT,
  ) {}
  private record(method: string): void {
    this.counter?.record('service', `Properties.${method}`, this.scope);
  }
  /** Bytes the store would hold with `changes` applied (null deletes). */
  private sizeWith(changes: Map<string, string | null>, clear = false): number {
    let size = 0;
    for (const [key, value] of clear ? [] : this.store) if (!changes.has(key)) size += bytes(key) + bytes(value);
    for (const [key, value] of changes) if (value !== null) size += bytes(key) + bytes(value);
    return size;
  }
  private put(changes: Map<string, string | null>, clear = false): void {
    for (const value of changes.values()) {
      if (value !== null && bytes(value) > this.valueLimit) throw new GasException('Argument too large: value');
    }
    if (this.sizeWith(changes, clear) > PROPERTY_STORE_LIMIT)
      throw new GasException(
        'You have exceeded the property storage quota. Please remove some properties and try again.',
      );
    if (clear) this.store.clear();
    for (const [key, value] of changes) {
      if (value === null) this.store.delete(key);
      else this.store.set(key, value);
    }
  }
  getProperty(key: string): string | null {
    this.record('getProperty');
    return this.store.get(key) ?? null;
  }
  setProperty(key: string, value: unknown): this {
    this.record('setProperty');
    this.put(new Map([[key, String(value)]]));
    return this;
  }
  getProperties(): Record<string, string> {
    this.record('getProperties');
    return Object.fromEntries(this.store);
  }
  setProperties(properties: Record<string, unknown>, deleteAllOthers = false): this {
    this.record('setProperties');
    this.put(new Map(Object.entries(properties).map(([key, value]) => [key, String(value)])), deleteAllOthers);
    return this;
  }
  getKeys(): string[] {
    this.record('getKeys');
    return [...this.store.keys()];
  }
  deleteProperty(key: string): this {
    this.record('deleteProperty');
    this.store.delete(key);
    return this;
  }
  deleteAllProperties(): this {
    this.record('deleteAllProperties');
    this.store.clear();
    return this;
  }
  /** Bytes used, keys and values (test helper, uncounted). */
  size(): number {
    return this.sizeWith(new Map());
  }
}

/** The project's property stores, shared by every execution (each gets its own view, see index.ts). */
export class FakePropertiesService {
  readonly document: FakeProperties;
  readonly script: FakeProperties;
  readonly user: FakeProperties;
  /**
   * `valueLimit`: bytes per value (default the documented 9 kB; "Comprobar instalación" tries
   * 8,000). `script`: the project's store when another document shares it (anotherDocument).
   */
  constructor(counter: CallCounter | null = null, valueLimit = PROPERTY_VALUE_LIMIT, script?: FakeProperties) {
    this.document = new FakeProperties(counter, 'document', valueLimit);
    this.script = script ?? new FakeProperties(counter, 'script', valueLimit);
    this.user = new FakeProperties(counter, 'user', valueLimit);
  }
  getDocumentProperties(): FakeProperties {
    return this.document;
  }
  getScriptProperties(): FakeProperties {
    return this.script;
  }
  getUserProperties(): FakeProperties {
    return this.user;
  }
}

export class FakeCache {
  readonly store = new Map<string, { value: string; expires: number }>();
  constructor(
    private readonly counter: CallCounter | null = null,
    private readonly clock = new FakeClock(),
    private readonly scope = 'script',
  ) {}
  private record(method: string): void {
    this.counter?.record('service', `Cache.${method}`, this.scope);
  }
  private live(key: string): string | null {
    const entry = this.store.get(key);
    if (!entry) return null;
    if (entry.expires <= this.clock.now) {
      this.store.delete(key);
      return null;
    }
    return entry.value;
  }
  private check(key: string, value: unknown, expirationSeconds: number | undefined): void {
    if (typeof key !== 'string' || typeof value !== 'string')
      throw new GasException("The parameters don't match the method signature for CacheService.Cache.put.");
    if (key.length > CACHE_KEY_LIMIT) throw new GasException('Argument too large: key');
    if (bytes(value) > CACHE_VALUE_LIMIT) throw new GasException('Argument too large: value');
    if (
      expirationSeconds !== undefined &&
      (!Number.isInteger(expirationSeconds) || expirationSeconds < 1 || expirationSeconds > CACHE_MAX_SECONDS)
    )
      throw new GasException(`Invalid argument: expirationInSeconds (${expirationSeconds})`);
  }
  private store1(key: string, value: string, expirationSeconds = CACHE_DEFAULT_SECONDS): void {
    this.store.delete(key);
    this.store.set(key, { value, expires: this.clock.now + expirationSeconds * 1000 });
    // At most 1,000 entries: the oldest written go first.
    while (this.store.size > CACHE_MAX_ENTRIES) this.store.delete(this.store.keys().next().value as string);
  }
  get(key: string): string | null {
    this.record('get');
    return this.live(key);
  }
  getAll(keys: string[]): Record<string, string> {
    this.record('getAll');
    const found: Record<string, string> = {};
    for (const key of keys) {
      const value = this.live(key);
      if (value !== null) found[key] = value;
    }
    return found;
  }
  put(key: string, value: string, expirationSeconds?: number): void {
    this.record('put');
    this.check(key, value, expirationSeconds);
    this.store1(key, value, expirationSeconds);
  }
  putAll(values: Record<string, string>, expirationSeconds?: number): void {
    this.record('putAll');
    for (const [key, value] of Object.entries(values)) this.check(key, value, expirationSeconds);
    for (const [key, value] of Object.entries(values)) this.store1(key, value, expirationSeconds);
  }
  remove(key: string): void {
    this.record('remove');
    this.store.delete(key);
  }
  removeAll(keys: string[]): void {
    this.record('removeAll');
    for (const key of keys) this.store.delete(key);
  }
  /** Google may evict any entry before it expires (test helper, uncounted). */
  evictAll(): void {
    this.store.clear();
  }
}

export class FakeCacheService {
  readonly document: FakeCache;
  readonly script: FakeCache;
  readonly user: FakeCache;
  /** `script`: the project's cache when another document shares it (anotherDocument). */
  constructor(counter: CallCounter | null = null, clock = new FakeClock(), script?: FakeCache) {
    this.document = new FakeCache(counter, clock, 'document');
    this.script = script ?? new FakeCache(counter, clock, 'script');
    this.user = new FakeCache(counter, clock, 'user');
  }
  getDocumentCache(): FakeCache {
    return this.document;
  }
  getScriptCache(): FakeCache {
    return this.script;
  }
  getUserCache(): FakeCache {
    return this.user;
  }
}

// ---------------------------------------------------------------------------------------
// HtmlService

export class FakeHtmlOutput {
  private title = '';
  private width = 300;
  private height = 400;
  readonly metaTags: Record<string, string> = {};
  constructor(private content = '') {}
  setTitle(title: string): this {
    this.title = title;
    return this;
  }
  getTitle(): string {
    return this.title;
  }
  getContent(): string {
    return this.content;
  }
  setContent(content: string): this {
    this.content = content;
    return this;
  }
  append(content: string): this {
    this.content += content;
    return this;
  }
  setWidth(width: number): this {
    this.width = width;
    return this;
  }
  getWidth(): number {
    return this.width;
  }
  setHeight(height: number): this {
    this.height = height;
    return this;
  }
  getHeight(): number {
    return this.height;
  }
  setSandboxMode(_mode: unknown): this {
    return this;
  }
  setXFrameOptionsMode(_mode: unknown): this {
    return this;
  }
  setFaviconUrl(_url: string): this {
    return this;
  }
  addMetaTag(name: string, content: string): this {
    this.metaTags[name] = content;
    return this;
  }
}

/** HtmlService's contextual escaping, reduced to HTML text/attribute escaping. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}

/** A template with <?= printed (escaped) ?>, <?!= force-printed ?> and <? code ?> scriptlets. */
export class FakeHtmlTemplate {
  [variable: string]: unknown;
  constructor(private readonly source: string) {}
  getRawContent(): string {
    return this.source;
  }
  evaluate(): FakeHtmlOutput {
    let code = 'var __out = "";\n';
    const parts = this.source.split(/(<\?!?=?[\s\S]*?\?>)/);
    for (const part of parts) {
      if (part.startsWith('<?!=')) code += `__out += String(${part.slice(4, -2)});\n`;
      else if (part.startsWith('<?=')) code += `__out += __escape(${part.slice(3, -2)});\n`;
      else if (part.startsWith('<?')) code += `${part.slice(2, -2)}\n`;
      else code += `__out += ${JSON.stringify(part)};\n`;
    }
    code += 'return __out;';
    const variables = Object.fromEntries(Object.entries(this).filter(([key]) => key !== 'source'));
    const run = new Function('__escape', '__vars', `with (__vars) {\n${code}\n}`) as (
      escape: typeof escapeHtml,
      vars: object,
    ) => string;
    return new FakeHtmlOutput(run(escapeHtml, variables));
  }
}

export const SandboxMode = { IFRAME: 'IFRAME', NATIVE: 'NATIVE', EMULATED: 'EMULATED' } as const;
export const XFrameOptionsMode = { ALLOWALL: 'ALLOWALL', DEFAULT: 'DEFAULT' } as const;

export class FakeHtmlService {
  readonly SandboxMode = SandboxMode;
  readonly XFrameOptionsMode = XFrameOptionsMode;
  /** `root`: the folder of the project's files (build/), where "status" means status.html. */
  constructor(private readonly root: string) {}
  private file(name: string): string {
    const path = join(this.root, name.endsWith('.html') ? name : `${name}.html`);
    try {
      return readFileSync(path, 'utf8');
    } catch {
      throw new GasException(`No HTML file named ${name} was found.`);
    }
  }
  createHtmlOutput(html = ''): FakeHtmlOutput {
    return new FakeHtmlOutput(html);
  }
  createHtmlOutputFromFile(name: string): FakeHtmlOutput {
    return new FakeHtmlOutput(this.file(name));
  }
  createTemplate(html: string): FakeHtmlTemplate {
    return new FakeHtmlTemplate(html);
  }
  createTemplateFromFile(name: string): FakeHtmlTemplate {
    return new FakeHtmlTemplate(this.file(name));
  }
}

// ---------------------------------------------------------------------------------------
// Session

export class FakeUser {
  constructor(private readonly email: string) {}
  getEmail(): string {
    return this.email;
  }
}

export class FakeSession {
  constructor(
    public userLocale: string | null,
    public email = 'director@club.example',
    public timeZone = 'Europe/Madrid',
  ) {}
  getActiveUserLocale(): string {
    // Under AuthMode.NONE, Session is not available to an add-on's onOpen.
    if (this.userLocale === null)
      throw new GasException('You do not have permission to call Session.getActiveUserLocale.');
    return this.userLocale;
  }
  getActiveUser(): FakeUser {
    return new FakeUser(this.email);
  }
  getEffectiveUser(): FakeUser {
    return new FakeUser(this.email);
  }
  getScriptTimeZone(): string {
    return this.timeZone;
  }
  getTemporaryActiveUserKey(): string {
    return 'temporary-key';
  }
}
