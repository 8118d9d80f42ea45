// The form node's `confirmLeave`: while anything is filled in, Back asks first. Keep stays on
// the form; Leave forgets the draft and goes where Back was going. The app's router holds
// Back (services.leaving, a blocker); without one (the studio) the form never asks. A child
// of the form so that watching every value re-renders only this, not the fields.
import { css } from '@emotion/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { FormNode } from '../generated/screen-types';
import type { LeavePolicy } from '../services';
import { useTexts } from '../hooks';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { theme } from '../theme';
import { VALUE_CHANGES, type FormFields } from './form-fields';
import type { Holding } from './FormNode';

type LeaveSpec = NonNullable<FormNode['confirmLeave']>;

const isFilled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;

/** Whether anything is filled in, re-rendering the caller when that changes. */
function useAnythingFilled(fields: FormFields): boolean {
  const listen = useCallback(
    (notify: () => void) => fields.subscribe({ formState: VALUE_CHANGES, callback: notify }),
    [fields],
  );
  return useSyncExternalStore(listen, () => Object.values(fields.allValues()).some(isFilled));
}

const pStyle = css({ margin: '0 0 16px', color: theme.muted });
const divStyle = css({ display: 'grid', gap: 10 });

/** Where nothing can be left, nothing is asked. */
const neverAsks: LeavePolicy = {
  useLeaveQuestion: () => ({ asking: false, stay: () => undefined, leave: () => undefined }),
};

export interface LeaveGuardProps {
  fields: FormFields;
  /** Photos picked and not yet uploaded are in no value, and are as easily lost. */
  holding: Holding;
  spec: LeaveSpec;
  done: boolean;
  leaving?: LeavePolicy;
  onLeave: () => void;
}

export function LeaveGuard({
  fields,
  holding,
  spec,
  done,
  leaving = neverAsks,
  onLeave,
}: LeaveGuardProps) {
  const filled = useAnythingFilled(fields);
  const held = useSyncExternalStore(holding.subscribe, holding.any);
  const question = leaving.useLeaveQuestion((filled || held) && !done);
  const [title, text, keep, leave] = useTexts(spec.title, spec.text, spec.keep, spec.leave);
  return (
    <Modal
      open={question.asking}
      title={title}
      dismissable
      ownsBack={false}
      onDismiss={question.stay}
    >
      {text && <p css={pStyle}>{text}</p>}
      <div css={divStyle}>
        <Button onClick={question.stay}>{keep}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            onLeave();
            question.leave();
          }}
        >
          {leave}
        </Button>
      </div>
    </Modal>
  );
}
