// A message for the next page (src/app/flash.ts): shown once, and only one of the app's own.
import { afterEach, describe, expect, it } from 'vitest';
import { setFlash, showFlash } from '../../src/app/flash';
import { en } from '../../src/i18n/en';
import { clearToast, currentToast } from '../../renderers/ui/toast-store';

afterEach(() => {
  sessionStorage.clear();
  clearToast();
});

describe('flash', () => {
  it('shows the message left for the next page once', () => {
    setFlash('flash.bankSaved');
    showFlash();
    expect(currentToast()?.text).toBe(en['flash.bankSaved']);
    clearToast();
    showFlash();
    expect(currentToast()).toBeNull();
  });

  it('ignores storage that holds anything but a catalogue key', () => {
    for (const value of [
      '"<img src=x onerror=alert(1)>"',
      '{"key":1}',
      'not json',
      '"__proto__"',
    ]) {
      sessionStorage.setItem('borrower.flash', value);
      showFlash();
    }
    expect(currentToast()).toBeNull();
  });
});
