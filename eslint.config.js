// Lint rules, including DESIGN.md §1's direction of imports:
//   contract, blocklist -> nothing of ours;  client -> contract;
//   parse -> contract;  extension, ui -> client, blocklist, contract, parse;  server -> contract, blocklist, parse;
//   nothing but the server's CLI and tests imports server; entrypoints never reach server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// A regex, not globs: it must catch `../server/x` from a sibling layer and `../../src/server/x` from
// entrypoints, without catching a sibling file that happens to share a layer's name (`./blocklist`).
const forbid = (names, why) => {
  const alt = names.join('|');
  return { regex: `^(\\.\\./)+(${alt})(/.*)?$|(^|/)src/(${alt})(/.*)?$`, message: why };
};
const noNode = { group: ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process'], message: 'Pure core: no Node modules (DESIGN.md §6).' };
const platformGlobals = ['chrome', 'browser', 'indexedDB', 'fetch', 'process', 'window', 'document', 'localStorage'].map(
  (name) => ({ name, message: 'Pure core: take the platform as an argument (DESIGN.md §6).' }),
);

export default tseslint.config(
  { ignores: ['node_modules/', '.output/', '.wxt/', 'docs/', 'test-results/', 'playwright-report/', 'drizzle/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/contract/**', 'src/blocklist/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        forbid(['client', 'extension', 'ui', 'server', 'contract', 'blocklist', 'parse'], 'contract and blocklist import nothing of ours (DESIGN.md §1).'),
        noNode,
      ] }],
      'no-restricted-globals': ['error', ...platformGlobals],
    },
  },
  {
    // parse: pure content -> typed asset, shared by the service and the extension (so the popup can show
    // a page's parse result without sending the page anywhere). It imports only contract.
    files: ['src/parse/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [forbid(['client', 'extension', 'ui', 'server', 'blocklist'], 'parse imports only contract.'), noNode] }],
      'no-restricted-globals': ['error', ...platformGlobals],
    },
  },
  {
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [forbid(['extension', 'ui', 'server', 'blocklist', 'parse'], 'client imports only contract (DESIGN.md §1).'), noNode] }],
    },
  },
  {
    files: ['src/extension/**', 'src/ui/**', 'entrypoints/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [forbid(['server'], 'No server code may reach the extension bundle (DESIGN.md §1).'), noNode] }],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [forbid(['client', 'extension', 'ui'], 'server imports only contract and blocklist (DESIGN.md §1).')] }],
    },
  },
);
