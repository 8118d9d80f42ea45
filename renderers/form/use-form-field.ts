// What every input node does to join the enclosing form: resolve its name (a literal, or a
// binding for server-driven forms), register with react-hook-form under that name with its
// rules as validate functions, and read back its value and its error message.
import { useEffect, useId, useMemo } from 'react';
import { useController, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import type { FieldName, InputRules } from '../generated/screen-types';
import type { FormValue } from '../actions';
import { useText, useTextContext } from '../hooks';
import { checksOf, type Check } from './rules';
import { isFieldName } from './values';

/** The form value a node is bound to, or '' when its name is missing or not an identifier. */
export function useFieldName(name: FieldName): string {
  const resolved = useText(name);
  return isFieldName(resolved) ? resolved : '';
}

// A field without a usable name still calls the same hooks (under this name, disabled: no
// value, no validation) and renders nothing. It cannot clash: it is not an identifier.
const UNNAMED = '_unnamed';

export interface FormField {
  /** '' when the node has no usable name: render nothing. */
  name: string;
  field: ControllerRenderProps<FieldValues, string>;
  error: string | undefined;
  /** The base of the field's element ids (see fieldIds). */
  id: string;
}

export function useFormField(
  node: { name: FieldName; rules?: InputRules },
  defaultValue: FormValue,
  /** The node's own check, after the layout's rules (the image picker's uploads). */
  own?: Check,
): FormField {
  const name = useFieldName(node.name);
  const ctx = useTextContext();
  const validate = useMemo(() => {
    const checks = checksOf(node.rules, ctx);
    if (own) checks.own = own;
    return checks;
  }, [node.rules, ctx, own]);
  const unnamed = name === '';
  const { field, fieldState } = useController<FieldValues, string>({
    name: unnamed ? UNNAMED : name,
    defaultValue,
    rules: { validate },
    ...(unnamed ? { disabled: true, shouldUnregister: true } : {}),
  });
  const id = useId();
  useEffect(() => {
    if (unnamed && import.meta.env.DEV) {
      console.warn('[form] a field without a usable name is not shown', node.name);
    }
  }, [unnamed, node.name]);
  const message = fieldState.error?.message;
  return { name, field, error: typeof message === 'string' && message ? message : undefined, id };
}
