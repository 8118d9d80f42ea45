// The boot module's stand-in for the native bridge: the shell's events (contract loan.md) that
// arrive before the app's code has run, or when it could not be loaded, meet no error.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/main', () => {
  throw new Error('the app code could not be loaded');
});

afterEach(() => {
  delete window.webBridge;
  delete (window as { webkit?: unknown }).webkit;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The boot module run afresh, its stand-in in place. */
async function boot() {
  delete window.webBridge;
  vi.resetModules();
  await import('../../src/boot');
  return window.webBridge!;
}

describe('before the app runs', () => {
  it('window.webBridge takes iosBack and any other name without an error; Back goes back', async () => {
    const bridge = await boot();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    // An in-app page behind this one (the router's depth in the entry's state).
    window.history.pushState({ idx: 1 }, '', '/aboutUs');
    expect(() => bridge.emit('iosBack')).not.toThrow();
    expect(back).toHaveBeenCalledTimes(1);
    expect(() => bridge.emit('somethingElse')).not.toThrow();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("on the app's first page, whose code could not be loaded, iosBack closes the web view", async () => {
    const closeWebView = { postMessage: vi.fn() };
    Object.assign(window, { webkit: { messageHandlers: { closeWebView } } });
    window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '', '/loanDetail');
    const bridge = await boot();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    expect(() => bridge.emit('iosBack')).not.toThrow();
    expect(closeWebView.postMessage).toHaveBeenCalledWith('{}');
    expect(back).not.toHaveBeenCalled();
  });

  it('calls the handler by the name the build gives closeWebView', async () => {
    vi.stubEnv('VITE_BRIDGE_CONFIG', '{"methods":{"closeWebView":"close"}}');
    const close = { postMessage: vi.fn() };
    Object.assign(window, { webkit: { messageHandlers: { close } } });
    window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '', '/loanDetail');
    const bridge = await boot();
    bridge.emit('iosBack');
    expect(close.postMessage).toHaveBeenCalledWith('{}');
  });

  it('outside the app (no iOS handlers) iosBack on the first page meets no error', async () => {
    window.history.replaceState(null, '', '/loanDetail');
    const bridge = await boot();
    expect(() => bridge.emit('iosBack')).not.toThrow();
  });
});
