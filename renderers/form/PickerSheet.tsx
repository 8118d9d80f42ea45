// The pick list's bottom sheet: the options as radios, Cancel and Confirm. The choice is
// only a proposal until Confirm; Cancel, Escape or a tap outside leave the field unchanged.
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { theme } from '../theme';
import { Button } from '../ui/Button';
import { BottomSheet } from '../ui/Modal';

export interface PickerOption {
  label: string;
  value: string;
}

const emptyStyle = css({ color: theme.muted, textAlign: 'center' });
const optionsStyle = css({ maxHeight: '50vh', overflowY: 'auto', marginBottom: 16 });
const optionStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  padding: '0 4px',
  borderBottom: `1px solid ${theme.border}`,
});
const buttonsStyle = css({ display: 'flex', gap: 12 });

export function PickerSheet<O extends PickerOption>({
  title,
  options,
  current,
  confirmLabel,
  cancelLabel,
  emptyText,
  onConfirm,
  onCancel,
}: {
  title: string;
  options: readonly O[];
  /** The form's value: its option starts selected. */
  current: string;
  confirmLabel: string;
  cancelLabel: string;
  emptyText: string;
  onConfirm: (option: O) => void;
  onCancel: () => void;
}) {
  const groupName = useId();
  const [selected, setSelected] = useState(() =>
    options.findIndex((o) => o.value.trim() === current.trim()),
  );
  const option = options[selected];
  return (
    <BottomSheet open title={title} dismissable onDismiss={onCancel} testId="picker">
      {options.length === 0 ? (
        <p css={emptyStyle}>{emptyText}</p>
      ) : (
        <div role="radiogroup" aria-label={title} css={optionsStyle}>
          {options.map((o, i) => (
            <label key={`${o.value}-${i}`} css={optionStyle}>
              <input
                type="radio"
                name={groupName}
                checked={i === selected}
                onChange={() => setSelected(i)}
              />
              {o.label}
            </label>
          ))}
        </div>
      )}
      <div css={buttonsStyle}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button disabled={!option} onClick={() => option && onConfirm(option)}>
          {confirmLabel}
        </Button>
      </div>
    </BottomSheet>
  );
}
