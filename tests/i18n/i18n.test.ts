import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createTranslate, pickLocale } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { id } from '../../src/i18n/id';
import { zh } from '../../src/i18n/zh';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Catalogue keys a layout or config names: {"key", "params"} texts and fallbackKey bindings. */
function namedKeys(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => namedKeys(item, out));
  if (value === null || typeof value !== 'object') return out;
  const record = value as Record<string, unknown>;
  const isText = Object.keys(record).every((name) => name === 'key' || name === 'params');
  if (isText && typeof record.key === 'string') out.push(record.key);
  if (typeof record.fallbackKey === 'string') out.push(record.fallbackKey);
  Object.values(record).forEach((child) => namedKeys(child, out));
  return out;
}

describe('locale choice', () => {
  it('a lang query parameter wins over the browser', () => {
    expect(pickLocale('?lang=es', ['en-US'])).toBe('es');
    expect(pickLocale('?lang=zh-CN', ['en'])).toBe('zh');
  });
  it('falls back to the browser, then English', () => {
    expect(pickLocale('', ['id-ID', 'en'])).toBe('id');
    // Older Android versions still report Indonesian by its former code.
    expect(pickLocale('', ['in-ID', 'en'])).toBe('id');
    expect(pickLocale('?lang=../../x', ['fr-FR'])).toBe('en');
  });
});

describe('translate', () => {
  it('interpolates named parameters and leaves unknown ones visible', () => {
    const t = createTranslate('en');
    expect(t('format.days', { count: 7 })).toBe('7 days');
    expect(t('error.server')).toContain('{status}');
  });
  it('falls back to English for keys a locale lacks, and to the key when none has it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createTranslate('es')('common.close')).toBe(en['common.close']);
    expect(createTranslate('en')('no.such.key')).toBe('no.such.key');
  });
  it("reads a catalogue's own entries only: a key from a config reaches nothing of Object's", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = createTranslate('en');
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(t(key, { x: 1 })).toBe(key);
  });
  it('other catalogues only hold keys the English one has', () => {
    for (const catalogue of [es, id, zh]) {
      for (const key of Object.keys(catalogue)) expect(Object.keys(en)).toContain(key);
    }
  });
  it('each locale keeps the placeholders of the English string it replaces', () => {
    // A placeholder the caller does not fill shows as "{max}" to a borrower.
    for (const catalogue of [es, id, zh]) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(placeholders(text), key).toEqual(placeholders(en[key as keyof typeof en]));
      }
    }
  });
  it('every key a shipped layout or config names is in the English catalogue', () => {
    // Unknown, the key itself would be shown.
    const dirs = ['schemas/v1/screens', 'schemas/v1/config'];
    for (const dir of dirs) {
      for (const file of fs.readdirSync(dir).filter((f) => /(?<!schema)\.json$/.test(f))) {
        const layout: unknown = JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8'));
        const unknown = namedKeys(layout).filter((key) => !Object.hasOwn(en, key));
        expect(unknown, `${dir}/${file}`).toEqual([]);
      }
    }
  });
});
