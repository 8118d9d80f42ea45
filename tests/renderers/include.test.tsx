// Nodes from the data (an `include`: a landing template's sections) may move within the app
// and open web pages, never call the native app, speak for the page or open another scheme
// (decision 049).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from './render-screen';

const link = (text: string, action: unknown) => ({ type: 'link', text, action });

const sections = [
  link('Home', { type: 'navigate', to: '/customerService' }),
  link('Terms', { type: 'openUrl', url: 'https://lender.example/terms' }),
  link('Open the app', { type: 'openUrl', url: 'cashloan://pay?to=someone' }),
  link('Write to us', { type: 'openUrl', url: 'mailto:care@lender.example', scheme: 'mailto' }),
  link('Native page', {
    type: 'bridge',
    action: 'openPage',
    payload: { url: 'javascript:alert(1)' },
  }),
  { type: 'button', text: 'Get code', action: { type: 'emit', name: 'getCode', value: 'x' } },
];

describe('nodes from the data', () => {
  it('navigate and open web pages; the bridge, page events and other schemes do nothing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actions } = renderScreen([{ type: 'include', nodes: '/sections' }], { sections });
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe(
      'https://lender.example/terms',
    );
    // Refused addresses are text, with nothing to tap.
    expect(screen.queryByRole('link', { name: 'Open the app' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Write to us' })).toBeNull();
    for (const name of ['Home', 'Terms', 'Native page'])
      fireEvent.click(screen.getByRole('link', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(actions.map((a) => a.type)).toEqual(['navigate', 'openUrl']);
  });

  it('the same nodes in a shipped layout keep every action', () => {
    const { actions } = renderScreen(sections.slice(4));
    fireEvent.click(screen.getByRole('link', { name: 'Native page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(actions.map((a) => a.type)).toEqual(['bridge', 'emit']);
  });
});
