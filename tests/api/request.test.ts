import { describe, expect, it } from 'vitest';
import { buildRequest, mirrorProductId } from '../../src/api/request';

const search = '?userId=7&sessionId=s1&deviceId=d1&building=B&gather=G&swift=S&eyes=E&unrelated=x';

describe('buildRequest', () => {
  it('POST: form-encoded body, session params in the query, JSON-client headers', () => {
    const wire = buildRequest(
      '/amenities',
      { path: '/v3/x', method: 'POST', client: 'json' },
      { overall: 30, empty: undefined },
      search,
    );
    expect(wire.method).toBe('POST');
    expect(wire.url).toBe('/amenities/v3/x?deviceId=d1&userId=7&sessionId=s1');
    expect(wire.body).toBe('overall=30');
    expect(wire.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      building: 'B',
      gather: 'G',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
  });

  it('form client copies swift and eyes instead, empty when absent', () => {
    const wire = buildRequest(
      '/amenities',
      { path: '/v3/y', method: 'POST', client: 'form' },
      {},
      '?swift=S',
    );
    expect(wire.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      swift: 'S',
      eyes: '',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
  });

  it('GET puts the payload in the query and sends no body', () => {
    const wire = buildRequest(
      '/amenities',
      { path: '/v3/contract/contract', method: 'GET', client: 'json' },
      { productId: 5, scene: 3 },
      '?userId=7',
    );
    expect(wire.body).toBeUndefined();
    expect(wire.url).toBe(
      '/amenities/v3/contract/contract?userId=7&productId=5&scene=3&product_id=5',
    );
  });
});

describe('product id mirroring', () => {
  it('fills either name from the other', () => {
    expect(mirrorProductId({ product_id: 9 })).toEqual({ product_id: 9, productId: 9 });
    expect(mirrorProductId({ productId: '4' })).toEqual({ productId: '4', product_id: '4' });
  });
  it('keeps both when both are given, and adds nothing when neither is', () => {
    expect(mirrorProductId({ product_id: 1, productId: 2 })).toEqual({
      product_id: 1,
      productId: 2,
    });
    expect(mirrorProductId({ a: 1 })).toEqual({ a: 1 });
  });
});

describe('the copied headers', () => {
  it('leave out a value no header can carry, so the call still goes out (decision 035)', () => {
    const wire = (query: string) =>
      buildRequest('/amenities', { path: '/v3/x', method: 'POST', client: 'json' }, {}, query)
        .headers;
    expect(wire('?building=%E4%B8%AD&gather=G')).toMatchObject({ building: '', gather: 'G' });
    expect(wire('?building=a%0Ab&gather=%00')).toMatchObject({ building: '', gather: '' });
    // Latin-1 text travels as it is; spaces around it go, as browsers send a header.
    expect(wire('?building=caf%C3%A9')).toMatchObject({ building: 'café' });
    expect(wire('?building=%20b17%20&gather=%20')).toMatchObject({ building: 'b17', gather: '' });
    const sent = new XMLHttpRequest();
    sent.open('POST', '/amenities/v3/x');
    for (const [name, value] of Object.entries(wire('?building=%E4%B8%AD')))
      expect(() => sent.setRequestHeader(name, value)).not.toThrow();
  });
});
