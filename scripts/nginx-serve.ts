// The production web server as a measurement serves it: Debian's nginx runs deploy/nginx.conf
// (rewritten by renderForLocalRun, as `npm run smoke:nginx` does: root at dist/, the upstream
// at the fixture API, a free port, temp paths in a temp folder), unprivileged, optionally
// over HTTPS with HTTP/2 and a self-signed certificate made with openssl at start. Used by
// `npm run lighthouse` (scripts/lighthouse.ts). stop() ends nginx and the fixture API and
// removes the temp folder; the process's exit and Ctrl-C stop it too.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createFixtureHandler } from '../fixtures/server/handler';
import { buildApp } from '../server/config-service/app';
import { openStorage } from '../server/config-service/open-storage';
import { seedIfEmpty } from '../server/config-service/seed';
import { NGINX_CONF, renderForLocalRun } from './nginx-conf';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '..');

export interface NginxServer {
  /** https://127.0.0.1:<port> (or http:// without TLS), no trailing slash. */
  url: string;
  /** `nginx -v`, e.g. nginx/1.22.1. */
  version: string;
  /** The rendered configuration nginx runs. */
  conf: string;
  /** The access log (the protocol of each request is in it). */
  accessLog: string;
  stop(): Promise<void>;
}

export function findNginx(): string {
  if (process.env.NGINX) return process.env.NGINX;
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('nginx not found: `apt-get install -y nginx`, or set NGINX to its path');
}

/** `nginx/1.22.1` as [1, 22, 1]. */
function versionOf(nginxBin: string): { text: string; parts: number[] } {
  const out = spawnSync(nginxBin, ['-v'], { encoding: 'utf8' });
  const text = /nginx\/[\d.]+/.exec(`${out.stderr}${out.stdout}`)?.[0] ?? 'nginx/?';
  return { text, parts: text.replace('nginx/', '').split('.').map(Number) };
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  return { cert, key };
}

/**
 * The local rendering of deploy/nginx.conf, its `listen` turned into TLS with HTTP/2 (the
 * `http2` parameter of listen before nginx 1.25.1, the `http2 on` directive from then on) and
 * the certificate's two directives added after it. Nothing else changes.
 */
export function withTls(
  rendered: string,
  listen: string,
  tls: { cert: string; key: string },
  nginxVersion: number[],
): string {
  const [major = 0, minor = 0, patch = 0] = nginxVersion;
  const directiveHttp2 = major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
  const line = new RegExp(
    `^([ \\t]*)listen ${listen.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')};\\n`,
    'm',
  );
  if (!line.test(rendered)) throw new Error(`nginx-serve: no "listen ${listen};" to make TLS`);
  return rendered.replace(line, (_all, indent: string) =>
    [
      `${indent}listen ${listen} ssl${directiveHttp2 ? '' : ' http2'};`,
      ...(directiveHttp2 ? [`${indent}http2 on;`] : []),
      `${indent}ssl_certificate "${tls.cert}";`,
      `${indent}ssl_certificate_key "${tls.key}";`,
      '',
    ].join('\n'),
  );
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Status of a GET, the certificate not checked (it is our own self-signed one). */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    const req = get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', reject);
  });
}

async function waitUntilServing(url: string, nginx: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    try {
      if ((await statusOf(url)) === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer ${url} within 15 s`);
}

/** The config service on a free port, a fresh SQLite store seeded with the shipped defaults. */
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

/**
 * nginx with deploy/nginx.conf in front of dist/, the fixture API and the config service
 * (which answers the config reads and /config-api/, as deployed). Needs a build.
 */
export async function startNginx(
  opts: { https?: boolean; dist?: string } = {},
): Promise<NginxServer> {
  const dist = opts.dist ?? path.join(root, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${path.join(dist, 'index.html')} is missing: run \`npm run build\` first`);
  }
  const nginxBin = findNginx();
  const version = versionOf(nginxBin);
  const stops: Array<() => Promise<void> | void> = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const step of stops.splice(0).reverse()) {
        try {
          await step();
        } catch (error) {
          console.error('nginx-serve cleanup:', error);
        }
      }
    })());
  try {
    const api = http.createServer(createFixtureHandler());
    await new Promise<void>((resolve, reject) => {
      api.once('error', reject);
      api.listen(0, '127.0.0.1', resolve);
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          api.closeAllConnections();
          api.close(() => resolve());
        }),
    );
    const apiPort = (api.address() as AddressInfo).port;

    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-serve-'));
    stops.push(() => fs.rmSync(prefix, { recursive: true, force: true }));
    const config = await startConfigService(path.join(prefix, 'config-data'));
    stops.push(() => config.close());
    // Debian's module files (brotli_static) name their modules relative to the prefix.
    const systemModules = '/usr/share/nginx/modules';
    if (fs.existsSync(systemModules)) fs.symlinkSync(systemModules, path.join(prefix, 'modules'));
    const port = await freePort();
    const listen = `127.0.0.1:${port}`;
    let conf = renderForLocalRun(fs.readFileSync(NGINX_CONF, 'utf8'), {
      listen,
      root: dist,
      upstream: `127.0.0.1:${apiPort}`,
      configUpstream: `127.0.0.1:${config.port}`,
      prefix,
      asRoot: process.getuid?.() === 0,
    });
    if (opts.https) conf = withTls(conf, listen, makeCertificate(prefix), version.parts);
    const confFile = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(confFile, conf);
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
    const check = spawnSync(nginxBin, ['-t', '-q', ...args], { encoding: 'utf8' });
    if (check.status !== 0) {
      throw new Error(`nginx -t failed for ${NGINX_CONF} (rendered):\n${check.stderr}`);
    }
    const nginx = spawn(nginxBin, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    const killNginx = () => {
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
    };
    // However this process ends, nginx (its own master) must not outlive it.
    process.once('exit', killNginx);
    stops.push(async () => {
      process.off('exit', killNginx);
      killNginx();
      await exited(nginx);
    });
    const url = `${opts.https ? 'https' : 'http'}://${listen}`;
    await waitUntilServing(`${url}/`, nginx);
    return { url, version: version.text, conf, accessLog: path.join(prefix, 'access.log'), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
