// The layers of docs/architecture.md: no import cycle anywhere in src (type imports
// included), and imports only in the documented direction. ESLint enforces the direction
// file by file (eslint.config.mjs); this test checks the whole graph at once.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = join(__dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  throw new Error(`${relative(SRC, from)}: cannot resolve ${spec}`);
}

const files = sourceFiles(SRC);
const graph = new Map<string, string[]>(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const specs = [...text.matchAll(/(?:from|import)\s+'([^']+)'/g)].map((match) => match[1]);
    return [file, specs.map((spec) => resolveImport(file, spec)).filter((path): path is string => path !== null)];
  }),
);
const name = (file: string) => relative(SRC, file);

/** Every cycle's files, found by a depth-first search (white/grey/black). */
function cycles(): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map(name));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

/** Layer of a file: its folder under src, and under src/sheets its concept folder. */
function layer(file: string): string {
  const parts = name(file).split(/[\\/]/);
  return parts[0] === 'sheets' && parts.length > 2 ? `sheets/${parts[1]}` : parts[0];
}

/** What the menu actions and the custom functions may both import. */
const SHEETS_BELOW_ACTIONS = [
  'sheets/season',
  'sheets/prizes',
  'sheets/tournament',
  'sheets/duplicate',
  'sheets/config',
  'sheets/grid',
  'core',
  'i18n',
];

/** Which layers each layer may import (docs/architecture.md). */
const ALLOWED: Record<string, string[]> = {
  i18n: [],
  core: ['i18n'],
  'sheets/grid': ['core', 'i18n'],
  'sheets/config': ['sheets/grid', 'core', 'i18n'],
  'sheets/tournament': ['sheets/config', 'sheets/grid', 'core', 'i18n'],
  'sheets/duplicate': ['sheets/config', 'sheets/grid', 'core', 'i18n'],
  'sheets/season': ['sheets/tournament', 'sheets/duplicate', 'sheets/config', 'sheets/grid', 'core', 'i18n'],
  // Prizes (rules §11) sit beside the season: they read the standings and the duplicate ranking.
  'sheets/prizes': ['sheets/tournament', 'sheets/duplicate', 'sheets/config', 'sheets/grid', 'core', 'i18n'],
  'sheets/actions': SHEETS_BELOW_ACTIONS,
  'sheets/functions': SHEETS_BELOW_ACTIONS,
  gas: ['sheets/actions', 'sheets/functions', 'sheets/tournament', 'sheets/grid', 'core', 'i18n'],
  local: ['sheets/actions', 'sheets/tournament', 'sheets/config', 'sheets/grid', 'core', 'i18n'],
};

describe('architecture', () => {
  it('reads every file of src', () => {
    expect(files.length).toBeGreaterThan(60);
    expect([...new Set(files.map(layer))].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('has no import cycle in src', () => {
    expect(cycles()).toEqual([]);
  });

  it('imports only in the direction of the layers', () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph) {
      for (const target of targets) {
        const [from, to] = [layer(file), layer(target)];
        if (from !== to && !ALLOWED[from].includes(to)) wrong.push(`${name(file)} → ${name(target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('exports no binding that can be reassigned: the bundle links its chunks by value (scripts/build.ts chunkScript)', () => {
    const mutable = files.filter((file) => /^export\s+(let|var)\s/m.test(readFileSync(file, 'utf8'))).map(name);
    expect(mutable).toEqual([]);
  });
});
