// npm run bench: runs every bench/*.bench.ts in its own Node process (so peak memory is
// each benchmark's own) and prints what each measured and how. `npm run bench -- pairing`
// runs only the files whose name contains "pairing"; further arguments go to each file
// (`npm run bench -- pairing --sizes 1000 --fields 5`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

const [filter = '', ...options] = process.argv.slice(2);
const files = readdirSync(__dirname)
  .filter((name) => name.endsWith('.bench.ts') && name.includes(filter))
  .sort();
console.log(`Atril benchmarks — Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`);
console.log(
  `Command: npm run bench${filter ? ` -- ${[filter, ...options].join(' ')}` : ''} (each file below runs as: npx tsx --expose-gc bench/<file>)\n`,
);
let failed = 0;
for (const file of files) {
  console.log(`== ${file}`);
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(__dirname, file), ...options], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
  console.log('');
}
process.exit(failed === 0 ? 0 : 1);
