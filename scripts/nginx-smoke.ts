// `npm run smoke:nginx`: the production web server in front of the built app. Starts the
// fixture API and the config service (a fresh SQLite store in a temp folder, seeded with the
// shipped defaults) on free ports, runs Debian's nginx with deploy/nginx.conf (root at dist/,
// the upstreams at those two, a free port, temp paths in a temp folder: see
// renderForLocalRun), checks the rendered file with `nginx -t`, checks the config service's
// routes through it, then runs the browser route tests and tests/browser/nginx.test.ts against
// nginx (SMOKE_BASE_URL). Everything it
// started is stopped again, on failure and on Ctrl-C too. Needs a build (`npm run build`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createFixtureHandler } from '../fixtures/server/handler';
import { buildApp } from '../server/config-service/app';
import { openStorage } from '../server/config-service/open-storage';
import { seedIfEmpty } from '../server/config-service/seed';
import { NGINX_CONF, renderForLocalRun } from './nginx-conf';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const SMOKE_TESTS = ['tests/browser/routes.test.ts', 'tests/browser/nginx.test.ts'];

function findNginx(): string {
  if (process.env.NGINX) return process.env.NGINX;
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('nginx not found: `apt-get install -y nginx`, or set NGINX to its path');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startFixtureApi(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(createFixtureHandler());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { server, port: (server.address() as AddressInfo).port };
}

async function startConfigService(dataDir: string) {
  const storage = await openStorage({ dataDir });
  await seedIfEmpty(storage);
  const app = buildApp({ storage });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      await storage.close();
    },
  };
}

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

/** Resolves when `url` answers 200; rejects when nginx exits first or after 15 s. */
async function waitUntilServing(url: string, nginx: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer ${url} within 15 s`);
}

const cleanups: Array<() => Promise<void> | void> = [];
let cleaning: Promise<void> | undefined;
/** Stops everything started so far, newest first; every caller waits for the same run. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cleanup:', error);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first');
  }
  const nginxBin = findNginx();

  const api = await startFixtureApi();
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        api.server.closeAllConnections();
        api.server.close(() => resolve());
      }),
  );

  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-smoke-'));
  cleanups.push(() => fs.rmSync(prefix, { recursive: true, force: true }));
  const config = await startConfigService(path.join(prefix, 'config-data'));
  cleanups.push(() => config.close());
  // Debian's module files (brotli_static) name their modules relative to the prefix, which
  // is /usr/share/nginx for the system's own server.
  const systemModules = '/usr/share/nginx/modules';
  if (fs.existsSync(systemModules)) fs.symlinkSync(systemModules, path.join(prefix, 'modules'));
  const port = await freePort();
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    confFile,
    renderForLocalRun(fs.readFileSync(NGINX_CONF, 'utf8'), {
      listen: `127.0.0.1:${port}`,
      root: dist,
      upstream: `127.0.0.1:${api.port}`,
      configUpstream: `127.0.0.1:${config.port}`,
      prefix,
      asRoot: process.getuid?.() === 0,
    }),
  );
  const args = [
    '-p',
    `${prefix}/`,
    '-c',
    confFile,
    '-e',
    'stderr',
    '-g',
    `daemon off; pid ${path.join(prefix, 'nginx.pid')};`,
  ];

  const check = spawnSync(nginxBin, ['-t', ...args], { encoding: 'utf8' });
  process.stderr.write(check.stderr);
  if (check.status !== 0) throw new Error(`nginx -t failed for ${NGINX_CONF} (rendered)`);

  const nginx = spawn(nginxBin, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  cleanups.push(async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM');
      await exited(nginx);
    }
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${baseUrl}/`, nginx);
  console.log(
    `nginx ${baseUrl} (deploy/nginx.conf) → fixture API 127.0.0.1:${api.port}, config service 127.0.0.1:${config.port}`,
  );
  await checkConfigRoutes(baseUrl);

  const vitest = spawn(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', '--config', 'vitest.browser.config.ts', '--reporter=default', ...SMOKE_TESTS],
    { cwd: root, stdio: 'inherit', env: { ...process.env, SMOKE_BASE_URL: baseUrl } },
  );
  cleanups.push(async () => {
    if (vitest.exitCode === null && vitest.signalCode === null) {
      vitest.kill('SIGTERM');
      await exited(vitest);
    }
  });
  const code = (await exited(vitest)) ?? 1;
  if (code !== 0) {
    const log = path.join(prefix, 'access.log');
    if (fs.existsSync(log)) {
      const lines = fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-40);
      console.error(`\nLast requests through nginx (access.log):\n${lines.join('\n')}`);
    }
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
