// The built bundle as Apps Script sees it (rules §1, §7, §8): the entry points and custom
// functions are top-level function declarations, each custom function has its JSDoc block
// with @customfunction right above it, and calling them in a vm with the fake services
// gives values — or, for bad input, an Error with the user-language message, no stack.
import { compileList } from '../../src/core/duplicate/lexiconCompile';
import { CLUB_LIST } from '../fixtures/clubList';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADDON_LEFT_OUT_KEYS,
  DEPLOYMENT_FILE,
  deployPlan,
  DIST,
  LEFT_OUT_KEYS,
  leftOutKeyNamed,
  leftOutOf,
  packedTexts,
  QRCODE_UNUSED,
  SINGLE_FILE,
  SINGLE_FILE_BUDGET,
  singleFile,
  withoutMembers,
} from '../../scripts/build';
import { CUSTOM_FUNCTIONS, MENU_ITEMS, MENU_TITLE } from '../../src/gas';
import { GLOBALS } from '../../src/gas/globalNames';
import { t } from '../../src/i18n';
import { unpack } from '../../src/i18n/packed';
import { createGasEnvironment, menuItemsOf } from '../gas/fakes';
import {
  ADDON_BUILD,
  BUILD,
  bundleSource,
  ensureBuilt,
  loadBundle,
  loadFolder,
  loadSources,
  ROOT,
} from '../support/loadBundle';

beforeAll(() => ensureBuilt());

const PLAYERS = [
  ['N°', 'Nombre', 'Escalafón', 'Club'],
  [1, 'Ana García', 2307, 'Madrid'],
  [2, 'Luis Pérez', 2141, 'Sevilla'],
  [3, 'Eva Ruiz', 1900, ''],
  [4, 'Juan Sanz', '', ''],
  ['', '', '', ''],
];
const GAMES = [
  ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'],
  [1, 1, 'Ana García', 'Eva Ruiz', 420, 380, ''],
  [1, 2, 'Juan Sanz', 'Luis Pérez', 350, 410, ''],
  ['', '', '', '', '', '', ''],
];
const CONFIG = [
  ['Rondas', 3],
  ['K', 10],
];

/** A realistic argument for a parameter, as Sheets passes a range or a value. */
function sample(param: { name: string; type: string; optional?: boolean }): unknown {
  if (/jugadores/i.test(param.type)) return PLAYERS;
  if (/rondas/i.test(param.type)) return GAMES;
  if (/config/i.test(param.type)) return CONFIG;
  const known: Record<string, unknown> = {
    rating: 2307,
    opponent_ratings: [[2141]],
    results: [[0]],
    k: 10,
    place: 1,
    players: 10,
    max_players: 100,
    scores: [[50, 60]],
    master_scores: [[60, 60]],
    tiebreaks: 'SB, Puntos Scrabble',
    round: 2,
  };
  if (param.name in known) return known[param.name];
  return param.optional ? undefined : 1;
}

const DUP_GAME = [
  ['Nombre', 'R1', 'R2'],
  ['Maestra', 60, 40],
  ['Ana García', 60, 20],
  ['Luis Pérez', 50, 40],
];

const BOARD_GAME = [
  ['Nombre', 'R1', 'R2'],
  ['Maestra', '', ''],
  ['Jugada', 'H8-CASA', '9G-PAZ'],
  ['Ana García', 12, 20],
];
const BAD_BOARD_GAME = BOARD_GAME.map((row, i) => (i === 2 ? ['Jugada', 'A1-CASA', ''] : row));

