// Lint rules. The boundary rule keeps renderers/ generic: it may not reach the API,
// the native bridge or the pages (docs/architecture.md, "Folders and import direction").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-studio/**',
      'node_modules/**',
      'src/generated/**',
      'renderers/generated/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      // Relative imports only: the plain node resolver with our extensions is enough.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['renderers/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/pages',
                '**/src/pages/**',
                '**/src/api',
                '**/src/api/**',
                '**/src/bridge',
                '**/src/bridge/**',
              ],
              message:
                'renderers/ is generic: hand actions to the controller instead of importing pages, api or bridge.',
            },
          ],
        },
      ],
    },
  },
);
