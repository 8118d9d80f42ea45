// What a field needs of its form, in a context of its own. react-hook-form's FormProvider
// hands its consumers a new value whenever the form's state changes (on mount, when the form
// becomes ready; on every submit), which would render every field of a 140-field form again.
// These functions are the same for the form's whole life, before its engine (react-hook-form,
// loaded after the form is on screen: FormEngine.tsx) arrives and after (joinableFields
// below): a field renders again only for what it subscribed to itself (its error, or its value
// where it shows it).
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
 * A form's fields, the same functions for the form's whole life. Until the engine arrives they
 * are a buffer: it keeps what the fields hand over (a pick, a tick, the kept value of what is
 * typed), shows it back, and checks no rules (nothing is submitted before the engine has
 * them). Then `joinFields` (FormEngine.tsx) hands `before` over to the engine, so that no
 * field renders again for its arrival (on a 140-field form that render was a long task on a
 * slow phone, decision 044).
 */
export function joinableFields(defaults: FormValues): {
  fields: FormFields;
  before: BeforeEngine;
} {
  const before: BeforeEngine = {
    engine: null,
    values: new Map(),
    shown: new Set(),
    waiting: new Set(),
  };
  const { values, shown, waiting } = before;
  const inEngine = (entry: Entry): UseFormRegisterReturn | undefined =>
    (entry.joined ??= before.engine?.register(entry.name, entry.options));
  const fields: FormFields = {
    register: (name, options) => {
      if (before.engine) return before.engine.register(name, options);
      const entry: Entry = { name, options, element: null };
      return {
        name,
        ref: (element: unknown) => {
          const joined = element ? inEngine(entry) : entry.joined;
          if (joined) return void joined.ref(element);
          entry.element = element;
          if (element) shown.add(entry);
          else shown.delete(entry);
        },
        onBlur: (event: { target: unknown; type?: unknown }) =>
          inEngine(entry)?.onBlur(event) ?? Promise.resolve(),
        onChange: (event: { target: { value: unknown }; type?: unknown }) => {
          const joined = inEngine(entry);
          if (joined) return joined.onChange(event);
          values.set(name, event.target.value);
          for (const { subscription } of [...waiting]) subscription.callback();
          return Promise.resolve();
        },
      };
    },
    subscribe: (subscription) => {
      if (before.engine) return before.engine.subscribe(subscription);
      // Until the engine is here, every subscriber hears every change.
      const entry: Waiting = { subscription };
      waiting.add(entry);
      return () => {
        waiting.delete(entry);
        entry.unsubscribe?.();
      };
    },
    getFieldState: (name) => before.engine?.getFieldState(name) ?? {},
    getValues: (name) =>
      before.engine
        ? before.engine.getValues(name)
        : values.has(name)
          ? values.get(name)
          : Object.hasOwn(defaults, name)
            ? defaults[name]
            : undefined,
    allValues: () => before.engine?.allValues() ?? { ...defaults, ...Object.fromEntries(values) },
  };
  return { fields, before };
}

/** What a form's fields did before its engine arrived, and the engine once it has. */
export interface BeforeEngine {
  engine: FormEngineApi | null;
  /** What the fields handed over: a pick, a tick, the kept value of what is typed. */
  values: Map<string, unknown>;
  /** The fields registered and on the page. */
  shown: Set<Entry>;
  /** The subscriptions made. */
  waiting: Set<Waiting>;
}

/** A field registered before the engine arrived. */
export interface Entry {
  name: string;
  options: RegisterOptions;
  /** The element the field gave its ref, while it is on the page. */
  element: unknown;
  /** The engine's registration, once it has one. */
  joined?: UseFormRegisterReturn;
}

/** A subscription made before the engine arrived. */
export interface Waiting {
  subscription: FieldSubscription;
  unsubscribe?: () => void;
}

/**
 * Runs `attach` (the form's ref, which may write the form's kept value into the element: a
 * phone's digits without their spaces), then has the element show `shown`; when the element
 * has the focus (the borrower typing as the engine arrives), the caret stays where it was.
 */
export function attachShowing(
  element: HTMLInputElement | HTMLTextAreaElement,
  attach: () => void,
  shown: string,
): void {
  const caret =
    element === element.ownerDocument.activeElement
      ? ([element.selectionStart, element.selectionEnd] as const)
      : undefined;
  attach();
  if (element.value !== shown) element.value = shown;
  if (caret && caret[0] !== null && caret[1] !== null)
    element.setSelectionRange(caret[0], caret[1]);
}

export const FormFieldsContext = createContext<FormFields | null>(null);

export function useFormFields(): FormFields {
  const fields = useContext(FormFieldsContext);
  if (!fields) throw new Error('A form field rendered outside a form node');
  return fields;
}
