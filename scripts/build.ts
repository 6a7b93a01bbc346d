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
import { build, transform, transformSync, type Plugin } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CUSTOM_FUNCTIONS } from '../src/gas';
import { ADDON_GLOBALS, GLOBALS } from '../src/gas/globalNames';
import { helpKey, paramKey, type ParamDef } from '../src/sheets/functions/customFunction';
import { findTab, TAB_LABELS, type TabKey } from '../src/sheets/config/tabs';
import { type Language, t } from '../src/i18n';

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
 * The most dist/Atril.gs may weigh, in bytes: a ceiling for pasting it, no more (rules §24). What an
 * execution costs is its start — the file compiled, its top level run, the first message —, which
 * START_BUDGET_MS bounds (`npm run bench -- bundle`); test/e2e/bundle.test.ts enforces the bytes.
 */
export const SINGLE_FILE_BUDGET = 1_000_000;

/**
 * rules §24: the start of an execution in ms — the paste-in file compiled and its top level run in
 * a fresh V8 context, then onOpen —, the best of 25 on the 2-core development machine
 * (`npm run bench -- bundle`, which prints it beside the median, p90 and worst).
 */
export const START_BUDGET_MS = 16;

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
    // One line each, no spaces: each execution compiles them too.
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

/** The catalogue keys the bundles leave out (bundledSections). */
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
 * the start of one built at run time (`check.kind.${kind}`) —, or null (a key of the catalogue's own
 * objects, `"page.title":`, is not a naming). Such a key would show as the bare key.
 */
export function leftOutKeyNamed(code: string, leftOut: RegExp = LEFT_OUT_KEYS): string | null {
  for (const [, key] of code.matchAll(/["'`]((?:\w+\.)+\w*)(?![\w.:])/g)) {
    if (leftOut.test(key)) return key;
  }
  return null;
}

/** A section file of the catalogue: its Spanish texts and its English ones (src/i18n/*.ts). */
export type Section = Record<Language, Record<string, string>>;

/**
 * A section file as the bundle carries it: its `es` and `en` as plain object literals, without the
 * keys `leftOut` says the edition never shows. Plain, not compressed: compressing the catalogue
 * saved ~90 kB of the paste-in file but made every execution that speaks inflate it first, a cost
 * larger than compiling the texts (docs/addon.md "The start of an execution").
 */
export function bundledSection(section: Section, leftOut: (key: string) => boolean): string {
  const kept = (texts: Record<string, string>): string =>
    JSON.stringify(Object.fromEntries(Object.entries(texts).filter(([key]) => !leftOut(key))));
  return `export const es=${kept(section.es)};export const en=${kept(section.en)};`;
}

/**
 * Every section file of the catalogue (any src/i18n/*.ts exporting exactly `es` and `en`, whatever
 * its name: a new section needs nothing here) as bundledSection writes it; src/i18n/sections.ts
 * merges them as it does from the sources. Left out (`leftOut`): the custom functions' help
 * (`fn.NAME`, `fn.NAME.param`), which only this script reads, into the stubs' JSDoc, with the notes
 * it adds (`fnHelp.*`); the texts only the offline tools show (src/local is never bundled): the
 * CLI's and the demo's own (`cli.*`, `demo.*`), `atril generate`'s (`generate.*`), `atril trf`'s
 * (`trf.*`), `atril check`'s (`check.*` but `check.illegal.*`, which the pairing guard in Sheets
 * shows too) and `atril print`'s PDF messages. `bundle` fails the build if the bundle still names
 * one (leftOutKeyNamed).
 */
export const bundledSections = (leftOut: (key: string) => boolean): Plugin => ({
  name: 'bundled-sections',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]src[\\/]i18n[\\/][^\\/]+\.ts$/ }, async (args) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const section = require(args.path) as Record<string, unknown>;
      const names = Object.keys(section).filter((name) => name !== '__esModule');
      if (names.length !== 2 || !names.includes('es') || !names.includes('en')) return undefined;
      return { contents: bundledSection(section as unknown as Section, leftOut), loader: 'js' };
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
 * AtrilLexicon), minified. The server's bundle carries it as text it never runs (LEXICON_PAGE;
 * docs/duplicate.md "The word list").
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
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text.trim();
}

/**
 * How esbuild minifies both editions (rules §24; docs/addon.md "The start of an execution"). Every
 * execution compiles its start, and the rest when first called, and fewer bytes compile sooner:
 * whitespace and syntax are minified here, and then chunkScript shortens the names inside
 * functions. The module-level names are kept as written, so that an execution's stack trace
 * names the function that threw (esbuild's keepNames would name minified ones back, but with a
 * call per function at each load).
 */
export const BUNDLE_MINIFY = {
  minifyWhitespace: true,
  minifySyntax: true,
  minifyIdentifiers: false,
  keepNames: false,
} as const;

/** esbuild's ESM linking statements in a chunk: its imports at the start, its one export at the end. */
const IMPORT = /^import(?:\{([^}]*)\}from)?"(\.\/[^"]+)";/;
const EXPORT = /export\{([^}]*)\};?\s*$/;

