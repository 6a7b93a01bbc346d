#!/usr/bin/env node
// `atril <orden> <archivo.xlsx>`: runs the built CLI (build-cli/atril.js, src/local/main.ts
// bundled by scripts/cliBuild.js), rebuilt first when a source is newer than the build, so the
// command always runs the sources as checked out and starts without transpiling them.
require('../scripts/cliBuild.js')
  .freshCli()
  .then(
    (cli) => require(cli),
    (error) => {
      // The sources do not build (esbuild says where): nothing ran.
      process.stderr.write(`atril: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
