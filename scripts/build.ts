// npm run build: bundles src/gas/index.ts into build/Code.js (global `Atril`) and writes
// build/globals.js, the only top-level functions Apps Script sees: the menu/trigger entry
// points and the custom functions, each with its JSDoc @customfunction block in Spanish
// and English (esbuild drops comments, so the stubs are generated here). Sheets shows a
// parameter's name and description only — it ignores `{type}` and `[optional]` and does not
// show `@return` — so "opcional / optional" and the example range go in the description,
// and the types are the standard ones the Apps Script editor knows (rules §7).
// It also writes dist/Atril.gs — Code.js and globals.js in one file a director pastes into
// Extensiones › Apps Script, no Node needed — and dist/appsscript.json, the manifest to copy;
// both are committed, and test/e2e/bundle.test.ts checks they are what the build makes
// (`--no-dist`, used by `npm test` and the tests' rebuild, leaves dist/ alone so that the check
// compares the committed files, not freshly written ones).
// It also builds the Editor add-on edition (rules §15) from src/gas/addonIndex.ts into
// build-addon/ — Code.js, globals.js and its appsscript.json (the paste-in manifest without the
// web app) — and copies them to dist/addon/, the standalone project `npm run push:addon` pushes
// (.clasp.addon.json). The custom functions' stubs are the same in both.
// `tsx scripts/build.ts deploy [--dry-run]` (npm run deploy, after the push) redeploys one
// deployment id, so the shared /exec link of the live standings survives an update.
import { build, transform, type Plugin } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { CUSTOM_FUNCTIONS } from '../src/gas';
import { ADDON_GLOBALS, GLOBALS } from '../src/gas/globalNames';
import { helpKey, paramKey, type ParamDef } from '../src/sheets/functions/customFunction';
import { findTab, TAB_LABELS, type TabKey } from '../src/sheets/config/tabs';
import { catalogueKeys, type Language, type MessageKey, t } from '../src/i18n';
import { nameFunctionsOnce, packList, packLiterals } from './shrink';
import { toBase85 } from '../src/i18n/packed';

const root = join(__dirname, '..');
const out = join(root, 'build');
/** The add-on edition's project folder in dist/ (rules §15). */
export const ADDON_DIR = 'addon';
/**
 * Where the add-on is built: beside build/, not in it — clasp pushes every file under a project's
 * rootDir, sub-folders included, and the paste-in project's is build/.
 */
export const ADDON_BUILD = join(root, 'build-addon');
/** The committed single-file install (README: "Instalar sin Node"). */
export const DIST = join(root, 'dist');
export const SINGLE_FILE = 'Atril.gs';
/**
 * The most dist/Atril.gs may weigh, in bytes (470 kB: the developers' guide's own cap, taken for
 * issues 39–44, which left 0.4 kB under the old 440 kB). Before: 350 kB until printing, prizes and phone
 * results took it to ~409 kB (425 kB); issues 33–36 took it to 451 kB, and the size pass (leaner
 * catalogue, the offline tools' texts and qrcode-generator's unused pictures left out) brought it
 * to 435.9 kB without dropping a feature; 440 kB is the smallest round figure above. Compile
 * median 11–19 ms against 18.5 ms at 451 kB, worst 25–36 ms against 33 ms, on a loaded machine
 * (docs/addon.md "The size pass"). Apps Script parses the whole project at every execution — each
 * custom-function cell, each poll of the live page, onOpen (test/e2e/bundle.test.ts enforces it,
 * `npm run bench -- bundle` times it). Then the catalogue compressed (compactCatalogue: raw DEFLATE
 * in base 85, a chunk of a language inflated when first read) took the paste-in file from 439.6 kB to
 * 400.1 kB and the add-on from 395.7 kB to 359.3 kB, room for issues 45–50's ~60 kB; their new
 * texts are compressed too (docs/addon.md "The compressed catalogue"). Then the second size pass
 * (scripts/shrink.ts: keepNames' names set in one statement, the pages' and dialogs' long texts
 * packed like the catalogue) took it from 455.6 kB to 438.1 kB, room for the word-graph wave
 * without raising the cap (docs/addon.md "The second size pass"). The wave took it to ~480.5 kB; the
 * third size pass (moveSearch's namespaces, shorter packed literals, keepNames' names abbreviated,
 * bigger catalogue chunks, one-line stubs) brought it back to 467,951 bytes (docs/addon.md "The third
 * size pass").
 */
