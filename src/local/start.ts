// `npm start` (the README's main command): the demo tournament into out/atril-demo.xlsx
// (or the path given: `npm start -- otro.xlsx`).
import { resolve } from 'node:path';
import { startDemo } from './demo';

const out = resolve(process.argv[2] ?? 'out/atril-demo.xlsx');
startDemo(out, (line) => console.log(line)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
