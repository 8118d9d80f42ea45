// The app's two read paths, the ones the gateway routes to this service: no sign-in, the
// app's own envelope ({"code":0,"message":"success","data":…}), the live version's body or
// data null when nothing is published (the app then uses its shipped default). A strong ETag
// from kind + key + live version, Cache-Control public, max-age=30 (a publish shows within a
// minute), 304 on a matching If-None-Match. The app's session query parameters are ignored.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from './context';
import { TEMPLATE_ID, type DocumentKind } from './kinds';

export const CHANNEL_TEMPLATE_PATH = '/amenities/v3/channel/channel-template';
export const FORM_LAYOUT_PATH = '/amenities/v3/bind-card/form-layout';
export const READ_PATHS = [CHANNEL_TEMPLATE_PATH, FORM_LAYOUT_PATH] as const;
export const READ_CACHE_CONTROL = 'public, max-age=30';

export function etagOf(kind: string, key: string, version: number | null): string {
  const tag = createHash('sha256')
    .update(`${kind}\n${key}\n${version ?? 'none'}`)
    .digest('base64url')
    .slice(0, 27);
  return `"${tag}"`;
}

/** If-None-Match matches: any listed tag equal to ours (weak comparison, as RFC 9110 asks), or *. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

async function answer(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: DocumentKind,
  key: string | null,
) {
  const live = key === null ? null : await ctx.storage.getLive(kind, key);
  const etag = etagOf(kind, key ?? '', live?.version ?? null);
  reply.header('ETag', etag).header('Cache-Control', ctx.readCacheControl);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply
    .type('application/json; charset=utf-8')
    .send({ code: 0, message: 'success', data: live?.body ?? null });
}

export function readPathRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get(CHANNEL_TEMPLATE_PATH, async (request, reply) => {
    const { templateId } = request.query as { templateId?: string };
    // No or an impossible templateId has no template either: data null, the app's default.
    const key = typeof templateId === 'string' && TEMPLATE_ID.test(templateId) ? templateId : null;
    return answer(ctx, request, reply, 'landing-template', key);
  });
  app.get(FORM_LAYOUT_PATH, async (request, reply) =>
    answer(ctx, request, reply, 'bank-form-layout', 'default'),
  );
}
