// Shared by the config service's tests: both storage backends, accounts, signed-in requests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../server/config-service/app';
import { hashPassword } from '../../server/config-service/passwords';
import {
  PostgresStorage,
  type PostgresOptions,
} from '../../server/config-service/postgres-storage';
import { SqliteStorage } from '../../server/config-service/sqlite-storage';
import type { Role, Storage } from '../../server/config-service/storage';
import { createDatabase } from './pg-server';

export const PASSWORD = 'correct horse battery';

let databases = 0;

export interface Backend {
  name: 'sqlite' | 'postgres';
  /** A new, empty, unmigrated store. */
  open(options?: Omit<PostgresOptions, 'connectionString'>): Promise<Storage>;
}

export const BACKENDS: Backend[] = [
  {
    name: 'sqlite',
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-service-test-'));
      return SqliteStorage.inDir(dir);
    },
  },
  {
    name: 'postgres',
    async open(options = {}) {
      const name = `cfg_${process.pid}_${Date.now()}_${(databases += 1)}`;
      const url = await createDatabase(inject('configPgUrl'), name);
      return new PostgresStorage({ connectionString: url, ...options });
    },
  },
];

export async function migrated(
  backend: Backend,
  options?: Omit<PostgresOptions, 'connectionString'>,
) {
  const storage = await backend.open(options);
  await storage.migrate();
  return storage;
}

const hashes = new Map<string, Promise<string>>();
export async function addUser(storage: Storage, name: string, role: Role, password = PASSWORD) {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  await storage.createUser({
    name,
    role,
    passwordHash: await hashes.get(password)!,
    createdAt: new Date().toISOString(),
  });
}

export interface Signed {
  cookie: string;
  csrf: string;
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
): Promise<Signed> {
  const response = await app.inject({
    method: 'POST',
    url: '/config-api/v1/session',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const setCookie = String(response.headers['set-cookie']);
  return { cookie: setCookie.split(';')[0] as string, csrf: response.json().csrfToken };
}

/** A signed-in write (cookie + CSRF header). */
export function write(
  app: FastifyInstance,
  who: Signed,
  method: 'POST' | 'DELETE',
  url: string,
  payload: unknown = {},
) {
  return app.inject({
    method,
    url,
    headers: { cookie: who.cookie, 'x-csrf-token': who.csrf },
    ...(method === 'POST' ? { payload: payload as object } : {}),
  });
}

export function read(app: FastifyInstance, who: Signed, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
}

export const DOCS = '/config-api/v1/documents';

/** A valid landing template, different per `headline`. */
export function template(headline: string): Record<string, unknown> {
  return { version: 1, headline, buttonText: 'Register' };
}

/** A migrated store with an editor `ed` and a publisher `pub`, and an app on it. */
export async function serviceOn(backend: Backend, options: Partial<AppOptions> = {}) {
  const storage = await migrated(backend);
  await addUser(storage, 'ed', 'editor');
  await addUser(storage, 'pub', 'publisher');
  const app = buildApp({ storage, ...options });
  return {
    storage,
    app,
    async close() {
      await app.close();
      await storage.close();
    },
  };
}
