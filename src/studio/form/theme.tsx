// The form editor's theme for react-jsonschema-form: its templates drawn with the studio's
// controls (src/studio/ui/), every field marked with its JSON Pointer (data-pointer) so the
// preview can select it, array entries that move by drag, by their up/down buttons and by
// Alt+Arrow keys, and a JSON field for the parts a schema leaves free (a landing section).
import { css } from '@emotion/react';
import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  descriptionId,
  getTemplate,
  getUiOptions,
  titleId,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type DescriptionFieldProps,
  type FieldErrorProps,
  type FieldProps,
  type FieldTemplateProps,
  type IconButtonProps,
  type ObjectFieldTemplateProps,
  type RegistryFieldsType,
  type TemplatesType,
  type TitleFieldProps,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';
import { useEffect, useId, useState, type DragEvent, type KeyboardEvent } from 'react';
import { toPointer } from '../pointer';
import { humanize } from './humanize';
import { buttonStyle, fieldStyle, labelStyle, selectStyle } from '../ui/controls';
import { color, mono, radius } from '../ui/tokens';

/** What the form editor hands its templates (rjsf's formContext). */
export interface FormContext {
  /** The pointer chosen in the preview or the form, highlighted. */
  selected: string | null;
  /** Moves an array's entry: the form editor changes the document itself. */
  move: (arrayPointer: string, from: number, to: number) => void;
}

const contextOf = (registry: { formContext?: unknown }) => registry.formContext as FormContext;

export const formStyle = css`
  input:not([type='checkbox']):not([type='radio']),
  textarea {
    ${fieldStyle};
  }
  select {
    ${selectStyle};
  }
  textarea {
    font-family: ${mono};
    font-size: 12.5px;
    resize: vertical;
  }
  input[type='checkbox'] {
    width: 16px;
    height: 16px;
    accent-color: ${color.accent};
  }
`;

const fieldBox = css`
  margin-bottom: 14px;
  border-radius: ${radius}px;
  scroll-margin: 80px;
  &[data-selected='true'] {
    box-shadow: 0 0 0 3px ${color.selected};
    background: ${color.selected};
  }
`;

/** An array entry is named by its list and place ("Gradient 2"), not its schema's title. */
function itemLabel(path: readonly (string | number)[]): string | undefined {
  const last = path.at(-1);
  if (typeof last !== 'number') return undefined;
  const list = path.at(-2);
  return `${typeof list === 'string' ? humanize(list) : 'Entry'} ${last + 1}`;
}

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel } = props;
  const { registry, fieldPathId, uiSchema } = props;
  const pointer = toPointer(fieldPathId.path);
  const selected = contextOf(registry).selected === pointer;
  const shown = itemLabel(fieldPathId.path) ?? label;
  const WrapIfAdditionalTemplate = getTemplate(
    'WrapIfAdditionalTemplate',
    registry,
    getUiOptions(uiSchema),
  );
  if (hidden) return <div hidden>{children}</div>;
  return (
    <div css={fieldBox} data-pointer={pointer} data-selected={selected}>
      <WrapIfAdditionalTemplate {...props}>
        {displayLabel && shown && (
          <label htmlFor={id} css={labelStyle}>
            {shown}
            {required && <span aria-hidden="true"> *</span>}
          </label>
        )}
        {displayLabel && description}
        {children}
        {errors}
        {help}
      </WrapIfAdditionalTemplate>
    </div>
  );
}

function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, children, schema, onKeyRenameBlur, onRemoveProperty, disabled, readonly } =
    props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>;
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(120px, 1fr) 2fr auto;
        gap: 8px;
        align-items: start;
      `}
    >
      <div>
        <label htmlFor={`${id}-key`} css={labelStyle}>
          Name
        </label>
        <input
          key={label}
          id={`${id}-key`}
          type="text"
          defaultValue={label}
          onBlur={onKeyRenameBlur}
          css={fieldStyle}
        />
      </div>
      <div>{children}</div>
      <button
        type="button"
        css={[buttonStyle('danger', true), { marginTop: 22 }]}
        id={buttonId(id, 'remove')}
        disabled={disabled || readonly}
        onClick={onRemoveProperty}
        aria-label={`Remove ${label}`}
      >
        Remove
      </button>
    </div>
  );
}

const groupStyle = (nested: boolean) => css`
  margin: 0;
  padding: ${nested ? '12px 14px 2px' : 0};
  border: ${nested ? `1px solid ${color.line}` : 0};
  border-radius: ${radius}px;
  background: ${nested ? color.sunken : 'transparent'};
  min-width: 0;
