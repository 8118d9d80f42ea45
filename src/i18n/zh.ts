// The zh catalogue: only the strings the spec gives in this language, verbatim; every other
// key falls back to English.
import type { MessageKey } from './en';

export const zh: Partial<Record<MessageKey, string>> = {
  'card.selectFirst': '请先选择还款银行卡',
};
