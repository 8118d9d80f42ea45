// Covers callBridge on each channel (Android interface, iOS message handlers, development
// shim), renamed interfaces, and that failures are reported rather than thrown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BRIDGE_ACTIONS,
  BRIDGE_LOG_KEY,
  BRIDGE_LOG_LIMIT,
  callBridge,
  clearBridgeLog,
  defaultBridgeConfig,
  hasNativeBridge,
  isBridgeAction,
  loadBridgeConfig,
  readBridgeLog,
  recordBridgeCall,
  type BridgeCall,
} from '../../src/bridge';

const defaults = defaultBridgeConfig();

function fakeWindow(props: Record<string, unknown>): Window {
  return props as unknown as Window;
}

beforeEach(() => {
  sessionStorage.clear();
  clearBridgeLog();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isBridgeAction', () => {
  it('accepts every spec action and nothing else', () => {
    for (const a of BRIDGE_ACTIONS) expect(isBridgeAction(a)).toBe(true);
    expect(BRIDGE_ACTIONS).toHaveLength(11);
    expect(isBridgeAction('closewebview')).toBe(false);
    expect(isBridgeAction('toString')).toBe(false);
    expect(isBridgeAction(undefined)).toBe(false);
  });
});

describe('callBridge on Android', () => {
  it('calls the interface method with the payload as a JSON string, on the interface object', () => {
    const receivers: unknown[] = [];
    const android = {
      closeWebView: vi.fn(function (this: unknown, _json: string) {
        receivers.push(this);
      }),
    };
    const result = callBridge(
      'closeWebView',
      { reason: 'done', n: 1 },
      defaults,
      fakeWindow({ android }),
    );

    expect(result).toEqual({ channel: 'android', ok: true });
    expect(android.closeWebView).toHaveBeenCalledTimes(1);
    expect(android.closeWebView).toHaveBeenCalledWith('{"reason":"done","n":1}');
    // The Java bridge rejects detached calls, so the receiver matters.
    expect(receivers[0]).toBe(android);
  });

  it('sends "{}" when there is no payload', () => {
    const android = { goHome: vi.fn() };
    callBridge('goHome', undefined, defaults, fakeWindow({ android }));
    expect(android.goHome).toHaveBeenCalledWith('{}');
  });

  it('does not record in the shim', () => {
    callBridge('goHome', {}, defaults, fakeWindow({ android: { goHome: () => {} } }));
    expect(window.__bridgeCalls).toEqual([]);
    expect(sessionStorage.getItem(BRIDGE_LOG_KEY)).toBeNull();
  });
});

describe('callBridge on iOS', () => {
  it('posts the payload as a JSON string to the named message handler', () => {
    const handler = { postMessage: vi.fn() };
    const win = fakeWindow({ webkit: { messageHandlers: { callPhone: handler } } });
    const result = callBridge('callPhone', { phone: '+639171234567' }, defaults, win);

    expect(result).toEqual({ channel: 'ios', ok: true });
    expect(handler.postMessage).toHaveBeenCalledWith('{"phone":"+639171234567"}');
    expect(handler.postMessage.mock.contexts[0]).toBe(handler);
  });

  it('is used when an Android object exists but lacks the method', () => {
    const handler = { postMessage: vi.fn() };
    const win = fakeWindow({
      android: { goHome: vi.fn() },
      webkit: { messageHandlers: { goMine: handler } },
    });
    expect(callBridge('goMine', {}, defaults, win).channel).toBe('ios');
    expect(handler.postMessage).toHaveBeenCalledWith('{}');
  });
});

