import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { fileURLToPath } from 'node:url';
import importBoundaries from './eslint-rules/import-boundaries.js';
import serverLayers from './eslint-rules/server-layers.js';
import globals from 'globals';

// Syntax the web app may not use (docs/style.md#the-web-app; a security review's findings).
const WEB_SYNTAX_RULES = [
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: 'The browser has no process.env; read settings from lib/app-config.ts.',
  },
  {
    selector: 'ExportAllDeclaration',
    message:
      'No barrel re-exports in the web app (docs/style.md#the-web-app): import the file itself.',
  },
  {
    // SweetAlert2 renders these as HTML: a member's campaign title once redirected the console.
    selector:
      "CallExpression[callee.property.name='fire'] Property[key.name=/^(title|html|footer|confirmButtonText|cancelButtonText|denyButtonText)$/]:not([value.type='Literal']):not([value.callee.name='captionOf'])",
    message:
      'SweetAlert2 renders title, html, footer and button texts as HTML: put data in titleText or text, captions through captionOf().',
  },
];
const SWEETALERT_IMPORT_RULES = [
  {
    selector: "ImportExpression[source.value='sweetalert2']",
    message: 'Open dialogs through lib/toast.ts or lib/choice-dialog.ts, which show data as text.',
  },
  {
    selector: "ImportDeclaration[source.value='sweetalert2'][importKind!='type']",
    message: 'Open dialogs through lib/toast.ts or lib/choice-dialog.ts, which show data as text.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // Configuration is read once, in config.ts (docs/style.md#configuration).
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings from apps/server/src/config.ts, not process.env.',
        },
      ],
    },
  },
  {
    // Scripts, harnesses and the config module itself are where the environment is read.
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/test/**',
      '**/*.test.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '*.config.*',
      '**/*.config.*',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { kamao: { rules: { 'server-layers': serverLayers } } },
    rules: {
      // docs/architecture.md: ledger, db and lib below the modules; a module reaches another
      // only through its index.ts. Absolute, so the rule holds whatever directory eslint runs from.
      'kamao/server-layers': [
        'error',
        { srcRoot: fileURLToPath(new URL('./apps/server/src/', import.meta.url)) },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      kamao: { rules: { 'import-boundaries': importBoundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // bulletproof-react: app -> features -> shared, never backwards, no feature-to-feature.
      // Absolute, so the rule holds whatever directory eslint runs from.
      'kamao/import-boundaries': [
        'error',
        { srcRoot: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) },
      ],
      // docs/style.md#the-web-app: no barrel files; import the file itself. (Restates the
      // process.env rule above, which this option would otherwise replace for web files.)
      'no-restricted-syntax': ['error', ...WEB_SYNTAX_RULES, ...SWEETALERT_IMPORT_RULES],
    },
  },
  {
    // The dialog helpers: the only files that open SweetAlert2 themselves.
    files: [
      'apps/web/src/lib/toast.ts',
      'apps/web/src/lib/choice-dialog.ts',
      'apps/web/src/features/auth/timed-toast.ts',
      'apps/web/src/features/profile/components/wait-toast.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-syntax': ['error', ...WEB_SYNTAX_RULES] },
  },
);
