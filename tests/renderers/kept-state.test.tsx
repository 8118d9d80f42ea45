// A screen's keepState: the values its history entry keeps, so Back to the page or a reload
// shows them as the borrower left them; what the entry held already stays.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

const show = () =>
  render(
    <ScreenView
      services={rendererServices}
      screen={layout}
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
});
