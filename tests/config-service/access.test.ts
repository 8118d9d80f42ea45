// @vitest-environment node
// Sign-in and access, on both backends: the cookie's attributes, same answer for an unknown
// user and a wrong password, and each refusal of a write (no session, expired session,
// missing or wrong CSRF token, wrong role), each written to the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  DOCS,
  PASSWORD,
  serviceOn,
  signIn,
  template,
  write,
  read,
  type Signed,
} from './helpers';

describe.each(BACKENDS)('config service access ($name)', (backend) => {
  let clock = new Date('2026-11-26T09:00:00.000Z');
  let service: Awaited<ReturnType<typeof serviceOn>>;
  let ed: Signed;
  let pub: Signed;
  const create = `${DOCS}/landing-template/T-3/versions`;
  const draft = { body: template('Hello'), note: 'n' };

  beforeAll(async () => {
    service = await serviceOn(backend, { now: () => clock, sessionTtlMs: 60 * 60 * 1000 });
    ed = await signIn(service.app, 'ed');
    pub = await signIn(service.app, 'pub');
  });
  afterAll(() => service.close());

  const lastAudit = async () =>
    (await read(service.app, pub, '/config-api/v1/audit')).json().entries[0];

  it('signs in with an HttpOnly SameSite=Strict cookie on /config-api and a CSRF token', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/config-api/v1/session',
      payload: { username: 'ed', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ user: { name: 'ed', role: 'editor' }, csrfToken: expect.any(String) });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^cfg_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/config-api');
    expect(cookie).not.toContain('Secure');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await lastAudit()).toMatchObject({ action: 'login', user: 'ed' });

    const session = await service.app.inject({
      method: 'GET',
      url: '/config-api/v1/session',
      headers: { cookie: cookie.split(';')[0] as string },
    });
    expect(session.json()).toEqual(body);
  });

  it('marks the cookie Secure when the request came over HTTPS (through the proxy)', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/config-api/v1/session',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: 'ed', password: PASSWORD },
    });
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });

  it('refuses a bad sign-in with one message for an unknown user and a wrong password', async () => {
    const wrong = await service.app.inject({
      method: 'POST',
      url: '/config-api/v1/session',
      payload: { username: 'ed', password: 'not the password' },
    });
    const unknown = await service.app.inject({
      method: 'POST',
      url: '/config-api/v1/session',
      payload: { username: 'nobody', password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
    // A name that is no account is not written down: it may be a password typed in its field.
    expect(await lastAudit()).toMatchObject({ action: 'refused', user: '-' });
    await service.app.inject({
      method: 'POST',
      url: '/config-api/v1/session',
      payload: { username: 'ed', password: 'not the password' },
    });
    expect(await lastAudit()).toMatchObject({ action: 'refused', user: 'ed' });
    const malformed = await service.app.inject({
      method: 'POST',
      url: '/config-api/v1/session',
      payload: { username: 'ed' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a write without a session (401)', async () => {
    const response = await service.app.inject({ method: 'POST', url: create, payload: draft });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
    expect(await lastAudit()).toMatchObject({
      action: 'refused',
      user: '-',
      kind: 'landing-template',
      key: 'T-3',
    });
    expect((await service.app.inject({ method: 'GET', url: DOCS })).statusCode).toBe(401);
  });

  it('refuses a write without the CSRF header, or with a wrong one (403 csrf)', async () => {
    const missing = await service.app.inject({
      method: 'POST',
      url: create,
      headers: { cookie: ed.cookie },
      payload: draft,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('csrf');
    const wrong = await write(service.app, { ...ed, csrf: pub.csrf }, 'POST', create, draft);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('csrf');
    expect(await lastAudit()).toMatchObject({ action: 'refused', user: 'ed' });
    const logout = await service.app.inject({
      method: 'DELETE',
      url: '/config-api/v1/session',
      headers: { cookie: ed.cookie },
    });
    expect(logout.statusCode).toBe(403);
  });

  it('refuses a publish by an editor (403 forbidden)', async () => {
    const created = await write(service.app, ed, 'POST', create, draft);
    expect(created.statusCode).toBe(201);
    const { version } = created.json();
    expect(
      (
        await write(
          service.app,
          ed,
          'POST',
          `${DOCS}/landing-template/T-3/versions/${version}/submit`,
        )
      ).statusCode,
    ).toBe(200);
    const refused = await write(
      service.app,
      ed,
      'POST',
      `${DOCS}/landing-template/T-3/versions/${version}/publish`,
      {
        note: 'n',
        expectedLive: null,
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'forbidden',
      message: 'Only a publisher may do this; ed is an editor.',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'refused',
      user: 'ed',
      version,
      note: expect.stringContaining('forbidden'),
    });
    // A publisher may do everything an editor can.
    expect((await write(service.app, pub, 'POST', create, draft)).statusCode).toBe(201);
  });

  it('refuses a request with an expired session (401) and ends it', async () => {
    const late = await signIn(service.app, 'ed');
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    const response = await write(service.app, late, 'POST', create, draft);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Your session has expired; sign in again.');
    const again = await write(service.app, late, 'POST', create, draft);
    expect(again.json().error.message).toBe('You are not signed in; sign in first.');
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const who = await signIn(service.app, 'pub');
    const response = await write(service.app, who, 'DELETE', '/config-api/v1/session');
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^cfg_session=; .*Max-Age=0/);
    expect((await read(service.app, who, '/config-api/v1/session')).statusCode).toBe(401);
    // Not signed in (any more): nothing to end, 204 as well.
    const again = await service.app.inject({ method: 'DELETE', url: '/config-api/v1/session' });
    expect(again.statusCode).toBe(204);
  });

  it('takes JSON only (no form or text/plain write reaches a handler)', async () => {
    const who = await signIn(service.app, 'ed');
    const response = await service.app.inject({
      method: 'POST',
      url: create,
      headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': 'text/plain' },
      payload: JSON.stringify(draft),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('bad_request');
  });

  it('writes every refused write in the audit log with its reason: a missing version, a bad request', async () => {
    // The tests above ended the sessions they began with.
    pub = await signIn(service.app, 'pub');
    const missing = await write(
      service.app,
      pub,
      'POST',
      `${DOCS}/landing-template/T-3/versions/999/publish`,
      { note: 'go', expectedLive: null },
    );
    expect(missing.statusCode).toBe(404);
    expect(await lastAudit()).toMatchObject({
      action: 'refused',
      user: 'pub',
      version: 999,
      note: expect.stringMatching(/not_found/),
    });
    const noExpected = await write(
      service.app,
      pub,
      'POST',
      `${DOCS}/landing-template/T-3/versions/1/publish`,
      { note: 'go' },
    );
    expect(noExpected.statusCode).toBe(400);
    expect(await lastAudit()).toMatchObject({
      action: 'refused',
      note: expect.stringMatching(/expectedLive/),
    });
  });
});
