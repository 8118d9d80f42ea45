// `npm run smoke:nginx`: the production web server in front of the built app. Runs Debian's
// nginx with deploy/nginx.conf in front of dist/ and the fixture API (scripts/nginx-serve.ts:
// a free port, temp paths in a temp folder, the rendered file checked with `nginx -t`), then
// runs the browser route tests and tests/browser/nginx.test.ts against nginx
// (SMOKE_BASE_URL). Everything it started is stopped again, on failure and on Ctrl-C too.
// Needs a build (`npm run build`).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startNginx, type NginxServer } from './nginx-serve';

const root = path.resolve(import.meta.dirname, '..');
const SMOKE_TESTS = ['tests/browser/routes.test.ts', 'tests/browser/nginx.test.ts'];

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

let server: NginxServer | undefined;
let vitest: ChildProcess | undefined;
async function cleanUp(): Promise<void> {
  if (vitest && vitest.exitCode === null && vitest.signalCode === null) {
    vitest.kill('SIGTERM');
    await exited(vitest);
  }
  await server?.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  server = await startNginx();
  console.log(`nginx ${server.url} (deploy/nginx.conf, ${server.version}) → fixture API`);
  vitest = spawn(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', '--config', 'vitest.browser.config.ts', '--reporter=default', ...SMOKE_TESTS],
    { cwd: root, stdio: 'inherit', env: { ...process.env, SMOKE_BASE_URL: server.url } },
  );
  const code = (await exited(vitest)) ?? 1;
  if (code !== 0 && fs.existsSync(server.accessLog)) {
    const lines = fs.readFileSync(server.accessLog, 'utf8').trimEnd().split('\n').slice(-40);
    console.error(`\nLast requests through nginx (access.log):\n${lines.join('\n')}`);
  }
  return code;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
console.log(status === 0 ? 'nginx smoke: passed' : 'nginx smoke: FAILED');
process.exit(status);
