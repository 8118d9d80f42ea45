// The `select` node: a pick list. A button shows the chosen option's label (the grey
// placeholder until something is chosen) and opens PickerSheet. The form holds the option's
// value (its code); a value no option has, such as an unknown code from the server, shows
// as it came. Confirm runs `onChange` in the chosen option's item scope ('@/…'). The button
// is the field's element for the form (focused when it is the first invalid field); the node
// reads its own value only (useFieldValue), so a keystroke elsewhere does not re-render it.
import { css } from '@emotion/react';
import ChevronRight from 'lucide/dist/esm/icons/chevron-right.mjs';
import { useCallback, useRef, useState } from 'react';
import type { SelectNode as SelectNodeType } from '../generated/screen-types';
import { toText } from '../binding';
import { useRenderer, type NodeProps } from '../context';
import { useRunner } from '../hooks';
import { useReader } from '../scope';
import { classOf } from '../styles';
import { theme } from '../theme';
import { controlBorder, controlStyle, describedBy, FieldShell, fieldIds } from './FieldShell';
import { PickerSheet, type PickerOption } from './PickerSheet';
import { useFieldValue, useFormField } from './use-form-field';
import { Glyph } from '../ui/Glyph';

interface SelectOption extends PickerOption {
  /** The element of the options array, and its position there: the item scope of onChange. */
  item: unknown;
  index: number;
}

/** The options of the array at the pointer; one without a value or a label is skipped. */
function optionsOf(list: unknown, labelField: string, valueField: string): SelectOption[] {
  if (!Array.isArray(list)) return [];
  const options: SelectOption[] = [];
  list.forEach((item: unknown, index) => {
    if (item === null || typeof item !== 'object') return;
    const record = item as Record<string, unknown>;
    const label = toText(record[labelField]);
    const value = toText(record[valueField]);
    if (label.trim() !== '' && value.trim() !== '') options.push({ label, value, item, index });
  });
  return options;
}

// A pick list reads as a row to tap, not a field to type in: a chevron on the right.
const buttonStyle = css(controlStyle, {
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  background: theme.surface,
});
const invalidButtonStyle = css(buttonStyle, controlBorder('invalid'));
const chosenStyle = css({ color: theme.text, textAlign: 'left' });
const placeholderStyle = css({ color: theme.muted, textAlign: 'left' });
const chevronStyle = css({ flex: 'none', color: theme.muted });

export function SelectNode({ node }: NodeProps<SelectNodeType>) {
  const { t } = useRenderer();
  const read = useReader();
  const run = useRunner();
  const { name, error, id, ref, change, text } = useFormField(node, '');
  const value = toText(useFieldValue(name, ''));
  const label = text(node.label);
  const help = text(node.help);
  const placeholder = text(node.placeholder);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  // Stable, so React attaches it once rather than detaching and re-registering each render.
  const buttonRef = useCallback(
    (el: HTMLButtonElement | null) => {
      button.current = el;
      ref(el);
    },
    [ref],
  );
  if (!name) return null;

  const options = optionsOf(
    read(node.options),
    node.labelField ?? 'label',
    node.valueField ?? 'value',
  );
  const chosen = value.trim() !== '';
  const shown = options.find((o) => o.value.trim() === value.trim())?.label ?? value;
  const ids = fieldIds(id);
  const valueId = `${id}-value`;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const confirm = (option: SelectOption) => {
    change(option.value);
    close();
    run(node.onChange, { item: option.item, index: option.index });
  };

  return (
    <FieldShell name={name} id={id} label={label} help={help} error={error}>
      <button
        type="button"
        ref={buttonRef}
        name={name}
        aria-labelledby={`${ids.label} ${valueId}`}
        aria-describedby={describedBy(id, { help, error })}
        aria-invalid={error ? true : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={classOf(error ? invalidButtonStyle : buttonStyle)}
      >
        <span
          id={valueId}
          data-placeholder={chosen ? undefined : 'true'}
          className={classOf(chosen ? chosenStyle : placeholderStyle)}
        >
          {chosen ? shown : placeholder}
        </span>
        <Glyph icon={ChevronRight} size={20} data-chevron="" className={classOf(chevronStyle)} />
      </button>
      {open && (
        <PickerSheet
          title={label}
          options={options}
          current={value}
          confirmLabel={t('renderer.picker.confirm')}
          cancelLabel={t('renderer.picker.cancel')}
          emptyText={t('renderer.picker.noOptions')}
          onConfirm={confirm}
          onCancel={close}
        />
      )}
    </FieldShell>
  );
}
