// What a form holds, as plain data: strings, booleans and lists of strings under identifier
// names. Server data and react-hook-form output go through here, so a number becomes text,
// an odd shape is dropped, and a name that would be a nested path ("a.b") never appears.
import type { FormValue, FormValues } from '../actions';

/** The names a form value may have (the schema's FieldName pattern). */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

export function isFieldName(name: string): boolean {
  return FIELD_NAME.test(name);
}

export function toFormValue(value: unknown): FormValue | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (Array.isArray(value)) {
    return value.flatMap((v) => {
      const text = toFormValue(v);
      return typeof text === 'string' ? [text] : [];
    });
  }
  return undefined;
}

export function toFormValues(value: unknown): FormValues {
  const out: FormValues = {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [name, raw] of Object.entries(value)) {
    const v = toFormValue(raw);
    if (v !== undefined && isFieldName(name)) out[name] = v;
  }
  return out;
}

/** Nothing there: blank text (spaces count as blank), an unticked box, an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
