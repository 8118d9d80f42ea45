// In-app links carry the session and the page's language, and API calls do not gain it.
import { afterEach, describe, expect, it } from 'vitest';
import { buildRequest } from '../../src/api/request';
import { sessionLink } from '../../src/app/navigation';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('sessionLink', () => {
  it('carries a valid lang so a reload of the next page keeps the language', () => {
    window.history.replaceState(null, '', '/customerService?userId=7&lang=fil');
    expect(sessionLink('/complainPage')).toBe('/complainPage?userId=7&lang=fil');
  });

  it('leaves out a lang the app does not know, and keeps one the link chooses', () => {
    window.history.replaceState(null, '', '/customerService?userId=7&lang=fr');
    expect(sessionLink('/complainPage')).toBe('/complainPage?userId=7');
    window.history.replaceState(null, '', '/customerService?userId=7&lang=fil');
    expect(sessionLink('/complainPage?lang=en')).toBe('/complainPage?lang=en&userId=7');
  });

  it('API requests do not gain the page language', () => {
    const wire = buildRequest(
      '/amenities',
      { path: '/x', method: 'POST', client: 'json' },
      {},
      '?userId=7&lang=fil',
    );
    expect(wire.url).toBe('/amenities/x?userId=7');
  });
});
