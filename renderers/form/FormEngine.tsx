// A form node's engine: react-hook-form's store of the values, the rules and the submission.
// Its code loads while the form is first drawn (FormNode.tsx): the fields draw without it, and
// what is done before it arrives is handed to it (form-fields.ts).
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { FormValue, FormValues } from '../actions';
import type { FormEngineApi } from './form-fields';

export interface FormEngineProps {
  /** The values the form starts from (its data's, or a draft's). */
  defaultValues: FormValues;
  /** Called once, with the engine, when it is ready for the fields. */
  onReady: (engine: FormEngineApi) => void;
}

export default function FormEngine({ defaultValues, onReady }: FormEngineProps) {
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
  useEffect(() => onReady(engine), [engine, onReady]);
  return null;
}
