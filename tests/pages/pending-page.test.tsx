// A page whose answer is slow: after 8 s the loading state says so and offers to keep waiting
// or to call again (renderers/ui/SlowNotice.tsx through src/pages/shared/PendingPage.tsx).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../src/i18n/en';
import { PendingPage } from '../../src/pages/shared/PendingPage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PendingPage while loading', () => {
  it('says the network is slow after 8 s, not before', () => {
    render(<PendingPage title="Online service" retry={() => {}} />);
    act(() => vi.advanceTimersByTime(7_999));
    expect(screen.queryByText(en['common.slowNetwork'])).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(en['common.slowNetwork'])).toBeTruthy();
  });

  it('Keep waiting hides the notice for good, without calling again', () => {
    const retry = vi.fn();
    render(<PendingPage title="Online service" retry={retry} />);
    act(() => vi.advanceTimersByTime(8_000));
    fireEvent.click(screen.getByRole('button', { name: en['common.keepWaiting'] }));
    expect(screen.queryByText(en['common.slowNetwork'])).toBeNull();
    expect(retry).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText(en['common.slowNetwork'])).toBeNull();
  });

  it('Try again calls again and gives the new call its own 8 s', () => {
    const retry = vi.fn();
    render(<PendingPage title="Online service" retry={retry} />);
    act(() => vi.advanceTimersByTime(8_000));
    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(en['common.slowNetwork'])).toBeNull();
    act(() => vi.advanceTimersByTime(7_999));
    expect(screen.queryByText(en['common.slowNetwork'])).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(en['common.slowNetwork'])).toBeTruthy();
  });

  it('shows the failure and a retry instead once the call has failed', () => {
    render(
      <PendingPage
        title="Online service"
        retry={() => {}}
        failure={{ kind: 'timeout', message: en['error.timeout'] }}
      />,
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText(en['error.timeout'])).toBeTruthy();
    expect(screen.queryByText(en['common.slowNetwork'])).toBeNull();
  });
});
