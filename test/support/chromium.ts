// Debian's chromium driven by playwright-core (which never downloads a browser): a fresh
// profile per context, no network chatter, no GPU. `.ci/run` installs chromium with apt-get.
import { existsSync } from 'node:fs';
import {
  type Browser as PlaywrightBrowser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
} from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone as the live page's readers hold it: 375 px wide, a retina screen, touch. */
export const PHONE = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** The file's one chromium (jest keeps a module registry per test file); closed after the file's tests. */
let shared: Promise<PlaywrightBrowser> | null = null;
// Under jest, one chromium per test file, each `launch` a fresh context of it (its own storage, as a
// fresh profile had): a chromium costs a second or two of CPU to start (docs/testing.md). A script
// (scripts/printViewCheck.ts) has no afterAll: each launch is its own chromium, closed with it.
const perFile = typeof afterAll === 'function';
if (perFile)
  afterAll(async () => {
    const browser = shared;
    shared = null;
    if (browser) await (await browser).close();
  });

/** A context of a chromium with a fresh profile (playwright's temporary --user-data-dir), `options` its viewport and device. */
export async function launch(options: BrowserContextOptions = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  const start = () => chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const browser = await (perFile ? (shared ??= start()) : start());
  const context = await browser.newContext({ offline: true, ...options });
  return {
    context,
    async close() {
      await context.close();
      if (!perFile) await browser.close();
    },
  };
}
