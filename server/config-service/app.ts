// The config service as a Fastify instance: sign-in (auth.ts), documents and their workflow
// (workflow.ts), the audit log (audit.ts) and the app's read paths (read-paths.ts). Built
// around a storage that is already migrated (open-storage.ts); tests drive it with
// app.inject, main.ts listens, and the dev/preview servers mount it (scripts/config-service-plugin.ts).
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { auditRefusal, auditRoutes } from './audit';
import { authRoutes, DEFAULT_SESSION_TTL_MS } from './auth';
import type { ServiceContext } from './context';
import { ServiceError } from './errors';
import { READ_CACHE_CONTROL, readPathRoutes } from './read-paths';
import type { Storage } from './storage';
import { workflowRoutes } from './workflow';

export const API_PREFIX = '/config-api/v1';

export interface AppOptions {
  storage: Storage;
  /** The clock (tests move it to expire sessions). */
  now?: () => Date;
  sessionTtlMs?: number;
  /**
   * Cache-Control of the app's read paths: `public, max-age=30` (a publish shows within a
   * minute). The dev server sends no-store, so a fixture-scenario switch shows at once.
   */
  readCacheControl?: string;
  /** Fastify's logger: on in main.ts, off in tests and when embedded. */
  logger?: boolean;
  /** To run inside another HTTP server (the Vite dev server). */
  serverFactory?: FastifyServerFactory;
  /**
   * Believe X-Forwarded-Proto/-For from these proxies (nginx in front): the cookie's Secure
   * flag follows the original scheme. Default: loopback only.
   */
  trustProxy?: boolean | string;
}

/**
 * Refusals written to the audit log: every write (and sign-in) refused as the request's fault
 * (4xx: access, content, a version that is not there, a body too large), with the reason.
 */
const audited = (status: number) => status >= 400 && status < 500;
/** A body over `bodyLimit`, said as the studio says the gateway's refusal of one. */
const TOO_LARGE = 'The document is too large: the service takes at most 1 MB.';

export function buildApp(options: AppOptions): FastifyInstance {
  const ctx: ServiceContext = {
    storage: options.storage,
    now: options.now ?? (() => new Date()),
    sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    readCacheControl: options.readCacheControl ?? READ_CACHE_CONTROL,
  };
  const app = Fastify({
    logger: options.logger
      ? {
          // The app's read paths carry session ids in the query: never logged.
          serializers: {
            req: (req) => ({ method: req.method, url: req.url.split('?')[0], ip: req.ip }),
          },
        }
      : false,
    trustProxy: options.trustProxy ?? '127.0.0.1,::1',
    bodyLimit: 1024 * 1024,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  // JSON only: no form-encoded or text/plain write can reach a handler.
  app.removeContentTypeParser('text/plain');

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/config-api/')) reply.header('Cache-Control', 'no-store');
  });

  app.setErrorHandler(async (error, request, reply) => {
    let refusal: ServiceError;
    if (error instanceof ServiceError) refusal = error;
    else {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) request.log.error(error);
      refusal =
        status >= 500
          ? new ServiceError(500, 'internal', 'The config service failed; try again later.')
          : status === 413
            ? new ServiceError(413, 'bad_request', TOO_LARGE)
            : new ServiceError(status, 'bad_request', (error as Error).message);
    }
    if (
      audited(refusal.status) &&
      request.method !== 'GET' &&
      request.url.startsWith('/config-api/')
    ) {
      await auditRefusal(ctx, request, refusal).catch((e: unknown) => request.log.error(e));
    }
    return reply.code(refusal.status).send(refusal.toJSON());
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .send(
        new ServiceError(
          404,
          'not_found',
          `There is no ${request.method} ${request.url.split('?')[0]}.`,
        ).toJSON(),
      ),
  );

  authRoutes(app, ctx);
  workflowRoutes(app, ctx);
  auditRoutes(app, ctx);
  readPathRoutes(app, ctx);
  return app;
}
