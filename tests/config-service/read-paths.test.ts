// @vitest-environment node
// The app's read paths: the live version in the app's envelope, data null when nothing is
// published, a strong ETag per kind/key/version, Cache-Control public max-age=30 and 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty, shippedDefault } from '../../server/config-service/seed';
import { BACKENDS, DOCS, serviceOn, signIn, template, write, type Signed } from './helpers';

const TEMPLATE = '/amenities/v3/channel/channel-template';
const LAYOUT = '/amenities/v3/bind-card/form-layout';

describe.each(BACKENDS)('config service read paths ($name)', (backend) => {
  let service: Awaited<ReturnType<typeof serviceOn>>;
  let pub: Signed;

  beforeAll(async () => {
    service = await serviceOn(backend);
    pub = await signIn(service.app, 'pub');
  });
  afterAll(() => service.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    service.app.inject({ method: 'GET', url, headers });

  async function publishNew(key: string, body: unknown, expectedLive: number | null) {
    const doc = `${DOCS}/landing-template/${key}`;
    const { version } = (
      await write(service.app, pub, 'POST', `${doc}/versions`, { body, note: 'n' })
    ).json();
    await write(service.app, pub, 'POST', `${doc}/versions/${version}/submit`);
    const published = await write(service.app, pub, 'POST', `${doc}/versions/${version}/publish`, {
      note: 'n',
      expectedLive,
    });
    expect(published.statusCode).toBe(200);
    return version as number;
  }

  it('answers data null when nothing is published', async () => {
    for (const url of [
      `${TEMPLATE}?templateId=T-1`,
      LAYOUT,
      TEMPLATE,
      `${TEMPLATE}?templateId=${'x'.repeat(65)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ code: 0, message: 'success', data: null });
      expect(response.headers['cache-control']).toBe('public, max-age=30');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    }
  });

  it('answers the published version, ignoring the session parameters, with ETag and 304', async () => {
    const url = `${TEMPLATE}?templateId=T-5&userId=u1&sessionId=s1&appVersion=1.0`;
    const none = await get(url);
    const v1 = await publishNew('T-5', template('First'), null);
    const first = await get(url);
    expect(first.json()).toEqual({ code: 0, message: 'success', data: template('First') });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(first.headers.etag);
    expect(etag).not.toBe(none.headers.etag);

    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('public, max-age=30');
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const v2 = await publishNew('T-5', template('Second'), v1);
    const second = await get(url, { 'if-none-match': etag });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(template('Second'));
    expect(second.headers.etag).not.toBe(etag);

    // Rolled back: version 1's body and ETag again.
    await write(service.app, pub, 'POST', `${DOCS}/landing-template/T-5/versions/${v1}/publish`, {
      note: 'back',
      expectedLive: v2,
    });
    const back = await get(url);
    expect(back.json().data).toEqual(template('First'));
    expect(back.headers.etag).toBe(etag);
    // Other templates are not touched.
    expect((await get(`${TEMPLATE}?templateId=T-6`)).json().data).toBeNull();
  });

  it('answers the seeded shipped defaults', async () => {
    await seedIfEmpty(service.storage);
    // Not empty any more (T-5 above): seeding does nothing then.
    expect((await get(LAYOUT)).json().data).toBeNull();
    const fresh = await serviceOn(backend);
    try {
      const seeded = await seedIfEmpty(fresh.storage);
      expect(seeded).toEqual([
        'landing-template/default',
        'bank-form-layout/default',
        'brand/default',
        'payment-instructions/default',
        'landing-template/T-1',
      ]);
      const layout = await fresh.app.inject({ method: 'GET', url: LAYOUT });
      expect(layout.json()).toEqual({
        code: 0,
        message: 'success',
        data: shippedDefault('bank-form-layout'),
      });
      const landing = await fresh.app.inject({
        method: 'GET',
        url: `${TEMPLATE}?templateId=default`,
      });
      expect(landing.json().data).toEqual(shippedDefault('landing-template'));
      const versions = await fresh.storage.listVersions('brand', 'default');
      expect(versions).toEqual([
        expect.objectContaining({
          version: 1,
          state: 'published',
          author: 'system',
          publishedBy: 'system',
        }),
      ]);
      expect(await seedIfEmpty(fresh.storage)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
