// A screen's keepState: the values its history entry keeps, so Back to the page or a reload
// shows them as the borrower left them; what the entry held already stays.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// What a registry of a layout that keeps state brings along (npm run gen).
import '../../renderers/kept-state';
import { ScreenView } from '../../renderers/ScreenView';
import { allNodes } from '../../renderers/generated/all-nodes';
import type { Screen } from '../../src/generated/types';
import { rendererServices } from '../../src/app/renderer-services';
import { t } from './render-screen';

const layout = {
  type: 'screen',
  version: '1.1',
  id: 'tabs-page',
  title: 'Tabs',
  state: { tab: 0, note: '' },
  keepState: ['tab'],
  body: [
    { type: 'text', text: { template: 'Tab {tab}', params: { tab: { bind: '/state/tab' } } } },
    { type: 'button', text: 'Second', action: { type: 'set', state: 'tab', value: 1 } },
  ],
} as unknown as Screen;

/** The same page with a dialog that picks the second tab as it closes. */
const withDialog = {
  ...layout,
  state: { tab: 0, open: false },
  body: [
    ...layout.body,
    { type: 'button', text: 'Choose', action: { type: 'set', state: 'open', value: true } },
    {
      type: 'modal',
      title: 'Which tab?',
      openWhen: { pointer: '/state/open', op: 'truthy' },
      body: [],
      actions: [
        {
          type: 'button',
          text: 'That one',
          action: [
            { type: 'set', state: 'tab', value: 1 },
            { type: 'set', state: 'open', value: false },
          ],
        },
      ],
    },
  ],
} as unknown as Screen;

const show = (screenLayout: Screen = layout) =>
  render(
    <ScreenView
      services={rendererServices}
      screen={screenLayout}
      data={{}}
      t={t}
      registry={allNodes}
      onAction={() => undefined}
    />,
  );

describe('kept state', () => {
  it('comes back with the entry, beside what the entry held', async () => {
    window.history.replaceState({ idx: 3, key: 'k' }, '', '/complaintList');
    show();
    expect(screen.getByText('Tab 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(await screen.findByText('Tab 1')).toBeTruthy();
    expect(window.history.state).toMatchObject({ idx: 3, key: 'k' });
    cleanup();
    show();
    expect(screen.getByText('Tab 1')).toBeTruthy();
  });

  it('a kept value of another type than declared is not taken', () => {
    window.history.replaceState({ borrowerState: { 'tabs-page': { tab: 'x<script>' } } }, '', '/');
    show();
    expect(screen.getByText('Tab 0')).toBeTruthy();
  });

  it('a value set as a dialog closes is kept in the page’s own entry, not the dialog’s', async () => {
    window.history.replaceState({ idx: 4, key: 'd' }, '', '/complaintList');
    show(withDialog);
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(await screen.findByRole('dialog', { name: 'Which tab?' })).toBeTruthy();
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'That one' }));
      await popped;
    });
    // The dialog's entry is off: the page's own is the one Back comes to.
    await waitFor(() => expect(window.history.state).toMatchObject({ key: 'd', idx: 4 }));
    expect(window.history.state).not.toHaveProperty('borrowerBackEntry');
    cleanup();
    show(withDialog);
    expect(screen.getByText('Tab 1')).toBeTruthy();
  });
});
