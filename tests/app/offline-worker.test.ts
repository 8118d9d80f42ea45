// When the offline worker registers: always in a production build on a public host; on a
// local host only when the server really serves it; a failure is silent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const register = vi.fn();
const unregister = vi.fn(async () => true);

function serve(contentType: string, ok = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response('x', { status: ok ? 200 : 404, headers: { 'content-type': contentType } }),
    ),
  );
}

async function start(hostname: string) {
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, hostname });
  const { startOfflineWorker } = await import('../../src/app/offline-worker');
  await startOfflineWorker();
}

beforeEach(() => {
  vi.stubEnv('DEV', false);
  register.mockReset().mockResolvedValue({});
  unregister.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, getRegistrations: async () => [{ unregister }] },
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('startOfflineWorker', () => {
  it('registers /sw.js on a public host without asking the server first', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await start('pay.lender.ph');
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a local host registers when the worker is really served', async () => {
    serve('text/javascript');
    await start('127.0.0.1');
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('on a local host without the worker (a development server) removes an old one', async () => {
    serve('text/html');
    await start('localhost');
    expect(register).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalledTimes(1);
  });

  it('a failed registration is silent', async () => {
    register.mockRejectedValue(new Error('blocked'));
    await expect(start('pay.lender.ph')).resolves.toBeUndefined();
  });
});
