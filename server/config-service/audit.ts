// The audit log: who did what, when and why. Creating, submitting and publishing write their
// entry in the same transaction as the change (storage); sign-ins and refusals are written
// here. GET /config-api/v1/audit?kind=&key= reads it, newest first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from './context';
import { requireUser } from './auth';
import { ServiceError } from './errors';

/** Records a refused write (or sign-in) with the document it named, if any. */
export async function auditRefusal(
  ctx: ServiceContext,
  request: FastifyRequest,
  error: ServiceError,
): Promise<void> {
  const params = (request.params ?? {}) as { kind?: string; key?: string; version?: string };
  const version = Number(params.version);
  const login = request.routeOptions.url === '/config-api/v1/session' && request.method === 'POST';
  const attempted = login ? (request.body as { username?: unknown } | null)?.username : undefined;
  // A refused sign-in names the account it tried, only when there is one: what was typed
  // may be a password in the wrong field, and every editor reads this log.
  const account =
    typeof attempted === 'string' ? await ctx.storage.findUser(attempted.slice(0, 64)) : null;
  const user = request.session?.user ?? account?.name ?? '-';
  await ctx.storage.addAudit({
    at: ctx.now().toISOString(),
    user,
    action: 'refused',
    kind: params.kind ?? null,
    key: params.key ?? null,
    version: Number.isInteger(version) ? version : null,
    note: `${request.method} ${request.url.split('?')[0]}: ${error.code}: ${error.message}`,
  });
}

export function auditRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/config-api/v1/audit', async (request) => {
    requireUser(request);
    const query = request.query as Record<string, unknown>;
    // A repeated parameter arrives as a list: only one text filters.
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    const limit = Math.min(Math.max(Number(text(query.limit)) || 200, 1), 1000);
    const entries = await ctx.storage.listAudit({
      kind: text(query.kind),
      key: text(query.key),
      limit,
    });
    return { entries };
  });
}
