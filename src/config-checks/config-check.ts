// The checks of a config document operations staff edit, shared by `npm run validate-config`
// (scripts/validate-config.ts) and the studio (/studio): its schema, through the generated
// all-errors checks (src/generated/checks/, `npm run gen`), then what a schema cannot say.
// Every problem is a JSON Pointer and a plain-language reason. No Node API: the studio runs
// this in the browser.
import { en } from '../i18n/en';
import { bankEn } from '../i18n/en-bank';
import { coreEn } from '../i18n/en-core';
import { paymentGuideEn } from '../i18n/en-payment-guide';
import { promotionEn } from '../i18n/en-promotion';
import { check as checkBankFormLayout } from '../generated/checks/v1/config/bank-form-layout.js';
import { check as checkBrand } from '../generated/checks/v1/config/brand.js';
import { check as checkLandingTemplate } from '../generated/checks/v1/config/landing-template.js';
import { check as checkPaymentInstructions } from '../generated/checks/v1/config/payment-instructions.js';
import { check as checkScreen } from '../generated/checks/v1/screen/screen.js';
import type { ValidationError, Validator } from '../generated/validator';
import { heroImageOf } from '../pages/promotion/hero-image';
import { eventProblems, usesOf } from './screen-events';
import { mayMatchDigits, shortestMatch } from './shortest-match';

export interface ConfigProblem {
  pointer: string;
  reason: string;
}

function quote(value: unknown): string {
  return JSON.stringify(value);
}

/** A key as one JSON Pointer segment (RFC 6901): "colors/accent" is not colors → accent. */
function segment(key: unknown): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

const NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]*$';
const NAME_RULE = 'this name must start with a letter and use only letters, digits or "_"';

/** The schemas' other patterns in plain words (each pattern is its own rule). */
const PATTERN_RULES: Readonly<Record<string, string>> = {
  '^[a-z0-9][a-z0-9-]{0,31}$': 'this must be lower-case letters, digits or "-" (at most 32)',
  '^[a-z0-9-]+$': 'this must be lower-case letters, digits or "-"',
  '^[a-z][a-z0-9-]*$':
    'this must start with a lower-case letter and use lower-case letters, digits or "-"',
  '^[a-z][a-z0-9-]{0,39}$':
    'this must start with a lower-case letter and use lower-case letters, digits or "-" (at most 40)',
  [NAME_PATTERN]: NAME_RULE,
  '^1\\.[0-9]+$':
    'this must be a version of the screen language 1, written "1.<minor>" (e.g. "1.1")',
  '^(@index|@key|@?(/([^~/]|~[01])*)*)$':
    'this must be a JSON Pointer: "/a/b" (the data), "/state/x", "@/a" (the current item), "@", "@index" or "@key"',
  '^/[^/\\\\]':
    'this must be a path of the app starting with "/" (e.g. "/customerService"); another site is an openUrl step',
  '^([1-9][0-9]?|100)vh$': 'this must be a number of pixels, or "1vh" to "100vh"',
  '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$': 'this must be a language tag such as "en" or "fil"',
};

