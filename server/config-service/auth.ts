// Sign-in and access. A session is a random token in the `cfg_session` cookie (HttpOnly,
// SameSite=Strict, Path=/config-api, Secure over HTTPS); the database keeps only its sha256.
// Each session has its own CSRF token, which every write must echo in X-CSRF-Token. Roles:
// an editor creates and submits drafts; a publisher may also publish and roll back.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from './context';
import { badRequest, ServiceError } from './errors';
import { readCookie } from '../cookie-header';
import { dummyHash, verifyPassword } from './passwords';
import type { Role } from './storage';

export const SESSION_COOKIE = 'cfg_session';
export const CSRF_HEADER = 'x-csrf-token';
export const DEFAULT_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export interface Session {
  tokenHash: string;
  user: string;
  role: Role;
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    sessionExpired: boolean;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sessionCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    'Path=/config-api',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');
}

function equalSecrets(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 401 unless the request has a live session; returns it. */
export function requireUser(request: FastifyRequest): Session {
  if (request.session) return request.session;
  throw new ServiceError(
    401,
    'unauthorized',
    request.sessionExpired
      ? 'Your session has expired; sign in again.'
      : 'You are not signed in; sign in first.',
  );
}

/** A write: a session, its CSRF token in X-CSRF-Token, and (when given) that role. */
export function requireWrite(request: FastifyRequest, role?: Role): Session {
  const session = requireUser(request);
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !equalSecrets(sent, session.csrfToken)) {
    throw new ServiceError(
      403,
      'csrf',
      'This change was refused: the page did not send its security token. Reload the page and try again.',
    );
  }
  if (role === 'publisher' && session.role !== 'publisher') {
    throw new ServiceError(
      403,
      'forbidden',
      `Only a publisher may do this; ${session.user} is an ${session.role}.`,
    );
  }
  return session;
}

export function authRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionExpired', false);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/config-api/')) return;
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (!token) return;
    const found = await ctx.storage.findSession(sha256(token));
    if (!found) return;
    if (found.expiresAt <= ctx.now().toISOString()) {
      request.sessionExpired = true;
      await ctx.storage.deleteSession(found.tokenHash);
      return;
    }
    request.session = {
      tokenHash: found.tokenHash,
      user: found.user,
      role: found.role,
      csrfToken: found.csrfToken,
    };
  });

  const sessionAnswer = (session: Pick<Session, 'user' | 'role' | 'csrfToken'>) => ({
    user: { name: session.user, role: session.role },
    csrfToken: session.csrfToken,
  });

  app.post('/config-api/v1/session', async (request, reply) => {
    const { username, password } = (request.body ?? {}) as Record<string, unknown>;
    if (typeof username !== 'string' || typeof password !== 'string') {
      throw badRequest('Send {"username": …, "password": …}.');
    }
    // A name with NUL is nobody's (and PostgreSQL's text cannot even be asked for it).
    const user = username.includes('\u0000') ? undefined : await ctx.storage.findUser(username);
    // An unknown name costs the same scrypt as a wrong password, and gets the same answer.
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
    if (!user || !ok) {
      throw new ServiceError(401, 'unauthorized', 'The user name or password is not right.');
    }
    const now = ctx.now();
    await ctx.storage.deleteExpiredSessions(now.toISOString());
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    await ctx.storage.createSession({
      tokenHash: sha256(token),
      user: user.name,
      csrfToken,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ctx.sessionTtlMs).toISOString(),
    });
    await ctx.storage.addAudit({
      at: now.toISOString(),
      user: user.name,
      action: 'login',
      kind: null,
      key: null,
      version: null,
      note: 'signed in',
    });
    reply.header('Set-Cookie', sessionCookie(request, token, Math.floor(ctx.sessionTtlMs / 1000)));
    return sessionAnswer({ user: user.name, role: user.role, csrfToken });
  });

  app.get('/config-api/v1/session', async (request) => sessionAnswer(requireUser(request)));

  // Signing out when not (or no longer) signed in is no change: 204 too. A live session needs
  // its CSRF token, as every write does.
  app.delete('/config-api/v1/session', async (request, reply: FastifyReply) => {
    if (request.session) {
      const session = requireWrite(request);
      await ctx.storage.deleteSession(session.tokenHash);
    }
    reply.header('Set-Cookie', sessionCookie(request, '', 0));
    return reply.code(204).send();
  });
}
