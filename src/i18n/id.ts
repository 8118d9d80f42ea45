// The id catalogue: only the strings the spec gives in this language, verbatim; every other
// key falls back to English.
import type { MessageKey } from './en';

export const id: Partial<Record<MessageKey, string>> = {
  'order.chooseStars': 'Silakan pilih',
};
