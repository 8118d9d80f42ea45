// A message for the next page: a page that sends the borrower elsewhere after a success
// ("Payout account saved" before the order page) leaves a catalogue key in session storage,
// and the next route shows it once as a toast. A key, never text, so corrupt or hostile
// storage can show only one of the app's own messages; a core one (flash.*), since the next
// page may not carry the first page's strings.
import { showToast } from '../../renderers/ui/toast-store';
import type { MessageKey } from '../i18n/en';
import { isKnownKey, t } from '../i18n';
import { readJson, removeJson, sessionStore, writeJson } from '../lib/storage';

const FLASH_KEY = 'borrower.flash';

export function setFlash(key: MessageKey): void {
  const storage = sessionStore();
  if (storage) writeJson(FLASH_KEY, key, storage);
}

/** Shows and forgets the message left for this page, if any. */
export function showFlash(): void {
  const storage = sessionStore();
  if (!storage) return;
  const key = readJson(FLASH_KEY, isKnownKey, storage);
  if (!key) return;
  removeJson(FLASH_KEY, storage);
  showToast(t(key));
}
