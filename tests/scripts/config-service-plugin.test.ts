// @vitest-environment node
// The config service on the dev server (`npm start`): /config-api/v1 always, and the app's two
// read paths unless the fixture-scenario choice names a scenario for them, so the developer
// preview, the studio and the tests keep their fixtures.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureHandler } from '../../fixtures/server/handler';
import { configServicePlugin, servedByConfigService } from '../../scripts/config-service-plugin';

const TEMPLATE = '/amenities/v3/channel/channel-template';
const LAYOUT = '/amenities/v3/bind-card/form-layout';

function request(url: string, headers: Record<string, string> = {}) {
  return { url, headers } as unknown as http.IncomingMessage;
}

describe('which requests the config service answers', () => {
  it('answers /config-api always, the read paths only with readPaths and no fixture chosen', () => {
    expect(servedByConfigService(request('/config-api/v1/session'), false)).toBe(true);
    expect(servedByConfigService(request(`${TEMPLATE}?templateId=T-1`), false)).toBe(false);
    expect(servedByConfigService(request(`${TEMPLATE}?templateId=T-1`), true)).toBe(true);
    expect(servedByConfigService(request(LAYOUT), true)).toBe(true);
    expect(servedByConfigService(request('/amenities/v3/bind-card/card-init'), true)).toBe(false);
    expect(servedByConfigService(request('/config-apis'), true)).toBe(false);
    const cookie = (choice: object) => ({
      cookie: `a=b; fixture-scenario=${encodeURIComponent(JSON.stringify(choice))}`,
    });
    for (const choice of [
      { '/v3/channel/channel-template': 'broken' },
      { [TEMPLATE]: 'default' },
      { '*': 'slow' },
    ]) {
      expect(
        servedByConfigService(request(TEMPLATE, cookie(choice)), true),
        JSON.stringify(choice),
      ).toBe(false);
    }
    // A choice for another endpoint leaves this one to the service.
    expect(
      servedByConfigService(
        request(LAYOUT, cookie({ '/v3/channel/channel-template': 'broken' })),
        true,
      ),
    ).toBe(true);
    expect(
      servedByConfigService(
        request(LAYOUT, {
          'x-fixture-scenario': JSON.stringify({ '/v3/bind-card/form-layout': 'invalid' }),
        }),
        true,
      ),
    ).toBe(false);
  });
});

describe('configServicePlugin on a server in front of the fixture API', () => {
  let server: http.Server;
  let base: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-plugin-'));

  beforeAll(async () => {
    const plugin = configServicePlugin({ readPaths: true, dataDir }) as Plugin & {
      configureServer: (server: unknown) => void;
    };
    let middleware: Connect.NextHandleFunction | undefined;
    const fixtures = createFixtureHandler();
    server = http.createServer((req, res) => middleware!(req, res, () => fixtures(req, res)));
    plugin.configureServer({
      middlewares: { use: (fn: Connect.NextHandleFunction) => (middleware = fn) },
      httpServer: server,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const query = 'templateId=T-1&userId=1&sessionId=s&appVersion=1&deviceId=d&channel=c';

  it('answers the read path from the seeded service, or from the chosen fixture', async () => {
    const fromService = await fetch(`${base}${TEMPLATE}?${query}`);
    expect(fromService.headers.get('etag')).toBeTruthy();
    expect(fromService.headers.get('cache-control')).toBe('no-store');
    const seeded = JSON.parse(
      fs.readFileSync('fixtures/api/v3/channel/channel-template/default.json', 'utf8'),
    );
    expect(await fromService.json()).toEqual(seeded);

    const fromFixture = await fetch(`${base}${TEMPLATE}?templateId=T-1`, {
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        cookie: `fixture-scenario=${encodeURIComponent('{"/v3/channel/channel-template":"null-data"}')}`,
      },
    });
    expect(fromFixture.headers.get('x-fixture-scenario-used')).toBe('null-data');
    expect((await fromFixture.json()).data).toBeNull();
  });

  it('mounts /config-api/v1', async () => {
    const session = await fetch(`${base}/config-api/v1/session`);
    expect(session.status).toBe(401);
    expect((await session.json()).error.code).toBe('unauthorized');
    expect(fs.existsSync(path.join(dataDir, 'config.sqlite'))).toBe(true);
  });
});
