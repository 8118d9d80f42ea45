// `npm run validate-config -- FILE [--kind NAME]`: checks a config file operations staff edit
// against its schema in schemas/v1/config/ before it is served or built: the bank-form layout
// (served by the API), the payment-provider instructions (built into /paymentInstructions),
// the brand config (built into every page: colours, the website's footer, the documents) or
// the promotion landing template (served by the API; also checks that its phonePattern
// compiles as a JavaScript regular expression).
// The kind is --kind when given, else the file's own "$schema", else its shape (a "channels"
// list is payment instructions, a "companyName" the brand config, a "headline" or
// "buttonText" a landing template; anything else is read as a bank-form layout, the first
// kind).
// Prints each problem with its JSON Pointer and a plain-language reason; exits 1 when the file
// is missing, is not JSON or breaks the schema, 0 when it is fine.
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { en } from '../src/i18n/en.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface ConfigProblem {
  pointer: string;
  reason: string;
}

function quote(value: unknown): string {
  return JSON.stringify(value);
}

/** An ajv error as a sentence someone who has never seen JSON Schema can act on. */
export function explain(error: ErrorObject, keyPrefix = 'bank.'): ConfigProblem {
  const p = error.params as Record<string, unknown>;
  const at = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: `${at}/${String(p.missingProperty)}`,
        reason: `the setting ${quote(p.missingProperty)} is missing; it is required here`,
      };
    case 'additionalProperties':
      return {
        pointer: `${at}/${String(p.additionalProperty)}`,
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
      if (String(p.pattern).startsWith('^#'))
        return {
          pointer: at,
          reason: 'this must be a colour written #rgb or #rrggbb (e.g. "#0f766e")',
        };
      return at.endsWith('/key')
        ? {
            pointer: at,
            reason: `this catalogue key must start with ${quote(keyPrefix)} and use letters, digits, ".", "_" or "-"`,
          }
        : {
            pointer: at,
            reason: 'this must be lower-case letters, digits or "-" (at most 32)',
          };
    case 'minProperties':
    case 'maxProperties':
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

/** Checks the schema cannot express: one tab per card type. */
function duplicateCardTypes(config: unknown): ConfigProblem[] {
  const cardTypes = (config as { cardTypes?: unknown }).cardTypes;
  if (!Array.isArray(cardTypes)) return [];
  const seen = new Map<unknown, number>();
  const problems: ConfigProblem[] = [];
  cardTypes.forEach((entry: unknown, i) => {
    const type = (entry as { cardType?: unknown } | null)?.cardType;
    if (type === undefined) return;
    const first = seen.get(type);
    if (first === undefined) seen.set(type, i);
    else
      problems.push({
        pointer: `/cardTypes/${i}/cardType`,
        reason: `card type ${quote(type)} already has a tab at /cardTypes/${first}`,
      });
  });
  return problems;
}

/** Checks the schema cannot express: each channel id once (the query picks one by id). */
function duplicateChannels(config: unknown): ConfigProblem[] {
  const channels = (config as { channels?: unknown }).channels;
  if (!Array.isArray(channels)) return [];
  const seen = new Map<unknown, number>();
  const problems: ConfigProblem[] = [];
  channels.forEach((entry: unknown, i) => {
    const id = (entry as { id?: unknown } | null)?.id;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, i);
    else
      problems.push({
        pointer: `/channels/${i}/id`,
        reason: `channel ${quote(id)} is already at /channels/${first}`,
      });
  });
  return problems;
}

/** Beyond the schema: the landing's phonePattern must compile (else the page falls back). */
function phonePatternCompiles(config: unknown): ConfigProblem[] {
  const source = (config as { phonePattern?: unknown }).phonePattern;
  if (typeof source !== 'string') return [];
  try {
    // As the page compiles it (src/pages/promotion/template.ts): the whole digit string.
    new RegExp(`^(?:${source})$`);
    return [];
  } catch (error) {
    return [
      {
        pointer: '/phonePattern',
        reason: `this is not a valid JavaScript regular expression (${(error as Error).message}); the page would use the shipped default template`,
      },
    ];
  }
}

