// In-app links carry the session, the header values and the page's language; API calls gain
// neither the language nor the header values in their query.
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

  it('carries the header values (building, gather, swift, eyes) with the session', () => {
    window.history.replaceState(
      null,
      '',
      '/customerService?userId=7&building=b1&gather=g1&swift=s1&eyes=e1&other=x',
    );
    expect(sessionLink('/complainPage', { orderNo: 'N1' })).toBe(
      '/complainPage?userId=7&building=b1&gather=g1&swift=s1&eyes=e1&orderNo=N1',
    );
  });

  it('API requests gain neither the page language nor the header values in their query', () => {
    const wire = buildRequest(
      '/amenities',
      { path: '/x', method: 'POST', client: 'json' },
      {},
      '?userId=7&building=b1&gather=g1',
    );
    expect(wire.url).toBe('/amenities/x?userId=7');
    expect(wire.headers).toMatchObject({ building: 'b1', gather: 'g1' });
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
