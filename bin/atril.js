#!/usr/bin/env node
// `atril <orden> <archivo.xlsx>`: runs the TypeScript CLI (src/local/main.ts) through tsx's
// require hook, so the command always runs the sources as checked out (no stale build).
require('tsx/cjs/api').register();
require('../src/local/main.ts');
