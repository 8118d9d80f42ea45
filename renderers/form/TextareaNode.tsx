// The `textarea` node: multi-line text bound to a form value. Input past maxLength is
// ignored, typed or pasted: the browser's maxLength stops it and limitLength guards whatever
// gets through, never leaving half an emoji. With `counter` it shows "{count}/{max}", which
// the textarea is described by. One bound to a local state value (`state`) is
// renderers/nodes/StateInput.tsx. The textarea is uncontrolled (the DOM holds the text, see
// use-form-field.ts): a keystroke re-renders the counter only.
import { css } from '@emotion/react';
import type { ChangeEvent } from 'react';
import type { TextareaNode as TextareaNodeType } from '../generated/screen-types';
import { limitLength } from '../text';
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
    const text = max === undefined ? textarea.value : limitLength(textarea.value, max);
    if (text !== textarea.value) {
      // Only the end can have been cut: the caret stays where it was, or at the new end.
      const caret = Math.min(textarea.selectionStart, text.length);
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