/** Functions whose arguments the generic samples do not fit: realistic and bad arguments. */
const SPECIFIC: Record<string, { good: unknown[]; bad: unknown[] | null }> = {
  DUP_RACK_OK: { good: [[['AEIOUBC']], 3], bad: [[['AEIOUBC']], 'abc'] },
  // A validator: bad notation is answered in its cell, not with an error.
  DUP_NOTATION: { good: [[['H8-CASA']]], bad: null },
  DUP_RANKING: {
    good: [DUP_GAME],
    bad: [
      [
        ['Nombre', 'R1'],
        ['Maestra', 60],
        ['Ana', 'abc'],
      ],
    ],
  },
  // rules §6.7: a game with its master moves; bad: a master move that cannot be played.
  DUP_BOARD: { good: [BOARD_GAME], bad: [BAD_BOARD_GAME] },
  // A mistake in the game is answered in the cell (test/e2e/boardMistake.bundle.test.ts); a bad round is an error.
  DUP_MOVE_SCORE: { good: [[['9G-PAZ']], BOARD_GAME, 2], bad: [[['9G-PAZ']], BAD_BOARD_GAME, 'dos'] },
  // rules §20: against the list the context loads below; bad: more than a cell holds.
  DUP_WORD_OK: { good: ['Chorrillos'], bad: ['x'.repeat(60000)] },
  // Four parallel columns (rules §6.5); a text first place would read as a header row.
  DUP_ELODI: {
    good: [
      [[1], [2]],
      [[1500], ['']],
      [[300], ['']],
      [[4], ['']],
    ],
    bad: [
      [[1], [2]],
      [[1500], ['alto']],
      [[300], [300]],
      [[4], [2]],
    ],
  },
  // rules §11.1: a club's own standings and Premios' layout; bad: Puntos out of order.
  PRIZE_LIST: {
    good: [
      [
        ['Nombre', 'Puntos'],
        ['Ana García', 2],
        ['Luis Pérez', 1],
      ],
      [
        ['Premio', 'Importe'],
        ['1.º', 50],
      ],
    ],
    bad: [
      [
        ['Nombre', 'Puntos'],
        ['Ana García', 1],
        ['Luis Pérez', 2],
      ],
      [
        ['Premio', 'Importe'],
        ['1.º', 50],
      ],
    ],
  },
  DUP_SUDDEN_DEATH: {
    good: [
      [['Ana'], ['Luis']],
      [
        [30, 20],
        [30, 25],
      ],
    ],
    bad: [
      [['Ana'], ['Luis']],
      [
        ['x', 20],
        [30, 25],
      ],
    ],
  },
};

function goodArgs(def: (typeof CUSTOM_FUNCTIONS)[number]): unknown[] {
  return SPECIFIC[def.name]?.good ?? def.params.map(sample);
}

function badArgs(def: (typeof CUSTOM_FUNCTIONS)[number]): unknown[] | null {
  if (def.name in SPECIFIC) return SPECIFIC[def.name].bad;
  const args = def.params.map(sample);
  args[0] = /jugadores|rondas/i.test(def.params[0].type)
    ? [
        ['x', 'y'],
        ['abc', 'def'],
      ]
    : 'abc';
  return args;
}

