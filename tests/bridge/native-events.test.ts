// Native → web events: the shell's window.webBridge.emit reaches the pages listening, and
// nothing the shell sends can throw back at it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installWebBridge, onNativeEvent, setNativeFallback } from '../../src/bridge/native-events';

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('window.webBridge', () => {
  it('delivers iosBack to every listener until it unsubscribes', () => {
    installWebBridge();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onNativeEvent('iosBack', first);
    stops.push(onNativeEvent('iosBack', second));
    window.webBridge?.emit('iosBack');
    stopFirst();
    window.webBridge?.emit('iosBack');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('ignores unknown names and contains a failing listener', () => {
    installWebBridge();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    stops.push(
      onNativeEvent('iosBack', () => {
        throw new Error('boom');
      }),
    );
    stops.push(onNativeEvent('iosBack', after));
    expect(() => window.webBridge?.emit('iosBack')).not.toThrow();
    expect(() => window.webBridge?.emit({ toString: null })).not.toThrow();
    expect(() => window.webBridge?.emit('androidBack')).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('goes to the fallback only while no page listens', () => {
    installWebBridge();
    const fallback = vi.fn();
    const page = vi.fn();
    stops.push(setNativeFallback('iosBack', fallback));
    window.webBridge?.emit('iosBack');
    const stopPage = onNativeEvent('iosBack', page);
    window.webBridge?.emit('iosBack');
    stopPage();
    window.webBridge?.emit('iosBack');
    expect(fallback).toHaveBeenCalledTimes(2);
    expect(page).toHaveBeenCalledTimes(1);
  });
});