export const SINGLE_FILE_BUDGET = 470_000;

function bilingual(key: Parameters<typeof t>[1]): string {
  return `${t('es', key)} / ${t('en', key)}`;
}

const SCALARS: Record<string, string> = { number: 'number', boolean: 'boolean', text: 'string', string: 'string' };

/** The standard JSDoc type of a parameter: a scalar, or a range as Sheets passes it (a 2-D array). */
export function jsdocType(type: string): string {
  return SCALARS[type] ?? 'Array<Array<*>>';
}

/** A range parameter's example in `lang` ("Jugadores!A:H" → "Players!A:H"); null for a scalar. */
function example(type: string, lang: Language): string | null {
  if (type in SCALARS) return null;
  const bang = type.lastIndexOf('!');
  if (bang < 0) return type;
  const tab = type.slice(0, bang);
  const key = (Object.keys(TAB_LABELS) as TabKey[]).find((candidate) => findTab([tab], candidate) !== null);
  return key ? `${t(lang, TAB_LABELS[key])}${type.slice(bang)}` : type;
}

/** A parameter's help in `lang`: its description, then "(opcional; p. ej. Rondas!A:G)" unless already said. */
function paramHelp(fn: string, param: ParamDef, lang: Language): string {
  const text = t(lang, paramKey(fn, param.name));
  const notes: string[] = [];
  if (param.optional && !/\b(opcional|optional)\b/i.test(text)) notes.push(t(lang, 'fnHelp.optional'));
  const range = example(param.type, lang);
  if (range !== null && !text.includes(range)) notes.push(t(lang, 'fnHelp.example', { range }));
  return notes.length > 0 ? `${text} (${notes.join('; ')})` : text;
}

export function stubs(globals: readonly string[] = GLOBALS): string {
  const lines: string[] = ['// Generated by scripts/build.ts: the Apps Script globals of Atril.', ''];
  for (const name of globals) {
    // One line each, no spaces: the file is pasted whole (SINGLE_FILE_BUDGET).
    lines.push(`function ${name}(){return Atril.${name}.apply(null,arguments)}`);
  }
  for (const def of CUSTOM_FUNCTIONS) {
    lines.push('/**', ` * ${bilingual(helpKey(def.name))}`, ' *');
    for (const param of def.params) {
      const help = `${paramHelp(def.name, param, 'es')} / ${paramHelp(def.name, param, 'en')}`;
      lines.push(` * @param {${jsdocType(param.type)}} ${param.name} ${help}`);
    }
    // @return is for the Apps Script editor only: Sheets does not show it.
    lines.push(` * @return {${jsdocType(def.returns)}}`, ' * @customfunction', ' */');
    const params = def.params.map((param) => param.name).join(',');
    lines.push(`function ${def.name}(${params}){return Atril.runCustomFunction('${def.name}',[${params}])}`);
  }
  return lines.join('\n');
}

const SINGLE_FILE_HEADER = `/*
 * Atril — torneos de Scrabble (reglas FISE) en Hojas de cálculo de Google.
 * ES: Archivo generado por \`npm run build\`: no lo edites. Pégalo entero en
 *     Extensiones › Apps Script, en lugar del contenido de Código.gs, y copia
 *     dist/appsscript.json en el manifiesto (pasos en el README, «Instalar sin Node»).
 * EN: Generated by \`npm run build\`: do not edit. Paste all of it into
 *     Extensions › Apps Script, in place of the content of Code.gs, and copy
 *     dist/appsscript.json into the manifest (steps in the README, "Install without Node").
 */
`;

/**
 * The whole add-on as one Apps Script file: the header, the library (Code.js, whose
 * "use strict" stays the first statement) and the top-level globals with their JSDoc.
 */
export function singleFile(code: string, globals: string): string {
  return `${SINGLE_FILE_HEADER}${code.endsWith('\n') ? code : `${code}\n`}\n${globals}`;
}

/**
 * What src/sheets/grid/qrCode.ts never calls in qrcode-generator: the other pictures (HTML table,
 * SVG, <img>, text, canvas) with their helpers, and the Shift_JIS table reader. It draws its own
 * SVG from isDark and its GIF from createDataURL, and adds its data as bytes.
 */
