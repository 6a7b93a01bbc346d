// The built `atril` command (rules §24 "The command line"): src/local/main.ts bundled by esbuild
// into build-cli/atril.js, so a call starts from plain JavaScript instead of transpiling the
// TypeScript sources each time. The sources stay the truth: `npm ci`/`npm install` build it (the
// root package's `prepare`), `npm test` builds it, and bin/atril.js rebuilds it before running
// whenever a source it was built from is newer than the build (or gone), so nobody runs stale
// code. The check reads one small stamp (the build's start time and its own sources) and stats
// those files: a few milliseconds, no directory walk. Plain CommonJS so bin/atril.js can load it
// without tsx. `node scripts/cliBuild.js` builds it now.
const { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const ROOT = join(__dirname, '..');
/** Beside build/, not in it: clasp pushes every file under build/ (the paste-in project). */
const OUT_DIR = join(ROOT, 'build-cli');
const CLI_BUNDLE = join(OUT_DIR, 'atril.js');
const STAMP = join(OUT_DIR, 'stamp.json');
/** Left to Node's require: playwright-core finds its own files beside it (only `print --pdf` loads it). */
const EXTERNAL = ['playwright-core'];
/**
 * exceljs and jszip, bundled apart into build-cli/vendor.js (with Node's zlib in place of pako,
 * src/local/nativePako.ts, and its validations read as ranges, src/local/validationRanges.ts) and required from there when a workbook is first read or made
 * (xlsxWorkbook.ts): loading them from node_modules file by file took longer than the whole
 * command's own code, and in the CLI's bundle they would slow `atril --help`
 * (docs/local.md "The built command").
 */
const VENDOR = ['exceljs', 'jszip'];
const VENDOR_FILE = 'vendor.js';

/** esbuild plugin: `require('exceljs')` → `require('./vendor.js').exceljs`, the file left external. */
const fromVendor = {
  name: 'atril-vendor',
  setup(build) {
    const names = new RegExp(`^(${VENDOR.join('|')})$`);
    build.onResolve({ filter: names }, (args) => ({ path: args.path, namespace: 'atril-vendor' }));
    build.onResolve({ filter: new RegExp(`^\\./${VENDOR_FILE}$`) }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: 'atril-vendor' }, (args) => ({
      contents: `module.exports = require('./${VENDOR_FILE}')[${JSON.stringify(args.path)}];`,
      loader: 'js',
    }));
  },
};

/** esbuild plugin: pako (jszip's inflater and deflater) → Node's zlib (src/local/nativePako.ts). */
const nativePako = {
  name: 'atril-native-pako',
  setup(build) {
    build.onResolve({ filter: /^pako$/ }, () => ({ path: join(ROOT, 'src/local/nativePako.ts') }));
  },
};

/**
 * True when the build at `stampPath` is missing or older than one of its sources (a source
 * modified after the build started, or deleted/renamed). Dependencies in node_modules are not
 * listed: they change only through npm, which runs `prepare` again.
 */
function isStale(stampPath = STAMP, root = ROOT) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
  } catch {
    return true;
  }
  if (!stamp || typeof stamp.started !== 'number' || !Array.isArray(stamp.inputs) || !Array.isArray(stamp.outputs))
    return true;
  if (!stamp.outputs.every((output) => existsSync(join(stampPath, '..', output)))) return true;
  for (const input of stamp.inputs) {
    let time;
    try {
      time = statSync(join(root, input)).mtimeMs;
    } catch {
      return true;
    }
    if (time > stamp.started) return true;
  }
  return false;
}

/** Writes `text` to `path` through a temporary file renamed into place (two builds at once never mix). */
function writeAtomically(path, text) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/** The source files (not node_modules') an esbuild result was built from, relative to the root. */
function sourcesOf(result) {
  return Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith('atril-vendor:'))
    .map((input) => relative(ROOT, join(ROOT, input)))
    .filter((input) => !input.split(/[\\/]/).includes('node_modules'));
}

/** Bundles the CLI into build-cli/ (atril.js and vendor.js) and writes its stamp; resolves to atril.js's path. */
async function buildCli(outDir = OUT_DIR) {
  const { build } = require('esbuild');
  // Taken before reading any source: a file saved during the build counts as newer.
  const started = Date.now();
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    write: false,
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: ROOT,
  };
  const cli = await build({
    ...common,
    entryPoints: [join(ROOT, 'src/local/main.ts')],
    external: EXTERNAL,
    plugins: [fromVendor],
    outfile: join(outDir, 'atril.js'),
  });
  const vendor = await build({
    ...common,
    stdin: {
      contents: [
        ...VENDOR.map((name) => `exports[${JSON.stringify(name)}] = require(${JSON.stringify(name)});`),
        // exceljs's validations read as ranges, not cell by cell (src/local/validationRanges.ts).
        `require('./src/local/validationRanges.ts').keepValidationRanges(`,
        `  require('exceljs/lib/xlsx/xform/sheet/data-validations-xform').prototype,`,
        `);`,
      ].join('\n'),
      resolveDir: ROOT,
      sourcefile: 'vendor.js',
    },
    plugins: [nativePako],
    outfile: join(outDir, VENDOR_FILE),
  });
  const inputs = [...new Set([...sourcesOf(cli), ...sourcesOf(vendor)])].filter((input) => input !== 'vendor.js');
  mkdirSync(outDir, { recursive: true });
  writeAtomically(join(outDir, VENDOR_FILE), vendor.outputFiles[0].contents);
  const bundle = join(outDir, 'atril.js');
  writeAtomically(bundle, cli.outputFiles[0].contents);
  writeAtomically(
    join(outDir, 'stamp.json'),
    `${JSON.stringify({ started, outputs: ['atril.js', VENDOR_FILE], inputs }, null, 1)}\n`,
  );
  return bundle;
}

/** The built CLI's path, rebuilt first when a source is newer than it. */
async function freshCli() {
  return isStale() ? buildCli() : CLI_BUNDLE;
}

module.exports = { CLI_BUNDLE, OUT_DIR, STAMP, buildCli, freshCli, isStale };

if (require.main === module) {
  const started = Date.now();
  buildCli().then(
    () => console.log(`${relative(process.cwd(), CLI_BUNDLE)} built (${Date.now() - started} ms)`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
