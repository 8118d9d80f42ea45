// A throwaway PostgreSQL server for the config service's storage tests: initdb into a temp
// folder, `postgres` on a free loopback port, removed again at the end. Run as root, the
// server runs as the `postgres` user (it refuses root). Missing binaries fail the run with
// how to install them: `bash .ci/run` installs Debian's postgresql; there is no silent skip.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/free-port';

/** The folder with initdb and postgres: $PG_BIN, then PATH, then Debian's /usr/lib/postgresql/N/bin. */
export function findPgBin(): string {
  const candidates = [
    process.env.PG_BIN,
    ...(process.env.PATH ?? '').split(':'),
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  for (const dir of candidates) {
    if (dir && fs.existsSync(path.join(dir, 'postgres')) && fs.existsSync(path.join(dir, 'initdb')))
      return dir;
  }
  throw new Error(
    'PostgreSQL is needed by tests/config-service (the PostgreSQL storage backend): install it ' +
      '(`apt-get install -y postgresql`, as `bash .ci/run` does) or set PG_BIN to the folder with initdb and postgres',
  );
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'running as root, PostgreSQL needs a `postgres` user to run as (Debian’s package creates it)',
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export interface PgServer {
  /** A connection string to the `postgres` database, for creating test databases. */
  url: string;
  stop(): Promise<void>;
}

export async function startPgServer(): Promise<PgServer> {
  const bin = findPgBin();
  const as = postgresUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-service-pg-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (as) for (const owned of [dir, dataDir]) fs.chownSync(owned, as.uid, as.gid);
  const init = spawnSync(
    path.join(bin, 'initdb'),
    [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ],
    { encoding: 'utf8', cwd: dir, ...as },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  let log = '';
  const server: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      dir,
      '-F',
      '-c',
      'max_connections=200',
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], ...as },
  );
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres exited: ${log}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`postgres did not start within 30 s: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGINT'); // fast shutdown
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the test server, for one test file (files run in parallel). */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}
