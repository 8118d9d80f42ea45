// Where a screen layout has nodes, found by walking it beside its schema: a value sits at a
// node position when the schema there refers to node.schema.json (any node) or to one node
// kind's schema (a modal's `actions` are buttons). So `children`, `template`, `panel`,
// `fallback`, `empty`, a carousel's `slides` and whatever a new node kind declares are found
// without a list of property names to keep in step, and an object that merely has a `type`
// (an action: a `toast` step is not a `toast` node; a list's literal items) is never taken for
// a node. Used by `npm run gen` (./screen-registry.ts) and the layout tests.
import fs from 'node:fs';
import path from 'node:path';

type Schema = Record<string, unknown>;

/** Every schema under a folder, by $id. */
export type SchemaSet = ReadonlyMap<string, Schema>;

/** One node of a layout, where it is and how it is bound. */
export interface NodeUse {
  type: string;
  /** JSON Pointer of the node in the layout. */
  path: string;
  /** Inside a `form` node (at any depth). */
  inForm: boolean;
  /** Bound to a local state value: it has `state` and no form `name`. */
  stateBound: boolean;
  /** An include's `nodesSchema`: where the kinds of the nodes it draws from the data are. */
  nodesSchema?: string;
  /** The node itself, as the layout has it. */
  node: Readonly<Record<string, unknown>>;
}

const root = path.resolve(import.meta.dirname, '../..');

export function loadSchemas(dir = path.join(root, 'schemas')): SchemaSet {
  const schemas = new Map<string, Schema>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.schema.json')) continue;
    const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Schema;
    if (typeof schema.$id === 'string') schemas.set(schema.$id, schema);
  }
  return schemas;
}

const SCREEN_ID = 'https://borrower.invalid/schemas/v1/screen/screen.schema.json';
const NODE_ID = new URL('node.schema.json', SCREEN_ID).href;
const KIND_ID = /\/screen\/nodes\/([a-z0-9-]+)\.schema\.json$/;

/** The schema a `$ref` names, and the document it is in. */
export function resolveRef(
  schemas: SchemaSet,
  ref: string,
  base: string,
): { doc: string; pointer: string; schema: unknown } {
  const url = new URL(ref, base);
  const doc = url.href.replace(/#.*$/, '');
  const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
  let schema: unknown = schemas.get(doc);
  if (schema === undefined) throw new Error(`no schema ${doc} (a $ref in ${base})`);
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    schema = (schema as Record<string, unknown> | undefined)?.[key];
  }
  if (schema === undefined) throw new Error(`no ${ref} from ${base}`);
  return { doc, pointer, schema };
}

/** The node kinds the schemas define: kind → its schema's $id. */
export function nodeKinds(schemas: SchemaSet): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const id of schemas.keys()) {
    const kind = KIND_ID.exec(id)?.[1];
    if (kind) kinds.set(kind, id);
  }
  return kinds;
}

/** Node type → its TypeScript type, the title of its schema: 'qr-code' → 'QrCodeNode'. */
export function nodeTypeNames(schemas: SchemaSet): Map<string, string> {
  const names = new Map<string, string>();
  for (const [kind, id] of nodeKinds(schemas)) {
    const title = schemas.get(id)?.title;
    if (typeof title === 'string') names.set(kind, title);
  }
  return names;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The nodes of a layout (a whole screen document), in document order. A node of a kind the
 * schemas do not define is listed too (its inside is not walked): the caller decides.
 */
export function nodeUsesOf(layout: unknown, schemas: SchemaSet = loadSchemas()): NodeUse[] {
  const kinds = nodeKinds(schemas);
  // A value may be reached through several branches of a oneOf: one use per path.
  const uses = new Map<string, NodeUse>();

  const atNode = (value: unknown, at: string, inForm: boolean) => {
    if (!isRecord(value) || typeof value.type !== 'string') return;
    const use: NodeUse = {
      type: value.type,
      path: at,
      inForm,
      stateBound: value.state !== undefined && value.name === undefined,
      node: value,
    };
    if (typeof value.nodesSchema === 'string') use.nodesSchema = value.nodesSchema;
    if (!uses.has(at)) uses.set(at, use);
    const kind = kinds.get(value.type);
    if (kind) walk(value, schemas.get(kind), kind, at, inForm || value.type === 'form');
  };

  const walk = (value: unknown, schema: unknown, base: string, at: string, inForm: boolean) => {
    if (!isRecord(schema)) return;
    if (typeof schema.$ref === 'string') {
      const target = resolveRef(schemas, schema.$ref, base);
      const whole = target.pointer === '';
      if (whole && (target.doc === NODE_ID || KIND_ID.test(target.doc)))
        return atNode(value, at, inForm);
      return walk(value, target.schema, target.doc, at, inForm);
    }
    for (const keyword of ['oneOf', 'anyOf', 'allOf'])
      if (Array.isArray(schema[keyword]))
        for (const branch of schema[keyword] as unknown[]) walk(value, branch, base, at, inForm);
    for (const keyword of ['then', 'else']) walk(value, schema[keyword], base, at, inForm);
    if (Array.isArray(value)) {
      const items = schema.items;
      value.forEach((item, i) =>
        walk(item, Array.isArray(items) ? items[i] : items, base, `${at}/${i}`, inForm),
      );
      return;
    }
    if (!isRecord(value)) return;
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const patterns = isRecord(schema.patternProperties) ? schema.patternProperties : {};
    for (const [key, child] of Object.entries(value)) {
      const childAt = `${at}/${escape(key)}`;
      if (Object.hasOwn(properties, key)) {
        walk(child, properties[key], base, childAt, inForm);
        continue;
      }
      const matching = Object.keys(patterns).filter((p) => new RegExp(p, 'u').test(key));
      for (const pattern of matching) walk(child, patterns[pattern], base, childAt, inForm);
      if (matching.length === 0) walk(child, schema.additionalProperties, base, childAt, inForm);
    }
  };

  walk(layout, schemas.get(SCREEN_ID), SCREEN_ID, '', false);
  return [...uses.values()];
}

/** The node types a layout uses (its own nodes; what an include draws is not among them). */
export function nodeTypesOf(layout: unknown, schemas?: SchemaSet): Set<string> {
  return new Set(nodeUsesOf(layout, schemas).map((use) => use.type));
}

/**
 * The node kinds an include's `nodesSchema` allows: the `nodeKinds` of the schema it names
 * (relative to schemas/v1/, e.g. config/landing-template.schema.json#/properties/sections).
 */
export function servedKinds(schemas: SchemaSet, nodesSchema: string): string[] {
  const { schema } = resolveRef(schemas, nodesSchema, new URL('../', SCREEN_ID).href);
  const kinds = isRecord(schema) ? schema.nodeKinds : undefined;
  if (!Array.isArray(kinds) || !kinds.every((k) => typeof k === 'string'))
    throw new Error(`${nodesSchema} lists no nodeKinds`);
  return kinds as string[];
}
