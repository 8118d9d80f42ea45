import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../renderers/ui/ToastHost';
import { showToast } from '../../renderers/ui/toast-store';

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows for 3000 ms by default', () => {
    render(<ToastHost />);
    act(() => showToast('Hello'));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByTestId('toast').textContent).toBe('Hello');
    act(() => vi.advanceTimersByTime(2));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('never shows for less than 300 ms', () => {
    render(<ToastHost />);
    act(() => showToast('Quick', 50));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByTestId('toast')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('clears on tap, and a newer toast replaces an older one', () => {
    render(<ToastHost />);
    act(() => showToast('First'));
    act(() => showToast('Second', 2000));
    expect(screen.getByTestId('toast').textContent).toBe('Second');
    fireEvent.click(screen.getByTestId('toast'));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('marks a text in another language than the page with its own lang', () => {
    render(<ToastHost langOf={(text) => (text === '请勿重复发送' ? 'zh' : undefined)} />);
    act(() => showToast('请勿重复发送'));
    expect(screen.getByTestId('toast').getAttribute('lang')).toBe('zh');
    act(() => showToast('copy success'));
    expect(screen.getByTestId('toast').hasAttribute('lang')).toBe(false);
  });
});
