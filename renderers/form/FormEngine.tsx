// A form node's engine: react-hook-form's store of the values, the rules and the submission,
// with the form's draft and its leave question. Its code loads while the form is first drawn
// (FormNode.tsx): the fields draw without it, and what is done before it arrives is handed to
// it (form-fields.ts).
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { FormValue, FormValues } from '../actions';
import type { FormNode } from '../generated/screen-types';
import type { DraftStorage } from '../services';
import { useDraftWriter } from './form-draft';
import type { FormEngineApi } from './form-fields';
import { LeaveGuard } from './LeaveGuard';

export interface FormEngineProps {
  /** The values the form starts from (its data's, or a draft's). */
  defaultValues: FormValues;
  /** Called once, with the engine, when it is ready for the fields. */
  onReady: (engine: FormEngineApi) => void;
  /** The form has been sent (its `doneWhen` holds): no draft, no leave question. */
  done: boolean;
  draft: { key: string; drafts: DraftStorage };
  leave?: { spec: NonNullable<FormNode['confirmLeave']>; onLeave: () => void };
}

export default function FormEngine({
  defaultValues,
  onReady,
  done,
  draft,
  leave,
}: FormEngineProps) {
  const form = useForm<FormValues>({
    defaultValues,
    shouldUnregister: false,
    // Focus goes to the first invalid field in page order, not in registration order.
    shouldFocusError: false,
  });
  useDraftWriter(form, draft.key, done, draft.drafts);
  const engine = useMemo<FormEngineApi>(
    () => ({
      register: (name, options) => form.register(name, options),
      subscribe: (subscription) => form.subscribe(subscription),
      getFieldState: (name) => form.getFieldState(name),
      getValues: (name) => form.getValues(name),
      setValue: (name, value, options) => form.setValue(name, value as FormValue, options),
      submit: (valid, invalid) =>
        void form.handleSubmit(valid, (errors) => invalid(Object.keys(errors)))(),
      setFocus: (name) => form.setFocus(name),
    }),
    [form],
  );
  // After the draft writer has subscribed, so that what the buffer hands over is written too.
  useEffect(() => onReady(engine), [engine, onReady]);
  return leave ? (
    <LeaveGuard control={form.control} spec={leave.spec} done={done} onLeave={leave.onLeave} />
  ) : null;
}