const functionNames = (source: string): string[] =>
  [...source.matchAll(/^function (\w+)\(/gm)].map((match) => match[1]);

describe('the harness: gas-local runs the bundle (README "Libraries and why")', () => {
  // The same module object loadBundle.ts required: a spy on it sees every load.
  const gasLocal = createRequire(__filename)('gas-local') as { require: (...args: unknown[]) => unknown };

  it("loadBundle goes through gas-local's require(folder, globals): build/, the fakes as the globals", () => {
    ensureBuilt();
    const spy = jest.spyOn(gasLocal, 'require');
    try {
      const env = createGasEnvironment({ locale: 'es_ES' });
      const context = loadBundle(env);
      expect(spy).toHaveBeenCalledTimes(1);
      const [folder, globals] = spy.mock.calls[0] as [string, Record<string, unknown>];
      expect(folder).toBe(BUILD);
      expect(globals).toBe(context);
      expect(globals.SpreadsheetApp).toBe(env.globals.SpreadsheetApp);
      expect(typeof context.onOpen).toBe('function');
    } finally {
      spy.mockRestore();
    }
  });

  it('a folder whose files gas-local would run in another order than asked is refused', () => {
    const folder = mkdtempSync(join(tmpdir(), 'atril-order-'));
    writeFileSync(join(folder, 'a.js'), 'var first = 1;');
    writeFileSync(join(folder, 'b.js'), 'var second = first + 1;');
    expect(loadFolder(createGasEnvironment(), folder, ['a.js', 'b.js']).second).toBe(2);
    expect(() => loadFolder(createGasEnvironment(), folder, ['b.js', 'a.js'])).toThrow(/in that order/);
  });
});

describe('built bundle: globals', () => {
  it('every custom function and entry point is a top-level function declaration of the built files', () => {
    const declared = functionNames(bundleSource('globals.js'));
    for (const name of [...GLOBALS, ...CUSTOM_FUNCTIONS.map((def) => def.name), 'onOpen', 'onInstall'])
      expect(declared).toContain(name);
    const context = loadBundle(createGasEnvironment());
    for (const name of declared) expect(typeof context[name]).toBe('function');
    // Code.js defines only the library object: no other global functions leak out.
    expect(functionNames(bundleSource('Code.js'))).toEqual([]);
  });

  it.each(CUSTOM_FUNCTIONS.map((def) => [def.name, def] as const))(
    '%s has its JSDoc block with @customfunction and every @param right above it',
    (name, def) => {
      const source = bundleSource('globals.js');
      const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\n(function ${name}\\(([^)]*)\\))`).exec(source);
      expect(match).not.toBeNull();
      const [, doc, , params] = match as RegExpExecArray;
      expect(doc).toContain('@customfunction');
      expect(doc).toContain(t('es', `fn.${name}` as never));
      expect(
        params
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      ).toEqual(def.params.map((param) => param.name));
      for (const param of def.params) {
        expect(doc).toMatch(new RegExp(`@param \\{[^}]+\\} ${param.name} \\S`));
      }
    },
  );

  // Sheets shows a @param's name and description only: no {type}, no [optional], no @return.
  it.each(CUSTOM_FUNCTIONS.map((def) => [def.name, def] as const))(
    '%s: standard JSDoc types; "opcional / optional" and the example range in the description (rules §7)',
    (name, def) => {
      const source = bundleSource('globals.js');
      const doc = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nfunction ${name}\\(`).exec(source)![1];
      const params = [...doc.matchAll(/@param \{([^}]*)\} (\S+) (.*)/g)].map(([, type, paramName, text]) => ({
        type,
        paramName,
        text,
      }));
      expect(params.map((param) => param.paramName)).toEqual(def.params.map((param) => param.name));
      expect(doc).toMatch(/@return \{(number|boolean|string|Array<Array<\*>>)\}/);
      def.params.forEach((param, index) => {
        const { type, text } = params[index];
        expect(['number', 'boolean', 'string', 'Array<Array<*>>']).toContain(type);
        expect([param.name, /\bopcional\b/i.test(text), /\boptional\b/i.test(text)]).toEqual([
          param.name,
          Boolean(param.optional),
          Boolean(param.optional),
        ]);
        if (type === 'Array<Array<*>>') expect(text).toContain(param.type);
      });
    },
  );

  it('names the example ranges in each language: Jugadores!A:H / Players!A:H', () => {
    const doc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\nfunction STANDINGS\(/.exec(bundleSource('globals.js'))![1];
    expect(doc).toMatch(/@param \{Array<Array<\*>>\} players .*Jugadores!A:H.* \/ .*Players!A:H/);
    expect(doc).toMatch(/@param \{string\} tiebreaks .*\(opcional\) \/ .*\(optional\)$/m);
    expect(doc).toMatch(/@param \{Array<Array<\*>>\} config .*Configuración!A:B.* \/ .*Config!A:B/);
  });
});

