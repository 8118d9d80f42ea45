// Mounts the config service (server/config-service/) on Vite's dev and preview servers, so the
// studio calls /config-api/v1 on its own origin. With `readPaths` (`npm start`) the app's two
// read paths (the landing template, the bank-form layout) are answered by the service too,
// as a deployment's gateway does, EXCEPT when the request's fixture-scenario choice (the
// X-Fixture-Scenario header or the fixture-scenario cookie, fixtures/server/scenario.ts) names
// a scenario for that endpoint, or for every endpoint ("*"): then the fixture API answers, so
// the developer preview, the studio's preview and every test keep choosing their fixtures.
// The service starts on first use (or at once with `eager`), on CONFIG_DATA_DIR (default
// ./data, SQLite) or DATABASE_URL, seeded with the shipped defaults when empty.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { choiceFromRequest, SCENARIO_HEADER } from '../fixtures/server/scenario';
import { buildApp } from '../server/config-service/app';
import {
  describeStorage,
  openStorage,
  settingsFromEnv,
  type StorageSettings,
} from '../server/config-service/open-storage';
import { READ_PATHS } from '../server/config-service/read-paths';
import { seedIfEmpty } from '../server/config-service/seed';

export interface ConfigServicePluginOptions extends StorageSettings {
  /** Answer the app's two read paths from the service (unless a fixture scenario is chosen). */
  readPaths?: boolean;
  /** Start the service with the server rather than on its first request. */
  eager?: boolean;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const API_PREFIX = '/config-api';

/** The fixture-scenario choice names a scenario for this read path (or for all endpoints). */
export function fixtureChosen(req: IncomingMessage, pathname: string): boolean {
  const cookie = req.headers.cookie;
  const choice = choiceFromRequest(req.headers[SCENARIO_HEADER], cookie);
  if (!choice) return false;
  const endpoint = pathname.replace(/^\/amenities/, '');
  return (choice[endpoint] ?? choice[pathname] ?? choice['*']) !== undefined;
}

/** Whether the service (rather than the next middleware) answers this request. */
export function servedByConfigService(req: IncomingMessage, readPaths: boolean): boolean {
  const [pathname = ''] = (req.url ?? '').split('?', 1);
  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return true;
  return (
    readPaths &&
    (READ_PATHS as readonly string[]).includes(pathname) &&
    !fixtureChosen(req, pathname)
  );
}

export function configServicePlugin(opts: ConfigServicePluginOptions = {}): Plugin {
  const settings = settingsOf(opts);
  let service: Promise<{ handler: Handler; close: () => Promise<void> }> | undefined;

  const start = () =>
    (service ??= (async () => {
      const storage = await openStorage(settings);
      await seedIfEmpty(storage);
      let handler: Handler | undefined;
      const app = buildApp({
        storage,
        // As the fixture API: a scenario switched on /testPreview must show on the next call,
        // not after the browser's copy of the service's answer ages out.
        readCacheControl: 'no-store',
        serverFactory: (fastifyHandler) => {
          handler = fastifyHandler;
          // Never listened on: the dev server's requests are handed over below.
          return http.createServer(fastifyHandler);
        },
      });
      await app.ready();
      return {
        handler: handler!,
        close: async () => {
          await app.close();
          await storage.close();
        },
      };
    })());

  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!servedByConfigService(req, opts.readPaths ?? false)) return next();
    start().then(({ handler }) => handler(req, res), next);
  };

  const mount = (server: {
    middlewares: Connect.Server;
    httpServer?: { once(event: 'close', listener: () => void): unknown } | null;
  }) => {
    server.middlewares.use(middleware);
    server.httpServer?.once('close', () => {
      void service?.then((s) => s.close()).catch(() => {});
    });
    if (opts.eager) void start();
  };

  return {
    name: 'borrower:config-service',
    configureServer: mount,
    configurePreviewServer: mount,
  };
}

/** The plugin's storage: the options given, else CONFIG_DATA_DIR / DATABASE_URL. */
function settingsOf(opts: StorageSettings): StorageSettings {
  const env = settingsFromEnv();
  return { dataDir: opts.dataDir ?? env.dataDir, databaseUrl: opts.databaseUrl ?? env.databaseUrl };
}

export const describeConfigService = (opts: StorageSettings = {}) =>
  describeStorage(settingsOf(opts));
