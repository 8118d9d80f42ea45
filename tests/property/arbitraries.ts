// fast-check arbitraries shared by the property tests: malformed answers made by mutating
// an endpoint's recorded default answer, and raw bodies as they would come off the wire.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import type { Endpoint } from '../../src/api/endpoints';
import { HOSTILE_MARKUP, HOSTILE_URLS } from './hostile';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = ReadonlyArray<string | number>;

/** The endpoint's recorded default answer (fixtures/api/<path>/default.json). */
export function defaultAnswer(endpoint: Endpoint<unknown>): Json {
  const file = join(process.cwd(), 'fixtures/api', endpoint.path, 'default.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/** Strings up to ~100k characters, cheap to build and to shrink. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('x', 'ab ', '<script>', 'é漢🧨', '\u0000', 'javascript:', '%', '"\\'),
    fc.integer({ min: 1_000, max: 100_000 }),
  )
  .map(([chunk, length]) => chunk.repeat(Math.ceil(length / chunk.length)).slice(0, length));

/** Arrays and objects nested 200 levels deep and more. */
export const deepNesting: fc.Arbitrary<Json> = fc
  .tuple(fc.integer({ min: 200, max: 2_000 }), fc.boolean(), fc.constantFrom<Json>(null, 'x', 0))
  .map(([depth, alternate, leaf]) => {
    let value: Json = leaf;
    for (let i = 0; i < depth; i += 1) value = alternate && i % 2 ? [value] : { a: value };
    return value;
  });

export const hostileString: fc.Arbitrary<string> = fc.constantFrom(
  ...HOSTILE_URLS,
  ...HOSTILE_MARKUP,
);

/** Codes and success flags that sit on the edges of the three success conventions. */
export const edgeCode: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  0,
  '0',
  '00',
  '000',
  ' 0 ',
  '0 \n',
  -0,
  0.0,
  '0.0',
  '-0',
  '+0',
  '0x0',
  '',
  ' ',
  1,
  '1',
  -1,
  '01',
  1e21,
  'success',
  true,
  false,
  null,
  [],
  {},
  [0],
);

const scalar: fc.Arbitrary<Json> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** A value of any JSON type, to swap in where another type was expected. */
export const anyValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 2, arbitrary: fc.constantFrom<Json>('', '0', '1', 'null', 'true', [], {}, [null]) },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepNesting },
);

/** Keys a careless merge or lookup would treat specially. */
const specialKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '',
  'code',
  'data',
  'success',
  'message',
);

export type Mutation =
  | { kind: 'drop'; at: number }
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'add'; at: number; key: string; value: Json }
  | { kind: 'code'; value: Json }
  | { kind: 'success'; value: Json }
  | { kind: 'message'; value: Json };

const at = fc.nat({ max: 10_000 });
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), at }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: anyValue }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      at,
      key: fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom('__proto__', 'constructor') },
        { weight: 1, arbitrary: specialKey },
        { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
      ),
      value: anyValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('code' as const), value: edgeCode }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('success' as const),
      value: fc.constantFrom<Json>(true, false, 'true', 'false', 1, 0, null),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('message' as const),
      value: fc.oneof(anyValue, fc.constantFrom<Json>('', '   ', '\n')),
    }),
  },
);

function pathsOf(value: Json, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  // Deep nesting that a mutation put in is not walked: its paths add nothing new.
  if (prefix.length > 12) return out;
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) pathsOf(value[key] as Json, [...prefix, key], out);
  }
  return out;
}

function clone(value: Json): Json {
  if (Array.isArray(value)) return value.map(clone);
  if (value !== null && typeof value === 'object') {
    const copy: { [key: string]: Json } = {};
    for (const key of Object.keys(value)) setOwn(copy, key, clone(value[key] as Json));
    return copy;
  }
  return value;
}

