// The `atril` command's entry point (bin/atril.js loads it): runs the CLI on the process's
// arguments and leaves with its exit code.
import { runCli } from './cli';

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // runCli reports every expected failure itself; this is a bug, shown without a stack.
    process.stderr.write(`atril: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
