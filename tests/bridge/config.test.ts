// Covers the VITE_BRIDGE_CONFIG override: valid parts merge over the defaults, invalid parts
// are warned about and ignored.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BRIDGE_ACTIONS } from '../../src/bridge/actions';
import { bridgeConfig, defaultBridgeConfig, loadBridgeConfig } from '../../src/bridge/config';

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('defaults', () => {
  it('name the Android object "android" and each method after its action', () => {
    const config = defaultBridgeConfig();
    expect(config.androidObject).toBe('android');
    expect(Object.keys(config.methods).sort()).toEqual([...BRIDGE_ACTIONS].sort());
    for (const action of BRIDGE_ACTIONS) expect(config.methods[action]).toBe(action);
  });

  it('are used, without a warning, when there is no override', () => {
    expect(loadBridgeConfig(undefined)).toEqual(defaultBridgeConfig());
    expect(loadBridgeConfig('')).toEqual(defaultBridgeConfig());
    expect(loadBridgeConfig('  ')).toEqual(defaultBridgeConfig());
    expect(warn).not.toHaveBeenCalled();
  });

  it('are what bridgeConfig holds when VITE_BRIDGE_CONFIG is unset', () => {
    expect(import.meta.env.VITE_BRIDGE_CONFIG).toBeUndefined();
    expect(bridgeConfig).toEqual(defaultBridgeConfig());
  });

  it('are a fresh object each time, so one config cannot change another', () => {
    const a = loadBridgeConfig(undefined);
    a.methods.goHome = 'changed';
    a.androidObject = 'changed';
    expect(loadBridgeConfig(undefined).methods.goHome).toBe('goHome');
    expect(defaultBridgeConfig().androidObject).toBe('android');
  });
});

describe('a valid override', () => {
  it('merges the Android object and method names over the defaults', () => {
    const config = loadBridgeConfig(
      '{"androidObject":"JsBridge","methods":{"closeWebView":"close","callPhone":"$dial_2"}}',
    );
    expect(config.androidObject).toBe('JsBridge');
    expect(config.methods.closeWebView).toBe('close');
    expect(config.methods.callPhone).toBe('$dial_2');
    expect(config.methods.goHome).toBe('goHome');
    expect(warn).not.toHaveBeenCalled();
  });

  it('may rename only methods', () => {
    const config = loadBridgeConfig('{"methods":{"goRate":"rateApp"}}');
    expect(config.androidObject).toBe('android');
    expect(config.methods.goRate).toBe('rateApp');
  });
});

describe('an invalid override', () => {
  it.each(['{not json', '[1,2]', '"JsBridge"', '42', 'null'])(
    '%s keeps every default and warns',
    (raw) => {
      expect(loadBridgeConfig(raw)).toEqual(defaultBridgeConfig());
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/^\[bridge\]/);
    },
  );

  it.each([
    ['a non-string name', 42],
    ['an empty name', ''],
    ['a dotted name', 'JsBridge.close'],
    ['a name starting with a digit', '1close'],
    ['a name with a space', 'close view'],
  ])('ignores %s for a method and keeps the rest', (_label, name) => {
    const raw = JSON.stringify({ methods: { closeWebView: name, goHome: 'home' } });
    const config = loadBridgeConfig(raw);
    expect(config.methods.closeWebView).toBe('closeWebView');
    expect(config.methods.goHome).toBe('home');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([[7], ['window.android'], [''], [null]])(
    'ignores androidObject %j and keeps "android"',
    (name) => {
      const config = loadBridgeConfig(JSON.stringify({ androidObject: name }));
      expect(config.androidObject).toBe('android');
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );

  it('ignores unknown actions, including inherited property names', () => {
    const config = loadBridgeConfig(
      '{"methods":{"openBank":"x","toString":"y","startBank":"bankStart"}}',
    );
    expect(config.methods.startBank).toBe('bankStart');
    expect(config.methods).not.toHaveProperty('openBank');
    expect(Object.keys(config.methods)).toHaveLength(BRIDGE_ACTIONS.length);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('ignores methods that is not an object', () => {
    expect(loadBridgeConfig('{"methods":["close"]}')).toEqual(defaultBridgeConfig());
    expect(loadBridgeConfig('{"methods":"close"}')).toEqual(defaultBridgeConfig());
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('warns about unknown top-level keys but applies the known ones', () => {
    const config = loadBridgeConfig('{"androidObject":"JsBridge","iosHandler":"x"}');
    expect(config.androidObject).toBe('JsBridge');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('iosHandler');
  });
});
