// Chooses the locale (a `lang` query parameter, else the browser) and translates catalogue
// keys. Every visible string comes from a catalogue; missing keys fall back to English.
import { en, type MessageKey } from './en';
import { es } from './es';
import { id } from './id';
import { zh } from './zh';

export type { MessageKey };
export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;
export type Locale = 'en' | 'es' | 'id' | 'zh';

const catalogues: Record<Locale, Partial<Record<MessageKey, string>>> = { en, es, id, zh };

export function pickLocale(search: string, browserLanguages: readonly string[]): Locale {
  const requested = new URLSearchParams(search).get('lang');
  for (const tag of [requested, ...browserLanguages]) {
    const base = tag?.toLowerCase().split(/[-_]/)[0];
    if (base && base in catalogues) return base as Locale;
  }
  return 'en';
}

function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function createTranslate(locale: Locale): Translate {
  const catalogue = catalogues[locale];
  return (key, params) => {
    const template = catalogue[key as MessageKey] ?? en[key as MessageKey];
    if (template === undefined) {
      console.warn(`[i18n] missing key ${key}`);
      return key;
    }
    return interpolate(template, params);
  };
}

export const locale: Locale =
  typeof window === 'undefined'
    ? 'en'
    : pickLocale(window.location.search, window.navigator.languages ?? [window.navigator.language]);

export const t: Translate = createTranslate(locale);
