// What a field needs of its form, in a context of its own. react-hook-form's FormProvider
// hands its consumers a new value whenever the form's state changes (on mount, when the form
// becomes ready; on every submit), which would render every field of a 140-field form again.
// These functions change once in the form's life, when its engine (react-hook-form, loaded
// after the form is on screen: FormEngine.tsx) takes over from the buffer below; otherwise a
// field renders again only for what it subscribed to itself (its error, or its value where it
// shows it).
import { createContext, useContext } from 'react';
import type { FieldError, RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';
import type { FormValues } from '../actions';

export interface FieldSubscription {
  /** The field or fields; every field when absent. */
  name?: string | string[];
  exact?: boolean;
  formState: { errors?: true; values?: true };
  callback: () => void;
}

/** A subscription's `formState` for value changes (one object: a hook's dependency). */
export const VALUE_CHANGES = { values: true } as const;

export interface FormFields {
  register: (name: string, options: RegisterOptions) => UseFormRegisterReturn;
  /** Calls `callback` when what `formState` names changes for `name`; returns the unsubscribe. */
  subscribe: (subscription: FieldSubscription) => () => void;
  getFieldState: (name: string) => { error?: FieldError };
  getValues: (name: string) => unknown;
  /** Every value the form holds. */
  allValues: () => Readonly<Record<string, unknown>>;
}

/** What a form's engine offers (react-hook-form's useForm, narrowed to what fields use). */
export interface FormEngineApi extends FormFields {
  setValue: (name: string, value: unknown, options: { shouldDirty: true }) => void;
  /** Checks every field's rules: `valid` gets the values, `invalid` the names that failed. */
  submit: (valid: (values: FormValues) => void, invalid: (names: string[]) => void) => void;
  setFocus: (name: string) => void;
}

/**
 * The fields' form until its engine arrives: it keeps what they hand over (a pick, a tick, the
 * kept value of what is typed), shows it back, and hands it to the engine as changes, so
 * nothing done in the first moments is lost. It checks no rules: nothing is submitted before
 * the engine has them.
 */
export function formBuffer(defaults: FormValues): {
  fields: FormFields;
  handOver: (engine: FormEngineApi) => void;
} {
  const values = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  const fields: FormFields = {
    register: (name) => ({
      name,
      ref: () => {},
      onBlur: () => Promise.resolve(),
      onChange: (event: { target: { value: unknown } }) => {
        values.set(name, event.target.value);
        for (const listener of [...listeners]) listener();
        return Promise.resolve();
      },
    }),
    // For the short wait, every subscriber hears every change.
    subscribe: ({ callback }) => {
      listeners.add(callback);
      return () => void listeners.delete(callback);
    },
    getFieldState: () => ({}),
    getValues: (name) =>
      values.has(name)
        ? values.get(name)
        : Object.prototype.hasOwnProperty.call(defaults, name)
          ? defaults[name]
          : undefined,
    allValues: () => ({ ...defaults, ...Object.fromEntries(values) }),
  };
  return {
    fields,
    handOver: (engine) => {
      for (const [name, value] of values) engine.setValue(name, value, { shouldDirty: true });
    },
  };
}

export const FormFieldsContext = createContext<FormFields | null>(null);

export function useFormFields(): FormFields {
  const fields = useContext(FormFieldsContext);
  if (!fields) throw new Error('A form field rendered outside a form node');
  return fields;
}
