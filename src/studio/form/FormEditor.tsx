// The form editor: react-jsonschema-form generated from the document kind's JSON Schema, in
// the studio's theme (./theme.tsx). It edits the same draft as the JSON tab, shows the
// problems at their fields, follows the selection (scrolls to and focuses the field the
// preview picked) and reports the field being edited as the selection.
import { css } from '@emotion/react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useEffect, useMemo, useRef, type FocusEvent } from 'react';
import { ancestorsOf, moveEntry, parsePointer } from '../pointer';
import { humanize } from './humanize';
import { fields, formStyle, templates, type FormContext } from './theme';

export interface FormProblem {
  pointer: string;
  reason: string;
}

/** A part the schema leaves free: no type, no properties, no items, no choices. */
export function isFree(node: RJSFSchema): boolean {
  return (
    node.type === undefined &&
    node.$ref === undefined &&
    node.properties === undefined &&
    node.items === undefined &&
    node.const === undefined &&
    node.enum === undefined &&
    node.oneOf === undefined &&
    node.anyOf === undefined
  );
}

/**
 * The schema as the form takes it: rjsf draws nothing for an empty schema (`{}`, a landing
 * section), so a free part gets a title, which the JSON field then shows.
 */
export function formSchemaOf(schema: RJSFSchema): RJSFSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node))
      out[key] =
        key === 'properties' || key === 'definitions'
          ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, walk(v)]))
          : key === 'items' &&
              value &&
              typeof value === 'object' &&
              !Array.isArray(value) &&
              isFree(value)
            ? { ...value, title: 'Node' }
            : walk(value);
    return out;
  };
  return walk(schema) as RJSFSchema;
}

/** Parts a schema leaves free (no type, no properties: a landing section) get the JSON field. */
export function uiSchemaFor(schema: RJSFSchema): UiSchema {
  const walk = (node: RJSFSchema | boolean | undefined): UiSchema => {
    if (node === undefined || typeof node === 'boolean') return {};
    if (isFree(node)) return { 'ui:field': 'FreeJson' };
    // A constant (a format's version) is shown, not edited.
    if (node.const !== undefined) return { 'ui:readonly': true };
    const ui: UiSchema = {};
    // Labelled by the property's name, not a shared definition's title ("BrandText").
    for (const [name, child] of Object.entries(node.properties ?? {}))
      ui[name] = { ...walk(child as RJSFSchema), 'ui:title': humanize(name) };
    if (node.items && !Array.isArray(node.items)) ui.items = walk(node.items as RJSFSchema);
    return ui;
  };
  return {
    ...walk(schema),
    $schema: { 'ui:widget': 'hidden' },
    'ui:submitButtonOptions': { norender: true },
  };
}

/** The problems as rjsf's error tree, so each shows under its field. */
export function errorSchemaOf(problems: readonly FormProblem[]): ErrorSchema {
  // Without a prototype: a key such as "__proto__" or "constructor" is a key like any other,
  // not a way onto Object.prototype (which every object would then show as an error).
  const node = () => Object.create(null) as Record<string, unknown>;
  const root = node();
  for (const problem of problems) {
    let at = root;
    for (const token of parsePointer(problem.pointer))
      at = (at[token] ??= node()) as Record<string, unknown>;
    ((at.__errors ??= []) as string[]).push(problem.reason);
  }
  return root as ErrorSchema;
}

/** A value inside a double-quoted attribute selector. */
const attr = (value: string) => value.replace(/["\\]/g, '\\$&');

export function FormEditor({
  schema,
  validator,
  doc,
  problems,
  selected,
  reveal,
  readOnly = false,
  onChange,
  onSelect,
}: {
  schema: RJSFSchema;
  validator: ValidatorType;
  doc: unknown;
  problems: readonly FormProblem[];
  selected: string | null;
  /** Bumped when the selection came from elsewhere: the form scrolls to it and focuses it. */
  reveal: number;
  readOnly?: boolean;
  onChange: (doc: unknown) => void;
  onSelect: (pointer: string) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const latestDoc = useRef(doc);
  latestDoc.current = doc;
  const focusAfterMove = useRef<string | null>(null);
  const uiSchema = useMemo(() => uiSchemaFor(schema), [schema]);
  const extraErrors = useMemo(() => errorSchemaOf(problems), [problems]);

  const formContext = useMemo<FormContext>(
    () => ({
      selected,
      move: (array, from, to) => {
        focusAfterMove.current = `${array}/${to}`;
        onChange(moveEntry(latestDoc.current, array, from, to));
      },
    }),
    [selected, onChange],
  );

  // A moved entry keeps the keyboard focus on its handle, at its new place.
  useEffect(() => {
    const pointer = focusAfterMove.current;
    if (!pointer) return;
    focusAfterMove.current = null;
    root.current
      ?.querySelector<HTMLElement>(`[data-item-pointer="${attr(pointer)}"] .drag-handle`)
      ?.focus();
  }, [doc]);

  // The selection from elsewhere: the nearest field the form shows, scrolled to and focused.
  useEffect(() => {
    if (!reveal || selected === null || !root.current) return;
    for (const pointer of ancestorsOf(selected)) {
      const field = root.current.querySelector<HTMLElement>(`[data-pointer="${attr(pointer)}"]`);
      if (!field) continue;
      field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      field.querySelector<HTMLElement>('input, textarea, select, button')?.focus({
        preventScroll: true,
      });
      return;
    }
    // Only on a new request, not on every render the selection stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const field = (event.target as HTMLElement).closest<HTMLElement>('[data-pointer]');
    const pointer = field?.dataset.pointer;
    if (pointer !== undefined && pointer !== selected) onSelect(pointer);
  };

  return (
    <div ref={root} css={formStyle} onFocus={onFocus}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={doc}
        validator={validator}
        templates={templates}
        fields={fields}
        formContext={formContext}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        // The form shows the document as it is: it adds no defaults of its own.
        experimental_defaultFormStateBehavior={{
          arrayMinItems: { populate: 'never' },
          emptyObjectFields: 'skipDefaults',
          constAsDefaults: 'never',
        }}
        readonly={readOnly}
        onChange={(event) => {
          if (JSON.stringify(event.formData) !== JSON.stringify(latestDoc.current))
            onChange(event.formData);
        }}
        css={css`
          max-width: 760px;
        `}
      />
    </div>
  );
}