export const QRCODE_UNUSED = [
  '_this.createTableTag = function',
  '_this.createSvgTag = function',
  '_this.createImgTag = function',
  'const escapeXml = function',
  'const _createHalfASCII = function',
  '_this.createASCII = function',
  '_this.renderTo2dContext = function',
  'qrcode.createStringToBytes = function',
  'const base64DecodeInputStream = function',
];

/**
 * `source` without each of `starts`' statements: from where it begins to the brace closing the
 * function it opens (quotes and comments skipped), and its semicolon. A start not found fails the
 * build: an updated library is looked at again rather than bundled whole or cut wrong.
 */
export function withoutMembers(source: string, starts: readonly string[]): string {
  let text = source;
  for (const start of starts) {
    const from = text.indexOf(start);
    if (from < 0 || text.indexOf(start, from + 1) >= 0)
      throw new Error(`qrcode-generator: "${start}" is not there once`);
    let depth = 0;
    let i = text.indexOf('{', from);
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === "'" || c === '"' || c === '`') {
        for (i++; text[i] !== c; i++) if (text[i] === '\\') i++;
      } else if (c === '/' && text[i + 1] === '/') {
        i = text.indexOf('\n', i);
      } else if (c === '/' && text[i + 1] === '*') {
        i = text.indexOf('*/', i) + 1;
      } else if (c === '{') {
        depth++;
      } else if (c === '}' && --depth === 0) {
        break;
      }
    }
    const end = text[i + 1] === ';' ? i + 2 : i + 1;
    text = text.slice(0, from) + text.slice(end);
  }
  return text;
}

/**
 * Third-party modules (qrcode-generator) minified whole, identifiers too: their inner names are
 * not ours to read in a stack trace, and renaming them saves a quarter of the library.
 */
const minifyDependencies: Plugin = {
  name: 'minify-dependencies',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]node_modules[\\/].*\.m?js$/ }, async (args) => {
      let source = readFileSync(args.path, 'utf8');
      if (/[\\/]qrcode-generator[\\/]/.test(args.path)) source = withoutMembers(source, QRCODE_UNUSED);
      const { code } = await transform(source, {
        minify: true,
        target: 'es2019',
        legalComments: 'none',
      });
      return { contents: code, loader: 'js' };
    });
  },
};

/** The catalogue keys the bundles leave out (compactCatalogue). */
export const LEFT_OUT_KEYS =
  /^(fn|fnHelp|cli|demo|generate|trf)\.|^check\.(?!illegal\.)|^print\.(noChromium|usage|pdfDone)$/;

/**
 * Left out of the add-on's catalogue too (rules §15: no page, no hall screen, no phones): the
 * page's texts (`page.*` but the progress line's, which the standings tabs show too), the
 * screen's (`screen.*`), the phones' form and import (`phone.refuse.*`, `phone.report.*`,
 * `import.*` but the checks and conflicts Estado del torneo words, `status.keepFailed`) and the
 * publication's (`live.*`). The paste-in bundle keeps them.
 */
export const ADDON_LEFT_OUT_KEYS =
  /^(page\.(?!afterRound$|inPlay$)|screen\.|import\.(?!check\.|conflict\.)|live\.)|^phone\.(refuse|report)\.|^status\.keepFailed$/;

/** Whether an edition's catalogue leaves `key` out: the add-on's (`addon`) leaves out more. */
export function leftOutOf(addon: boolean): (key: string) => boolean {
  return (key) => LEFT_OUT_KEYS.test(key) || (addon && ADDON_LEFT_OUT_KEYS.test(key));
}

/**
 * The first catalogue key matching `leftOut` that `code` still names as a string — a whole key, or
 * the start of one built at run time (`check.kind.${kind}`) —, or null (a catalogue's own packed
 * list, `"page.:title,…"`, is not a naming). Such a key would show as the bare key.
 */
