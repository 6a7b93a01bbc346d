// The typecheck of src (issue 20 item 1): `npm run typecheck` checks src — but src/local, the
// CLI on Node — against the ES2020 library with no Node types, so a later built-in (which
// Node's types would let through: they declare Array.prototype.at) fails it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..');
const CONFIG = join(ROOT, 'tsconfig.src.json');

function parsed(): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(
    CONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.src.json not read');
  return config;
}

describe('tsconfig.src.json: src as Apps Script runs it', () => {
  it('covers src but src/local, with the ES2020 library and the Apps Script types only', () => {
    const config = parsed();
    const files = config.fileNames.map((file) => file.slice(ROOT.length + 1));
    expect(files).toContain('src/gas/sheetsWorkbook.ts');
    expect(files).toContain('src/core/standings.ts');
    expect(files.filter((file) => !file.startsWith('src/') || file.startsWith('src/local/'))).toEqual([]);
    expect(config.options.lib).toEqual(['lib.es2020.d.ts']);
    expect(config.options.types).toEqual(['google-apps-script']);
  });

  it('is part of npm run typecheck', () => {
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.typecheck).toContain('tsc --noEmit -p tsconfig.src.json');
  });

  it('fails .at, replaceAll, Object.hasOwn and findLast in a file of src', () => {
    const config = parsed();
    const probe = join(ROOT, 'src/core/probe.ts');
    const source = [
      'export const last = [1, 2].at(-1);',
      "export const text = 'aa'.replaceAll('a', 'b');",
      'export const own = Object.hasOwn({ a: 1 }, "a");',
      'export const even = [1, 2].findLast((n: number) => n % 2 === 0);',
      'export const flat = [[1], [2]].flat();',
    ].join('\n');
    const host = ts.createCompilerHost(config.options);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (file, version, ...rest) =>
      file === probe ? ts.createSourceFile(file, source, version) : read(file, version, ...rest);
    host.fileExists = (
      (exists) => (file: string) =>
        file === probe || exists(file)
    )(host.fileExists.bind(host));
    const program = ts.createProgram([probe], config.options, host);
    const lines = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.file?.fileName === probe)
      .map((diagnostic) => diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start!).line + 1);
    // The first four lines fail; flat (ES2019) is declared and passes.
    expect(lines).toEqual([1, 2, 3, 4]);
  });
});