/** An ajv error as a sentence someone who has never seen JSON Schema can act on. */
export function explain(error: ValidationError, keyPrefix = 'bank.'): ConfigProblem {
  const p = error.params ?? {};
  const at = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: `${at}/${segment(p.missingProperty)}`,
        reason: `the setting ${quote(p.missingProperty)} is missing; it is required here`,
      };
    case 'additionalProperties':
      return {
        pointer: `${at}/${segment(p.additionalProperty)}`,
        reason: `${quote(p.additionalProperty)} is not a known setting here (check its spelling)`,
      };
    case 'type':
      return { pointer: at, reason: `this must be ${article(String(p.type))}` };
    case 'const':
      return { pointer: at, reason: `this must be exactly ${quote(p.allowedValue)}` };
    case 'enum':
      return { pointer: at, reason: `this must be one of ${quote(p.allowedValues)}` };
    case 'minItems':
      return {
        pointer: at,
        reason: `this list needs at least ${String(p.limit)} ${p.limit === 1 ? 'entry' : 'entries'}`,
      };
    case 'maxItems':
      return { pointer: at, reason: `this list may have at most ${String(p.limit)} entries` };
    case 'uniqueItems': {
      // ajv gives the two positions in either order, depending on the item type.
      const [first, second] = [Number(p.i), Number(p.j)].sort((a, b) => a - b);
      return {
        pointer: at,
        reason: `entries ${String(first)} and ${String(second)} are the same; list each only once`,
      };
    }
    case 'minimum':
    case 'maximum':
      return {
        pointer: at,
        reason: `this number must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}`,
      };
    case 'minLength':
      return { pointer: at, reason: 'this text must not be empty' };
    case 'maxLength':
      return { pointer: at, reason: `this text is longer than ${String(p.limit)} characters` };
    case 'pattern':
      // A text that must say something: empty, or only spaces.
      if (String(p.pattern) === '\\S')
        return { pointer: at, reason: 'this text must not be empty' };
      if (String(p.pattern).startsWith('^#'))
        return {
          pointer: at,
          reason: 'this must be a colour written #rgb or #rrggbb (e.g. "#0f766e")',
        };
      // A name in an object (a state value, an event) is reported at the name itself.
      if ('propertyName' in error)
        return { pointer: `${at}/${segment(error.propertyName)}`, reason: NAME_RULE };
      if (at.endsWith('/key'))
        return {
          pointer: at,
          reason: `this catalogue key must start with ${quote(keyPrefix)} and use letters, digits, ".", "_" or "-"`,
        };
      return {
        pointer: at,
        reason:
          PATTERN_RULES[String(p.pattern)] ?? `this must match the pattern ${String(p.pattern)}`,
      };
    case 'propertyNames':
      // The same name as its "pattern" error above, which the caller then drops as a repeat.
      return { pointer: `${at}/${segment(p.propertyName)}`, reason: NAME_RULE };
    case 'discriminator':
      return {
        pointer: `${at}/${String(p.tag)}`,
        reason:
          p.error === 'tag'
            ? `the setting ${quote(p.tag)} must be a text naming the kind of node`
            : `${quote(p.tagValue)} is not a kind of node the screen language has (check its spelling)`,
      };
    case 'minProperties':
    case 'not':
      return { pointer: at, reason: 'give exactly one of "key" (catalogue key) or "text"' };
    default:
      return { pointer: at, reason: error.message ?? error.keyword };
  }
}

function article(type: string): string {
  const names: Record<string, string> = {
    object: 'an object ({ … })',
    array: 'a list ([ … ])',
    string: 'a text in quotes',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
  };
  return type
    .split(',')
    .map((t) => names[t] ?? t)
    .join(' or ');
}

/** The entries of a list whose `field` repeats an earlier entry's, with where that one is. */
function repeats(config: unknown, list: string, field: string) {
  const entries = (config as Record<string, unknown>)[list];
  if (!Array.isArray(entries)) return [];
  const seen = new Map<unknown, number>();
  const found: Array<{ index: number; value: unknown; first: number }> = [];
  entries.forEach((entry: unknown, index) => {
    const value = (entry as Record<string, unknown> | null)?.[field];
    if (value === undefined) return;
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else found.push({ index, value, first });
  });
  return found;
}

/** Checks the schema cannot express: one tab per card type. */
function duplicateCardTypes(config: unknown): ConfigProblem[] {
  return repeats(config, 'cardTypes', 'cardType').map(({ index, value, first }) => ({
    pointer: `/cardTypes/${index}/cardType`,
    reason: `card type ${quote(value)} already has a tab at /cardTypes/${first}`,
  }));
}

/** Checks the schema cannot express: each channel id once (the query picks one by id). */
function duplicateChannels(config: unknown): ConfigProblem[] {
  return repeats(config, 'channels', 'id').map(({ index, value, first }) => ({
    pointer: `/channels/${index}/id`,
    reason: `channel ${quote(value)} is already at /channels/${first}`,
  }));
}

/** What the landing's mobile input holds at most: its "phone" format keeps 11 digits. */
const MOBILE_DIGITS = 11;

/**
 * Beyond the schema: the landing's phonePattern must compile (else the page falls back), and
 * must accept a number the mobile input can hold, digits only and at most 11 of them (else
 * every registration is refused).
 */
