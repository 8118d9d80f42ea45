// Chooses the locale (a `lang` query parameter, else the browser) and translates catalogue
// keys. Every visible string comes from a catalogue; missing keys fall back to English.
// en and fil are complete; es, id and zh hold only the spec's own strings in those
// languages, so a page in them is mostly English: the document is marked English and each
// string from the small catalogue carries its own language (langOfText).
import { inTime } from '../../renderers/in-time';
import type { MessageKey } from './en';
import { coreEn } from './en-core';

export type { MessageKey };
export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;
export type Locale = 'en' | 'fil' | 'es' | 'id' | 'zh';

type Catalogue = Partial<Record<MessageKey, string>>;
/**
 * Only a locale's readers need its catalogue: it arrives by loadCatalogue() before the app
 * first renders (src/app/start-app.tsx), so English pages carry English only.
 */
const catalogues: Record<Locale, Catalogue> = {
  en: { ...coreEn },
  fil: {},
  es: {},
  id: {},
  zh: {},
};
const loaders: Partial<Record<Locale, () => Promise<Catalogue>>> = {
  fil: () => import('./fil').then((module) => module.fil),
  es: () => import('./es').then((module) => module.es),
  id: () => import('./id').then((module) => module.id),
  zh: () => import('./zh').then((module) => module.zh),
};

/**
 * Adds a feature's English strings (src/i18n/en-<feature>.ts): its pages call this when
 * their code arrives, so the entry carries only the core strings.
 */
export function addEnglish(strings: Catalogue): void {
  Object.assign(catalogues.en, strings);
}

/** Whether `key` names an English string known to this page (core or an added feature). */
export function isKnownKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(catalogues.en, key);
}

/** How long the first render waits for a catalogue: then the page shows in English. */
export const CATALOGUE_WAIT_MS = 5_000;

/** Fetches the locale's catalogue when it is not built in; English stands in if that fails. */
export async function loadCatalogue(of: Locale): Promise<void> {
  const load = loaders[of];
  if (!load) return;
  try {
    // One that arrives later is left out: a page does not change language as it is read.
    catalogues[of] = await inTime(load(), CATALOGUE_WAIT_MS);
  } catch (error) {
    console.warn(`[i18n] the ${of} catalogue did not load; showing English`, error);
  }
}
/** Locales with every string of their own. */
const COMPLETE: ReadonlySet<Locale> = new Set<Locale>(['en', 'fil']);
/**
 * Tagalog's code names the same language the borrowers read as Filipino; older Android
 * versions report Indonesian by its former code, `in`.
 */
const ALIASES: Readonly<Record<string, Locale>> = { tl: 'fil', in: 'id' };

function localeOf(tag: string | null | undefined): Locale | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  if (!base) return undefined;
  if (Object.hasOwn(ALIASES, base)) return ALIASES[base];
  return Object.hasOwn(catalogues, base) ? (base as Locale) : undefined;
}

export function pickLocale(search: string, browserLanguages: readonly string[]): Locale {
  const requested = new URLSearchParams(search).get('lang');
  for (const tag of [requested, ...browserLanguages]) {
    const found = localeOf(tag);
    if (found) return found;
  }
  return 'en';
}

/** The language most of the page is shown in: the locale when complete, else English. */
export function documentLang(of: Locale): Locale {
  // A catalogue that did not load leaves the page in English.
  return COMPLETE.has(of) && Object.keys(catalogues[of]).length > 0 ? of : 'en';
}

/**
 * The page's `lang` query as the locale it chose, to carry along in-app links ('' when it
 * chose none): `es-419` is carried as `es`, and nothing of the raw value ever is.
 */
export function langParam(search: string): string {
  return localeOf(new URLSearchParams(search).get('lang')) ?? '';
}

function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function createTranslate(locale: Locale): Translate {
  return (key, params) => {
    // Own entries only: a key from a config ("constructor") must not reach Object's.
    const own = (catalogue: Partial<Record<MessageKey, string>>) =>
      Object.hasOwn(catalogue, key) ? catalogue[key as MessageKey] : undefined;
    const template = own(catalogues[locale]) ?? own(catalogues.en);
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

/**
 * The `lang` attribute a shown text needs inside this page: a string of the locale's small
 * catalogue (es, id, zh) on a page marked English. Read by the toast, where they all show.
 */
export function langOfText(text: string): string | undefined {
  if (documentLang(locale) === locale) return undefined;
  return Object.values(catalogues[locale]).includes(text) ? locale : undefined;
}
