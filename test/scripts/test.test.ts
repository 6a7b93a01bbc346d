// `npm test` (scripts/test.js): the checks run side by side, and any failure fails the whole
// command before jest (docs/testing.md "Six minutes on two cores").
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHECKS, checkAll } = require('../../scripts/test.js') as {
  CHECKS: [string, string][];
  checkAll: (checks: [string, string][]) => Promise<number>;
};

const exit = (code: number): string => `"${process.execPath}" -e "process.exitCode = ${code}"`;

describe('npm test', () => {
  test('runs the typecheck, the lint and both builds before jest', () => {
    expect(CHECKS.map(([, command]) => command)).toEqual([
      'npm run typecheck',
      'npm run lint',
      'npm run build -- --no-dist',
      'node scripts/cliBuild.js',
    ]);
  });

  test('a failed check fails the whole, whichever it is, and the others still run to their end', async () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(
        await checkAll([
          ['a', exit(0)],
          ['b', exit(0)],
        ]),
      ).toBe(0);
      expect(
        await checkAll([
          ['a', exit(0)],
          ['b', exit(3)],
        ]),
      ).toBe(3);
      expect(
        await checkAll([
          ['a', exit(2)],
          ['b', exit(0)],
        ]),
      ).toBe(2);
      const printed = write.mock.calls.map(([text]) => String(text)).join('');
      expect(printed).toContain('── b: FAILED (exit 3)');
      expect(printed).toContain('── a: FAILED (exit 2)');
      expect(printed).toMatch(/── b: ok, [\d.]+ s ──/);
    } finally {
      write.mockRestore();
    }
  });
});
