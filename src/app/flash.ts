// A message for the next page: a page that sends the borrower elsewhere after a success
// ("Payout account saved" before the order page) leaves a catalogue key in session storage,
// and the next route shows it once as a toast. A key, never text, so corrupt or hostile
// storage can show only one of the app's own messages.
import { showToast } from '../../renderers/ui/toast-store';
import { en, type MessageKey } from '../i18n/en';
import { t } from '../i18n';
import { readJson, removeJson, sessionStore, writeJson } from '../lib/storage';

const FLASH_KEY = 'borrower.flash';

const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(en, value);

export function setFlash(key: MessageKey): void {
  const storage = sessionStore();
  if (storage) writeJson(FLASH_KEY, key, storage);
}

/** Shows and forgets the message left for this page, if any. */
export function showFlash(): void {
  const storage = sessionStore();
  if (!storage) return;
  const key = readJson(FLASH_KEY, isMessageKey, storage);
  if (!key) return;
  removeJson(FLASH_KEY, storage);
  showToast(t(key));
}
