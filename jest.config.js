// Tests mirror src/ under test/; TypeScript is transformed by esbuild (type checking is tsc's job in `npm run typecheck`).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': '<rootDir>/test/esbuildTransform.js' },
  testTimeout: 60000,
};
