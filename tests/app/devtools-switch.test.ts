// Covers when the developer tools turn on, that the ?devtools flag survives navigation, and
// that the panel is loaded only on demand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVTOOLS_KEY, isDevtoolsEnabled, startDevtools } from '../../src/app/devtools-switch';
import devtoolsSource from '../../src/app/devtools-switch.ts?raw';

const mountDevtools = vi.hoisted(() => vi.fn());
vi.mock('../../src/dev/mount-devtools', () => ({ mountDevtools }));

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail } as unknown as Storage;
}

beforeEach(() => {
  sessionStorage.clear();
  mountDevtools.mockClear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('isDevtoolsEnabled in a production build', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', false);
  });

  it('is off by default', () => {
    expect(isDevtoolsEnabled('', sessionStorage)).toBe(false);
    expect(isDevtoolsEnabled('?step=2', sessionStorage)).toBe(false);
  });

  it('turns on with ?devtools=1 and remembers it for the next page', () => {
    expect(isDevtoolsEnabled('?loanId=7&devtools=1', sessionStorage)).toBe(true);
    expect(sessionStorage.getItem(DEVTOOLS_KEY)).toBe('1');
    expect(isDevtoolsEnabled('', sessionStorage)).toBe(true);
  });

  it('turns off with ?devtools=0 and forgets the flag', () => {
    sessionStorage.setItem(DEVTOOLS_KEY, '1');
    expect(isDevtoolsEnabled('?devtools=0', sessionStorage)).toBe(false);
    expect(sessionStorage.getItem(DEVTOOLS_KEY)).toBeNull();
    expect(isDevtoolsEnabled('', sessionStorage)).toBe(false);
  });

  it('ignores other values', () => {
    expect(isDevtoolsEnabled('?devtools=true', sessionStorage)).toBe(false);
    sessionStorage.setItem(DEVTOOLS_KEY, 'yes');
    expect(isDevtoolsEnabled('', sessionStorage)).toBe(false);
  });

  it('is off when storage throws', () => {
    expect(isDevtoolsEnabled('', throwingStorage())).toBe(false);
    expect(isDevtoolsEnabled('?devtools=0', throwingStorage())).toBe(false);
  });

  it('still honours an explicit ?devtools=1 on this page when it cannot be stored', () => {
    expect(isDevtoolsEnabled('?devtools=1', throwingStorage())).toBe(true);
    expect(isDevtoolsEnabled('?devtools=1', null)).toBe(true);
    expect(isDevtoolsEnabled('', null)).toBe(false);
  });

  it('defaults to location.search and sessionStorage', () => {
    window.history.replaceState(null, '', '/loan?devtools=1');
    expect(isDevtoolsEnabled()).toBe(true);
    window.history.replaceState(null, '', '/next');
    expect(isDevtoolsEnabled()).toBe(true);
    window.history.replaceState(null, '', '/next?devtools=0');
    expect(isDevtoolsEnabled()).toBe(false);
  });
});

describe('isDevtoolsEnabled in development', () => {
  it('is always on', () => {
    vi.stubEnv('DEV', true);
    expect(isDevtoolsEnabled('', sessionStorage)).toBe(true);
    expect(isDevtoolsEnabled('', throwingStorage())).toBe(true);
  });

  it("stays off once /testPreview's switch turned it off, and on again when turned on", () => {
    vi.stubEnv('DEV', true);
    // What the switch writes when unticked: the panel showed on every page regardless.
    sessionStorage.setItem(DEVTOOLS_KEY, '0');
    expect(isDevtoolsEnabled('', sessionStorage)).toBe(false);
    sessionStorage.setItem(DEVTOOLS_KEY, '1');
    expect(isDevtoolsEnabled('', sessionStorage)).toBe(true);
    expect(isDevtoolsEnabled('?devtools=0', sessionStorage)).toBe(false);
    expect(isDevtoolsEnabled('', sessionStorage)).toBe(false);
    expect(isDevtoolsEnabled('?devtools=1', sessionStorage)).toBe(true);
    expect(isDevtoolsEnabled('', sessionStorage)).toBe(true);
  });
});

describe('startDevtools', () => {
  it('mounts the panel when enabled', async () => {
    vi.stubEnv('DEV', false);
    window.history.replaceState(null, '', '/?devtools=1');
    startDevtools();
    await vi.waitFor(() => expect(mountDevtools).toHaveBeenCalledTimes(1));
  });

  it('does nothing when disabled', async () => {
    vi.stubEnv('DEV', false);
    // Loaded once, every import of the panel settles in the order it was made.
    await import('../../src/dev/mount-devtools');
    startDevtools();
    // Settles after any import the start made, and after the mount that would follow it.
    await import('../../src/dev/mount-devtools');
    expect(mountDevtools).not.toHaveBeenCalled();
  });

  it('reaches the panel only through a dynamic import', () => {
    // A static import here would pull the panel (and its React root) into every page chunk.
    expect(devtoolsSource).toMatch(/import\(\s*'\.\.\/dev\/mount-devtools'\s*\)/);
    expect(devtoolsSource).not.toMatch(
      /^\s*(import|export)\b[^;]*from\s*'(\.\.\/dev\/mount-devtools|\.\.\/dev\/BridgeLogPanel|react-dom\/client)'/m,
    );
  });
});
