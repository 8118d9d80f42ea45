// The `input` node: a one-line input bound to a form value, in one of the SPEC §5 formats.
// The form holds what is kept (digits of a phone or card, letters and digits of a code, at
// most maxLength of them); the input shows it grouped (phone 3-4-4, card in fours) and keeps
// the caret after the same character when the grouping moves it. The input is uncontrolled:
// its handler writes the display into the element and hands the kept value to the form, so a
// keystroke re-renders nothing (see use-form-field.ts).
import { css } from '@emotion/react';
import { useCallback, type ChangeEvent } from 'react';
import type { InputNode as InputNodeType } from '../generated/screen-types';
import { toText } from '../binding';
import { useRenderer, type NodeProps } from '../context';
import { classOf } from '../styles';
import { controlBorder, describedBy, FieldShell, fieldIds, textBoxStyle } from './FieldShell';
import { editGrouped, editPlain, showIn } from './editing';
import { display, isGrouped, keypadOf, maxLengthOf, type InputFormat } from './formats';
import { useFormField, useTextElementRef } from './use-form-field';

const invalidInputStyle = css(textBoxStyle, controlBorder('invalid'));

export function InputNode({ node }: NodeProps<InputNodeType>) {
  const format: InputFormat = node.format ?? 'text';
  const max = maxLengthOf(format, node.maxLength);
  const field = useFormField({ name: node.name ?? '', rules: node.rules }, '');
  const { name, error, id, change, blur, value, text } = field;
  const { formatters } = useRenderer().services;
  const label = text(node.label);
  const help = text(node.help);
  const placeholder = text(node.placeholder);
  // Grouped, as typing would have shown it.
  const inputRef = useTextElementRef(
    field,
    useCallback((kept: string) => display(format, kept, formatters), [format, formatters]),
  );
  if (!name) return null;
  const ids = fieldIds(id);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const next = isGrouped(format)
      ? editGrouped(format, toText(value()), e, max, formatters)
      : editPlain(format, toText(value()), input, max);
    showIn(input, display(format, next.value, formatters), next.caret, format);
    change(next.value);
  };

  return (
    <FieldShell name={name} id={id} label={label} labelsInput help={help} error={error}>
      <input
        id={ids.input}
        ref={inputRef}
        name={name}
        type="text"
        onChange={onChange}
        onBlur={blur}
        placeholder={placeholder || undefined}
        // Only plain text can let the browser stop at the limit: the others keep fewer
        // characters than they show or receive (a pasted "0917-123-4567").
        maxLength={format === 'text' ? max : undefined}
        inputMode={keypadOf(format, node.autocomplete)}
        autoComplete={node.autocomplete ?? (format === 'phone' ? 'tel' : 'off')}
        autoCapitalize={format === 'code' ? 'none' : undefined}
        autoCorrect={format === 'text' ? undefined : 'off'}
        spellCheck={format === 'text' ? undefined : false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { help, error })}
        className={classOf(error ? invalidInputStyle : textBoxStyle)}
      />
    </FieldShell>
  );
}
