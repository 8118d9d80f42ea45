// Rewrites of a recorded answer that keep its meaning (ARCHITECTURE principle 7): what a real
// back end may send for the same data. Unknown fields added, numbers sent as text, 0/1 flags as
// booleans, null for optional values, keys in another order, the envelope's success said
// another way its convention allows (src/api/envelope.ts). `meant` is the answer a rewrite
// stands for: the recorded one without the values it sent as null.
import fc from 'fast-check';
import type { Endpoint } from '../../src/api/endpoints';
import { readTolerantly, type Dropped } from '../../src/api/tolerant';
import type { Json } from './arbitraries';
import { validatorFor } from '../api/validators';

type Path = ReadonlyArray<string | number>;

export interface Rewrite {
  /** Optional values sent as null (paths into the answer). */
  nulls: Path[];
  /** Unknown fields: the object (an index into the answer's objects), a name and a value. */
  extras: Array<{ object: number; key: string; value: Json }>;
  numbersAsText: boolean;
  flagsAsBooleans: boolean;
  reorder: boolean;
  /** The envelope's success said another way: a key's new value, undefined to leave it out. */
  envelope: { key: 'success' | 'code'; value: Json | undefined } | null;
}

const copy = (value: Json): Json => JSON.parse(JSON.stringify(value)) as Json;

function objectsOf(value: Json, at: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = Array.isArray(value) ? [] : [at];
  const entries: Array<[string | number, Json]> = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return [...own, ...entries.flatMap(([key, inner]) => objectsOf(inner, [...at, key]))];
}

function at(value: Json, path: Path): Json | undefined {
  let node: Json | undefined = value;
  for (const key of path) node = (node as Record<string | number, Json> | undefined)?.[key];
  return node;
}

function deleteAt(value: Json, path: Path): void {
  const parent = at(value, path.slice(0, -1)) as Record<string | number, Json>;
  delete parent[path[path.length - 1]!];
}

/**
 * The object properties the endpoint's schema lets the answer do without: removing one leaves
 * an answer the app reads whole. The envelope's code and success flag stay as they are.
 */
export function optionalPaths(endpoint: Endpoint<unknown>, answer: Json): Path[] {
  return objectsOf(answer)
    .flatMap((object) =>
      Object.keys(at(answer, object) as object).map((key): Path => [...object, key]),
    )
    .filter((path) => !(path.length === 1 && (path[0] === 'code' || path[0] === 'success')))
    .filter((path) => {
      const without = copy(answer);
      deleteAt(without, path);
      const dropped: Dropped[] = [];
      return readTolerantly(validatorFor(endpoint), without, dropped) && dropped.length === 0;
    });
}

const extraValue: fc.Arbitrary<Json> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.boolean(),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 }), {
    maxKeys: 3,
  }),
);

/**
 * Other words for a successful envelope under the endpoint's rule: a flag as 1, "1" or "true",
 * and where the code decides (contract repayment.md: success unless the flag is false) no
 * flag at all; where the flag decides (contract loan.md) a code of null or none.
 */
function envelopeWordings(endpoint: Endpoint<unknown>, answer: Json): Rewrite['envelope'][] {
  const envelope = answer as Record<string, Json>;
  const flags = [1, '1', 'true'].map((value) => ({ key: 'success' as const, value }));
  if (endpoint.success === 'flag')
    return [...flags, { key: 'code', value: null }, { key: 'code', value: undefined }];
  if (envelope.success !== true) return [];
  return [...flags, { key: 'success', value: undefined }, { key: 'success', value: null }];
}

export function rewriteOf(endpoint: Endpoint<unknown>, answer: Json): fc.Arbitrary<Rewrite> {
  const objects = objectsOf(answer).length;
  const wordings = envelopeWordings(endpoint, answer);
  const optional = optionalPaths(endpoint, answer);
  return fc.record({
    nulls: fc.subarray(optional, { maxLength: Math.min(6, optional.length) }),
    extras: fc.array(
      fc.record({
        object: fc.nat({ max: Math.max(0, objects - 1) }),
        key: fc.string({ minLength: 1, maxLength: 8 }).map((k) => `zz_${k}`),
        value: extraValue,
      }),
      { maxLength: 6 },
    ),
    numbersAsText: fc.boolean(),
    flagsAsBooleans: fc.boolean(),
    reorder: fc.boolean(),
    envelope: wordings.length > 0 ? fc.option(fc.constantFrom(...wordings)) : fc.constant(null),
  });
}

function mapLeaves(value: Json, change: (leaf: Json, key: string | number | null) => Json): Json {
  const walk = (node: Json, key: string | number | null): Json => {
    if (Array.isArray(node)) return node.map((v, i) => walk(v, i));
    if (typeof node === 'object' && node !== null)
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    return change(node, key);
  };
  return walk(value, null);
}

function reversedKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversedKeys(v)]),
  );
}

/** The answer as sent, and the answer it means. */
export function applyRewrite(answer: Json, rewrite: Rewrite): { sent: Json; meant: Json } {
  // A value inside one sent as null goes with it.
  const within = (inner: Path, outer: Path) =>
    inner.length > outer.length && outer.every((key, i) => inner[i] === key);
  const nulls = rewrite.nulls.filter((path) => !rewrite.nulls.some((o) => within(path, o)));
  const meant = copy(answer);
  for (const path of nulls) deleteAt(meant, path);

  let sent = copy(answer);
  for (const path of nulls) {
    const parent = at(sent, path.slice(0, -1)) as Record<string | number, Json>;
    parent[path[path.length - 1]!] = null;
  }
  const objects = objectsOf(sent);
  for (const { object, key, value } of rewrite.extras) {
    const target = objects[object] && (at(sent, objects[object]) as Record<string, Json> | null);
    if (target && !(key in target)) target[key] = value;
  }
  // The envelope's code stays a number: `false` is not a success code in any convention.
  if (rewrite.flagsAsBooleans)
    sent = mapLeaves(sent, (leaf, key) =>
      key !== 'code' && (leaf === 0 || leaf === 1) ? leaf === 1 : leaf,
    );
  if (rewrite.numbersAsText)
    sent = mapLeaves(sent, (leaf) => (typeof leaf === 'number' ? String(leaf) : leaf));
  if (rewrite.reorder) sent = reversedKeys(sent);
  if (rewrite.envelope) {
    const { key, value } = rewrite.envelope;
    const envelope = sent as Record<string, Json>;
    if (value === undefined) delete envelope[key];
    else envelope[key] = value;
  }
  return { sent, meant };
}
