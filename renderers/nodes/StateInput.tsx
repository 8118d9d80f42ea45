// The `input` and `textarea` nodes bound to a local state value (`state`): what is kept of the
// typing (the format's characters, at most maxLength) is set as /state/<name>, so a button's
// action can send or check it. No form and no react-hook-form: a screen with one SMS code box
// does not download the form nodes. Rules are the form's: here the controller (or the layout's
// own `if` step) checks what it receives. They sit in the same field frame as the form's
// fields. Grouped formats (phone, card) show grouped; the caret goes to the end after an edit.
import { css } from '@emotion/react';
import { useId } from 'react';
import type { InputNode, TextareaNode } from '../generated/screen-types';
import { limitLength } from '../text';
import { toText } from '../binding';
import { useRenderer, type NodeProps } from '../context';
import { describedBy, FieldShell, fieldIds, textBoxStyle } from '../form/FieldShell';
import { editGrouped, editPlain, showIn } from '../form/editing';
import { display, isGrouped, keypadOf, maxLengthOf, type InputFormat } from '../form/formats';
import { useRunner, useTexts } from '../hooks';
import { useReader } from '../scope';
import { theme } from '../theme';

const textareaStyle = css(textBoxStyle, { font: `16px/1.5 ${theme.font}`, resize: 'vertical' });

/** What both share: the state value they are bound to, its text, its setter and their texts. */
function useStateField(node: InputNode | TextareaNode) {
  const id = useId();
  const read = useReader();
  const run = useRunner();
  const [label, help, placeholder] = useTexts(node.label, node.help, node.placeholder);
  if (node.state === undefined) {
    throw new Error('an input or textarea outside a form needs a state value (`state`)');
  }
  const state = node.state;
  return {
    id,
    state,
    value: toText(read(`/state/${state}`)),
    set: (value: string) => run({ type: 'set', state, value }),
    label,
    help,
    placeholder: placeholder || undefined,
  };
}

export function StateInput({ node }: NodeProps<InputNode>) {
  const { id, state, value, set, label, help, placeholder } = useStateField(node);
  const format: InputFormat = node.format ?? 'text';
  const max = maxLengthOf(format, node.maxLength);
  const { formatters } = useRenderer().services;
  return (
    <FieldShell name={state} id={id} label={label} labelsInput help={help}>
      <input
        id={fieldIds(id).input}
        name={state}
        type="text"
        value={display(format, value, formatters)}
        onChange={(e) => {
          // As the form's input: deleting a space deletes the digit beside it, and the caret
          // stays after the character it followed.
          const next = isGrouped(format)
            ? editGrouped(format, value, e, max, formatters)
            : editPlain(format, value, e.target, max);
          showIn(e.target, display(format, next.value, formatters), next.caret, format);
          set(next.value);
        }}
        placeholder={placeholder}
        maxLength={format === 'text' ? max : undefined}
        inputMode={keypadOf(format, node.autocomplete)}
        autoComplete={node.autocomplete ?? (format === 'phone' ? 'tel' : 'off')}
        autoCapitalize={format === 'code' ? 'none' : undefined}
        autoCorrect={format === 'text' ? undefined : 'off'}
        spellCheck={format === 'text' ? undefined : false}
        aria-describedby={describedBy(id, { help })}
        css={textBoxStyle}
      />
    </FieldShell>
  );
}

export function StateTextarea({ node }: NodeProps<TextareaNode>) {
  const { id, state, value, set, label, help, placeholder } = useStateField(node);
  const max = node.maxLength;
  return (
    <FieldShell name={state} id={id} label={label} labelsInput help={help}>
      <textarea
        id={fieldIds(id).input}
        name={state}
        value={value}
        maxLength={max}
        rows={node.rows ?? 4}
        onChange={(e) => set(max === undefined ? e.target.value : limitLength(e.target.value, max))}
        placeholder={placeholder}
        aria-describedby={describedBy(id, { help })}
        css={textareaStyle}
      />
    </FieldShell>
  );
}
