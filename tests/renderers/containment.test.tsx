// A tabs panel that failed holds its failure only for its tab; a toast node shows once each
// time its condition starts to hold, not again when its text changes.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentToast, clearToast } from '../../renderers/ui/toast-store';
import { en } from '../../src/i18n/en';
import { renderScreen } from './render-screen';

describe('a tabs panel that failed', () => {
  it('shows the next tab once the borrower moves to it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Bad = () => {
      throw new Error('broken panel');
    };
    renderScreen(
      [
        {
          type: 'tabs',
          label: 'Kinds',
          items: '/tabs',
          selected: '/state/tab',
          action: { type: 'set', state: 'tab', value: { bind: '@index' } },
          panel: [
            {
              type: 'switch',
              value: '@/kind',
              cases: { bad: [{ type: 'custom', customType: 'bad' }] },
              default: [{ type: 'text', text: { bind: '@/title' } }],
            },
          ],
        },
      ],
      { tabs: [{ title: 'A', kind: 'bad' }, { title: 'B' }] },
      { state: { tab: 0 }, custom: { bad: Bad } },
    );
    expect(screen.getByText(en['renderer.nodeFailed'])).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.queryByText(en['renderer.nodeFailed'])).toBeNull();
    expect(screen.getByRole('tabpanel').textContent).toBe('B');
  });
});

describe('a toast node', () => {
  it('shows as its condition starts to hold, not again when its text changes', () => {
    const { setData } = renderScreen(
      [{ type: 'toast', text: { bind: '/msg' }, openWhen: { pointer: '/on', op: 'truthy' } }],
      { on: true, msg: 'one' },
    );
    expect(currentToast()?.text).toBe('one');
    act(() => clearToast());
    act(() => setData({ on: true, msg: 'two' }));
    expect(currentToast()).toBeNull();
  });
});
