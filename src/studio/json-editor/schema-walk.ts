// Which JSON Schemas apply at a JSON Pointer of a document: enough of draft-07 for completion
// ($ref across files by $id, definitions, properties, patternProperties, additionalProperties,
// items, allOf/anyOf/oneOf, if/then/else). Loose on purpose: it offers what may fit; the
// checks (src/config-checks/config-check.ts) decide what is valid.

export type Schema = Record<string, unknown>;

export interface SchemaSet {
  /** $id of the schema the document follows. */
  root: string;
  /** Every schema by its $id. */
  schemas: Record<string, object>;
}

/** A schema and the $id its relative $refs resolve against. */
export interface Located {
  schema: Schema;
  base: string;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function atPointer(doc: unknown, fragment: string): unknown {
  if (fragment === '' || fragment === '/') return doc;
  return fragment
    .slice(1)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, key) => (isSchema(at) ? at[key] : undefined), doc);
}

function follow(set: SchemaSet, ref: string, base: string): Located | null {
  let url: URL;
  try {
    url = new URL(ref, base);
  } catch {
    return null;
  }
  const id = `${url.origin}${url.pathname}`;
  const doc = set.schemas[id];
  const target = atPointer(doc, decodeURIComponent(url.hash.replace(/^#/, '')));
  return isSchema(target) ? { schema: target, base: id } : null;
}

/** The schema itself and every schema it means too: its $ref and its combinations. */
export function expand(set: SchemaSet, located: Located, seen = new Set<Schema>()): Located[] {
  const { schema, base } = located;
  if (seen.has(schema)) return [];
  seen.add(schema);
  const found: Located[] = [located];
  if (typeof schema.$ref === 'string') {
    const target = follow(set, schema.$ref, base);
    if (target) found.push(...expand(set, target, seen));
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list))
      for (const part of list)
        if (isSchema(part)) found.push(...expand(set, { schema: part, base }, seen));
  }
  for (const key of ['then', 'else'] as const) {
    const part = schema[key];
    if (isSchema(part)) found.push(...expand(set, { schema: part, base }, seen));
  }
  return found;
}

/** The schemas of one child (a property name or an array index) of a value. */
function childOf(set: SchemaSet, located: Located, segment: string): Located[] {
  const { schema, base } = located;
  const found: Located[] = [];
  const add = (part: unknown) =>
    isSchema(part) && found.push(...expand(set, { schema: part, base }));
  const properties = schema.properties;
  if (isSchema(properties) && segment in properties) add(properties[segment]);
  const patterns = schema.patternProperties;
  if (isSchema(patterns))
    for (const [pattern, part] of Object.entries(patterns)) {
      try {
        if (new RegExp(pattern, 'u').test(segment)) add(part);
      } catch {
        // A pattern this browser cannot compile offers nothing.
      }
    }
  if (isSchema(schema.additionalProperties)) add(schema.additionalProperties);
  if (/^\d+$/.test(segment)) {
    const items = schema.items;
    if (Array.isArray(items)) add(items[Number(segment)] ?? schema.additionalItems);
    else add(items);
  }
  return found;
}

/** Every schema that applies at a pointer of the document. */
export function schemasAt(set: SchemaSet, pointer: string): Located[] {
  const root = set.schemas[set.root];
  if (!isSchema(root)) return [];
  let at = expand(set, { schema: root, base: set.root });
  const segments = pointer === '' ? [] : pointer.slice(1).split('/');
  for (const raw of segments) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    at = at.flatMap((located) => childOf(set, located, segment));
    if (at.length === 0) break;
  }
  return at;
}