/** The catalogue keys a config names ({"key": …}), with where. */
function keysIn(value: unknown, at = ''): Array<{ pointer: string; key: string }> {
  if (value === null || typeof value !== 'object') return [];
  const found: Array<{ pointer: string; key: string }> = [];
  for (const [name, child] of Object.entries(value)) {
    const pointer = `${at}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (name === 'key' && typeof child === 'string') found.push({ pointer, key: child });
    else found.push(...keysIn(child, pointer));
  }
  return found;
}

/** A key the English catalogue lacks would show as the key itself: built in, it must exist. */
function unknownKeys(config: unknown): ConfigProblem[] {
  return keysIn(config)
    .filter(({ key }) => !Object.prototype.hasOwnProperty.call(en, key))
    .map(({ pointer, key }) => ({
      pointer,
      reason: `${quote(key)} is not in the English catalogue (src/i18n/en-*.ts); add it there or write the text with "text"`,
    }));
}

export interface ConfigKind {
  name: string;
  /** What a valid file is called in the output. */
  label: string;
  schema: string;
  keyPrefix: string;
  /** Checks beyond the schema, run on a file the schema accepts. */
  extra: (config: unknown) => ConfigProblem[];
}

export const KINDS: readonly ConfigKind[] = [
  {
    name: 'bank-form-layout',
    label: 'bank-form layout',
    schema: 'schemas/v1/config/bank-form-layout.schema.json',
    keyPrefix: 'bank.',
    extra: duplicateCardTypes,
  },
  {
    name: 'payment-instructions',
    label: 'payment-instructions config',
    schema: 'schemas/v1/config/payment-instructions.schema.json',
    keyPrefix: 'paymentInstructions.',
    extra: (config) => [...duplicateChannels(config), ...unknownKeys(config)],
  },
  {
    name: 'brand',
    label: 'brand config',
    schema: 'schemas/v1/config/brand.schema.json',
    keyPrefix: '',
    extra: () => [],
  },
  {
    name: 'landing-template',
    label: 'landing template',
    schema: 'schemas/v1/config/landing-template.schema.json',
    keyPrefix: '',
    extra: phonePatternCompiles,
  },
];

const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name);

/**
 * The kind a parsed file is: its "$schema" names one, or a "channels" list says instructions,
 * a "companyName" the brand config, a "headline" or "buttonText" a landing template.
 */
export function kindOf(config: unknown): ConfigKind {
  const record = config !== null && typeof config === 'object' ? config : {};
  const named = (record as { $schema?: unknown }).$schema;
  if (typeof named === 'string') {
    const byName = kindNamed(path.basename(named).replace(/\.schema\.json$/, ''));
    if (byName) return byName;
  }
  if ('channels' in record) return kindNamed('payment-instructions')!;
  if ('companyName' in record) return kindNamed('brand')!;
  if ('headline' in record || 'buttonText' in record) return kindNamed('landing-template')!;
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
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  const validate = ajv.compile(JSON.parse(fs.readFileSync(path.join(root, kind.schema), 'utf8')));
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

const USAGE = `usage: npm run validate-config -- FILE [--kind ${KINDS.map((k) => k.name).join('|')}]`;

/** FILE and --kind NAME (or --kind=NAME), in any order; npm's "--" is skipped. */
export function parseArgs(argv: readonly string[]): { file?: string; kind?: string } {
  let file: string | undefined;
  let kind: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '--kind') kind = argv[++i] ?? '';
    else if (arg.startsWith('--kind=')) kind = arg.slice('--kind='.length);
    else file ??= arg;
  }
  return { file, kind };
}

function main(): void {
  const { file, kind: kindName } = parseArgs(process.argv.slice(2));
  if (kindName !== undefined && !kindNamed(kindName)) {
    console.error(`unknown config kind ${quote(kindName)}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (!file) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    console.error(`${file}: ${missing ? 'no such file' : (error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const { kind, problems } = checkConfig(text, kindName);
  if (problems.length === 0) {
    console.log(`${file}: valid ${kind.label}`);
    return;
  }
  console.error(
    `${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'} (as a ${kind.label})`,
  );
  for (const problem of problems) console.error(`  ${problem.pointer || '/'}: ${problem.reason}`);
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
