// The form node's `confirmLeave`: while anything is filled in, Back asks first. Keep stays on
// the form; Leave forgets the draft and goes back. A child of the form so that watching
// every value re-renders only this, not the fields.
import { css } from '@emotion/react';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { FormNode } from '../generated/screen-types';
import { useTexts } from '../hooks';
import { useBackEntry } from '../ui/back-stack';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { theme } from '../theme';
import type { FormFields } from './form-fields';

type LeaveSpec = NonNullable<FormNode['confirmLeave']>;

const isFilled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;

const VALUES = { values: true } as const;

/** Whether anything is filled in, re-rendering the caller when that changes. */
function useAnythingFilled(fields: FormFields): boolean {
  const listen = useCallback(
    (notify: () => void) => fields.subscribe({ formState: VALUES, callback: notify }),
    [fields],
  );
  return useSyncExternalStore(listen, () => Object.values(fields.allValues()).some(isFilled));
}

const pStyle = css({ margin: '0 0 16px', color: theme.muted });
const divStyle = css({ display: 'grid', gap: 10 });

export function LeaveGuard({
  fields,
  spec,
  done,
  onLeave,
}: {
  fields: FormFields;
  spec: LeaveSpec;
  done: boolean;
  onLeave: () => void;
}) {
  const filled = useAnythingFilled(fields);
  const [asking, setAsking] = useState(false);
  const leaving = useRef(false);
  useBackEntry(filled && !done && !asking && !leaving.current, () => setAsking(true));
  const [title, text, keep, leave] = useTexts(spec.title, spec.text, spec.keep, spec.leave);
  return (
    <Modal open={asking} title={title} dismissable onDismiss={() => setAsking(false)}>
      {text && <p css={pStyle}>{text}</p>}
      <div css={divStyle}>
        <Button onClick={() => setAsking(false)}>{keep}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            leaving.current = true;
            onLeave();
            setAsking(false);
            window.history.back();
          }}
        >
          {leave}
        </Button>
      </div>
    </Modal>
  );
}
