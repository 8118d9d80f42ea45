import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentToast } from '../../renderers/ui/toast-store';
import { renderScreen } from './render-screen';

describe('nodes', () => {
  it('text and heading show literal, catalogue and bound text', () => {
    renderScreen(
      [
        { type: 'heading', text: { key: 'cs.title' }, level: 2 },
        { type: 'text', text: { bind: '/amount', format: 'money' } },
      ],
      { amount: 1999 },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Customer service' })).toBeTruthy();
    expect(screen.getByText('₱19.99')).toBeTruthy();
  });

  it('image loads only allow-listed sources and keeps its alt text', () => {
    const { container } = renderScreen([
      { type: 'image', src: 'https://cdn.example/logo.png', alt: 'Lender logo' },
      { type: 'image', src: 'javascript:alert(1)', alt: 'bad' },
    ]);
    const imgs = container.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]?.getAttribute('alt')).toBe('Lender logo');
  });

  it('an image that fails to load gives way to its alt text, or to nothing without one', () => {
    const { container } = renderScreen([
      { type: 'image', src: 'https://cdn.example/logo.png', alt: 'Lender logo' },
      { type: 'image', src: 'https://cdn.example/divider.png', alt: '' },
    ]);
    const [logo, divider] = container.querySelectorAll('img');
    fireEvent.error(logo!);
    fireEvent.error(divider!);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByText('Lender logo')).toBeTruthy();
  });

  it('an image loads once laid out, and the main picture at once and first', () => {
    const { container } = renderScreen([
      { type: 'image', src: 'https://cdn.example/banner.png', alt: 'Banner', priority: true },
      { type: 'image', src: 'https://cdn.example/logo.png', alt: 'Lender logo' },
    ]);
    const [banner, logo] = container.querySelectorAll('img');
    expect(banner?.getAttribute('loading')).toBe('eager');
    expect(banner?.getAttribute('fetchpriority')).toBe('high');
    expect(banner?.getAttribute('decoding')).toBe('sync');
    expect(logo?.getAttribute('decoding')).toBe('async');
    expect(logo?.getAttribute('loading')).toBe('lazy');
    expect(logo?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('key/value list shows static items and rows from the data, limited', () => {
    renderScreen(
      [
        {
          type: 'kv-list',
          items: [{ label: 'Amount', value: { bind: '/amount', format: 'money' } }],
        },
        {
          type: 'kv-list',
          rows: { pointer: '/details', labelField: 'text', valueField: 'value', limit: 2 },
        },
      ],
      {
        amount: 100,
        details: [
          { text: 'Term', value: '91 days' },
          { text: 'Rate', value: '1%' },
          { text: 'Fee', value: '5' },
        ],
      },
    );
    expect(screen.getByText('₱1.00')).toBeTruthy();
    expect(screen.getByText('Term')).toBeTruthy();
    expect(screen.getByText('Rate')).toBeTruthy();
    expect(screen.queryByText('Fee')).toBeNull();
  });

  it('key/value item with a mailto action is a real mail link', () => {
    const { actions } = renderScreen(
      [
        {
          type: 'kv-list',
          items: [
            {
              label: 'E-mail',
              value: { bind: '/email' },
              action: { type: 'openUrl', url: { bind: '/email' }, scheme: 'mailto' },
            },
          ],
        },
      ],
      { email: 'cs@lender.example' },
    );
    const link = screen.getByRole('link', { name: 'cs@lender.example' });
    expect(link.getAttribute('href')).toBe('mailto:cs@lender.example');
    fireEvent.click(link);
    expect(actions).toEqual([{ type: 'openUrl', url: 'cs@lender.example', scheme: 'mailto' }]);
  });

  it('button hands its action to the controller and honours disabledWhen', () => {
    const { actions } = renderScreen(
      [
        {
          type: 'button',
          text: 'Next',
          action: { type: 'emit', name: 'next' },
          disabledWhen: { pointer: '/agreed', op: 'falsy' },
        },
        { type: 'button', text: 'Close', action: { type: 'bridge', action: 'closeWebView' } },
      ],
      { agreed: 0 },
    );
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(actions).toEqual([{ type: 'bridge', action: 'closeWebView', payload: {} }]);
  });

  it('link to a hostile URL shows its text without a link', () => {
    renderScreen([
      { type: 'link', text: 'Open', action: { type: 'openUrl', url: 'javascript:alert(1)' } },
    ]);
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a link whose steps open an allowed address after another step is tappable and opens it', () => {
    const { actions } = renderScreen([
      {
        type: 'link',
        text: 'Terms',
        action: [
          { type: 'copy', value: 'PROMO50' },
          { type: 'openUrl', url: 'https://lender.example/terms' },
        ],
      },
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(actions).toEqual([
      { type: 'copy', value: 'PROMO50' },
      { type: 'openUrl', url: 'https://lender.example/terms', scheme: 'any' },
    ]);
  });

  it('link to an in-app path navigates through the controller', () => {
    const { actions } = renderScreen([
      { type: 'link', text: 'Complaints', action: { type: 'navigate', to: '/complainPage' } },
    ]);
    const link = screen.getByRole('link', { name: /Complaints/ });
    expect(link.getAttribute('href')).toBe('/complainPage');
    fireEvent.click(link);
    expect(actions).toEqual([{ type: 'navigate', to: '/complainPage', query: {}, replace: false }]);
  });

  it('modal opens with its condition; a non-dismissable one ignores taps outside', () => {
    const onDismiss = { type: 'emit', name: 'dismiss' } as const;
    const body = [{ type: 'text', text: 'Rate us' }];
    const first = renderScreen(
      [
        {
          type: 'modal',
          id: 'rate',
          title: 'Please rate this service',
          body,
          openWhen: { pointer: '/open', op: 'truthy' },
          dismissable: false,
          onDismiss,
        },
      ],
      { open: true },
    );
    expect(screen.getByRole('dialog', { name: 'Please rate this service' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('rate-overlay'));
    expect(first.actions).toEqual([]);
    first.unmount();

    const second = renderScreen(
      [
        {
          type: 'modal',
          id: 'tips',
          body,
          openWhen: { pointer: '/open', op: 'truthy' },
          dismissable: true,
          onDismiss,
        },
      ],
      { open: true },
    );
    fireEvent.click(screen.getByTestId('tips-overlay'));
    expect(second.actions).toEqual([{ type: 'emit', name: 'dismiss' }]);
    second.unmount();

    renderScreen(
      [{ type: 'modal', id: 'closed', body, openWhen: { pointer: '/open', op: 'truthy' } }],
      { open: false },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toast node shows through the toast host while its condition holds', () => {
    vi.useFakeTimers();
    try {
      renderScreen(
        [
          {
            type: 'toast',
            text: 'Saved',
            openWhen: { pointer: '/saved', op: 'truthy' },
            durationMs: 2000,
          },
        ],
        { saved: true },
      );
      expect(currentToast()?.text).toBe('Saved');
      act(() => vi.advanceTimersByTime(2001));
      expect(currentToast()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('loading node shows its text with a status role', () => {
    renderScreen([{ type: 'loading' }]);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });
});
