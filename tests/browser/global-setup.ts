// Vitest global setup for the browser tests: serves the production build (dist/) with the
// fixture API and the deployment's security headers on a free port, for every test file.
// It builds nothing: `npm test` runs `vite build` first, and a missing build is an error
// here rather than a silent rebuild inside the test run.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startPreview } from '../../scripts/preview';

const root = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // `npm run smoke:nginx` serves the build itself (nginx in front of the fixture API).
  const smokeBaseUrl = process.env.SMOKE_BASE_URL;
  if (smokeBaseUrl) {
    project.provide('previewUrl', smokeBaseUrl.replace(/\/$/, ''));
    return async () => {};
  }
  const indexHtml = path.join(root, 'dist/index.html');
  if (!fs.existsSync(indexHtml)) {
    throw new Error(
      `Browser tests need a production build, but ${indexHtml} does not exist. ` +
        'Run `npx vite build` (or `npm run build`) first; `npm test` does this for you.',
    );
  }
  const studioHtml = path.join(root, 'dist-studio/src/studio/index.html');
  if (!fs.existsSync(studioHtml)) {
    throw new Error(
      `Browser tests need the studio's build, but ${studioHtml} does not exist. ` +
        'Run `npm run build` first; `npm test` does this for you.',
    );
  }
  const { url, server } = await startPreview({ port: 0 });
  // Port 0 means "any free port": take the one the server really bound.
  const address = server.httpServer.address() as AddressInfo | string | null;
  const previewUrl =
    /:0$/.test(url) && address && typeof address === 'object'
      ? `http://127.0.0.1:${address.port}`
      : url;
  project.provide('previewUrl', previewUrl);
  return () => server.close();
}
