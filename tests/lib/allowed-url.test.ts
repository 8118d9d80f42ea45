// The one allow-list call path: links and opens may use the app scheme of this build, frames
// never; mailto and tel build their own targets.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function load(appScheme?: string) {
  vi.resetModules();
  if (appScheme !== undefined) vi.stubEnv('VITE_APP_SCHEME', appScheme);
  return import('../../src/lib/allowed-url');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('allowedUrl', () => {
  it('opens http(s) and in-app paths; refuses script, data and other-host paths', async () => {
    const { allowedUrl } = await load();
    expect(allowedUrl('https://pay.example/x', 'open')).toBe('https://pay.example/x');
    expect(allowedUrl('/loanDetail?orderId=1', 'open')).toBe('/loanDetail?orderId=1');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', ''])
      expect(allowedUrl(bad, 'open')).toBeNull();
  });

  it('a link or an open may use the configured app scheme; a frame may not', async () => {
    const { allowedUrl } = await load('borrowerapp');
    expect(allowedUrl('borrowerapp://order/1', 'open')).toBe('borrowerapp://order/1');
    expect(allowedUrl('borrowerapp://order/1', 'frame')).toBeNull();
    const { allowedUrl: without } = await load('');
    expect(without('borrowerapp://order/1', 'open')).toBeNull();
    // Without one, the brand config's app link names the app's scheme.
    expect(without('cashloan://open', 'open')).toBe('cashloan://open');
    expect(without('cashloan://open', 'frame')).toBeNull();
  });

  it('frames only http(s) and same-origin paths, never mailto or tel', async () => {
    const { allowedUrl } = await load();
    expect(allowedUrl('/__fixtures', 'frame')).toBe('/__fixtures');
    expect(allowedUrl('https://docs.example/terms', 'frame')).toBe('https://docs.example/terms');
    // An https page (and the deployed CSP's frame-src) frames no http page: refused, so the
    // page says so instead of showing an empty frame.
    expect(allowedUrl('http://docs.example/terms', 'frame')).toBeNull();
    expect(allowedUrl('mailto:care@lender.ph', 'frame')).toBeNull();
    expect(allowedUrl('tel:0917', 'frame')).toBeNull();
  });

  it('mailto and tel build the target from a bare address or number', async () => {
    const { allowedUrl } = await load();
    expect(allowedUrl('care@lender.ph', 'mailto')).toBe('mailto:care@lender.ph');
    expect(allowedUrl('0917 123 4567', 'tel')).toBe('tel:09171234567');
    expect(allowedUrl('not an address', 'mailto')).toBeNull();
  });
});
