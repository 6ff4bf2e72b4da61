import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { fileURLToPath } from 'node:url';
import importBoundaries from './eslint-rules/import-boundaries.js';
import globals from 'globals';

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
          // Configuration is read once, in config.ts (STYLE.md "Ours").
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
      // STYLE.md: no barrel files; import the file itself. (Restates the process.env rule
      // above, which this option would otherwise replace for web files.)
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'The browser has no process.env; read settings from lib/app-config.ts.',
        },
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel re-exports in the web app (STYLE.md): import the file itself.',
        },
      ],
    },
  },
);
