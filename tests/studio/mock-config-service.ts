// A small in-memory config service that follows the contract (docs/config-service-api.md) for
// the studio's tests and its screenshots, until the real service is on this branch: sessions
// with a CSRF token, roles, versions and their states, 422 problems from the same checks as
// validate-config, the 409 `stale` publish, the 409 `behind` save, and the diff. `handle`
// answers one request; `mockFetch` makes it a `fetch`.
import type { Page } from 'playwright-core';
import { checkConfig } from '../../src/config-checks/config-check';

type Role = 'editor' | 'publisher';
type State = 'draft' | 'submitted' | 'published' | 'retired';

interface Version {
  version: number;
  state: State;
  author: string;
  createdAt: string;
  note: string;
  body: unknown;
  submittedBy?: string;
  publishedBy?: string;
  publishedAt?: string;
}

export interface MockRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}
export interface MockAnswer {
  status: number;
  body?: unknown;
}

const USERS: Record<string, { password: string; role: Role }> = {
  erin: { password: 'editor-pass', role: 'editor' },
  pat: { password: 'publisher-pass', role: 'publisher' },
};

const fail = (status: number, code: string, message: string, problems?: unknown): MockAnswer => ({
  status,
  body: { error: { code, message, ...(problems ? { problems } : {}) } },
});

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The contract's diff: the leaves (and whole added/removed subtrees) that differ. */
export function diffOf(
  a: unknown,
  b: unknown,
  at = '',
): { pointer: string; op: string; before?: unknown; after?: unknown }[] {
  const isObj = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (Array.isArray(a) && Array.isArray(b)) {
    const out = [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= b.length) out.push({ pointer: `${at}/${i}`, op: 'remove', before: a[i] });
      else if (i >= a.length) out.push({ pointer: `${at}/${i}`, op: 'add', after: b[i] });
      else out.push(...diffOf(a[i], b[i], `${at}/${i}`));
    }
    return out;
  }
  if (isObj(a) && isObj(b)) {
    const out = [];
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const p = `${at}/${escapeToken(key)}`;
      if (!(key in b)) out.push({ pointer: p, op: 'remove', before: a[key] });
      else if (!(key in a)) out.push({ pointer: p, op: 'add', after: b[key] });
      else out.push(...diffOf(a[key], b[key], p));
    }
    return out;
  }
  return JSON.stringify(a) === JSON.stringify(b)
    ? []
    : [{ pointer: at, op: 'replace', before: a, after: b }];
}

export class MockConfigService {
  readonly docs = new Map<string, Version[]>();
  private sessions = new Map<string, { name: string; role: Role; csrfToken: string }>();
  /** The cookie the browser would hold (one browser). */
  cookie: string | null = null;
  /** Every request, for assertions. */
  readonly requests: MockRequest[] = [];
  private clock = Date.parse('2026-11-20T09:00:00Z');
  /** Set: every request fails as if nothing listened. */
  down = false;
  /** The audit log's document steps, newest first, as GET /audit answers them. */
  readonly audit: {
    at: string;
    user: string;
    action: 'create' | 'submit' | 'publish' | 'rollback';
    kind: string;
    key: string;
    version: number;
    note: string;
  }[] = [];

  constructor(seed: { kind: string; key: string; versions: Partial<Version>[] }[] = []) {
    for (const doc of seed)
      this.docs.set(
        `${doc.kind}/${doc.key}`,
        doc.versions.map((v, i) => ({
          version: i + 1,
          state: 'draft',
          author: 'erin',
          createdAt: this.now(),
          note: '',
          body: {},
          ...v,
        })),
      );
  }

  private now(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }

  /** The same browser signs in again in another tab: the cookie names a new session. */
  signInElsewhere(name = 'erin'): void {
    const id = `s${this.sessions.size + 1}`;
    const role = USERS[name]!.role;
    this.sessions.set(id, { name, role, csrfToken: `csrf-${id}` });
    this.cookie = id;
  }

