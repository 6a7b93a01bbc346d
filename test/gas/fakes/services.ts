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
    this.counter.record('service', 'releaseLock', this.key);
    if (this.hasLock()) this.registry.holders.delete(this.key);
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
// PropertiesService: values are stored as strings, as in Apps Script.

export class FakeProperties {
  readonly store = new Map<string, string>();
  getProperty(key: string): string | null {
    return this.store.get(key) ?? null;
  }
  setProperty(key: string, value: unknown): this {
    this.store.set(key, String(value));
    return this;
  }
  getProperties(): Record<string, string> {
    return Object.fromEntries(this.store);
  }
  setProperties(properties: Record<string, unknown>, deleteAllOthers = false): this {
    if (deleteAllOthers) this.store.clear();
    for (const [key, value] of Object.entries(properties)) this.store.set(key, String(value));
    return this;
  }
  getKeys(): string[] {
    return [...this.store.keys()];
  }
  deleteProperty(key: string): this {
    this.store.delete(key);
    return this;
  }
  deleteAllProperties(): this {
    this.store.clear();
    return this;
  }
}

export class FakePropertiesService {
  readonly document = new FakeProperties();
  readonly script = new FakeProperties();
  readonly user = new FakeProperties();
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

// ---------------------------------------------------------------------------------------
// CacheService: strings only, 100 KB per value, as documented.

const MAX_CACHE_VALUE = 100 * 1024;

export class FakeCache {
  readonly store = new Map<string, string>();
  get(key: string): string | null {
    return this.store.get(key) ?? null;
  }
  getAll(keys: string[]): Record<string, string> {
    const found: Record<string, string> = {};
    for (const key of keys) if (this.store.has(key)) found[key] = this.store.get(key) as string;
    return found;
  }
  put(key: string, value: string, _expirationSeconds?: number): void {
    if (typeof value !== 'string')
      throw new GasException("The parameters don't match the method signature for CacheService.Cache.put.");
    if (value.length > MAX_CACHE_VALUE) throw new GasException('Argument too large: value');
    this.store.set(key, value);
  }
  putAll(values: Record<string, string>, expirationSeconds?: number): void {
    for (const [key, value] of Object.entries(values)) this.put(key, value, expirationSeconds);
  }
  remove(key: string): void {
    this.store.delete(key);
  }
  removeAll(keys: string[]): void {
    for (const key of keys) this.store.delete(key);
  }
}

export class FakeCacheService {
  readonly document = new FakeCache();
  readonly script = new FakeCache();
  readonly user = new FakeCache();
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