/** Sets an own, enumerable key, also "__proto__", as JSON.parse would. */
function setOwn(target: { [key: string]: Json }, key: string, value: Json): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function parentOf(root: Json, path: Path): Json | undefined {
  let current: Json | undefined = root;
  for (const step of path.slice(0, -1)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? current[step as number] : current[step as string];
  }
  return current;
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Applies the mutations in order to a copy of `base` (generated values are copied too, never
 * changed in place); undefined when the root was dropped.
 */
export function mutate(base: Json, mutations: readonly Mutation[]): Json | undefined {
  let root: Json | undefined = clone(base);
  for (const m of mutations) {
    if (root === undefined) return undefined;
    if (m.kind === 'code' || m.kind === 'success' || m.kind === 'message') {
      if (isObject(root)) setOwn(root, m.kind, clone(m.value));
      continue;
    }
    const paths = pathsOf(root);
    const path = paths[m.at % paths.length] ?? [];
    const key = path[path.length - 1];
    const parent = path.length === 0 ? undefined : parentOf(root, path);
    if (m.kind === 'add') {
      // The node at the path itself: its parent as seen from one step further down.
      const target = parentOf(root, [...path, 0]);
      if (isObject(target)) setOwn(target, m.key, clone(m.value));
      else if (Array.isArray(target)) target.push(clone(m.value));
      continue;
    }
    if (path.length === 0) {
      root = m.kind === 'drop' ? undefined : clone(m.value);
      continue;
    }
    if (Array.isArray(parent)) {
      if (m.kind === 'drop') parent.splice(key as number, 1);
      else parent[key as number] = clone(m.value);
    } else if (isObject(parent)) {
      if (m.kind === 'drop') delete parent[key as string];
      else setOwn(parent, key as string, clone(m.value));
    }
  }
  return root;
}

/** The default answer with 0 to 5 mutations: 0 keeps a valid control case in the mix. */
export function mutatedAnswer(
  base: Json,
): fc.Arbitrary<{ mutations: Mutation[]; value: Json | undefined }> {
  return fc
    .array(mutation, { minLength: 0, maxLength: 5 })
    .map((mutations) => ({ mutations, value: mutate(base, mutations) }));
}

export type RawBody =
  | { kind: 'json'; mutations: Mutation[]; value: Json | undefined; text: string }
  | { kind: 'text'; text: string };

/** Bodies that are not JSON at all, or broken on the way. */
const brokenText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    'true',
    '0',
    '"ok"',
    '[]',
    '[{"code":0}]',
    '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
    '<script>alert(1)</script>',
    '\ufeff{"code":0,"data":{}}',
    '{"code":0,"data":',
    '{"code":0,"code":1,"message":"dup"}',
    '{"__proto__":{"code":0},"data":{}}',
    '{"constructor":{"prototype":{"ok":true}},"code":1}',
    'undefined',
    'NaN',
  ),
  fc.string({ maxLength: 40 }),
  hugeString,
);

/** A raw answer body: the mutated default serialised (sometimes cut short), or junk text. */
export function rawBody(base: Json): fc.Arbitrary<RawBody> {
  return fc.oneof(
    {
      weight: 17,
      arbitrary: fc
        .tuple(
          mutatedAnswer(base),
          fc.oneof(
            { weight: 19, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.nat() },
          ),
        )
        .map(([{ mutations, value }, cut]): RawBody => {
          const full = value === undefined ? '' : JSON.stringify(value);
          const text = cut === undefined ? full : full.slice(0, cut % (full.length + 1));
          return { kind: 'json', mutations, value, text };
        }),
    },
    { weight: 3, arbitrary: brokenText.map((text): RawBody => ({ kind: 'text', text })) },
  );
}

/** How the answer arrives: mostly HTTP 200, sometimes another status or no answer at all. */
export type Wire = { status: number } | { networkError: true };

export const wire: fc.Arbitrary<Wire> = fc.oneof(
  { weight: 30, arbitrary: fc.constant({ status: 200 }) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(0, 199, 201, 204, 299, 300, 301, 304, 400, 401, 403, 404, 429, 500, 502, 503)
      .map((status) => ({ status })),
  },
  { weight: 1, arbitrary: fc.constant({ networkError: true as const }) },
);

/**
 * The network under the API clients (src/api/network.ts, an axios adapter) answering with
 * this body the way `how` says.
 */
export type Exchange = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse<string>>;

export function answerFor(body: string, how: Wire): Exchange {
  return async (config) => {
    if ('networkError' in how) throw new Error('socket hang up');
    return { data: body, status: how.status, statusText: '', headers: {}, config };
  };
}