describe('callBridge in a plain browser (shim)', () => {
  it('records the call in window.__bridgeCalls, sessionStorage and a bridge-call event', () => {
    const events: BridgeCall[] = [];
    const onCall = (e: CustomEvent<BridgeCall>) => events.push(e.detail);
    window.addEventListener('bridge-call', onCall);
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);

    const result = callBridge('openPage', { url: '/loan/apply' });
    window.removeEventListener('bridge-call', onCall);

    const expected: BridgeCall = {
      action: 'openPage',
      method: 'openPage',
      payload: { url: '/loan/apply' },
      at: 1_700_000_000_000,
    };
    expect(result).toEqual({ channel: 'shim', ok: true });
    expect(window.__bridgeCalls).toEqual([expected]);
    expect(JSON.parse(sessionStorage.getItem(BRIDGE_LOG_KEY) ?? 'null')).toEqual([expected]);
    expect(events).toEqual([expected]);
    expect(readBridgeLog()).toEqual([expected]);
  });

  it('records what native would receive, not the live payload object', () => {
    const payload: Record<string, unknown> = { step: 1, skipped: undefined };
    callBridge('startBank', payload);
    payload.step = 2;
    expect(window.__bridgeCalls?.[0]?.payload).toEqual({ step: 1 });
    expect(window.__bridgeCalls?.[0]?.payload).not.toHaveProperty('skipped');
  });

  it('keeps only the last 50 calls in sessionStorage', () => {
    for (let i = 0; i < BRIDGE_LOG_LIMIT + 5; i++) callBridge('goRate', { i });
    const log = readBridgeLog();
    expect(log).toHaveLength(BRIDGE_LOG_LIMIT);
    expect(log[0]?.payload).toEqual({ i: 5 });
    expect(log.at(-1)?.payload).toEqual({ i: BRIDGE_LOG_LIMIT + 4 });
    expect(window.__bridgeCalls).toHaveLength(BRIDGE_LOG_LIMIT + 5);
  });

  it('clearBridgeLog empties the stored log and the in-memory list in place', () => {
    const list = window.__bridgeCalls;
    callBridge('goHome');
    clearBridgeLog();
    expect(readBridgeLog()).toEqual([]);
    expect(sessionStorage.getItem(BRIDGE_LOG_KEY)).toBeNull();
    expect(window.__bridgeCalls).toBe(list);
    expect(list).toEqual([]);
  });
});

describe('renamed interfaces', () => {
  const config = loadBridgeConfig(
    '{"androidObject":"JsBridge","methods":{"closeWebView":"close","goHome":"home"}}',
  );

  it('uses the configured Android object and method name', () => {
    const JsBridge = { close: vi.fn() };
    const android = { closeWebView: vi.fn() };
    const result = callBridge('closeWebView', { a: 1 }, config, fakeWindow({ JsBridge, android }));
    expect(result).toEqual({ channel: 'android', ok: true });
    expect(JsBridge.close).toHaveBeenCalledWith('{"a":1}');
    expect(android.closeWebView).not.toHaveBeenCalled();
  });

  it('uses the configured iOS handler name', () => {
    const home = { postMessage: vi.fn() };
    const goHome = { postMessage: vi.fn() };
    const win = fakeWindow({ webkit: { messageHandlers: { home, goHome } } });
    expect(callBridge('goHome', undefined, config, win).channel).toBe('ios');
    expect(home.postMessage).toHaveBeenCalledWith('{}');
    expect(goHome.postMessage).not.toHaveBeenCalled();
  });

  it('records the configured method name in the shim', () => {
    callBridge('closeWebView', {}, config);
    expect(window.__bridgeCalls?.[0]).toMatchObject({ action: 'closeWebView', method: 'close' });
  });
});

describe('failures are reported, not thrown', () => {
  it('a throwing Android method gives ok:false with the message and a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const android = {
      endBank: () => {
        throw new Error('Java exception: boom');
      },
    };
    let result: ReturnType<typeof callBridge> | undefined;
    expect(() => {
      result = callBridge('endBank', {}, defaults, fakeWindow({ android }));
    }).not.toThrow();
    expect(result).toEqual({ channel: 'android', ok: false, error: 'Java exception: boom' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[bridge\] .*endBank.*boom/));
  });

  it('a throwing iOS handler gives ok:false, also for non-Error throwables', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = {
      postMessage: () => {
        throw 'handler gone';
      },
    };
    const win = fakeWindow({ webkit: { messageHandlers: { backToLogin: handler } } });
    expect(callBridge('backToLogin', {}, defaults, win)).toEqual({
      channel: 'ios',
      ok: false,
      error: 'handler gone',
    });
  });

  it('a payload that cannot be serialised fails without calling native', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const android = { confirmBurialPoint: vi.fn() };
    const payload: Record<string, unknown> = {};
    payload.self = payload;
    const result = callBridge('confirmBurialPoint', payload, defaults, fakeWindow({ android }));
    expect(result.ok).toBe(false);
    expect(result.channel).toBe('android');
    expect(result.error).toBeTruthy();
    expect(android.confirmBurialPoint).not.toHaveBeenCalled();
  });
});