/** `a as b,c` (an import's or export's list) as pairs [name in the other chunk or here, name there]. */
const bindings = (list: string): [string, string][] =>
  list
    .split(',')
    .filter((spec) => spec.trim() !== '')
    .map((spec) => {
      const [first, second] = spec.trim().split(/\s+as\s+/);
      return [first, second ?? first];
    });

/**
 * A chunk's code (esbuild's ESM output) as the body of a function of `require`, `module` and
 * `exports`: its imports read once from the chunks it imports — which have run whole by then, the
 * chunks' imports being acyclic — and its exports set on `module.exports` once it has run. By
 * value, not by esbuild's CommonJS getters: a call across chunks would pay two getters at each
 * call in an execution's cold code (docs/addon.md "The start of an execution"); an exported
 * binding is never reassigned (lint: src exports no `let`). The names local to its functions are
 * then minified (parameters, variables, inner functions) and its modules' top-level names kept —
 * esbuild keeps a script's top-level names, they are globals —, so that an execution's stack trace
 * names the module-level function that threw as the source does. Code that still links as a module
 * fails the build.
 */
export function chunkScript(esm: string): string {
  let rest = esm.trimStart();
  const head: string[] = [];
  for (let found = IMPORT.exec(rest); found !== null; found = IMPORT.exec(rest)) {
    const [statement, list, path] = found;
    const from = `require(${JSON.stringify(path)})`;
    head.push(
      list === undefined
        ? `${from};`
        : `var{${bindings(list)
            .map(([there, here]) => `${JSON.stringify(there)}:${here}`)
            .join(',')}}=${from};`,
    );
    rest = rest.slice(statement.length);
  }
  const exported = EXPORT.exec(rest);
  const tail =
    exported === null
      ? ''
      : `module.exports={${bindings(exported[1])
          .map(([here, there]) => `${JSON.stringify(there)}:${here}`)
          .join(',')}};`;
  const body = `"use strict";${head.join('')}${exported === null ? rest : rest.slice(0, exported.index)}\n${tail}`;
  const minified = transformSync(body, {
    loader: 'js',
    target: 'es2019',
    minifyWhitespace: true,
    minifyIdentifiers: true,
    minifySyntax: true,
    charset: 'utf8',
    legalComments: 'none',
  }).code.trimEnd();
  if (!minified.startsWith('"use strict";')) throw new Error('scripts/build.ts chunkScript: the directive moved');
  try {
    new Function('require', 'module', 'exports', minified);
  } catch (error) {
    throw new Error(`scripts/build.ts chunkScript: a chunk is not a function's body (${String(error)})`);
  }
  return minified;
}

/** One output of a split bundle: its file name (`start.js`, `chunk-….js`), its code (chunkScript), the chunks it imports. */
export interface Chunk {
  name: string;
  code: string;
  imports: readonly string[];
}

/** A lazily loaded entry of an edition (assembleLibrary): its output chunk and the names it exports. */
export interface LazyEntry {
  chunk: string;
  names: readonly string[];
}

/** The output names of an edition's start and of its library, the lazy entry that gives every global (assembleLibrary). */
export const START_CHUNK = 'start.js';
export const LIBRARY_CHUNK = 'library.js';

/**
 * An edition's library, the global `Atril` (rules §24; docs/addon.md "The start of an execution"):
 * the chunks the start needs compiled with the file — the start and what it imports, each a
 * function V8 compiles at once (parenthesised) —, every other chunk carried as a string, which an
 * execution scans but does not compile, and compiles (indirect eval of one function whose
 * parameters are `require`, `module` and `exports`) when a global first asks for it. `Atril` holds
 * the start's exports, and each lazy entry's names (the first entry to export a name gives it) as
 * a getter that loads that entry's chunk, and the chunks it imports, first.
 */
export function assembleLibrary(chunks: readonly Chunk[], lazy: readonly LazyEntry[]): string {
  const byName = new Map(chunks.map((chunk) => [chunk.name, chunk]));
  const eager = new Set<string>();
  const visit = (name: string): void => {
    const chunk = byName.get(name);
    if (chunk === undefined) throw new Error(`scripts/build.ts: no chunk ${name}`);
    if (eager.has(name)) return;
    eager.add(name);
    chunk.imports.forEach(visit);
  };
  visit(START_CHUNK);
  const given: Record<string, string> = {};
  for (const { chunk, names } of lazy) {
    if (!byName.has(chunk)) throw new Error(`scripts/build.ts: no chunk ${chunk}`);
    for (const name of names) given[name] ??= chunk;
  }
  const entries = chunks.map(({ name, code }) => {
    const wrapped = `(function(require,module,exports){${code}\n})`;
    // A lazy chunk's stack frames name it (sourceURL), not "eval".
    const text = eager.has(name) ? wrapped : JSON.stringify(`${wrapped}\n//# sourceURL=${name}`);
    return `${JSON.stringify(`./${name}`)}:${text}`;
  });
  return (
    `"use strict";var Atril=(()=>{var chunks={${entries.join(',\n')}},loaded={};` +
    'function require(name){var module=loaded[name];if(module)return module.exports;var chunk=chunks[name];' +
    'if(typeof chunk==="string")chunk=(0,eval)(chunk);module=loaded[name]={exports:{}};' +
    'chunk(require,module,module.exports);return module.exports}' +
    `var start=require("./${START_CHUNK}"),api={},lazy=${JSON.stringify(given)};` +
    // A start that answers some calls itself reaches the library through the loader (src/gas/library.ts).
    `if(typeof start.useLibrary==="function")start.useLibrary(()=>require("./${LIBRARY_CHUNK}"));` +
    'Object.keys(start).forEach(name=>{if(name!=="useLibrary")api[name]=start[name]});' +
    'Object.keys(lazy).forEach(name=>{if(!(name in api))' +
    'Object.defineProperty(api,name,{enumerable:true,get:()=>require("./"+lazy[name])[name]})});return api;})();\n'
  );
}

