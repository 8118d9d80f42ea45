// The title bar's back (src/app/chrome.ts): history, else the native web view, else home.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast } from '../../renderers/ui/toast-store';
import { appChrome } from '../../src/app/chrome';
import { en } from '../../src/i18n/en';

afterEach(() => {
  delete (window as { android?: unknown }).android;
});

describe('the title bar back on the first page of the tab', () => {
  it('inside the app it closes the web view', () => {
    const android = { closeWebView: vi.fn() };
    Object.assign(window, { android });
    const navigate = vi.fn();
    appChrome(navigate).goBack();
    expect(android.closeWebView).toHaveBeenCalledWith('{}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('inside an app build that cannot close the web view it says so (decision 004)', () => {
    Object.assign(window, { android: { goHome: vi.fn() } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    appChrome(vi.fn()).goBack();
    expect(currentToast()?.text).toBe(en['error.bridgeFailed']);
  });

  it('in a plain browser it goes home', () => {
    window.history.replaceState({}, '', '/order?orderId=O-9&userId=7');
    const navigate = vi.fn();
    appChrome(navigate).goBack();
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/\?/));
  });
});
