// Debian's chromium driven by playwright-core (which never downloads a browser): a fresh
// profile per launch, no network chatter, no GPU. `.ci/run` installs chromium with apt-get.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

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

/** Launches chromium with a fresh --user-data-dir (playwright passes it from launchPersistentContext). */
export async function launch(options: Parameters<typeof chromium.launchPersistentContext>[1] = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'atril-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    offline: true,
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
