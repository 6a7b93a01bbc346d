// The built CLI (scripts/cliBuild.js, rules §24 "The command line"): when it counts as stale,
// and what `atril --help` loads from it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { t } from '../../src/i18n';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { isStale, freshCli } = require('../../scripts/cliBuild.js') as {
  isStale(stampPath?: string, root?: string): boolean;
  freshCli(): Promise<string>;
};

const ROOT = join(__dirname, '..', '..');

describe('isStale', () => {
  let dir: string;
  let stamp: string;
  const started = Date.parse('2026-12-07T03:00:00Z');
  const at = (iso: string) => new Date(iso);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'atril-cli-build-'));
    mkdirSync(join(dir, 'out'));
    mkdirSync(join(dir, 'src'));
    stamp = join(dir, 'out', 'stamp.json');
    for (const file of ['src/a.ts', 'src/b.ts', 'out/atril.js', 'out/vendor.js']) {
      writeFileSync(join(dir, file), '');
      utimesSync(join(dir, file), at('2026-12-07T02:00:00Z'), at('2026-12-07T02:00:00Z'));
    }
    writeFileSync(
      stamp,
      JSON.stringify({ started, outputs: ['atril.js', 'vendor.js'], inputs: ['src/a.ts', 'src/b.ts'] }),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is fresh while every source is older than the build', () => {
    expect(isStale(stamp, dir)).toBe(false);
  });

  it('is stale once a source is saved after the build started', () => {
    utimesSync(join(dir, 'src/b.ts'), at('2026-12-07T03:00:01Z'), at('2026-12-07T03:00:01Z'));
    expect(isStale(stamp, dir)).toBe(true);
  });

  it('is stale when a source is gone (renamed or deleted), or an output, or the stamp', () => {
    rmSync(join(dir, 'src/a.ts'));
    expect(isStale(stamp, dir)).toBe(true);
    writeFileSync(join(dir, 'src/a.ts'), '');
    utimesSync(join(dir, 'src/a.ts'), at('2026-12-07T02:00:00Z'), at('2026-12-07T02:00:00Z'));
    expect(isStale(stamp, dir)).toBe(false);
    rmSync(join(dir, 'out/vendor.js'));
    expect(isStale(stamp, dir)).toBe(true);
    expect(isStale(join(dir, 'out', 'none.json'), dir)).toBe(true);
    writeFileSync(stamp, '{"started": 1');
    expect(isStale(stamp, dir)).toBe(true);
  });
});

describe('the built command', () => {
  beforeAll(async () => {
    await freshCli();
  });

  it('answers --help from the build without loading exceljs (nor the TypeScript sources)', () => {
    const report = join(mkdtempSync(join(tmpdir(), 'atril-cli-help-')), 'loaded.json');
    const preload = join(report, '..', 'preload.js');
    writeFileSync(
      preload,
      "process.on('exit', () => require('fs').writeFileSync(process.env.REPORT, JSON.stringify(Object.keys(require.cache))));\n",
    );
    const run = spawnSync(process.execPath, ['--require', preload, join(ROOT, 'bin/atril.js'), '--help'], {
      encoding: 'utf8',
      env: { ...process.env, LANG: 'es_ES.UTF-8', LC_ALL: '', REPORT: report },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${t('es', 'cli.usage')}\n`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = JSON.parse(require('fs').readFileSync(report, 'utf8')) as string[];
    expect(loaded).toContain(join(ROOT, 'build-cli', 'atril.js'));
    expect(loaded.filter((path) => /exceljs|jszip|vendor\.js|tsx|\.ts$/.test(path))).toEqual([]);
    rmSync(join(report, '..'), { recursive: true, force: true });
  });
});
