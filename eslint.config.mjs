import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The layers of docs/architecture.md, each with the layers it must not import from
// (imports go one way: grid ← config ← tournament / duplicate ← season / prizes ← actions / functions ← gas / local).
const EDGES = ['**/gas/**', '**/local/**'];
const sibling = (...folders) => folders.flatMap((folder) => [`../${folder}`, `../${folder}/**`]);
const forbid = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((pattern) => ({
        group: [pattern],
        message: 'Imports go one way between the layers (docs/architecture.md).',
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-addon/**',
      'build-cli/**',
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'out/**',
      'demo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A function a reader can hold (issue 55): none in src/ longer than 150 lines, blank lines and comments counted.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false, IIFEs: true }],
      // The bundle links its chunks by value (scripts/build.ts chunkScript): an exported binding
      // is never reassigned, so a module's exports are only functions, classes and constants.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration > VariableDeclaration[kind!='const']",
          message: 'Export a const (or a function that changes the state): the bundle links its chunks by value.',
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      // rules §1: the core is pure — no Apps Script globals.
      'no-restricted-globals': [
        'error',
        'SpreadsheetApp',
        'HtmlService',
        'LockService',
        'PropertiesService',
        'CacheService',
        'ScriptApp',
        'Session',
        'Logger',
        'Utilities',
      ],
      ...forbid('**/sheets/**', ...EDGES),
    },
  },
  { files: ['src/i18n/**/*.ts'], rules: forbid('../core/**', '../sheets/**', '../gas/**', '../local/**') },
  {
    files: ['src/sheets/grid/**/*.ts'],
    rules: forbid(
      ...sibling('config', 'tournament', 'duplicate', 'season', 'prizes', 'actions', 'functions'),
      ...EDGES,
    ),
  },
  {
    files: ['src/sheets/config/**/*.ts'],
    rules: forbid(...sibling('tournament', 'duplicate', 'season', 'prizes', 'actions', 'functions'), ...EDGES),
  },
  {
    files: ['src/sheets/tournament/**/*.ts'],
    rules: forbid(...sibling('duplicate', 'season', 'prizes', 'actions', 'functions'), ...EDGES),
  },
  {
    files: ['src/sheets/duplicate/**/*.ts'],
    rules: forbid(...sibling('tournament', 'season', 'prizes', 'actions', 'functions'), ...EDGES),
  },
  { files: ['src/sheets/season/**/*.ts'], rules: forbid(...sibling('prizes', 'actions', 'functions'), ...EDGES) },
  { files: ['src/sheets/prizes/**/*.ts'], rules: forbid(...sibling('season', 'actions', 'functions'), ...EDGES) },
  { files: ['src/sheets/actions/**/*.ts'], rules: forbid(...sibling('functions'), ...EDGES) },
  { files: ['src/sheets/functions/**/*.ts'], rules: forbid(...sibling('actions'), ...EDGES) },
  { files: ['src/gas/**/*.ts'], rules: forbid('../local/**') },
  { files: ['src/local/**/*.ts'], rules: forbid('../gas/**') },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
      },
    },
  },
);