export function leftOutKeyNamed(code: string, leftOut: RegExp = LEFT_OUT_KEYS): string | null {
  for (const [, key] of code.matchAll(/["'`]((?:\w+\.)+\w*)(?![\w.:])/g)) {
    if (leftOut.test(key)) return key;
  }
  return null;
}

/** About how many characters of keys and Spanish texts a packed chunk of the catalogue holds. */
export const CHUNK_SIZE = 24000;

/** The catalogue as the bundle carries it (src/i18n/packed.ts's packedCatalogue). */
export interface PackedTexts {
  /** Each chunk's key prefixes (what comes before a key's first dot), `,`-joined; chunks `|`-joined. */
  prefixes: string;
  /** Each chunk's keys, packed. */
  keys: string[];
  /** Each chunk's texts in that language, in its keys' order, packed. */
  es: string[];
  en: string[];
}

/**
 * The catalogue as the bundle carries it (docs/addon.md "The compressed catalogue"): its keys but
 * the `leftOut` ones, grouped by their first part (`menu`, `error`, `page`…) into chunks of about
 * CHUNK_SIZE characters, so that a first message inflates its own chunk, not every text; each
 * chunk's keys and each language's texts in their order as a list joined by SEPARATOR, compressed
 * with raw DEFLATE (level 9) and written in base 85 (src/i18n/packed.ts). The texts are what the
 * sections hold, `t`'s fallback included (a text an English section lacks is packed as the
 * Spanish one, which `t` would have shown).
 */
export function packedTexts(leftOut: (key: string) => boolean): PackedTexts {
  const groups = new Map<string, string[]>();
  for (const key of new Set([...catalogueKeys('es'), ...catalogueKeys('en')])) {
    if (leftOut(key)) continue;
    if (!/^[\w.]+$/.test(key)) throw new Error(`catalogue key ${JSON.stringify(key)}: only letters, digits, _ and .`);
    const prefix = key.split('.')[0];
    groups.set(prefix, [...(groups.get(prefix) ?? []), key]);
  }
  const chunks: { prefixes: string[]; keys: string[]; size: number }[] = [];
  for (const [prefix, keys] of groups) {
    let chunk = chunks[chunks.length - 1];
    if (chunk === undefined || chunk.size >= CHUNK_SIZE) chunks.push((chunk = { prefixes: [], keys: [], size: 0 }));
    chunk.prefixes.push(prefix);
    chunk.keys.push(...keys);
    chunk.size += keys.reduce((sum, key) => sum + key.length + t('es', key as MessageKey).length, 0);
  }
  const pack = packList;
  const texts = (lang: Language): string[] =>
    chunks.map((chunk) => pack(chunk.keys.map((key) => t(lang, key as MessageKey))));
  return {
    prefixes: chunks.map((chunk) => chunk.prefixes.join(',')).join('|'),
    keys: chunks.map((chunk) => pack(chunk.keys)),
    es: texts('es'),
    en: texts('en'),
  };
}

/**
 * The es/en catalogue in the bundle, compressed: src/i18n/sections.ts (which merges the section
 * files) is replaced by a module that unpacks packedTexts' lists, a chunk of a language the first time
 * one of its keys is read, and each section file (src/i18n/*.ts exporting exactly `es` and `en`, whatever its name)
 * by an empty one — only index.ts imports them, and only to hand them to sections.ts. The texts
 * and what `t` reads are the same. Left out (`leftOut`): the custom functions' help
 * (`fn.NAME`, `fn.NAME.param`): only this script reads it, into the stubs' JSDoc, with
 * the notes it adds (`fnHelp.*`). So are the texts only the offline tools show (src/local is never
 * bundled): the CLI's and the demo's own (`cli.*`, `demo.*`), `atril generate`'s (`generate.*`),
 * `atril trf`'s (`trf.*`), `atril check`'s (`check.*` but `check.illegal.*`, which the pairing guard
 * in Sheets shows too) and `atril print`'s PDF messages. `bundle` fails the build if the bundle still
 * names one (leftOutKeyNamed).
 */
export const compactCatalogue = (leftOut: (key: string) => boolean): Plugin => ({
  name: 'compact-catalogue',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]src[\\/]i18n[\\/][^\\/]+\.ts$/ }, async (args) => {
      if (/[\\/]sections\.ts$/.test(args.path)) {
        const { prefixes, keys, es, en } = packedTexts(leftOut);
        const list = (items: string[]): string => JSON.stringify(items);
        const contents =
          'import{packedCatalogue}from"./packed";' +
          `export const catalogueOf=()=>packedCatalogue(${JSON.stringify(prefixes)},${list(keys)},{es:${list(es)},en:${list(en)}});`;
        return { contents, loader: 'js' };
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const section = require(args.path) as Record<string, unknown>;
      const names = Object.keys(section).filter((name) => name !== '__esModule');
      if (names.length !== 2 || !names.includes('es') || !names.includes('en')) return undefined;
      return { contents: 'export{}', loader: 'js' };
    });
  },
});

