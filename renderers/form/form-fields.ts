// What a field needs of its form, in a context of its own. react-hook-form's FormProvider
// hands its consumers a new value whenever the form's state changes (on mount, when the form
// becomes ready; on every submit), which would render every field of a 140-field form again.
// These functions never change for the form's life, so a field renders again only for what it
// subscribed to itself (its error, or its value where it shows it).
import { createContext, useContext } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export type FormFields = Pick<
  UseFormReturn<FieldValues>,
  'register' | 'subscribe' | 'getFieldState' | 'getValues'
>;

export const FormFieldsContext = createContext<FormFields | null>(null);

export function useFormFields(): FormFields {
  const fields = useContext(FormFieldsContext);
  if (!fields) throw new Error('A form field rendered outside a form node');
  return fields;
}