describe('sessionStorage trouble is tolerated', () => {
  it('a corrupt stored log reads as [] and is replaced by the next call', () => {
    sessionStorage.setItem(BRIDGE_LOG_KEY, '{not json');
    expect(readBridgeLog()).toEqual([]);
    expect(callBridge('goMine', { tab: 'loans' })).toEqual({ channel: 'shim', ok: true });
    expect(readBridgeLog().map((c) => c.payload)).toEqual([{ tab: 'loans' }]);
  });

  it('a stored value of the wrong shape reads as [], and invalid entries are dropped', () => {
    sessionStorage.setItem(BRIDGE_LOG_KEY, '{"action":"goHome"}');
    expect(readBridgeLog()).toEqual([]);

    const good: BridgeCall = { action: 'goHome', method: 'goHome', payload: {}, at: 1 };
    sessionStorage.setItem(
      BRIDGE_LOG_KEY,
      JSON.stringify([
        good,
        { ...good, action: 'notAnAction' },
        { ...good, payload: null },
        { ...good, payload: [] },
        { ...good, at: 'yesterday' },
        { ...good, method: 3 },
        null,
      ]),
    );
    expect(readBridgeLog()).toEqual([good]);
  });

  it('a storage that throws on write still records in memory and fires the event', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const onCall = vi.fn();
    window.addEventListener('bridge-call', onCall);
    const result = callBridge('goHome');
    window.removeEventListener('bridge-call', onCall);

    expect(result).toEqual({ channel: 'shim', ok: true });
    expect(window.__bridgeCalls).toHaveLength(1);
    expect(onCall).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
  });

  it('a window without sessionStorage (WebView without DOM storage) is tolerated', () => {
    const win = new EventTarget() as unknown as Window;
    Object.defineProperty(win, 'sessionStorage', { value: null });
    const call: BridgeCall = { action: 'goHome', method: 'goHome', payload: {}, at: 1 };
    expect(() => recordBridgeCall(call, win)).not.toThrow();
    expect(win.__bridgeCalls).toEqual([call]);
    expect(readBridgeLog(win)).toEqual([]);
    expect(() => clearBridgeLog(win)).not.toThrow();
    expect(win.__bridgeCalls).toEqual([]);
  });
});

describe('inside a native shell that lacks the method', () => {
  it('fails on Android instead of pretending through the shim', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = { android: { goHome: () => {} } } as unknown as Window;
    const result = callBridge('goRate', {}, defaultBridgeConfig(), win);
    expect(result).toMatchObject({ channel: 'android', ok: false });
    expect(result.error).toContain('goRate');
  });

  it('fails on iOS instead of pretending through the shim', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = {
      webkit: { messageHandlers: { goHome: { postMessage: () => {} } } },
    } as unknown as Window;
    expect(callBridge('goRate', {}, defaultBridgeConfig(), win)).toMatchObject({
      channel: 'ios',
      ok: false,
    });
  });

  it("another app's in-app browser, whose handlers are none of ours, is a plain browser", () => {
    const win = fakeWindow({
      webkit: { messageHandlers: { fbLogger: { postMessage: () => {} } } },
      dispatchEvent: () => true,
    });
    expect(hasNativeBridge(defaultBridgeConfig(), win)).toBe(false);
    expect(callBridge('closeWebView', {}, defaultBridgeConfig(), win)).toMatchObject({
      channel: 'shim',
      ok: true,
    });
  });
});
