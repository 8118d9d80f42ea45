// The frame around every form field: its label, the control, the error of its rules and an
// optional help text. One look for every input node; the ids let controls point at the
// label, help and error (aria-labelledby, aria-describedby).
// Its elements, repeated by every field of a 200-field form, take class names built once
// (classOf), not the css prop.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { classOf } from '../styles';
import { theme } from '../theme';

/** The ids inside a field whose base id is `id`. */
export function fieldIds(id: string) {
  return {
    label: `${id}-label`,
    input: `${id}-input`,
    help: `${id}-help`,
    error: `${id}-error`,
  };
}

/** The ids a control is described by: its own extras, then the error and the help shown. */
export function describedBy(
  id: string,
  { help, error }: { help?: string; error?: string },
  ...extra: Array<string | false | undefined>
): string | undefined {
  const ids = fieldIds(id);
  const all = [...extra, error ? ids.error : undefined, help ? ids.help : undefined].filter(
    (x): x is string => typeof x === 'string' && x !== '',
  );
  return all.length > 0 ? all.join(' ') : undefined;
}

const labelStyle = css({ display: 'block', fontSize: 14, fontWeight: 600, margin: '0 0 6px' });
const fieldStyle = css({
  padding: '12px 16px',
  background: theme.surface,
  borderBottom: `1px solid ${theme.border}`,
});
const errorStyle = css({ margin: '6px 0 0', fontSize: 13, color: theme.danger });
const helpStyle = css({ margin: '6px 0 0', fontSize: 13, color: theme.muted });

export function FieldShell({
  id,
  label,
  labelsInput = false,
  heading = false,
  help,
  error,
  name,
  children,
}: {
  id: string;
  /** The field's label; '' shows none (a checkbox labels itself). */
  label: string;
  /** Whether the label belongs to an <input> or <textarea> with id `${id}-input`. */
  labelsInput?: boolean;
  /** The label is a heading and the field a section named by it (a group of controls). */
  heading?: boolean;
  help?: string;
  /** The message of the first failed rule, shown under the control. */
  error?: string;
  name: string;
  children: ReactNode;
}) {
  const ids = fieldIds(id);
  const Wrapper = heading ? 'section' : 'div';
  return (
    <Wrapper
      data-field={name}
      aria-labelledby={heading && label ? ids.label : undefined}
      className={classOf(fieldStyle)}
    >
      {label &&
        (heading ? (
          <h2 id={ids.label} className={classOf(labelStyle)}>
            {label}
          </h2>
        ) : (
          <label
            id={ids.label}
            htmlFor={labelsInput ? ids.input : undefined}
            className={classOf(labelStyle)}
          >
            {label}
          </label>
        ))}
      {children}
      {error && (
        <p id={ids.error} role="alert" className={classOf(errorStyle)}>
          {error}
        </p>
      )}
      {help && (
        <p id={ids.help} className={classOf(helpStyle)}>
          {help}
        </p>
      )}
    </Wrapper>
  );
}

export const controlStyle = {
  width: '100%',
  minHeight: 44,
  padding: '10px 12px',
  border: `1px solid ${theme.border}`,
  borderRadius: 8,
  background: theme.surface,
  font: `16px/1.3 ${theme.font}`,
  color: theme.text,
  textAlign: 'left' as const,
  // The focused control gets a layer of its own: what changes in it (a keystroke, the caret's
  // blink, a pick) then repaints that layer only, not the form around it (decision 038).
  '&:focus': { willChange: 'transform' },
};

/**
 * A text box: a placeholder longer than the box (a bank's "Please enter your GCash number" on
 * a 320 px phone) ends in an ellipsis rather than a cut-off word; the label above says the same.
 */
export const textBoxStyle = css(controlStyle, {
  textOverflow: 'ellipsis',
  '&::placeholder': { color: theme.muted },
});

/** The control's border turns red while its field has an error. */
export function controlBorder(error: string | undefined) {
  return error ? { borderColor: theme.danger } : {};
}
