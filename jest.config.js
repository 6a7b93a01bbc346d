// Tests mirror src/ under test/; TypeScript is transformed by esbuild (type checking is tsc's job in `npm run typecheck`).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': '<rootDir>/test/esbuildTransform.js' },
  // A hang's net, not a stopwatch (speed is benched: npm run bench). 60 s assumed an idle machine:
  // generatedTournaments' one test took 44 s at a load of 17 on two cores, phoneAttacks' 20 s
  // (docs/print.md "CI under load"). Files that set their own timeout keep it.
  testTimeout: 300000,
  // Three workers on the 2-core machine (jest's default is cores − 1: one): many files wait on a
  // child process, a Chromium or a file, and the other workers fill those waits. Measured on a
  // clean clone: one worker's jest took 8.7 min last wave; two 355 s; three 288 s
  // (docs/testing.md "Six minutes on two cores").
  maxWorkers: 3,
};
