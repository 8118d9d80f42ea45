// The `input` node: a one-line input bound to a form value, in one of the SPEC §5 formats.
// The form holds what is kept (digits of a phone or card, letters and digits of a code, at
// most maxLength of them); the input shows it grouped (phone 3-4-4, card in fours) and keeps
// the caret after the same character when the grouping moves it.
import { css } from '@emotion/react';
import type { ChangeEvent } from 'react';
import type { InputNode as InputNodeType } from '../generated/screen-types';
import { toText } from '../binding';
import { useRenderer, type NodeProps } from '../context';
import type { Formatters } from '../services';
import { useText } from '../hooks';
import { theme } from '../theme';
import { controlBorder, controlStyle, describedBy, FieldShell, fieldIds } from './FieldShell';
import {
  caretAfter,
  display,
  isDigit,
  isGrouped,
  keep,
  maxLengthOf,
  inputModes,
  type InputFormat,
} from './formats';
import { useFormField } from './use-form-field';

/**
 * What the form keeps after an edit of a grouped input. Deleting a separator deletes the
 * digit beside it, as the borrower meant; `caret` counts kept characters before the caret.
 */
function editGrouped(
  format: InputFormat,
  previous: string,
  e: ChangeEvent<HTMLInputElement>,
  max: number | undefined,
  formatters: Formatters,
): { value: string; caret: number } {
  const raw = e.target.value;
  const at = e.target.selectionStart ?? raw.length;
  const before = keep(format, raw.slice(0, at), undefined).length;
  const value = keep(format, raw, max);
  const inputType = (e.nativeEvent as InputEvent).inputType ?? '';
  if (value === previous && raw.length < display(format, previous, formatters).length) {
    if (inputType === 'deleteContentForward') {
      return { value: previous.slice(0, before) + previous.slice(before + 1), caret: before };
    }
    if (before > 0) {
      return { value: previous.slice(0, before - 1) + previous.slice(before), caret: before - 1 };
    }
  }
  return { value, caret: Math.min(before, value.length) };
}

const inputStyle = css(controlStyle, { '&::placeholder': { color: theme.muted } });
const invalidInputStyle = css(inputStyle, controlBorder('invalid'));

export function InputNode({ node }: NodeProps<InputNodeType>) {
  const format: InputFormat = node.format ?? 'text';
  const max = maxLengthOf(format, node.maxLength);
  const { name, field, error, id } = useFormField({ name: node.name ?? '', rules: node.rules }, '');
  const { formatters } = useRenderer().services;
  const label = useText(node.label);
  const help = useText(node.help);
  const placeholder = useText(node.placeholder);
  if (!name) return null;
  const value = toText(field.value);
  const shown = display(format, value, formatters);
  const ids = fieldIds(id);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    if (!isGrouped(format)) {
      field.onChange(keep(format, input.value, max));
      return;
    }
    const next = editGrouped(format, value, e, max, formatters);
    field.onChange(next.value);
    // After React has shown the new value: the caret stays after the same digit.
    queueMicrotask(() => {
      if (document.activeElement !== input) return;
      const position = caretAfter(input.value, next.caret, isDigit);
      input.setSelectionRange(position, position);
    });
  };

  return (
    <FieldShell name={name} id={id} label={label} labelsInput help={help} error={error}>
      <input
        id={ids.input}
        ref={field.ref}
        name={name}
        type="text"
        value={shown}
        onChange={onChange}
        onBlur={field.onBlur}
        placeholder={placeholder || undefined}
        // Only plain text can let the browser stop at the limit: the others keep fewer
        // characters than they show or receive (a pasted "0917-123-4567").
        maxLength={format === 'text' ? max : undefined}
        inputMode={inputModes[format]}
        autoComplete={node.autocomplete ?? (format === 'phone' ? 'tel' : 'off')}
        autoCapitalize={format === 'code' ? 'none' : undefined}
        autoCorrect={format === 'text' ? undefined : 'off'}
        spellCheck={format === 'text' ? undefined : false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { help, error })}
        css={error ? invalidInputStyle : inputStyle}
      />
    </FieldShell>
  );
}