`;

function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  return (
    <legend
      id={id}
      css={css`
        padding: 0 4px;
        margin-left: -4px;
        font-size: 14px;
        font-weight: 700;
      `}
    >
      {title}
      {required && <span aria-hidden="true"> *</span>}
    </legend>
  );
}

function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <p
      id={id}
      css={css`
        margin: 0 0 8px;
        color: ${color.muted};
        font-size: 12.5px;
      `}
    >
      {description}
    </p>
  );
}

function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, registry, schema, uiSchema } = props;
  const { required, onAddProperty, disabled, readonly } = props;
  const nested = fieldPathId.path.length > 0;
  const options = getUiOptions(uiSchema);
  const canAdd = schema.additionalProperties !== undefined && schema.additionalProperties !== false;
  return (
    <fieldset id={fieldPathId.$id} css={groupStyle(nested)}>
      {nested && typeof fieldPathId.path.at(-1) !== 'number' && (title || options.title) && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={String(options.title ?? title)}
          required={required}
          schema={schema}
          registry={registry}
        />
      )}
      {nested && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description ?? ''}
          schema={schema}
          registry={registry}
        />
      )}
      {properties.filter((p) => !p.hidden).map((p) => p.content)}
      {canAdd && nested && (
        <AddButton
          onClick={onAddProperty}
          disabled={disabled || readonly}
          registry={registry}
          title="Add an entry"
        />
      )}
    </fieldset>
  );
}

function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, items, canAdd, onAddClick, fieldPathId, schema, registry, uiSchema } = props;
  const { disabled, readonly, required } = props;
  const options = getUiOptions(uiSchema);
  return (
    <fieldset id={fieldPathId.$id} css={groupStyle(true)}>
      <TitleFieldTemplate
        id={titleId(fieldPathId)}
        title={String(options.title ?? title)}
        required={required}
        schema={schema}
        registry={registry}
      />
      <DescriptionFieldTemplate
        id={descriptionId(fieldPathId)}
        description={String(options.description ?? schema.description ?? '')}
        schema={schema}
        registry={registry}
      />
      {items.length === 0 ? (
        <p
          css={css`
            margin: 0 0 10px;
            color: ${color.muted};
            font-style: italic;
          `}
        >
          No entries.
        </p>
      ) : (
        <ol
          aria-label={`${String(options.title ?? title)} entries`}
          css={css`
            list-style: none;
            margin: 0 0 10px;
            padding: 0;
            display: grid;
            gap: 8px;
          `}
        >
          {items}
        </ol>
      )}
      {canAdd && (
        <div css={{ marginBottom: 12 }}>
          <AddButton
            onClick={onAddClick}
            disabled={disabled || readonly}
            registry={registry}
            title="Add an entry"
          />
        </div>
      )}
    </fieldset>
  );
}

/** The array being dragged from, shared by its entries while a drag lasts. */
let dragging: { array: string; index: number } | null = null;

function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, totalItems, registry } = props;
  const { hasMoveUp, hasMoveDown, hasRemove, onRemoveItem, disabled, readonly } = buttonsProps;
  const path = buttonsProps.fieldPathId.path;
  const array = toPointer(path.slice(0, -1));
  const pointer = toPointer(path);
  const { move } = contextOf(registry);
  const [over, setOver] = useState(false);
  const locked = disabled || readonly;
  const n = index + 1;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || locked) return;
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    const to = index + step;
    if (to >= 0 && to < totalItems) move(array, index, to);
  };
  const onDragStart = (event: DragEvent) => {
    dragging = { array, index };
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', pointer);
  };
  const accepts = () => dragging !== null && dragging.array === array && dragging.index !== index;
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (!accepts()) return;
    event.preventDefault();
    move(array, dragging!.index, index);
    dragging = null;
  };

  return (
    <li
      data-item-pointer={pointer}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        if (!accepts()) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      css={css`
        display: grid;
        grid-template-columns: auto 1fr auto;
        gap: 8px;
        align-items: start;
        padding: 8px;
        border: 1px solid ${over ? color.accent : color.line};
        border-radius: ${radius}px;
        background: ${over ? color.accentSoft : color.panel};
        & > div > div {
          margin-bottom: 0;
        }
      `}
    >
      <button
        type="button"
        draggable={!locked}
        onDragStart={onDragStart}
        onDragEnd={() => (dragging = null)}
        className="drag-handle"
        aria-label={`Entry ${n} of ${totalItems}: drag, or press Alt+Up or Alt+Down to move it`}
        title="Drag to move; Alt+↑ / Alt+↓"
        css={css`
          ${buttonStyle('ghost', true)};
          cursor: grab;
          color: ${color.muted};
          font-family: ${mono};
          min-width: 30px;
        `}
      >
        ⋮⋮ {n}
      </button>
      <div css={{ minWidth: 0 }}>{children}</div>
      <div
        role="group"
        aria-label={`Entry ${n}`}
        css={css`
          display: flex;
          gap: 4px;
        `}
      >
        {(hasMoveUp || hasMoveDown) && (
          <>
            <button
              type="button"
              css={buttonStyle('secondary', true)}
              disabled={locked || index === 0}
              onClick={() => move(array, index, index - 1)}
              aria-label={`Move entry ${n} up`}
              title="Move up (Alt+↑)"
            >
              ↑
            </button>
            <button
              type="button"
              css={buttonStyle('secondary', true)}
              disabled={locked || index === totalItems - 1}
              onClick={() => move(array, index, index + 1)}
              aria-label={`Move entry ${n} down`}
              title="Move down (Alt+↓)"
            >
              ↓
            </button>
          </>
        )}
        {hasRemove && (
          <button
            type="button"
            css={buttonStyle('danger', true)}
            disabled={locked}
            onClick={onRemoveItem}
            aria-label={`Remove entry ${n}`}
            title="Remove"
          >
            ✕
          </button>
        )}
      </div>
    </li>
  );
}

function FieldErrorTemplate({ errors }: FieldErrorProps) {
  const shown = (errors ?? []).filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <ul
      css={css`
        margin: 4px 0 0;
        padding: 0;
        list-style: none;
        color: ${color.danger};
        font-size: 12.5px;
      `}
    >
      {shown.map((error, i) => (
        <li key={i}>{error}</li>
      ))}
    </ul>
  );
}

function AddButton({ onClick, disabled, title }: IconButtonProps) {
  return (
    <button
      type="button"
      css={buttonStyle('secondary', true)}
      onClick={onClick}
      disabled={disabled}
    >
      + {title ?? 'Add'}
    </button>
  );
}

function PlainButton(label: string) {
  return function IconButton({ onClick, disabled }: IconButtonProps) {
    return (
      <button
        type="button"
        css={buttonStyle('secondary', true)}
        onClick={onClick}
        disabled={disabled}
      >
        {label}
      </button>
    );
  };
}

/** A part the schema leaves free (a landing section: a screen node) as JSON text. */
function FreeJsonField({ formData, onChange, fieldPathId, disabled, readonly }: FieldProps) {
  const id = useId();
  const shown = JSON.stringify(formData ?? null, null, 2);
  const [text, setText] = useState(shown);
  const [broken, setBroken] = useState(false);
  // A change made elsewhere (the JSON tab, a move) replaces the text unless it says the same.
  useEffect(() => {
    setText((current) => {
      try {
        return JSON.stringify(JSON.parse(current)) === JSON.stringify(formData ?? null)
          ? current
          : shown;
      } catch {
        return shown;
      }
    });
  }, [formData, shown]);
  const kind =
    formData && typeof formData === 'object' && 'type' in formData
      ? String((formData as { type: unknown }).type)
      : 'node';
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        A <code>{kind}</code> node (JSON)
      </label>
      <textarea
        id={id}
        rows={Math.min(12, Math.max(3, text.split('\n').length))}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={broken}
        onChange={(event) => {
          setText(event.target.value);
          try {
            const parsed: unknown = JSON.parse(event.target.value);
            setBroken(false);
            onChange(parsed, fieldPathId.path);
          } catch {
            setBroken(true);
          }
        }}
        spellCheck={false}
      />
      {broken && (
        <p role="status" css={{ margin: '4px 0 0', color: color.danger, fontSize: 12.5 }}>
          Not valid JSON yet: the document keeps the last valid node.
        </p>
      )}
    </div>
  );
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  WrapIfAdditionalTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  ErrorListTemplate: () => null,
  ButtonTemplates: {
    AddButton,
    CopyButton: PlainButton('Copy'),
    MoveUpButton: PlainButton('↑'),
    MoveDownButton: PlainButton('↓'),
    RemoveButton: PlainButton('Remove'),
    ClearButton: PlainButton('Clear'),
    SubmitButton: () => null,
  },
};

export const fields: RegistryFieldsType = { FreeJson: FreeJsonField };
