// cates "enum", "citySelect" and "day": a pick list in a bottom sheet with Confirm and
// Cancel. The form holds the chosen option's label (the spec matches it back to a code on
// submit); the placeholder stays grey until something is chosen.
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { theme } from '../theme';
import { Button } from '../ui/Button';
import { BottomSheet } from '../ui/Modal';
import { useFormRenderer } from './context';
import { controlStyle, FieldShell } from './FieldShell';
import type { FieldOption, FieldProps } from './types';

export function PickListField({ spec }: FieldProps) {
  const { field } = useController({ name: spec.name });
  const { labels, onPick } = useFormRenderer();
  const id = useId();
  const [open, setOpen] = useState(false);
  const value = typeof field.value === 'string' ? field.value : String(field.value ?? '');
  const chosen = value.trim() !== '';

  const close = () => setOpen(false);
  const confirm = (option: FieldOption) => {
    field.onChange(option.label);
    onPick(spec.name, option);
    setOpen(false);
  };

  return (
    <FieldShell name={spec.name} id={id} label={spec.label} help={spec.help}>
      <button
        type="button"
        ref={field.ref}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={spec.help ? `${id}-help` : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        css={[controlStyle, { cursor: 'pointer' }]}
      >
        <span
          id={`${id}-value`}
          data-placeholder={chosen ? undefined : 'true'}
          css={{ color: chosen ? theme.text : theme.muted }}
        >
          {chosen ? value : spec.placeholder}
        </span>
      </button>
      {open && (
        <PickerSheet
          title={spec.label}
          options={spec.options}
          current={value}
          confirmLabel={labels.confirm}
          cancelLabel={labels.cancel}
          emptyText={labels.noOptions}
          onConfirm={confirm}
          onCancel={close}
        />
      )}
    </FieldShell>
  );
}

function PickerSheet({
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
  options: readonly FieldOption[];
  current: string;
  confirmLabel: string;
  cancelLabel: string;
  emptyText: string;
  onConfirm: (option: FieldOption) => void;
  onCancel: () => void;
}) {
  const groupName = useId();
  const initial = options.findIndex((o) => o.label.trim() === current.trim());
  const [selected, setSelected] = useState(initial);
  const option = options[selected];
  return (
    <BottomSheet open title={title} dismissable onDismiss={onCancel} testId="picker">
      {options.length === 0 ? (
        <p css={{ color: theme.muted, textAlign: 'center' }}>{emptyText}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={title}
          css={{ maxHeight: '50vh', overflowY: 'auto', marginBottom: 16 }}
        >
          {options.map((o, i) => (
            <label
              key={`${o.code}-${i}`}
              css={{
                display: 'flex',
                alignItems: 'center',
                gap: 10,
                minHeight: 44,
                padding: '0 4px',
                borderBottom: `1px solid ${theme.border}`,
              }}
            >
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
      <div css={{ display: 'flex', gap: 12 }}>
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
