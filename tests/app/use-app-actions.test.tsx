// What renderer actions mean for every page: navigation keeps the session, outside targets
// pass the allow-list, copy confirms, bridge failures are told (or ignored where the spec says).
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '../router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppAction, ScreenEvent } from '../../renderers/actions';
import { currentToast } from '../../renderers/ui/toast-store';
import { useAppActions, type AppActionOptions } from '../../src/app/use-app-actions';

function setup(options?: AppActionOptions<ScreenEvent>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/start']}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const act = useAppActions(options);
      const location = useLocation();
      return { act, location };
    },
    { wrapper },
  );
}

const assign = vi.fn();

beforeEach(() => {
  window.history.replaceState({}, '', '/start?userId=7&sessionId=s1&other=x');
  assign.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    assign,
    search: '?userId=7&sessionId=s1&other=x',
  });
});

describe('useAppActions', () => {
  it('navigates in-app with the session parameters and the action query', () => {
    const { result } = setup();
    act(() =>
      result.current.act({
        type: 'navigate',
        to: '/complainDetails',
        query: { problemId: '5' },
        replace: false,
      }),
    );
    expect(result.current.location.pathname).toBe('/complainDetails');
    expect(result.current.location.search).toBe('?userId=7&sessionId=s1&problemId=5');
  });

  it('opens allow-listed URLs and refuses hostile ones with a message', () => {
    const { result } = setup();
    act(() => result.current.act({ type: 'openUrl', url: 'https://pay.example/x', scheme: 'any' }));
    expect(assign).toHaveBeenCalledWith('https://pay.example/x');
    act(() => result.current.act({ type: 'openUrl', url: 'javascript:alert(1)', scheme: 'any' }));
    act(() =>
      result.current.act({
        type: 'openUrl',
        url: 'a@b.example?cc=x@evil.example',
        scheme: 'mailto',
      }),
    );
    expect(assign).toHaveBeenCalledTimes(1);
    expect(currentToast()?.text).toBe('This link cannot be opened.');
  });

  it('copies and says "copy success"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { result } = setup();
    await act(async () => result.current.act({ type: 'copy', value: 'PAY-123' }));
    expect(writeText).toHaveBeenCalledWith('PAY-123');
    expect(currentToast()?.text).toBe('copy success');
  });

  it('copies through a selected text area when the async clipboard refuses (Android web views)', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let selected = '';
    const execCommand = vi.fn(() => {
      const area = document.querySelector('textarea');
      selected = area?.value.slice(area.selectionStart, area.selectionEnd) ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { result } = setup();
    await act(async () => result.current.act({ type: 'copy', value: 'PAY-123' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('PAY-123');
    expect(currentToast()?.text).toBe('copy success');
  });

  it('says the copy failed when both ways fail, never "copy success"', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const { result } = setup();
    await act(async () => result.current.act({ type: 'copy', value: 'PAY-123' }));
    expect(currentToast()?.text).toBe(
      'The code could not be copied. Please select it and copy it yourself.',
    );
  });

  it('copies through a selected text area where there is no async clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { result } = setup();
    await act(async () => result.current.act({ type: 'copy', value: 'PAY-123' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(currentToast()?.text).toBe('copy success');
  });

  it('calls the bridge, and tells the borrower when the app fails', () => {
    const android = {
      closeWebView: vi.fn(() => {
        throw new Error('native crash');
      }),
    };
    Object.assign(window, { android });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { result } = setup();
      act(() => result.current.act({ type: 'bridge', action: 'closeWebView', payload: {} }));
      expect(android.closeWebView).toHaveBeenCalledWith('{}');
      expect(currentToast()?.text).toBe(
        'The app could not complete this action. Please try again.',
      );
    } finally {
      delete (window as { android?: unknown }).android;
    }
  });

  it('ignores bridge failures where the screen says so', () => {
    const android = {
      endBank: vi.fn(() => {
        throw new Error('x');
      }),
    };
    Object.assign(window, { android });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { result } = setup({ ignoreBridgeFailures: true });
      act(() => result.current.act({ type: 'bridge', action: 'endBank', payload: {} }));
      expect(android.endBank).toHaveBeenCalled();
      expect(currentToast()).toBeNull();
    } finally {
      delete (window as { android?: unknown }).android;
    }
  });

  it('hands page events to the page', () => {
    const onEmit = vi.fn();
    const { result } = setup({ onEmit });
    const action: AppAction = { type: 'emit', name: 'submit', value: 'x' };
    act(() => result.current.act(action));
    expect(onEmit).toHaveBeenCalledWith({ name: 'submit', value: 'x' });
  });
});

describe('useAppActions with a hostile layout', () => {
  it('refuses to navigate out of the app through a navigate action', () => {
    const { result } = setup();
    act(() =>
      result.current.act({ type: 'navigate', to: '//evil.example/x', query: {}, replace: false }),
    );
    expect(result.current.location.pathname).toBe('/start');
    expect(currentToast()?.text).toBe('This link cannot be opened.');
  });
});
