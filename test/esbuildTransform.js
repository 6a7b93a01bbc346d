// Jest transform: strips TypeScript with esbuild (already the bundler), like ts-jest's
// isolatedModules mode without its cost. Types are checked by `npm run typecheck`.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: filename.endsWith('.ts') ? 'ts' : 'js',
      format: 'cjs',
      target: 'es2020',
      sourcemap: 'inline',
      sourcefile: filename,
    });
    return { code, map };
  },
};
