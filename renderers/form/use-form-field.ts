// What every input node does to join the enclosing form: resolve its name (a literal, or a
// binding for server-driven forms), register with react-hook-form under that name with its
// rules as validate functions, and read back its error message.
//
// Fields are uncontrolled: the DOM holds what is typed and the form holds the kept value
// (digits of a phone, say), handed over by the node's own input handler. So a keystroke
// re-renders no field: each one subscribes to its own error only (by exact name),
// registers once (not on every render), and its validate functions keep their identity while
// the screen's data changes (they read the latest text context when a check fails).
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { RefCallBack } from 'react-hook-form';
import type { FieldName, InputRules, TextSource } from '../generated/screen-types';
import type { FormValue } from '../actions';
import { resolveText, toText, type TextContext } from '../binding';
import { useTextContext } from '../hooks';
import { attachShowing, useFormFields, VALUE_CHANGES } from './form-fields';
import { checksOf, type Check, type Checks } from './rules';
import { isFieldName } from './values';

/** The form value a node is bound to, or '' when its name is missing or not an identifier. */
function fieldNameOf(name: FieldName, ctx: TextContext): string {
  const resolved = resolveText(name, ctx);
  return isFieldName(resolved) ? resolved : '';
}

export interface FormField {
  /** '' when the node has no usable name: render nothing. */
  name: string;
  /** The message of the first failed rule. */
  error: string | undefined;
  /** The base of the field's element ids (see fieldIds). */
  id: string;
  /**
   * For the element the form focuses when this field is the first invalid one. Stable while
   * the name is: React attaches it once, and detaching it (the node hidden) pauses the rules.
   */
  ref: RefCallBack;
  /** Hands the form the field's new value; the rules run as the form's mode says. */
  change: (value: FormValue) => void;
  /** The field lost the focus (the form marks it touched). */
  blur: () => void;
  /** The value the form holds now, read when called: no subscription. */
  value: () => unknown;
  /** The node's texts (label, help, placeholder), read with the field's one text context. */
  text: (source: TextSource | undefined) => string;
}

const NO_REF: RefCallBack = () => {};

/**
 * The layout's rules (and the node's own check) as validate functions built once per field:
 * their messages come from the latest text context, read through a ref when a check fails.
 */
export function useChecks(
  rules: InputRules | undefined,
  own: Check | undefined,
  ctx: TextContext,
): Checks {
  const latest = useRef(ctx);
  useLayoutEffect(() => {
    latest.current = ctx;
  }, [ctx]);
  return useMemo(() => {
    const checks = checksOf(rules, () => latest.current);
    if (own) checks.own = own;
    return checks;
  }, [rules, own]);
}

export function useFormField(
  node: { name: FieldName; rules?: InputRules },
  /** The value when the form has none for this name. */
  defaultValue: FormValue,
  /** The node's own check, after the layout's rules (the image picker's uploads). */
  own?: Check,
): FormField {
  // One text context for the name, the rules' messages and the node's texts: one
  // subscription per field to the values they read.
  const ctx = useTextContext();
  const name = fieldNameOf(node.name, ctx);
  const validate = useChecks(node.rules, own, ctx);
  const { register, getValues } = useFormFields();
  // Registered here once per name, not on every render. The handlers are react-hook-form's:
  // given {target: {name, value}} (no element type) they take the value as it is, which is how
  // the form receives the kept value rather than what the element shows.
  const registered = useMemo(
    () => (name ? register(name, { validate, value: defaultValue }) : null),
    // The default is a constant of the node type (a list's is a module-level []).
    [register, name, validate, defaultValue],
  );
  const change = useCallback(
    (value: FormValue) => void registered?.onChange({ target: { name, value }, type: 'change' }),
    [registered, name],
  );
  const blur = useCallback(
    () => void registered?.onBlur({ target: { name, value: getValues(name) }, type: 'blur' }),
    [registered, name, getValues],
  );
  const value = useCallback(() => (name ? getValues(name) : undefined), [getValues, name]);
  const error = useFieldError(name);
  const id = useId();
  useEffect(() => {
    if (!name && import.meta.env.DEV) {
      console.warn('[form] a field without a usable name is not shown', node.name);
    }
  }, [name, node.name]);
  return {
    name,
    error,
    id,
    ref: registered?.ref ?? NO_REF,
    change,
    blur,
    value,
    text: (source) => resolveText(source, ctx),
  };
}

/**
 * The ref of a field's text element: the form's ref, then the value the form starts from (its
 * values or a draft) written into the element as `show` displays it.
 */
export function useTextElementRef(
  { ref, value }: Pick<FormField, 'ref' | 'value'>,
  show: (value: string) => string,
): (element: HTMLInputElement | HTMLTextAreaElement | null) => void {
  return useCallback(
    (element) => {
      if (element) attachShowing(element, () => ref(element), show(toText(value())));
      else ref(null);
    },
    [ref, value, show],
  );
}

/**
 * Subscribes to what the form says of one field, through react-hook-form's `subscribe`: the
 * caller renders again only when its snapshot changes. (useFormState and useWatch would also
 * copy the whole form state for each field as it mounts, and render every field once more
 * right after: on a 140-field form that is most of the first render's cost.)
 */
function useFieldSubscription<T>(
  name: string,
  formState: { errors?: true; values?: true },
  snapshot: () => T,
): T {
  const { subscribe } = useFormFields();
  const listen = useCallback(
    (notify: () => void) =>
      name ? subscribe({ name, exact: true, formState, callback: notify }) : () => {},
    [subscribe, name, formState],
  );
  return useSyncExternalStore(listen, snapshot);
}

const ERRORS = { errors: true } as const;

/** The message of the field's first failed rule, re-rendering the caller when it changes. */
function useFieldError(name: string): string | undefined {
  const { getFieldState } = useFormFields();
  return useFieldSubscription(name, ERRORS, () => {
    const message: unknown = name ? getFieldState(name).error?.message : undefined;
    return typeof message === 'string' && message ? message : undefined;
  });
}

/**
 * The field's value, re-rendering the caller when it changes (and only then): for what shows
 * the value itself, such as a pick list's chosen label or a text box's counter.
 */
export function useFieldValue(name: string, defaultValue: FormValue): unknown {
  const { getValues } = useFormFields();
  return useFieldSubscription(name, VALUE_CHANGES, () => {
    const value: unknown = name ? getValues(name) : undefined;
    return value === undefined ? defaultValue : value;
  });
}

/**
 * A ref for a field whose value lives in no element (the image picker's list): the form gets
 * a handle that focuses `element`, as useController gives it for such components. Given the
 * element itself, the form would take the first input inside it for the field.
 */
export function useFocusHandle(ref: RefCallBack): (element: HTMLElement | null) => void {
  return useCallback(
    (element: HTMLElement | null) => ref(element ? { focus: () => element.focus() } : null),
    [ref],
  );
}
