// `npm run validate-config -- FILE`: checks a bank-form layout config (operations staff edit
// it) against schemas/v1/config/bank-form-layout.schema.json before it is served. Prints each
// problem with its JSON Pointer and a plain-language reason; exits 1 when the file is
// missing, is not JSON or breaks the schema, 0 when it is fine.
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';

const root = path.resolve(import.meta.dirname, '..');
const SCHEMA = path.join(root, 'schemas/v1/config/bank-form-layout.schema.json');

export interface ConfigProblem {
  pointer: string;
  reason: string;
}

function quote(value: unknown): string {
  return JSON.stringify(value);
}

/** An ajv error as a sentence someone who has never seen JSON Schema can act on. */
export function explain(error: ErrorObject): ConfigProblem {
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
      return { pointer: at, reason: `this list needs at least ${String(p.limit)} entry` };
    case 'maxItems':
      return { pointer: at, reason: `this list may have at most ${String(p.limit)} entries` };
    case 'uniqueItems':
      return {
        pointer: at,
        reason: `entries ${String(p.j)} and ${String(p.i)} are the same; list each only once`,
      };
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
      return {
        pointer: at,
        reason:
          'this catalogue key must start with "bank." and use letters, digits, ".", "_" or "-"',
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

export function checkConfig(text: string): ConfigProblem[] {
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (error) {
    return [{ pointer: '', reason: `the file is not valid JSON: ${(error as Error).message}` }];
  }
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  const validate = ajv.compile(JSON.parse(fs.readFileSync(SCHEMA, 'utf8')));
  if (validate(config)) return duplicateCardTypes(config);
  // "oneOf"-style noise from the text definition is collapsed by pointer + reason.
  const seen = new Set<string>();
  return (validate.errors ?? []).map(explain).filter((problem) => {
    const key = `${problem.pointer} ${problem.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function main(): void {
  const file = process.argv.slice(2).find((arg) => arg !== '--');
  if (!file) {
    console.error('usage: npm run validate-config -- FILE');
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
  const problems = checkConfig(text);
  if (problems.length === 0) {
    console.log(`${file}: valid bank-form layout`);
    return;
  }
  console.error(`${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  for (const problem of problems) console.error(`  ${problem.pointer || '/'}: ${problem.reason}`);
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
