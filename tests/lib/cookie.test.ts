import { describe, it, expect, afterEach, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../../src/lib/cookie';

function clearAllCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

afterEach(() => {
  clearAllCookies();
});

describe('setCookie', () => {
  it('writes an encoded cookie with path, far-future expiry and SameSite=Lax', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    setCookie('lang id', 'fil;x=1');
    expect(setter).toHaveBeenCalledWith(
      'lang%20id=fil%3Bx%3D1; path=/; expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax',
    );
  });

  it('uses the given path', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    setCookie('a', 'b', { path: '/app' });
    expect(setter.mock.calls[0]?.[0]).toContain('; path=/app;');
  });

  it('round-trips any string through getCookie', () => {
    setCookie('token', 'a b;c=d,é%');
    expect(getCookie('token')).toBe('a b;c=d,é%');
  });
});

describe('getCookie', () => {
  it('returns null for a missing cookie', () => {
    setCookie('present', '1');
    expect(getCookie('absent')).toBeNull();
  });

  it('does not match on a name prefix or suffix', () => {
    setCookie('sessionId', 'abc');
    expect(getCookie('session')).toBeNull();
    expect(getCookie('Id')).toBeNull();
    expect(getCookie('sessionId')).toBe('abc');
  });

  it('returns null instead of throwing on a malformed %-sequence', () => {
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(() => getCookie('broken')).not.toThrow();
    expect(getCookie('broken')).toBeNull();
  });

  it('returns the empty string for a cookie with an empty value', () => {
    document.cookie = 'empty=; path=/';
    expect(getCookie('empty')).toBe('');
  });
});

describe('removeCookie', () => {
  it('removes a cookie', () => {
    setCookie('gone', 'soon');
    expect(getCookie('gone')).toBe('soon');
    removeCookie('gone');
    expect(getCookie('gone')).toBeNull();
  });

  it('expires the cookie on the given path', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    removeCookie('x y', { path: '/app' });
    const written = setter.mock.calls[0]?.[0] ?? '';
    expect(written.startsWith('x%20y=;')).toBe(true);
    expect(written).toContain('path=/app');
    expect(written).toContain('expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });
});
