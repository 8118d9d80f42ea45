// What a page says: the server's own words, or a catalogue key of its own for when the server
// said nothing usable.
import { t } from './index';
import type { MessageKey } from './en';

export type Said = { text: string } | { key: MessageKey };

export const wordsOf = (said: Said): string => ('text' in said ? said.text : t(said.key));
