// The `textarea` node: multi-line text bound to a form value. Input past maxLength is
// ignored, typed or pasted: the browser's maxLength stops it and limitEdit guards whatever
// gets through (what fits of it is kept where it was typed), never leaving half an emoji.
// With `counter` it shows "{count}/{max}", which the textarea is described by. One bound to
// a local state value (`state`) is renderers/nodes/StateInput.tsx. The textarea is
// uncontrolled (the DOM holds the text, see use-form-field.ts): a keystroke re-renders the
// counter only.
import { css } from '@emotion/react';
import type { ChangeEvent } from 'react';
import type { TextareaNode as TextareaNodeType } from '../generated/screen-types';
import { limitEdit } from './limit-edit';
import { toText } from '../binding';
import { useRenderer, type NodeProps } from '../context';
import { theme } from '../theme';
import { controlBorder, controlStyle, describedBy, FieldShell, fieldIds } from './FieldShell';
import { useFieldValue, useFormField, useTextElementRef } from './use-form-field';

/** A textarea shows the text the form holds as it is. */
const asItIs = (text: string) => text;

// 16 px, as every field: iOS zooms into a focused field with smaller text, and stays zoomed.
const textareaStyle = css(controlStyle, {
  font: `16px/1.5 ${theme.font}`,
  resize: 'vertical',
  '&::placeholder': { color: theme.muted },
});
const invalidTextareaStyle = css(textareaStyle, controlBorder('invalid'));
const pStyle = css({ margin: '4px 0 0', textAlign: 'right', color: theme.muted, fontSize: 13 });

/** "{count}/{max}": its own subscription to the value, so typing re-renders this alone. */
function Counter({
  name,
  max,
  id,
  testId,
}: {
  name: string;
  max: number;
  id: string;
  testId?: string;
}) {
  const { t } = useRenderer();
  const count = toText(useFieldValue(name, '')).length;
  return (
    <p id={id} data-testid={testId} css={pStyle}>
      {t('renderer.counter', { count, max })}
    </p>
  );
}

export function TextareaNode({ node }: NodeProps<TextareaNodeType>) {
  const field = useFormField({ name: node.name ?? '', rules: node.rules }, '');
  const { name, error, id, change, blur, text } = field;
  const label = text(node.label);
  const help = text(node.help);
  const placeholder = text(node.placeholder);
  const textareaRef = useTextElementRef(field, asItIs);
  if (!name) return null;
  const max = node.maxLength;
  const ids = fieldIds(id);
  const counterId = `${id}-counter`;
  const counter = node.counter === true && max !== undefined;

  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const textarea = e.target;
    if (max === undefined) return change(textarea.value);
    // Past the limit (a keyboard that ignores maxLength, a paste), or cut by the browser
    // through an emoji: only what fits of the insertion is kept, where it was typed.
    const before = field.value();
    const { text, caret } = limitEdit(
      typeof before === 'string' ? before : '',
      textarea.value,
      max,
    );
    if (text !== textarea.value) {
      textarea.value = text;
      textarea.setSelectionRange(caret, caret);
    }
    change(text);
  };

  return (
    <FieldShell name={name} id={id} label={label} labelsInput help={help} error={error}>
      <textarea
        id={ids.input}
        ref={textareaRef}
        name={name}
        maxLength={max}
        rows={node.rows ?? 4}
        placeholder={placeholder || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { help, error }, counter && counterId)}
        onChange={onChange}
        onBlur={blur}
        css={error ? invalidTextareaStyle : textareaStyle}
      />
      {counter && (
        <Counter
          name={name}
          max={max}
          id={counterId}
          testId={node.id ? `${node.id}-counter` : undefined}
        />
      )}
    </FieldShell>
  );
}