/**
 * The add-on's manifest (rules §15): the paste-in one without the web app — this spreadsheet
 * and its Ui (spreadsheets.currentonly, script.container.ui), nothing else.
 */
export function addonManifest(pasteIn: string): string {
  const { webapp: _webApp, ...manifest } = JSON.parse(pasteIn) as Record<string, unknown>;
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * rules §20: the script of Cargar léxico…'s dialog (src/gas/lexiconPage.ts: the word list's
 * compiler and the calls that send its parts) bundled alone for the browser (global
 * AtrilLexicon), minified. The server's bundle carries it deflated in base 85 (lexiconPacked),
 * as text it never runs (docs/duplicate.md "The word list").
 */
export async function lexiconPage(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'src/gas/lexiconPage.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'AtrilLexicon',
    // The browsers Google Sheets supports: object spread and optional catch binding as written.
    target: 'es2020',
    platform: 'browser',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    // The compiler needs packed.ts's toBase85 only: inflate.ts's tables (the catalogue's) stay out.
    plugins: [
      {
        name: 'no-inflate',
        setup(page) {
          page.onResolve({ filter: /\/inflate$/ }, (args) => ({
            path: join(args.resolveDir, 'inflate.ts'),
            sideEffects: false,
          }));
        },
      },
    ],
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text.trim();
}

/** The dialog's script as the server's bundle carries it (LEXICON_PAGE): raw DEFLATE in base 85, as the catalogue. */
export const lexiconPacked = (script: string): string =>
  toBase85(deflateRawSync(Buffer.from(script, 'utf8'), { level: 9 }));

/**
 * One edition's library: `entry` bundled into `outfile` as the global `Atril`. The add-on's
 * entry imports no live service (src/gas/edition.ts), so its bundle holds none; `addon` leaves
 * their texts out of its catalogue.
 */
async function bundle(entry: string, outfile: string, addon: boolean): Promise<void> {
  const leftOut = leftOutOf(addon);
  const page = lexiconPacked(await lexiconPage());
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: 'iife',
    globalName: 'Atril',
    // Apps Script V8: ES2019 syntax keeps us clear of static class fields and newer syntax.
    target: 'es2019',
    platform: 'neutral',
    outfile,
    legalComments: 'none',
    // Every execution (each custom-function cell, each page poll, onOpen) parses the whole
    // file: it is minified to keep it under SINGLE_FILE_BUDGET, local names shortened but every function
    // keeping its name (keepNames), so an execution's stack trace still names the functions
    // (docs/addon.md, "Bundle size").
    minifyWhitespace: true,
    minifySyntax: true,
    minifyIdentifiers: true,
    keepNames: true,
    // Spanish text as UTF-8 ("ñ", "«»"), not \u escapes: shorter and readable (Apps Script files are UTF-8).
    charset: 'utf8',
    define: { LEXICON_PAGE: JSON.stringify(page) },
    plugins: [minifyDependencies, compactCatalogue(leftOut)],
    logLevel: 'warning',
    write: false,
  });
  // keepNames' names set in one statement, the long texts packed (scripts/shrink.ts; docs/addon.md
  // "The second size pass").
  const names = new Map<string, string>();
  const withNames = nameFunctionsOnce(result.outputFiles[0].text, names);
  const unpack = [...names].filter(([, name]) => name === 'unpack');
  if (unpack.length !== 1) throw new Error('the bundle has not one function named unpack (src/i18n/packed.ts)');
  const { code } = packLiterals(withNames, unpack[0][0]);
  writeFileSync(outfile, code);
  // A key left out of the catalogue but still named by bundled code would show as the bare key.
  const named = leftOutKeyNamed(code) ?? (addon ? leftOutKeyNamed(code, ADDON_LEFT_OUT_KEYS) : null);
  if (named !== null) throw new Error(`the bundle names ${named}, a text left out of its catalogue`);
  // The packed lists as written, or `t` would unpack something else (esbuild keeps a string without quotes or `\`).
  const { keys, es, en } = packedTexts(leftOut);
  if ([...keys, ...es, ...en].some((packed) => !code.includes(`"${packed}"`)))
    throw new Error('the bundle does not hold the packed catalogue as packed');
}

