// How often one publication reads the configuration (issue 40): readSettings, readConfig,
// loadTournament and readTournament calls, counted by wrapping each module's export as it is
// loaded, for a publication of the live page in two languages (Configuración without Idioma:
// the page in the workbook's language and the other one) and in one (Idioma typed), and for
// the whole Publicar clasificación action around it (the action's own reads, then the page's).
// Run from the source in the strict fakes (test/gas/fakes), 40 players, round 1 paired.
import Module from 'node:module';

const WATCH: Record<string, string> = {
  readSettings: 'config/settings',
  readConfig: 'config/configuration',
  loadTournament: 'tournament/loadTournament',
  readTournament: 'tournament/readTournament',
};
const counts = new Map<string, number>();
type Loader = (this: unknown, id: string) => Record<string, unknown>;
const proto = Module.prototype as unknown as { require: Loader };
const original = proto.require;
const resolve = (Module as unknown as { _resolveFilename: (id: string, parent: unknown) => string })._resolveFilename;
proto.require = function (this: unknown, id: string) {
  const loaded = original.call(this, id);
  const file = id.startsWith('.') ? resolve(id, this).replace(/\.ts$/, '') : id;
  const names = Object.keys(WATCH).filter((name) => file.endsWith(`src/sheets/${WATCH[name]}`));
  if (names.length === 0) return loaded;
  return new Proxy(loaded, {
    get(target, key) {
      const value = target[key as string];
      if (typeof key !== 'string' || !names.includes(key) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return (value as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
};

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the counters are in place */
const fakes = require('../test/gas/fakes') as typeof import('../test/gas/fakes');
const { PASTE_IN } = require('../src/gas') as typeof import('../src/gas');
const { useEdition } = require('../src/gas/edition') as typeof import('../src/gas/edition');
const handlers = require('../src/gas/handlers') as typeof import('../src/gas/handlers');
const { publishPage } = require('../src/gas/webapp') as typeof import('../src/gas/webapp');
const { SheetsWorkbook } = require('../src/gas/sheetsWorkbook') as typeof import('../src/gas/sheetsWorkbook');
const { EVERY_PART } = require('../src/sheets/actions/livePage') as typeof import('../src/sheets/actions/livePage');
/* eslint-enable @typescript-eslint/no-require-imports */

const PLAYERS = 40;

function room(withIdioma: boolean) {
  const env = fakes.createGasEnvironment({
    locale: 'es_ES',
    webAppUrl: 'https://script.google.com/macros/s/AKfy/exec',
  });
  useEdition(PASTE_IN);
  fakes.withGlobals(env, () => handlers.setupTournament());
  env.endExecution();
  const rows = Array.from({ length: PLAYERS }, (_, i) => ['', `Jugador ${i + 1}`, 2200 - i, `Club ${i % 12}`]);
  env.spreadsheet.getSheetByName('Jugadores')!.getRange(2, 1, rows.length, 4).setValues(rows);
  // Set-up types Idioma; without it the page is published in both languages.
  if (!withIdioma) {
    const config = env.spreadsheet.getSheetByName('Configuración')!;
    const row = config.snapshot().findIndex((line) => line[0] === 'Idioma') + 1;
    config.getRange(row, 1, 1, 2).setValues([['', '']]);
  }
  fakes.withGlobals(env, () => handlers.pairNextRound());
  env.endExecution();
  return env;
}

const line = (label: string) => {
  const shown = Object.keys(WATCH).map((name) => `${name} ${counts.get(name) ?? 0}×`);
  console.log(`  ${label.padEnd(46)} ${shown.join(', ')}`);
  counts.clear();
};

console.log(`Reads of the configuration (${PLAYERS} players, round 1 paired; counted calls, not time):`);
for (const [label, withIdioma] of [
  ['two languages (no Idioma)', false],
  ['one language (Idioma typed)', true],
] as const) {
  const env = room(withIdioma);
  counts.clear();
  fakes.withGlobals(env, () => {
    const workbook = new SheetsWorkbook(fakes.asSpreadsheet(env.spreadsheet));
    publishPage(workbook, 'es', { parts: EVERY_PART, before: null });
  });
  line(`a publication, ${label}:`);
  fakes.withGlobals(env, () => handlers.publishStandings());
  line(`Publicar clasificación, ${label}:`);
}
