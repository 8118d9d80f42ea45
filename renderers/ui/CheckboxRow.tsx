// The look of a checkbox with its label and content nodes beside it (a link, say): one for
// the form's checkbox (renderers/form/CheckboxNode.tsx) and the state-bound one
// (renderers/nodes/StateCheckbox.tsx). The label is a <label> (tapping it ticks); the content
// sits outside it, so a link in it opens without ticking, and is part of the box's name.
import { css } from '@emotion/react';
import type { ReactNode, Ref } from 'react';
import { theme } from '../theme';

export interface CheckboxRowProps {
  /** Base id: the input is `${id}-input`, the label `${id}-label`, the content `${id}-content`. */
  id: string;
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  content?: ReactNode;
  invalid?: boolean;
  describedBy?: string;
}

const rowStyle = css({ display: 'flex', alignItems: 'flex-start', gap: 10 });
const inputStyle = css({
  flex: 'none',
  width: 22,
  height: 22,
  margin: '1px 0 0',
  accentColor: theme.brand,
  cursor: 'pointer',
});
const textStyle = css({
  flex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '0 4px',
  fontSize: 14,
  lineHeight: 1.5,
});
const labelStyle = css({ cursor: 'pointer' });
const contentStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '0 4px' });

export function CheckboxRow({
  id,
  name,
  checked,
  onChange,
  onBlur,
  inputRef,
  label,
  content,
  invalid,
  describedBy,
}: CheckboxRowProps) {
  const labelId = `${id}-label`;
  const contentId = `${id}-content`;
  const labelledBy = content
    ? [label ? labelId : '', contentId].filter(Boolean).join(' ')
    : undefined;
  return (
    <div css={rowStyle}>
      <input
        id={`${id}-input`}
        ref={inputRef}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={onBlur}
        aria-labelledby={labelledBy}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        css={inputStyle}
      />
      <div css={textStyle}>
        {label && (
          <label id={labelId} htmlFor={`${id}-input`} css={labelStyle}>
            {label}
          </label>
        )}
        {content && (
          <div id={contentId} css={contentStyle}>
            {content}
          </div>
        )}
      </div>
    </div>
  );
}
