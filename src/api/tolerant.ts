// Reading what a server sends tolerantly (ARCHITECTURE principle 7, decision 034): the
// generated validators of answers and configs already read numeric strings and "1"/"0" or
// boolean flags as numbers (ajv coerceTypes, scripts/gen.ts) and ignore unknown fields. This
// adds the two rules ajv has no option for: null means absent, and a part that still does not
// meet its schema is dropped where the schema lets the answer do without it. Only a value the
// page cannot work without (a required field, all the way up) fails the whole answer.
import type { Validator } from '../generated/validator';

type Container = Record<string, unknown> | unknown[];

/**
 * At most this many parts are dropped before an answer counts as unreadable: each drop costs a
 * validation, and an answer with more broken parts than this is not worth showing piecemeal.
 */
const MAX_DROPS = 200;

/** A part that did not meet its schema, and the keyword it failed: for the developers' log. */
export interface Dropped {
  at: string;
  keyword: string;
}

/**
 * Whether `value` can be read as `Data`. It is changed in place (nulls and unusable parts
 * removed, strings coerced), so pass a value of your own: a parsed answer, never a shipped
 * module's object. `dropped` receives each part that failed, the first one first: on
 * success the parts the page does without, on failure the chain up to the answer itself
 * (its last entry is what failed it). A part `essential` names (by its JSON Pointer) is not
 * dropped: unusable, it fails the whole value, which the page could not use without it.
 */
export function readTolerantly<Data>(
  validate: Validator<Data>,
  value: unknown,
  dropped: Dropped[] = [],
  essential: (at: string) => boolean = () => false,
): value is Data {
  dropNulls(value);
  for (let drops = 0; drops <= MAX_DROPS; drops += 1) {
    // A pass that coerced or removed fields may leave a shape an earlier keyword of the schema
    // reads differently (an object emptied of unknown fields): read only what a pass leaves as
    // it is.
    if (validate(value) && validate(value)) return true;
    const error = validate.errors?.[0];
    const at = error?.instancePath ?? '';
    dropped.push({ at, keyword: error?.keyword ?? 'unknown' });
    const segments = pointerSegments(at);
    // The answer itself is what failed: nothing smaller to drop.
    if (segments.length === 0 || essential(at) || !remove(value, segments)) return false;
  }
  return false;
}

/**
 * Removes every object property whose value is null, at any depth. (ajv's coerceTypes would
 * read a null amount as 0 and a null text as "": absent is what the server meant.)
 */
function dropNulls(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (record[key] === null) delete record[key];
      else pending.push(record[key]);
    }
  }
}

/** "/data/list/0/a~1b" → ["data", "list", "0", "a/b"] (RFC 6901). */
function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Drops the part at `segments`: an object's property, or a list's item (the later items move
 * up). A required property dropped makes its object fail next, so the drop climbs until it
 * reaches a part the schema can do without, or the answer itself.
 */
function remove(root: unknown, segments: string[]): boolean {
  let parent: unknown = root;
  for (const segment of segments.slice(0, -1)) {
    if (!isContainer(parent) || !Object.hasOwn(parent, segment)) return false;
    parent = (parent as Record<string, unknown>)[segment];
  }
  const last = segments[segments.length - 1]!;
  if (Array.isArray(parent)) {
    const index = Number(last);
    if (!Number.isInteger(index) || index < 0 || index >= parent.length) return false;
    parent.splice(index, 1);
    return true;
  }
  if (!isContainer(parent) || !Object.hasOwn(parent, last)) return false;
  delete (parent as Record<string, unknown>)[last];
  return true;
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}
