// cate "text": a numeric-only input (SPEC §5); the server's subtitle is the placeholder.
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { theme } from '../theme';
import { stripNonDigits } from './digits';
import { controlStyle, FieldShell } from './FieldShell';
import type { FieldProps } from './types';

export function TextField({ spec }: FieldProps) {
  const { field } = useController({ name: spec.name });
  const id = useId();
  const value = typeof field.value === 'string' ? field.value : String(field.value ?? '');
  return (
    <FieldShell name={spec.name} id={id} label={spec.label} labelsInput help={spec.help}>
      <input
        id={`${id}-input`}
        ref={field.ref}
        name={field.name}
        value={value}
        onChange={(e) => field.onChange(stripNonDigits(e.target.value))}
        onBlur={field.onBlur}
        placeholder={spec.placeholder}
        aria-describedby={spec.help ? `${id}-help` : undefined}
        inputMode="numeric"
        autoComplete="off"
        css={[controlStyle, { '&::placeholder': { color: theme.muted } }]}
      />
    </FieldShell>
  );
}