function phonePatternProblems(config: unknown): ConfigProblem[] {
  const source = (config as { phonePattern?: unknown }).phonePattern;
  if (typeof source !== 'string' || source.trim() === '') return [];
  try {
    // As the page compiles it (src/pages/promotion/template.ts): the source alone (wrapped, an
    // unbalanced one such as "\d{11})|(\d" would compile with another meaning), then as the
    // whole digit string.
    new RegExp(source);
    new RegExp(`^(?:${source})$`);
  } catch (error) {
    return [
      {
        pointer: '/phonePattern',
        reason: `this is not a valid JavaScript regular expression (${(error as Error).message}); the page would use the shipped default template`,
      },
    ];
  }
  const shortest = shortestMatch(source);
  if (shortest > MOBILE_DIGITS)
    return [
      {
        pointer: '/phonePattern',
        reason: `this pattern needs at least ${shortest} characters, and the mobile input holds at most ${MOBILE_DIGITS} digits: every registration would be refused`,
      },
    ];
  if (mayMatchDigits(source)) return [];
  return [
    {
      pointer: '/phonePattern',
      reason: `this pattern matches no number of up to ${MOBILE_DIGITS} digits (the mobile input holds digits only): every registration would be refused`,
    },
  ];
}

/**
 * Beyond the schema: a hero picture the page would leave out, or that a phone would not load.
 * The page is served over https, where the web view refuses an http: picture as mixed content
 * and the deployed Content-Security-Policy allows https pictures only.
 */
function heroImageProblems(config: unknown): ConfigProblem[] {
  const url = (config as { heroImage?: unknown }).heroImage;
  if (typeof url !== 'string') return [];
  const reason = !heroImageOf(url)
    ? 'the page shows a picture only from an https address or a path on this site; it would leave this one out'
    : /^http:/i.test(url.trim())
      ? 'give an https address: the page is served over https, and a phone does not load an http picture there'
      : null;
  return reason ? [{ pointer: '/heroImage', reason }] : [];
}

/**
 * The catalogue keys a config names, with where: a text written {"key": …} (with its
 * "params"); a screen node's own "key" (a list's item key) is not one.
 */
function keysIn(value: unknown, at = ''): Array<{ pointer: string; key: string }> {
  if (value === null || typeof value !== 'object') return [];
  const names = Object.keys(value);
  const isText =
    names.includes('key') && names.every((name) => name === 'key' || name === 'params');
  const found: Array<{ pointer: string; key: string }> = [];
  for (const [name, child] of Object.entries(value)) {
    const pointer = `${at}/${segment(name)}`;
    if (isText && name === 'key' && typeof child === 'string') found.push({ pointer, key: child });
    else found.push(...keysIn(child, pointer));
  }
  return found;
}

/**
 * The written texts ({"text": …}) of a config that are only spaces: a tab or a help line that
 * shows nothing (the schema's minLength counts spaces).
 */
function blankTexts(value: unknown, at = ''): ConfigProblem[] {
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.text === 'string' && record.text.trim() === '' && !('type' in record))
    return [{ pointer: `${at}/text`, reason: 'this text is only spaces: it would show nothing' }];
  return Object.entries(record).flatMap(([name, child]) =>
    blankTexts(child, `${at}/${segment(name)}`),
  );
}

/** A screen layout's events and state, declared as it uses them (src/config-checks/screen-events.ts). */
function undeclaredUses(layout: unknown): ConfigProblem[] {
  const screen = layout as Parameters<typeof eventProblems>[0];
  return eventProblems(screen, usesOf(screen)).map((problem) => ({
    pointer: '/events',
    reason: `the layout ${problem}; its page's controller handles the declared events only`,
  }));
}

/** The English strings a page has: the core, and its own feature's (src/i18n/en.ts). */
type Strings = Readonly<Record<string, string>>;
const pageStrings = (own: Strings, file: string) => ({
  strings: { ...coreEn, ...own },
  where: `src/i18n/en-core.ts or ${file}`,
});

/**
 * A key the page that draws the config lacks would show as the key itself: built in, it must
 * be in the strings that page loads, not only somewhere in the English catalogue.
 */
function unknownKeys(
  config: unknown,
  { strings, where }: { strings: Strings; where: string } = {
    strings: en,
    where: 'src/i18n/en-*.ts',
  },
): ConfigProblem[] {
  return keysIn(config)
    .filter(({ key }) => !Object.hasOwn(strings, key))
    .map(({ pointer, key }) => ({
      pointer,
      reason: `${quote(key)} is not among the strings of the page that draws it (${where}); add it there or write the text with "text"`,
    }));
}

