// Unit and component tests (jsdom). Browser tests have their own config.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { FIXTURE_TEST_ORIGIN } from './tests/fixture-port';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: `${FIXTURE_TEST_ORIGIN}/` } },
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts', 'tests/config-service/pg-global-setup.ts'],
    restoreMocks: true,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/unit.json' },
  },
});