/**
 * An edition's entries (rules §24): `start`, compiled at every execution (the menu), then the lazy
 * ones in order, a global given by the first that exports it — the custom functions alone, which
 * compile less than the library, then the library (every global).
 */
export interface EditionEntries {
  start: string;
  lazy: Readonly<Record<string, string>>;
}
export const PASTE_IN_ENTRIES: EditionEntries = {
  start: 'src/gas/start.ts',
  lazy: { functions: 'src/gas/customFunctions.ts', library: 'src/gas/index.ts' },
};
export const ADDON_ENTRIES: EditionEntries = {
  start: 'src/gas/addonStart.ts',
  lazy: { functions: 'src/gas/customFunctions.ts', library: 'src/gas/addonIndex.ts' },
};

/**
 * One edition's library: its entries bundled as the global `Atril` into `outfile`, split so that an
 * execution compiles the start alone before its first word (assembleLibrary). The add-on's entries
 * import no live service (src/gas/edition.ts), so its bundle holds none; `addon` leaves their texts
 * out of its catalogue.
 */
async function bundle(entries: EditionEntries, outfile: string, addon: boolean): Promise<void> {
  const page = await lexiconPage();
  const named = { start: entries.start, ...entries.lazy };
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(named).map(([name, path]) => [name, join(root, path)])),
    bundle: true,
    // Chunks shared by the entries: esbuild splits ES modules only; chunkScript makes them scripts.
    splitting: true,
    format: 'esm',
    outdir: join(root, 'build-chunks'),
    chunkNames: 'chunk-[hash]',
    // Apps Script V8: ES2019 syntax keeps us clear of static class fields and newer syntax.
    target: 'es2019',
    platform: 'neutral',
    legalComments: 'none',
    ...BUNDLE_MINIFY,
    // Spanish text as UTF-8 ("ñ", "«»"), not \u escapes: shorter and readable (Apps Script files are UTF-8).
    charset: 'utf8',
    define: { LEXICON_PAGE: JSON.stringify(page) },
    plugins: [minifyDependencies, bundledSections(leftOutOf(addon))],
    logLevel: 'warning',
    metafile: true,
    write: false,
  });
  const base = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
  const outputs = new Map(Object.entries(result.metafile.outputs).map(([path, output]) => [base(path), output]));
  const output = (name: string) => {
    const found = outputs.get(name);
    if (found === undefined) throw new Error(`scripts/build.ts: esbuild wrote no ${name}`);
    return found;
  };
  const chunks = result.outputFiles.map((file) => {
    const name = base(file.path);
    return { name, code: chunkScript(file.text), imports: output(name).imports.map((each) => base(each.path)) };
  });
  const lazy = Object.keys(entries.lazy).map((name) => ({ chunk: `${name}.js`, names: output(`${name}.js`).exports }));
  writeFileSync(outfile, assembleLibrary(chunks, lazy));
  // A key left out of the catalogue but still named by bundled code would show as the bare key.
  for (const { code } of chunks) {
    const left = leftOutKeyNamed(code) ?? (addon ? leftOutKeyNamed(code, ADDON_LEFT_OUT_KEYS) : null);
    if (left !== null) throw new Error(`the bundle names ${left}, a text left out of its catalogue`);
  }
}

async function main(writeDist: boolean): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await bundle(PASTE_IN_ENTRIES, join(out, 'Code.js'), false);
  writeFileSync(join(out, 'globals.js'), stubs());
  copyFileSync(join(root, 'appsscript.json'), join(out, 'appsscript.json'));
  for (const file of readdirSync(join(root, 'src/gas')).filter((name) => name.endsWith('.html'))) {
    copyFileSync(join(root, 'src/gas', file), join(out, file));
  }
  // The add-on edition: its own library and globals, the same custom functions, its manifest.
  const addon = ADDON_BUILD;
  rmSync(addon, { recursive: true, force: true });
  mkdirSync(addon, { recursive: true });
  await bundle(ADDON_ENTRIES, join(addon, 'Code.js'), true);
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