  /** Another operator publishes a version while the studio looks (for the 409). */
  publishBehind(kind: string, key: string, version: number, by = 'sam'): void {
    const versions = this.docs.get(`${kind}/${key}`)!;
    for (const v of versions) if (v.state === 'published') v.state = 'retired';
    Object.assign(
      versions.find((v) => v.version === version)!,
      {
        state: 'published',
        publishedBy: by,
        publishedAt: this.now(),
      },
    );
  }

  handle(request: MockRequest): MockAnswer {
    this.requests.push(request);
    const url = new URL(request.url, 'http://studio.test');
    const path = url.pathname.replace(/^\/config-api\/v1/, '');
    const session = this.cookie ? this.sessions.get(this.cookie) : undefined;
    const write = request.method !== 'GET';
    const body = (request.body ?? {}) as Record<string, unknown>;

    if (path === '/session') {
      if (request.method === 'POST') {
        const user = USERS[String(body.username)];
        if (!user || user.password !== body.password)
          return fail(401, 'unauthenticated', 'The user name or the password is wrong.');
        const id = `s${this.sessions.size + 1}`;
        const csrfToken = `csrf-${id}`;
        this.sessions.set(id, { name: String(body.username), role: user.role, csrfToken });
        this.cookie = id;
        return { status: 200, body: { user: { name: body.username, role: user.role }, csrfToken } };
      }
      if (!session) return fail(401, 'unauthenticated', 'Sign in first.');
      if (request.method === 'DELETE') {
        if (request.headers['x-csrf-token'] !== session.csrfToken)
          return fail(403, 'csrf', 'The request lacks the session’s CSRF token.');
        this.sessions.delete(this.cookie!);
        this.cookie = null;
        return { status: 204 };
      }
      return {
        status: 200,
        body: { user: { name: session.name, role: session.role }, csrfToken: session.csrfToken },
      };
    }
    if (!session) return fail(401, 'unauthenticated', 'Sign in first.');
    if (write && request.headers['x-csrf-token'] !== session.csrfToken)
      return fail(403, 'csrf', 'The request lacks the session’s CSRF token.');

    if (path === '/audit') {
      const kind = url.searchParams.get('kind');
      const key = url.searchParams.get('key');
      const entries = this.audit.filter(
        (e) => (!kind || e.kind === kind) && (!key || e.key === key),
      );
      return { status: 200, body: { entries } };
    }
    if (path === '/documents') {
      const documents = [...this.docs.entries()].map(([id, versions]) => {
        const [kind, key] = id.split('/') as [string, string];
        const live = versions.find((v) => v.state === 'published');
        const latest = versions.at(-1);
        return {
          kind,
          key,
          live: live
            ? {
                version: live.version,
                publishedAt: live.publishedAt,
                publishedBy: live.publishedBy,
              }
            : null,
          latest: latest ? { version: latest.version, state: latest.state } : null,
        };
      });
      return { status: 200, body: { documents } };
    }
    const m = path.match(/^\/documents\/([^/]+)\/([^/]+)(\/versions(?:\/(\d+)(\/\w+)?)?|\/diff)$/);
    if (!m) return fail(404, 'not-found', 'No such path.');
    const kind = decodeURIComponent(m[1]!);
    const key = decodeURIComponent(m[2]!);
    const id = `${kind}/${key}`;
    const versions = this.docs.get(id) ?? [];
    const number = m[4] === undefined ? undefined : Number(m[4]);
    const action = m[5]?.slice(1);
    const found = versions.find((v) => v.version === number);

    if (m[3] === '/diff') {
      const from = versions.find((v) => v.version === Number(url.searchParams.get('from')));
      const to = versions.find((v) => v.version === Number(url.searchParams.get('to')));
      if (!from || !to) return fail(404, 'not-found', 'No such version.');
      return { status: 200, body: { changes: diffOf(from.body, to.body) } };
    }
    if (number === undefined && request.method === 'GET')
      return {
        status: 200,
        body: { versions: [...versions].reverse().map(({ body: _b, ...info }) => info) },
      };
    if (number === undefined && request.method === 'POST') {
      const { problems } = checkConfig(JSON.stringify(body.body), kind);
      if (problems.length > 0)
        return fail(
          422,
          'invalid',
          'The document has problems; fix them and save again.',
          problems.map((p) => ({ pointer: p.pointer, message: p.reason })),
        );
      const latest = versions[versions.length - 1];
      if (
        body.expectedLatest !== undefined &&
        (body.expectedLatest ?? 0) !== (latest?.version ?? 0)
      )
        return fail(
          409,
          'behind',
          `Version ${latest?.version} was saved by ${latest?.author} at ${latest?.createdAt} while you were editing; compare it with your changes, then save again.`,
        );
      const version = versions.length + 1;
      const createdAt = this.now();
      const note = String(body.note ?? '');
      versions.push({
        version,
        state: 'draft',
        author: session.name,
        createdAt,
        note,
        body: body.body,
      });
      this.audit.unshift({
        at: createdAt,
        user: session.name,
        action: 'create',
        kind,
        key,
        version,
        note,
      });
      this.docs.set(id, versions);
      return { status: 201, body: { version, state: 'draft' } };
    }
    if (!found) return fail(404, 'not-found', 'No such version.');
    if (request.method === 'GET' && !action) return { status: 200, body: found };
    if (action === 'submit') {
      if (found.state !== 'draft') return fail(409, 'conflict', 'Only a draft can be submitted.');
      found.state = 'submitted';
      found.submittedBy = session.name;
      this.audit.unshift({
        at: this.now(),
        user: session.name,
        action: 'submit',
        kind,
        key,
        version: found.version,
        note: String(body.note ?? ''),
      });
      return { status: 200, body: { version: found.version, state: found.state } };
    }
    if (action === 'publish') {
      if (session.role !== 'publisher')
        return fail(403, 'forbidden', 'Only a publisher may publish or roll back.');
      const live = versions.find((v) => v.state === 'published');
      if (found === live) return { status: 200, body: { live: found.version } };
      if ((live?.version ?? null) !== body.expectedLive)
        return fail(
          409,
          'stale',
          `Version ${live?.version} was published by ${live?.publishedBy} at ${live?.publishedAt} while you were looking; review it and publish again.`,
        );
      if (found.state !== 'submitted' && found.state !== 'retired')
        return fail(409, 'conflict', 'Only a submitted or retired version can be published.');
      // As the service: today's checks again, on the version to publish.
      const { problems } = checkConfig(JSON.stringify(found.body), kind);
      if (problems.length > 0)
        return fail(
          422,
          'invalid',
          'This version fails the checks; it was not published.',
          problems.map((p) => ({ pointer: p.pointer, message: p.reason })),
        );
      if (live) live.state = 'retired';
      const rollback = found.state === 'retired';
      Object.assign(found, {
        state: 'published',
        publishedBy: session.name,
        publishedAt: this.now(),
      });
      this.audit.unshift({
        at: found.publishedAt!,
        user: session.name,
        action: rollback ? 'rollback' : 'publish',
        kind,
        key,
        version: found.version,
        note: String(body.note ?? ''),
      });
      return { status: 200, body: { live: found.version } };
    }
    return fail(404, 'not-found', 'No such path.');
  }
}

/** The mock as `fetch`: JSON in and out, as the browser would send it. */
export function mockFetch(service: MockConfigService): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (service.down || !url.includes('/config-api/')) throw new TypeError('Failed to fetch');
    const headers: Record<string, string> = {};
    for (const [name, value] of new Headers(init?.headers).entries()) headers[name] = value;
    const answer = service.handle({
      method: init?.method ?? 'GET',
      url,
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** The mock as the config service of a Playwright page (its /config-api/ requests). */
export async function routeToMock(page: Page, service: MockConfigService): Promise<void> {
  await page.route('**/config-api/**', async (route) => {
    const request = route.request();
    const data = request.postData();
    const answer = service.handle({
      method: request.method(),
      url: request.url(),
      headers: request.headers(),
      body: data ? JSON.parse(data) : undefined,
    });
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: answer.body === undefined ? '' : JSON.stringify(answer.body),
    });
  });
}
