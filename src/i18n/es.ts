// The es catalogue: only the strings the spec gives in this language, verbatim; every other
// key falls back to English.
import type { MessageKey } from './en';

export const es: Partial<Record<MessageKey, string>> = {
  'complainForm.typeNotSupported': 'El pedido seleccionado no admite el envío de tipo de colección',
};
