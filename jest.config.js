// Tests mirror src/ under test/; TypeScript is transformed by swc (type checking is tsc's job in `npm run typecheck`).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { target: 'es2020', parser: { syntax: 'typescript' } } }] },
  testTimeout: 60000,
};
