// The "leaving" lock of a page that sent the tab elsewhere: taps send nothing while the next
// page loads, but a tab that stays (the link opened outside, a download) gets its controls back.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_GRACE_MS, useLeaving } from '../../src/app/leaving';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('useLeaving', () => {
  it('holds while the next page loads, and lapses once the page is plainly still here', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useLeaving());
    expect(result.current.current).toBe(false);
    result.current.current = true;
    vi.advanceTimersByTime(LEAVE_GRACE_MS - 1000);
    expect(result.current.current).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(result.current.current).toBe(false);
  });

  it('lapses when the page shows again after the link opened outside it', () => {
    const { result } = renderHook(() => useLeaving());
    result.current.current = true;
    act(() => setVisibility('hidden'));
    expect(result.current.current).toBe(true);
    act(() => setVisibility('visible'));
    expect(result.current.current).toBe(false);
  });

  it('lapses when the borrower comes back from the back-forward cache', () => {
    const { result } = renderHook(() => useLeaving());
    result.current.current = true;
    const shown = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(shown, 'persisted', { value: true });
    act(() => void window.dispatchEvent(shown));
    expect(result.current.current).toBe(false);
  });
});