describe('built bundle: custom functions called as Sheets calls them', () => {
  const context = (() => {
    ensureBuilt();
    const loaded = loadBundle(createGasEnvironment({ locale: 'es_ES' })) as Record<
      string,
      (...a: unknown[]) => unknown
    >;
    // DUP_WORD_OK reads the club's word list (rules §20): one loaded as Cargar léxico… loads it.
    const { parts, ...counts } = compileList(CLUB_LIST);
    loaded.lexiconPart(0, parts);
    expect(loaded.lexiconFinish({ name: 'club.txt', ...counts, parts: parts.length })).toMatchObject({ ok: true });
    return loaded;
  })();
  const call = (name: string, args: unknown[]): unknown => (context[name] as (...a: unknown[]) => unknown)(...args);

  it.each(CUSTOM_FUNCTIONS.map((def) => [def.name, def] as const))(
    '%s answers realistic ranges with a value',
    (name, def) => {
      const result = call(name, goodArgs(def));
      expect(result === null || result === undefined).toBe(false);
      if (Array.isArray(result)) expect((result as unknown[][]).every(Array.isArray)).toBe(true);
    },
  );

  it('gives the documented figures (rules §5 FISE example; §6.3 N = 10)', () => {
    expect(call('ELO_CHANGE', [2307, [[2141]], [[0]]])).toBe(-7);
    expect(call('DUP_QUADRATIC', [1, 10])).toBe(575);
  });

  it.each(CUSTOM_FUNCTIONS.map((def) => [def.name, def] as const))(
    '%s answers bad input with a Spanish message and no stack trace',
    (name, def) => {
      const args = badArgs(def);
      if (args === null) {
        expect(call(name, [['X9-CASA']])).toEqual([[expect.stringMatching(/«X9»/)]]);
        return;
      }
      let thrown: unknown = null;
      try {
        call(name, args);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).not.toBeNull();
      const message = (thrown as Error).message;
      expect(message).not.toMatch(/\n\s+at /);
      expect(message).not.toMatch(/error interno|internal error/);
      // Spanish: the catalogue's words for the column or value at fault.
      expect(message).toMatch(/«|falta|columna|Argumento|fila/);
    },
  );
});

describe('built bundle: onOpen', () => {
  it('builds the menu titled "Atril" with every item, in Spanish by default (rules §8)', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const context = loadBundle(env);
    (context.onOpen as (e: unknown) => void)({ authMode: 'FULL' });
    expect(env.ui.menus).toHaveLength(1);
    // Not createAddonMenu(), which a bound script shows under the project's name.
    expect(env.ui.menus[0]).toMatchObject({ title: 'Atril', addon: false, added: true });
    expect(MENU_TITLE).toBe('Atril');
    const items = menuItemsOf(env.ui.menus[0]);
    expect(items.map((item) => item.functionName)).toEqual(MENU_ITEMS.map((item) => item.handler));
    expect(items.map((item) => item.label)).toEqual(MENU_ITEMS.map((item) => t('es', item.label)));
    for (const item of items) expect(typeof context[item.functionName]).toBe('function');
  });

  it("works under AuthMode.NONE: no document, the user's locale only (Google's table), nothing refused", () => {
    const env = createGasEnvironment({ locale: 'es_ES', userLocale: 'en_US', authMode: 'NONE' });
    const context = loadBundle(env);
    (context.onInstall as (e: unknown) => void)({ authMode: 'NONE' });
    expect(env.ui.menus[0].title).toBe('Atril');
    const items = menuItemsOf(env.ui.menus[0]);
    expect(items.map((item) => item.label)).toEqual(MENU_ITEMS.map((item) => t('en', item.label)));
    expect(env.counter.data).toBe(0);
    expect(env.counter.calls.filter((call) => call.method === 'refused')).toEqual([]);
  });

  it('under AuthMode.NONE without a locale, the menu is in Spanish (the default), the document never asked', () => {
    const env = createGasEnvironment({ locale: 'en_US', userLocale: null, authMode: 'NONE' });
    const context = loadBundle(env);
    (context.onInstall as (e: unknown) => void)({ authMode: 'NONE' });
    const items = menuItemsOf(env.ui.menus[0]);
    expect(items.map((item) => item.label)).toEqual(MENU_ITEMS.map((item) => t('es', item.label)));
    expect(env.counter.calls.filter((call) => call.method === 'refused')).toEqual([]);
  });

  it('speaks English when the user locale is English', () => {
    const env = createGasEnvironment({ locale: 'es_ES', userLocale: 'en_GB' });
    const context = loadBundle(env);
    (context.onOpen as (e: unknown) => void)({ authMode: 'FULL' });
    const items = menuItemsOf(env.ui.menus[0]);
    expect(items.map((item) => item.label)).toEqual(MENU_ITEMS.map((item) => t('en', item.label)));
  });
});

