// When deferred work runs: the boot script's start after the next frame (or 100 ms in a
// hidden page), and decorations once the first page's largest paint is reported (or 500 ms).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Observed = (list: { getEntries: () => { startTime: number }[] }) => void;

let observers: Observed[] = [];
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  constructor(private callback: Observed) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.callback);
  }
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  observers = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPaint', () => {
  it('goes on after 100 ms when no frame comes (a hidden page)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const { afterPaint } = await import('../../renderers/after-paint');
    const waiting = afterPaint();
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});

describe('afterContentPaint', () => {
  it('waits for a largest paint reported after it was asked, then only for frames', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const { afterContentPaint } = await import('../../renderers/after-paint');
    const first = afterContentPaint();
    await vi.advanceTimersByTimeAsync(200);
    // A paint from before the call is not the content's.
    observers.forEach((o) => o({ getEntries: () => [{ startTime: -1 }] }));
    expect(await settled(first)).toBe(false);
    observers.forEach((o) => o({ getEntries: () => [{ startTime: performance.now() }] }));
    expect(await settled(first)).toBe(true);
    expect(observers).toHaveLength(0);

    const later = afterContentPaint();
    expect(observers).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(later)).toBe(true);
  });

  it('goes on after 500 ms when no largest paint is reported', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const { afterContentPaint } = await import('../../renderers/after-paint');
    const waiting = afterContentPaint();
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on after a shorter wait when asked, and waits again on the next call', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const { afterContentPaint } = await import('../../renderers/after-paint');
    const short = afterContentPaint(100);
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(short)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(short)).toBe(true);
    // Nothing was reported: the page's content may still be on its way.
    const next = afterContentPaint();
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(next)).toBe(false);
    observers.forEach((o) => o({ getEntries: () => [{ startTime: performance.now() }] }));
    expect(await settled(next)).toBe(true);
  });
});
