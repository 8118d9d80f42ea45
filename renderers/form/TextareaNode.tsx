// The `textarea` node: multi-line text bound to a form value. Input past maxLength is
// ignored, typed or pasted: the browser's maxLength stops it and limitLength guards whatever
// gets through, never leaving half an emoji. With `counter` it shows "{count}/{max}", which
// the textarea is described by. One bound to a local state value (`state`) is
// renderers/nodes/StateInput.tsx.
import { css } from '@emotion/react';
import type { TextareaNode as TextareaNodeType } from '../generated/screen-types';
import { limitLength } from '../text';
import { toText } from '../binding';
import { useRenderer, type NodeProps } from '../context';
import { useText } from '../hooks';
import { theme } from '../theme';
import { controlBorder, controlStyle, describedBy, FieldShell, fieldIds } from './FieldShell';
import { useFormField } from './use-form-field';

const textareaStyle = css(controlStyle, {
  font: `15px/1.5 ${theme.font}`,
  resize: 'vertical',
  '&::placeholder': { color: theme.muted },
});
const invalidTextareaStyle = css(textareaStyle, controlBorder('invalid'));
const pStyle = css({ margin: '4px 0 0', textAlign: 'right', color: theme.muted, fontSize: 13 });

export function TextareaNode({ node }: NodeProps<TextareaNodeType>) {
  const { t } = useRenderer();
  const { name, field, error, id } = useFormField({ name: node.name ?? '', rules: node.rules }, '');
  const label = useText(node.label);
  const help = useText(node.help);
  const placeholder = useText(node.placeholder);
  if (!name) return null;
  const max = node.maxLength;
  const value = toText(field.value);
  const ids = fieldIds(id);
  const counterId = `${id}-counter`;
  const counter = node.counter === true && max !== undefined;
  return (
    <FieldShell name={name} id={id} label={label} labelsInput help={help} error={error}>
      <textarea
        id={ids.input}
        ref={field.ref}
        name={name}
        value={value}
        maxLength={max}
        rows={node.rows ?? 4}
        placeholder={placeholder || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { help, error }, counter && counterId)}
        onChange={(e) =>
          field.onChange(max === undefined ? e.target.value : limitLength(e.target.value, max))
        }
        onBlur={field.onBlur}
        css={error ? invalidTextareaStyle : textareaStyle}
      />
      {counter && (
        <p id={counterId} data-testid={node.id ? `${node.id}-counter` : undefined} css={pStyle}>
          {t('renderer.counter', { count: value.length, max })}
        </p>
      )}
    </FieldShell>
  );
}
