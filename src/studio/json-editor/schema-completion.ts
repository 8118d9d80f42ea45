// Completion from the document's JSON Schema: the property names an object may still take
// (with their type and description), and the values a place allows (enum, const, true/false).
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';
import { placeAt, propertyName, propertyNamed, propertyValue } from './pointer-range';
import { schemasAt, type Located, type SchemaSet } from './schema-walk';

const typeOf = (schema: Record<string, unknown>): string | undefined =>
  Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type as string | undefined);

/** What an inserted property starts with, from its type. */
function emptyValue(located: Located[]): string {
  const types = located.map((l) => typeOf(l.schema)).filter(Boolean);
  if (types.includes('object')) return '{}';
  if (types.includes('array')) return '[]';
  if (types.includes('string')) return '""';
  return '';
}

/** The names an object already has, and its `type` when it names a node kind. */
function present(state: EditorState, object: SyntaxNode): { names: Set<string>; kind?: string } {
  const names = new Set<string>();
  for (let child = object.firstChild; child; child = child.nextSibling) {
    const key = child.name === 'Property' ? child.getChild('PropertyName') : null;
    const name = key && propertyName(state, key);
    if (name) names.add(name);
  }
  const typeProperty = propertyNamed(state, object, 'type');
  const value = typeProperty && propertyValue(typeProperty);
  let kind: string | undefined;
  try {
    const parsed: unknown = value ? JSON.parse(state.doc.sliceString(value.from, value.to)) : null;
    if (typeof parsed === 'string') kind = parsed;
  } catch {
    kind = undefined;
  }
  return { names, kind };
}

/** A schema for another kind of node (its `type` const differs) does not apply. */
const fitsKind = (kind: string | undefined) => (located: Located) => {
  const properties = located.schema.properties as Record<string, { const?: unknown }> | undefined;
  const own = properties?.type?.const;
  return kind === undefined || own === undefined || own === kind;
};

function propertyOptions(
  set: SchemaSet,
  state: EditorState,
  container: string,
  object: SyntaxNode,
) {
  const { names, kind } = present(state, object);
  const options = new Map<string, Completion>();
  for (const located of schemasAt(set, container).filter(fitsKind(kind))) {
    const properties = located.schema.properties;
    if (typeof properties !== 'object' || properties === null) continue;
    for (const [name, part] of Object.entries(
      properties as Record<string, Record<string, unknown>>,
    )) {
      if (names.has(name) || options.has(name)) continue;
      const at = schemasAt(set, `${container}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      const described = [part, ...at.map((l) => l.schema)].find(
        (s) => typeof s.description === 'string',
      );
      options.set(name, {
        label: JSON.stringify(name),
        type: 'property',
        detail: at.map((l) => typeOf(l.schema)).find(Boolean),
        info: described?.description as string | undefined,
        apply: `${JSON.stringify(name)}: ${emptyValue(at)}`,
      });
    }
  }
  return [...options.values()];
}

function valueOptions(set: SchemaSet, pointer: string): Completion[] {
  const values = new Map<string, Completion>();
  const add = (value: unknown, info?: unknown) => {
    const label = JSON.stringify(value);
    if (!values.has(label))
      values.set(label, {
        label,
        type: 'constant',
        info: typeof info === 'string' ? info : undefined,
      });
  };
  for (const { schema } of schemasAt(set, pointer)) {
    if (Array.isArray(schema.enum)) for (const value of schema.enum) add(value, schema.description);
    if ('const' in schema) add(schema.const, schema.description);
    if (schema.type === 'boolean') {
      add(true);
      add(false);
    }
  }
  return [...values.values()];
}

export function schemaCompletion(schemaSet: () => SchemaSet) {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/"?[^\s"{}[\],:]*"?/);
    const place = placeAt(context.state, context.pos);
    if (!place || (!context.explicit && (!word || word.from === word.to))) return null;
    const from = word ? word.from : context.pos;
    // A closing quote the editor added after the cursor is part of what the option replaces.
    const closing = context.state.sliceDoc(context.pos, context.pos + 1) === '"' ? 1 : 0;
    const opened = context.state.sliceDoc(from, from + 1) === '"';
    const options =
      place.naming && place.object
        ? propertyOptions(schemaSet(), context.state, place.container, place.object)
        : valueOptions(schemaSet(), place.pointer);
    if (options.length === 0) return null;
    return {
      from,
      to: opened ? context.pos + closing : context.pos,
      options,
      validFor: /^"?[^\s"{}[\],:]*"?$/,
    };
  };
}
