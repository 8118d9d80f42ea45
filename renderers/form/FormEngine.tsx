// A form node's engine: react-hook-form's store of the values, the rules and the submission.
// Its code loads while the form is first drawn (FormNode.tsx): the fields draw without it, and
// what is done before it arrives is handed to it (form-fields.ts), here, with the code that
// does it.
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { FormValue, FormValues } from '../actions';
import { attachShowing, type BeforeEngine, type FormEngineApi } from './form-fields';

export interface FormEngineProps {
  /** The values the form starts from (its data's, or a draft's). */
  defaultValues: FormValues;
  /** The fields before the engine: they join it before `onReady`. */
  before: BeforeEngine;
  /** Called once, with the engine, when the fields have joined it. */
  onReady: (engine: FormEngineApi) => void;
}

/**
 * The fields join the engine without rendering again: it gets the values they kept as changes,
 * each field on the page registers with it (its element given to it as React would, a text
 * element still showing what it showed), and the subscriptions move to it.
 */
export function joinFields(before: BeforeEngine, engine: FormEngineApi): void {
  if (before.engine) return;
  for (const [name, value] of before.values) engine.setValue(name, value, { shouldDirty: true });
  before.engine = engine;
  for (const entry of before.shown) {
    const { element } = entry;
    const joined = (entry.joined ??= engine.register(entry.name, entry.options));
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
      attachShowing(element, () => void joined.ref(element), element.value);
    else void joined.ref(element);
  }
  before.shown.clear();
  const moved = [...before.waiting];
  before.waiting.clear();
  for (const entry of moved) entry.unsubscribe = engine.subscribe(entry.subscription);
  // A field's value may read differently now (its own default for a name the form's values
  // lack): each subscriber to named fields reads it again, and renders only if it changed.
  // Subscribers to every value (the draft, the leave question) hear of the borrower's changes
  // only: the join is none.
  for (const { subscription } of moved) if (subscription.name) subscription.callback();
}

export default function FormEngine({ defaultValues, before, onReady }: FormEngineProps) {
  const form = useForm<FormValues>({
    defaultValues,
    shouldUnregister: false,
    // Focus goes to the first invalid field in page order, not in registration order.
    shouldFocusError: false,
  });
  const engine = useMemo<FormEngineApi>(
    () => ({
      register: (name, options) => form.register(name, options),
      subscribe: (subscription) => form.subscribe(subscription),
      getFieldState: (name) => form.getFieldState(name),
      getValues: (name) => form.getValues(name),
      allValues: () => form.getValues(),
      setValue: (name, value, options) => form.setValue(name, value as FormValue, options),
      submit: (valid, invalid) =>
        void form.handleSubmit(valid, (errors) => invalid(Object.keys(errors)))(),
      setFocus: (name) => form.setFocus(name),
    }),
    [form],
  );
  useEffect(() => {
    joinFields(before, engine);
    onReady(engine);
  }, [before, engine, onReady]);
  return null;
}

// The form's leave question arrives with the engine, after the form's first paint.
export { LeaveGuard } from './LeaveGuard';