describe('npm run deploy: one stable deployment (the shared /exec link survives an update)', () => {
  const dir = (): string => mkdtempSync(join(tmpdir(), 'atril-deploy-'));

  it('redeploys DEPLOYMENT_ID from the environment first', () => {
    const project = dir();
    writeFileSync(join(project, DEPLOYMENT_FILE), 'AKfycbFILE\n');
    expect(deployPlan({ DEPLOYMENT_ID: ' AKfycbENV ' }, project)).toEqual({
      args: ['deploy', '-i', 'AKfycbENV'],
      source: 'DEPLOYMENT_ID',
    });
  });

  it('else the id kept next to .clasp.json (first line that is not blank or a # comment)', () => {
    const project = dir();
    writeFileSync(join(project, DEPLOYMENT_FILE), '# the live standings web app\n\n  AKfycbFILE  \n');
    expect(deployPlan({}, project)).toEqual({ args: ['deploy', '-i', 'AKfycbFILE'], source: DEPLOYMENT_FILE });
  });

  it('else a new deployment, saying so', () => {
    expect(deployPlan({ DEPLOYMENT_ID: '' }, dir())).toEqual({ args: ['deploy'], source: null });
  });

  it('is what `npm run deploy` runs, after the push; --dry-run prints the clasp command', () => {
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.deploy).toBe('npm run push && tsx scripts/build.ts deploy');
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/build.ts'), 'deploy', '--dry-run'],
      { cwd: ROOT, env: { ...process.env, DEPLOYMENT_ID: 'AKfycbTEST' }, encoding: 'utf8' },
    );
    expect(output).toContain('Redeploying deployment AKfycbTEST (from DEPLOYMENT_ID)');
    expect(output).toContain('clasp deploy -i AKfycbTEST');
  });
});