const bankStrings = pageStrings(bankEn, 'src/i18n/en-bank.ts');
const instructionStrings = pageStrings(paymentGuideEn, 'src/i18n/en-payment-guide.ts');
const landingStrings = pageStrings(promotionEn, 'src/i18n/en-promotion.ts');

export interface ConfigKind {
  name: string;
  /** What a valid file is called in the output. */
  label: string;
  schema: string;
  /** The generated all-errors check of that schema. */
  check: Validator<unknown>;
  keyPrefix: string;
  /** Checks beyond the schema, run on a file the schema accepts. */
  extra: (config: unknown) => ConfigProblem[];
}

export const KINDS: readonly ConfigKind[] = [
  {
    name: 'bank-form-layout',
    label: 'bank-form layout',
    schema: 'schemas/v1/config/bank-form-layout.schema.json',
    check: checkBankFormLayout,
    keyPrefix: 'bank.',
    extra: (config) => [
      ...duplicateCardTypes(config),
      ...unknownKeys(config, bankStrings),
      ...blankTexts(config),
    ],
  },
  {
    name: 'payment-instructions',
    label: 'payment-instructions config',
    schema: 'schemas/v1/config/payment-instructions.schema.json',
    check: checkPaymentInstructions,
    keyPrefix: 'paymentInstructions.',
    extra: (config) => [
      ...duplicateChannels(config),
      ...unknownKeys(config, instructionStrings),
      ...blankTexts(config),
    ],
  },
  {
    name: 'brand',
    label: 'brand config',
    schema: 'schemas/v1/config/brand.schema.json',
    check: checkBrand,
    keyPrefix: '',
    extra: () => [],
  },
  {
    name: 'landing-template',
    label: 'landing template',
    schema: 'schemas/v1/config/landing-template.schema.json',
    check: checkLandingTemplate,
    keyPrefix: '',
    extra: (config) => [
      ...phonePatternProblems(config),
      ...heroImageProblems(config),
      ...unknownKeys(config, landingStrings),
    ],
  },
  {
    name: 'screen',
    label: 'screen layout',
    schema: 'schemas/v1/screen/screen.schema.json',
    check: checkScreen,
    keyPrefix: '',
    extra: (config) => [...unknownKeys(config), ...undeclaredUses(config)],
  },
];

export const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name);

/**
 * The kind a parsed file is: its "$schema" names one, or a "channels" list says instructions,
 * a "companyName" the brand config, a "headline" or "buttonText" a landing template.
 */
export function kindOf(config: unknown): ConfigKind {
  const record = config !== null && typeof config === 'object' ? config : {};
  const named = (record as { $schema?: unknown }).$schema;
  if (typeof named === 'string') {
    const byName = kindNamed(named.replace(/^.*\//, '').replace(/\.schema\.json$/, ''));
    if (byName) return byName;
  }
  if ('channels' in record) return kindNamed('payment-instructions')!;
  if ('companyName' in record) return kindNamed('brand')!;
  if ('headline' in record || 'buttonText' in record) return kindNamed('landing-template')!;
  if ((record as { type?: unknown }).type === 'screen') return kindNamed('screen')!;
  return KINDS[0]!;
}

export function checkConfig(
  text: string,
  kindName?: string,
): { kind: ConfigKind; problems: ConfigProblem[] } {
  let config: unknown;
  const given = kindName === undefined ? undefined : kindNamed(kindName);
  try {
    config = JSON.parse(text);
  } catch (error) {
    return {
      kind: given ?? KINDS[0]!,
      problems: [
        { pointer: '', reason: `the file is not valid JSON: ${(error as Error).message}` },
      ],
    };
  }
  const kind = given ?? kindOf(config);
  const validate = kind.check;
  if (validate(config)) return { kind, problems: kind.extra(config) };
  // "oneOf"-style noise from the text definition is collapsed by pointer + reason.
  const seen = new Set<string>();
  const problems = (validate.errors ?? []).map((error) => explain(error, kind.keyPrefix));
  return {
    kind,
    problems: problems.filter((problem) => {
      const key = `${problem.pointer} ${problem.reason}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  };
}
