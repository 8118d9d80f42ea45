// Lint rules. The boundary rules keep renderers/ generic and self-contained (no import of src/,
// so not the API, the native bridge or the pages either) and keep scripts/ out of the app
// (docs/architecture.md, "Folders and import direction").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/**
 * renderers/ is self-contained: it may import neither src/ (the app hands it formatters, URL
 * policy, storage and image preparation through <ScreenView services>, renderers/services.ts)
 * nor the app's config documents; `brand` says whether the brand config is refused too.
 */
const rendererPatterns = [
  {
    group: ['**/src', '**/src/**'],
    message:
      'renderers/ is generic and self-contained: take what the app decides through <ScreenView services> or props, not by importing src/.',
  },
  {
    group: ['**/schemas/v*/config/**'],
    message:
      'renderers/ may not read the app configs; the brand arrives as CSS custom properties the app sets.',
  },
];

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
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: rendererPatterns,
          paths: [
            {
              // The index re-exports all of lucide's ~2,000 icons: the dev server and the tests
              // would load every one, and a chunk could take icons another screen draws.
              name: 'lucide',
              allowTypeImports: true,
              message: 'Import each icon from its own module: lucide/dist/esm/icons/<name>.mjs.',
            },
          ],
        },
      ],
    },
  },
  {
    // scripts/ are build and CI tools: the app and the studio may not import them (what both
    // need, such as the config checks, lives in src/ and scripts/ import it from there).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/scripts', '**/scripts/**'],
              message:
                'src/ may not import scripts/: move what both need into src/ (e.g. src/config-checks/) and import it from scripts/.',
            },
          ],
        },
      ],
    },
  },
);
