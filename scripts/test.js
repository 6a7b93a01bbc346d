#!/usr/bin/env node
// `npm test`: the checks that do not depend on each other run side by side — typecheck, lint,
// and the builds the tests read (build/ for *.bundle tests, build-cli/ for the CLI) — then jest
// on both cores. Any failure fails `npm test`: jest does not start after a failed check, and
// the exit code is the first non-zero one (docs/testing.md "Six minutes on two cores").
// Extra arguments go to jest (`npm test -- test/core`).
const { Buffer } = require('node:buffer');
const { spawn } = require('node:child_process');

const CHECKS = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['build', 'npm run build -- --no-dist'],
  ['cli build', 'node scripts/cliBuild.js'],
];

/** Runs `command` in a shell; its output is held and printed whole when it ends, so logs do not interleave. */
function run(name, command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n── ${name}: ${status}, ${seconds} s ──\n${Buffer.concat(chunks).toString()}`);
      resolve(code === 0 ? 0 : (code ?? 1));
    });
  });
}

/** Runs the checks side by side, each to its end; the first non-zero exit code, or 0. */
async function checkAll(checks) {
  const codes = await Promise.all(checks.map(([name, command]) => run(name, command)));
  return codes.find((code) => code !== 0) ?? 0;
}

async function main() {
  const failed = await checkAll(CHECKS);
  if (failed !== 0) {
    process.stdout.write('\nnpm test: a check failed, jest not run.\n');
    return failed;
  }
  // The jest binary's path, so the arguments reach it unquoted by a shell.
  const jest = spawn(process.execPath, [require.resolve('jest/bin/jest'), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  return new Promise((resolve) => jest.on('close', (code) => resolve(code ?? 1)));
}

if (require.main === module)
  main().then((code) => {
    process.exitCode = code;
  });

module.exports = { CHECKS, checkAll };
