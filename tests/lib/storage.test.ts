import { describe, it, expect, beforeEach, vi } from 'vitest';
import { readJson, writeJson } from '../../src/lib/storage';

interface Prefs {
  lang: string;
}

function isPrefs(v: unknown): v is Prefs {
  return typeof v === 'object' && v !== null && typeof (v as { lang?: unknown }).lang === 'string';
}

function throwingStorage(error: Error): Storage {
  const fail = () => {
    throw error;
  };
  return {
    length: 0,
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  };
}

beforeEach(() => {
  localStorage.clear();
});

describe('readJson', () => {
  it('returns a stored valid value', () => {
    localStorage.setItem('prefs', '{"lang":"fil"}');
    expect(readJson('prefs', isPrefs)).toEqual({ lang: 'fil' });
  });

  it('returns null for a missing key', () => {
    expect(readJson('prefs', isPrefs)).toBeNull();
  });

  it('returns null and removes corrupt JSON', () => {
    localStorage.setItem('prefs', '{"lang":');
    expect(readJson('prefs', isPrefs)).toBeNull();
    expect(localStorage.getItem('prefs')).toBeNull();
  });

  it('returns null and removes a value that fails validation', () => {
    localStorage.setItem('prefs', '{"lang":7}');
    expect(readJson('prefs', isPrefs)).toBeNull();
    expect(localStorage.getItem('prefs')).toBeNull();
  });

  it('leaves other keys alone', () => {
    localStorage.setItem('prefs', 'not json');
    localStorage.setItem('other', '1');
    readJson('prefs', isPrefs);
    expect(localStorage.getItem('other')).toBe('1');
  });

  it('uses the storage it is given', () => {
    sessionStorage.setItem('prefs', '{"lang":"en"}');
    expect(readJson('prefs', isPrefs, sessionStorage)).toEqual({ lang: 'en' });
    expect(readJson('prefs', isPrefs)).toBeNull();
    sessionStorage.clear();
  });

  it('returns null when the storage throws', () => {
    const storage = throwingStorage(new DOMException('denied', 'SecurityError'));
    expect(readJson('prefs', isPrefs, storage)).toBeNull();
  });

  it('returns null when touching localStorage itself throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => readJson('prefs', isPrefs)).not.toThrow();
    expect(readJson('prefs', isPrefs)).toBeNull();
  });
});

describe('writeJson', () => {
  it('stores JSON and reports success', () => {
    expect(writeJson('prefs', { lang: 'fil' })).toBe(true);
    expect(localStorage.getItem('prefs')).toBe('{"lang":"fil"}');
  });

  it('returns false on a quota error', () => {
    const storage = throwingStorage(new DOMException('full', 'QuotaExceededError'));
    expect(writeJson('prefs', { lang: 'fil' }, storage)).toBe(false);
  });

  it('returns false when touching localStorage itself throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeJson('prefs', { lang: 'fil' })).toBe(false);
  });

  it('returns false for values without a JSON form', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(writeJson('prefs', circular)).toBe(false);
    expect(writeJson('prefs', undefined)).toBe(false);
    expect(writeJson('prefs', 1n)).toBe(false);
    expect(localStorage.getItem('prefs')).toBeNull();
  });
});