describe('dist/Atril.gs: the install without Node (one file pasted into Extensiones › Apps Script)', () => {
  const committed = (file: string): string => readFileSync(join(DIST, file), 'utf8');

  it('is exactly what `npm run build` makes of this source (else: run npm run build and commit dist/)', () => {
    const built = singleFile(bundleSource('Code.js'), bundleSource('globals.js'));
    // Compared as a flag first so that a stale file fails with its name, not a 240 KB diff.
    expect({ file: `dist/${SINGLE_FILE}`, upToDate: committed(SINGLE_FILE) === built }).toEqual({
      file: `dist/${SINGLE_FILE}`,
      upToDate: true,
    });
    expect(committed('appsscript.json')).toBe(readFileSync(join(ROOT, 'appsscript.json'), 'utf8'));
  });

  it('starts with the bilingual instructions, then the library in strict mode, then the globals', () => {
    const source = committed(SINGLE_FILE);
    expect(source.startsWith('/*\n * Atril')).toBe(true);
    expect(source).toContain('Extensiones › Apps Script');
    expect(source).toContain('Extensions › Apps Script');
    // The first statement after the header comment is the directive: the whole file is strict.
    expect(
      source
        .slice(source.indexOf('*/') + 2)
        .trimStart()
        .startsWith('"use strict";'),
    ).toBe(true);
    expect(source.indexOf('var Atril =')).toBeLessThan(source.indexOf('function onOpen()'));
  });

  it('alone in a project, gives every global and custom function, and builds the Atril menu', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const context = loadSources(env, [{ name: 'Código.gs', source: committed(SINGLE_FILE) }]);
    for (const name of [...GLOBALS, ...CUSTOM_FUNCTIONS.map((def) => def.name)])
      expect(typeof context[name]).toBe('function');
    (context.onOpen as () => void)();
    expect(env.ui.menus.map((menu) => menu.title)).toEqual(['Atril']);
    expect((context.DUP_QUADRATIC as (place: number, players: number) => number)(1, 10)).toBe(575);
    // The custom functions' help travels with the file.
    expect(committed(SINGLE_FILE)).toMatch(/@customfunction\n \*\/\nfunction STANDINGS\(/);
  });

  // Every execution parses the whole file (docs/addon.md "Bundle size").
  it('weighs at most SINGLE_FILE_BUDGET (470 kB): minified, every function keeping its name for stack traces', () => {
    const source = committed(SINGLE_FILE);
    expect(Buffer.byteLength(source, 'utf8')).toBeLessThanOrEqual(SINGLE_FILE_BUDGET);
    const code = bundleSource('Code.js');
    // Minified: the library is long lines (its line breaks are those inside template literals: pages, sidebars).
    expect(code.length / code.split('\n').length).toBeGreaterThan(1000);
    // Local names are shortened, but each function keeps its own name: a stack trace names the
    // function that threw (here the handler's helper that finds no Ui in a web app).
    const context = loadSources(createGasEnvironment({ context: 'webapp' }), [{ name: 'Código.gs', source }]);
    let stack = '';
    try {
      (context.renamePlayer as () => void)();
    } catch (error) {
      stack = String((error as Error).stack);
    }
    expect(stack).toMatch(/\n\s+at menuUi \(/);
    expect(stack).toMatch(/\n\s+at renamePlayer \(/);
    // Text as it reads: Spanish letters in UTF-8, not \\u escapes (the catalogue's are compressed).
    expect(code).toContain('Ana Núñez');
  });

  it('the manifest to copy asks only for the current spreadsheet and the container UI (README: scopes)', () => {
    const manifest = JSON.parse(committed('appsscript.json')) as { oauthScopes: string[]; runtimeVersion: string };
    expect(manifest.runtimeVersion).toBe('V8');
    expect(manifest.oauthScopes.sort()).toEqual([
      'https://www.googleapis.com/auth/script.container.ui',
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
    ]);
  });
});

describe('the build\'s size savings (docs/addon.md "Bundle size")', () => {
  it('the build refuses a bundle naming a left-out text, whole or as the start of a key built at run time', () => {
    expect(leftOutKeyNamed('t(e,"cli.usage")')).toBe('cli.usage');
    expect(leftOutKeyNamed('t(e,`check.kind.${n}`)')).toBe('check.kind.');
    expect(leftOutKeyNamed('t(e,"generate.done",{})')).toBe('generate.done');
    expect(leftOutKeyNamed("t(e,'fn.SB_TIEBREAK')")).toBe('fn.SB_TIEBREAK');
    // The pairing guard in Sheets words its refusals with check.illegal.*: kept.
    expect(leftOutKeyNamed('t(e,"check.illegal.rematch")')).toBeNull();
    expect(leftOutKeyNamed('t(e,"page.title")', ADDON_LEFT_OUT_KEYS)).toBe('page.title');
    expect(leftOutKeyNamed('t(e,"page.inPlay")', ADDON_LEFT_OUT_KEYS)).toBeNull();
    expect(LEFT_OUT_KEYS.test('print.usage')).toBe(true);
    expect(LEFT_OUT_KEYS.test('print.print')).toBe(false);
  });

  it('neither bundle names a text left out of its catalogue; the add-on has no page text, the paste-in has', () => {
    const pasteIn = bundleSource('Code.js');
    const addon = readFileSync(join(ADDON_BUILD, 'Code.js'), 'utf8');
    expect(leftOutKeyNamed(pasteIn)).toBeNull();
    expect(leftOutKeyNamed(addon)).toBeNull();
    expect(leftOutKeyNamed(addon, ADDON_LEFT_OUT_KEYS)).toBeNull();
    expect(pasteIn).toContain('"page.title"');
    expect(addon).not.toContain('"page.title"');
    // The paste-in's text of the live page, absent from the add-on's catalogue (both compressed:
    // test/e2e/compressedCatalogue.bundle.test.ts reads them).
    expect(packedTexts(leftOutOf(false)).es.flatMap(unpack)).toContain(t('es', 'page.findPlaceholder'));
    expect(packedTexts(leftOutOf(true)).es.flatMap(unpack)).not.toContain(t('es', 'page.findPlaceholder'));
  });

  it('qrcode-generator loses exactly the members qrCode.ts never calls, each found once, cut at its own brace', () => {
    const source = readFileSync(join(ROOT, 'node_modules/qrcode-generator/dist/qrcode.mjs'), 'utf8');
    const cut = withoutMembers(source, QRCODE_UNUSED);
    for (const start of QRCODE_UNUSED) expect(cut).not.toContain(start);
    for (const kept of ['_this.isDark = function', '_this.createDataURL = function', 'const gifImage = function'])
      expect(cut).toContain(kept);
    expect(
      withoutMembers('a();\nx.f = function() { if (s === "}") { g(\'{\'); } /* } */ };\nb();', ['x.f = function']),
    ).toBe('a();\n\nb();');
    expect(() => withoutMembers(source, ['_this.notThere = function'])).toThrow(/notThere/);
  });
});
