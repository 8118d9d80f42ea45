// The `input` node bound to a local state value (`state`): what is kept of the typing (the
// format's characters, at most maxLength) is set as /state/<name>, so a button's action can
// send it. No form and no react-hook-form: a screen with one SMS code box does not download
// the form nodes. Rules are the form's: here the controller checks what it receives. It sits
// in the same field frame as the form's input. Grouped formats (phone, card) show grouped;
// the caret goes to the end after an edit.
import { css } from '@emotion/react';
import { useId } from 'react';
import type { InputNode } from '../../src/generated/types';
import { toText } from '../binding';
import type { NodeProps } from '../context';
import { controlStyle, describedBy, FieldShell, fieldIds } from '../form/FieldShell';
import { display, inputModes, keep, maxLengthOf, type InputFormat } from '../form/formats';
import { useRunner, useText } from '../hooks';
import { useReader } from '../scope';
import { theme } from '../theme';

const inputStyle = css(controlStyle, { '&::placeholder': { color: theme.muted } });

export function StateInput({ node }: NodeProps<InputNode>) {
  const id = useId();
  const read = useReader();
  const run = useRunner();
  const label = useText(node.label);
  const help = useText(node.help);
  const placeholder = useText(node.placeholder);
  if (node.state === undefined) {
    throw new Error('an input outside a form needs a state value (`state`)');
  }
  const state = node.state;
  const format: InputFormat = node.format ?? 'text';
  const max = maxLengthOf(format, node.maxLength);
  const value = toText(read(`/state/${state}`));
  return (
    <FieldShell name={state} id={id} label={label} labelsInput help={help}>
      <input
        id={fieldIds(id).input}
        name={state}
        type="text"
        value={display(format, value)}
        onChange={(e) => run({ type: 'set', state, value: keep(format, e.target.value, max) })}
        placeholder={placeholder || undefined}
        maxLength={format === 'text' ? max : undefined}
        inputMode={inputModes[format]}
        autoComplete={node.autocomplete ?? (format === 'phone' ? 'tel' : 'off')}
        autoCapitalize={format === 'code' ? 'none' : undefined}
        autoCorrect={format === 'text' ? undefined : 'off'}
        spellCheck={format === 'text' ? undefined : false}
        aria-describedby={describedBy(id, { help })}
        css={inputStyle}
      />
    </FieldShell>
  );
}
