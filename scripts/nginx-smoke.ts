// `npm run smoke:nginx`: the production web server in front of the built app. Runs Debian's
// nginx with deploy/nginx.conf in front of dist/, the fixture API and the config service
// (scripts/nginx-serve.ts: free ports, temp paths in a temp folder, the rendered file checked
// with `nginx -t`), checks the config service's routes through it, then runs the browser route
// tests and tests/browser/nginx.test.ts against nginx (SMOKE_BASE_URL). Everything it started
// is stopped again, on failure and on Ctrl-C too. Needs a build (`npm run build`).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startNginx, type NginxServer } from './nginx-serve';

const root = path.resolve(import.meta.dirname, '..');
const SMOKE_TESTS = ['tests/browser/routes.test.ts', 'tests/browser/nginx.test.ts'];

/** Through nginx: /config-api/ and the config reads reach the config service, headers intact. */
async function checkConfigRoutes(baseUrl: string): Promise<void> {
  const fail = (what: string) => {
    throw new Error(`config service through nginx: ${what}`);
  };
  const session = await fetch(`${baseUrl}/config-api/v1/session`);
  const sessionBody = (await session.json()) as { error?: { code?: string } };
  if (session.status !== 401 || sessionBody.error?.code !== 'unauthorized') {
    fail(`GET /config-api/v1/session answered ${session.status} ${JSON.stringify(sessionBody)}`);
  }
  if (session.headers.get('cache-control') !== 'no-store') fail('/config-api/ is not no-store');
  const read = await fetch(`${baseUrl}/amenities/v3/channel/channel-template?templateId=default`);
  const etag = read.headers.get('etag');
  const body = (await read.json()) as { code?: number; data?: { buttonText?: string } };
  if (read.status !== 200 || body.code !== 0 || body.data?.buttonText !== 'Register') {
    fail(`the landing template read answered ${read.status} ${JSON.stringify(body)}`);
  }
  if (read.headers.get('cache-control') !== 'public, max-age=30') fail('read Cache-Control');
  if (!read.headers.get('content-security-policy')) fail('no security headers on the read');
  const again = await fetch(`${baseUrl}/amenities/v3/channel/channel-template?templateId=default`, {
    headers: { 'if-none-match': etag ?? '' },
  });
  if (again.status !== 304) fail(`If-None-Match answered ${again.status}, not 304`);
  const layout = await fetch(`${baseUrl}/amenities/v3/bind-card/form-layout`);
  if (layout.headers.get('etag') === null) fail('the bank-form layout read has no ETag');
  console.log('config service through nginx: /config-api/ and both reads answered as expected');
}

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
  console.log(`nginx ${server.url} (deploy/nginx.conf, ${server.version})`);
  await checkConfigRoutes(server.url);
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
