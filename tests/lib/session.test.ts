import { describe, it, expect } from 'vitest';
import {
  HEADER_KEYS,
  SESSION_KEYS,
  carriedParams,
  readSession,
  sessionParams,
  withSession,
  type Session,
} from '../../src/lib/session';

const session: Session = { userId: 'u1', sessionId: 's 1', deviceId: 'd1' };

describe('readSession', () => {
  it('reads the session keys from a query string with or without "?"', () => {
    expect(readSession('?userId=u1&sessionId=abc&other=x')).toEqual({
      userId: 'u1',
      sessionId: 'abc',
    });
    expect(readSession('userId=u1')).toEqual({ userId: 'u1' });
  });

  it('decodes values', () => {
    expect(readSession('?mobilePhone=%2B639171234567&appName=Cash+Loan')).toEqual({
      mobilePhone: '+639171234567',
      appName: 'Cash Loan',
    });
  });

  it('reads every key in SESSION_KEYS', () => {
    const query = SESSION_KEYS.map((key) => `${key}=v-${key}`).join('&');
    const read = readSession(query);
    expect(Object.keys(read)).toEqual([...SESSION_KEYS]);
    expect(read.clientType).toBe('v-clientType');
  });

  it('ignores empty, over-long and control-character values', () => {
    const long = 'a'.repeat(257);
    expect(
      readSession(
        `?userId=&sessionId=${long}&deviceId=a%0Ab&appName=x%00&merchantNumber=${'m'.repeat(256)}`,
      ),
    ).toEqual({ merchantNumber: 'm'.repeat(256) });
  });

  it('returns an empty session for an empty query', () => {
    expect(readSession('')).toEqual({});
    expect(readSession('?')).toEqual({});
  });
});

describe('the header values', () => {
  const query = '?userId=u1&building=b1&gather=g1&swift=s1&eyes=e1';

  it('are read with the session, and a long token is kept', () => {
    const token = 't'.repeat(2000);
    expect(readSession(`${query}&other=x`)).toEqual({
      userId: 'u1',
      building: 'b1',
      gather: 'g1',
      swift: 's1',
      eyes: 'e1',
    });
    expect(readSession(`?building=${token}`)).toEqual({ building: token });
  });

  it('leave out empty, over-long and control-character values', () => {
    expect(readSession(`?building=&gather=${'g'.repeat(4097)}&swift=a%0Ab&eyes=e1`)).toEqual({
      eyes: 'e1',
    });
  });

  it('never go into the API common parameters, only into what a link carries', () => {
    const read = readSession(query);
    expect(sessionParams(read)).toEqual({ userId: 'u1' });
    expect(carriedParams(read)).toEqual({
      userId: 'u1',
      building: 'b1',
      gather: 'g1',
      swift: 's1',
      eyes: 'e1',
    });
    expect(HEADER_KEYS).toEqual(['building', 'gather', 'swift', 'eyes']);
  });

  it("travel on every in-app link, after the session; the path's own value wins", () => {
    const read = readSession(query);
    expect(withSession('/order?orderId=9', read)).toBe(
      '/order?orderId=9&userId=u1&building=b1&gather=g1&swift=s1&eyes=e1',
    );
    expect(withSession('/order?swift=mine', read)).toBe(
      '/order?swift=mine&userId=u1&building=b1&gather=g1&eyes=e1',
    );
  });
});

describe('sessionParams', () => {
  it('returns only present keys in SESSION_KEYS order', () => {
    const params = sessionParams({ clientType: 'h5', userId: 'u1', deviceId: 'd1', appName: '' });
    expect(params).toEqual({ deviceId: 'd1', userId: 'u1', clientType: 'h5' });
    expect(Object.keys(params)).toEqual(['deviceId', 'userId', 'clientType']);
  });
});

describe('withSession', () => {
  it('appends the session params in SESSION_KEYS order', () => {
    expect(withSession('/loan', session)).toBe('/loan?deviceId=d1&userId=u1&sessionId=s+1');
  });

  it('returns the bare path for an empty session', () => {
    expect(withSession('/loan', {})).toBe('/loan');
  });

  it("keeps the path's own query, which wins over the session", () => {
    expect(withSession('/loan?id=7&userId=mine', session)).toBe(
      '/loan?id=7&userId=mine&deviceId=d1&sessionId=s+1',
    );
  });

  it("fills a session key the path's query leaves empty: a link's empty placeholder loses no session", () => {
    expect(withSession('/loanDetail?orderId=9&sessionId=&userId=', session)).toBe(
      '/loanDetail?orderId=9&sessionId=s+1&userId=u1&deviceId=d1',
    );
  });

  it('adds extra params after the session, skipping null and undefined', () => {
    expect(
      withSession(
        '/pay',
        { userId: 'u1' },
        { amount: 150000, note: undefined, ref: null, tab: 'a&b' },
      ),
    ).toBe('/pay?userId=u1&amount=150000&tab=a%26b');
  });

  it('lets extra override the session', () => {
    expect(withSession('/pay', { userId: 'u1', deviceId: 'd1' }, { userId: 'u2' })).toBe(
      '/pay?deviceId=d1&userId=u2',
    );
  });

  it('keeps the hash at the end', () => {
    expect(withSession('/help?x=1#faq', { userId: 'u1' })).toBe('/help?x=1&userId=u1#faq');
    expect(withSession('/help#faq?not=query', { userId: 'u1' })).toBe(
      '/help?userId=u1#faq?not=query',
    );
  });

  it.each([
    'http://evil.example/',
    'https://x',
    '//evil.example',
    '/\\evil.example',
    'loan',
    '',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/.//evil.example',
  ])('throws for %j', (path) => {
    expect(() => withSession(path, session)).toThrow(Error);
  });
});
