// The fallback for a cate this renderer does not know: the field's title and a plain note,
// never a crash. The page keeps the server's own value for it.
import { useEffect, useId } from 'react';
import { theme } from '../theme';
import { useFormRenderer } from './context';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './types';

export function UnknownField({ spec }: FieldProps) {
  const { labels, onUnknown } = useFormRenderer();
  const id = useId();
  useEffect(() => {
    onUnknown({ cate: spec.cate, name: spec.name });
  }, [onUnknown, spec.cate, spec.name]);
  return (
    <FieldShell name={spec.name} id={id} label={spec.label}>
      <p data-unknown-field={spec.cate} css={{ margin: 0, fontSize: 14, color: theme.muted }}>
        {labels.unsupported}
      </p>
    </FieldShell>
  );
}