async function main(writeDist: boolean): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await bundle('src/gas/index.ts', join(out, 'Code.js'), false);
  writeFileSync(join(out, 'globals.js'), stubs());
  copyFileSync(join(root, 'appsscript.json'), join(out, 'appsscript.json'));
  for (const file of readdirSync(join(root, 'src/gas')).filter((name) => name.endsWith('.html'))) {
    copyFileSync(join(root, 'src/gas', file), join(out, file));
  }
  // The add-on edition: its own library and globals, the same custom functions, its manifest.
  const addon = ADDON_BUILD;
  rmSync(addon, { recursive: true, force: true });
  mkdirSync(addon, { recursive: true });
  await bundle('src/gas/addonIndex.ts', join(addon, 'Code.js'), true);
  writeFileSync(join(addon, 'globals.js'), stubs(ADDON_GLOBALS));
  writeFileSync(join(addon, 'appsscript.json'), addonManifest(readFileSync(join(root, 'appsscript.json'), 'utf8')));
  console.log(`build/: ${readdirSync(out).join(', ')}; build-addon/: ${readdirSync(addon).join(', ')}`);
  if (!writeDist) return;
  mkdirSync(DIST, { recursive: true });
  const code = readFileSync(join(out, 'Code.js'), 'utf8');
  writeFileSync(join(DIST, SINGLE_FILE), singleFile(code, readFileSync(join(out, 'globals.js'), 'utf8')));
  copyFileSync(join(root, 'appsscript.json'), join(DIST, 'appsscript.json'));
  mkdirSync(join(DIST, ADDON_DIR), { recursive: true });
  for (const file of readdirSync(addon)) copyFileSync(join(addon, file), join(DIST, ADDON_DIR, file));
  console.log(`dist/: ${SINGLE_FILE}, appsscript.json, ${ADDON_DIR}/ (commit them)`);
}

/** The file next to .clasp.json that keeps the id of the deployment `npm run deploy` updates. */
export const DEPLOYMENT_FILE = '.clasp-deployment';

export interface DeployPlan {
  /** Arguments for clasp. */
  args: string[];
  /** Where the id came from, or null for a new deployment. */
  source: 'DEPLOYMENT_ID' | typeof DEPLOYMENT_FILE | null;
}

/**
 * `clasp deploy -i <id>` when DEPLOYMENT_ID is set in the environment or `dir`/.clasp-deployment
 * holds an id (its first line that is neither blank nor a # comment); plain `clasp deploy`
 * (a new deployment, a new /exec link) otherwise.
 */
export function deployPlan(env: Record<string, string | undefined>, dir: string): DeployPlan {
  const fromEnv = env.DEPLOYMENT_ID?.trim();
  if (fromEnv) return { args: ['deploy', '-i', fromEnv], source: 'DEPLOYMENT_ID' };
  const file = join(dir, DEPLOYMENT_FILE);
  const fromFile = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .find((line) => line !== '' && !line.startsWith('#'))
    : undefined;
  if (fromFile) return { args: ['deploy', '-i', fromFile], source: DEPLOYMENT_FILE };
  return { args: ['deploy'], source: null };
}

function deploy(dryRun: boolean): void {
  const plan = deployPlan(process.env, root);
  console.log(
    plan.source
      ? `Redeploying deployment ${plan.args[2]} (from ${plan.source}): the /exec link stays the same.`
      : `No DEPLOYMENT_ID and no ${DEPLOYMENT_FILE}: creating a NEW deployment (a new /exec link). ` +
          `Put its id in ${DEPLOYMENT_FILE} (or DEPLOYMENT_ID) to update that one next time.`,
  );
  console.log(`clasp ${plan.args.join(' ')}`);
  if (dryRun) return;
  execFileSync('clasp', plan.args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
}

if (require.main === module) {
  const [command] = process.argv.slice(2);
  if (command === 'deploy') {
    try {
      deploy(process.argv.includes('--dry-run'));
    } catch {
      process.exit(1);
    }
  } else {
    main(!process.argv.includes('--no-dist')).catch((error) => {
      console.error(error);
      process.exit(1);
    });
  }
}
