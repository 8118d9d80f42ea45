// The boot module's stand-in for the native bridge: the shell's events (contract loan.md) that
// arrive before the app's code has run, or when it could not be loaded, meet no error.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/main', () => {
  throw new Error('the app code could not be loaded');
});

afterEach(() => {
  delete window.webBridge;
  vi.restoreAllMocks();
});

describe('before the app runs', () => {
  it('window.webBridge takes iosBack and any other name without an error; Back goes back', async () => {
    delete window.webBridge;
    await import('../../src/boot');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    window.history.pushState(null, '', '/aboutUs');
    expect(() => window.webBridge!.emit('iosBack')).not.toThrow();
    expect(back).toHaveBeenCalledTimes(1);
    expect(() => window.webBridge!.emit('somethingElse')).not.toThrow();
    expect(back).toHaveBeenCalledTimes(1);
  });
});
