// Browser tests: real Chromium (playwright-core) against the production build served by
// scripts/preview.ts with the fixture API. The tests themselves run in Node; the browser is
// driven from there. One file at a time: the machine has two cores and each file has its
// own browser, and files share the preview server's request log.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    // deploy/nginx.conf is tested behind nginx only: `npm run smoke:nginx` (CI runs it) sets
    // SMOKE_BASE_URL. Left out of the ordinary run rather than skipped in it.
    exclude: process.env.SMOKE_BASE_URL ? [] : ['tests/browser/nginx.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/browser.json' },
  },
});
