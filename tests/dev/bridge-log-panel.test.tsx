// Covers the developer bridge-log panel: loading the stored log, live updates, Clear,
// collapse/expand, and mounting it once.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BRIDGE_LOG_KEY, callBridge, clearBridgeLog, type BridgeCall } from '../../src/bridge';
import { BridgeLogList, BridgeLogPanel } from '../../src/dev/BridgeLogPanel';
import { mountDevtools } from '../../src/dev/mount-devtools';

const at = (h: number, m: number, s: number) => new Date(2024, 0, 2, h, m, s).getTime();

function call(action: BridgeCall['action'], payload: Record<string, unknown>, time: number) {
  return { action, method: action, payload, at: time } satisfies BridgeCall;
}

function items(): string[] {
  const log = screen.getByRole('log', { name: 'Native bridge calls' });
  return within(log)
    .queryAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

beforeEach(() => {
  sessionStorage.clear();
  clearBridgeLog();
});

afterEach(() => {
  cleanup();
  document.getElementById('devtools-root')?.remove();
});

describe('BridgeLogPanel', () => {
  it('shows the stored log on mount, newest first, as "HH:MM:SS action {payload}"', () => {
    sessionStorage.setItem(
      BRIDGE_LOG_KEY,
      JSON.stringify([
        call('openPage', { url: '/repay' }, at(9, 5, 7)),
        call('closeWebView', {}, at(14, 30, 0)),
      ]),
    );
    render(<BridgeLogPanel />);
    expect(items()).toEqual(['14:30:00 closeWebView {}', '09:05:07 openPage {"url":"/repay"}']);
    expect(screen.getByText('Bridge (2)')).toBeDefined();
  });

  it('adds a call recorded after mount', () => {
    render(<BridgeLogPanel />);
    expect(items()).toEqual([]);
    expect(screen.getByText('No bridge calls yet.')).toBeDefined();

    act(() => {
      callBridge('callPhone', { phone: '+639171234567' });
    });
    expect(items()).toHaveLength(1);
    expect(items()[0]).toMatch(/^\d\d:\d\d:\d\d callPhone \{"phone":"\+639171234567"\}$/);

    act(() => {
      callBridge('goHome');
    });
    expect(items()[0]).toMatch(/ goHome \{\}$/);
    expect(items()).toHaveLength(2);
  });

  it('Clear empties the panel and the stored log', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(BRIDGE_LOG_KEY, JSON.stringify([call('goMine', {}, at(8, 0, 0))]));
    render(<BridgeLogPanel />);
    act(() => {
      callBridge('goRate');
    });
    expect(items()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(items()).toEqual([]);
    expect(screen.getByText('Bridge (0)')).toBeDefined();
    expect(sessionStorage.getItem(BRIDGE_LOG_KEY)).toBeNull();
    expect(window.__bridgeCalls).toEqual([]);
  });

  it('collapses to a "Bridge (N)" button and expands again', async () => {
    const user = userEvent.setup();
    render(<BridgeLogPanel />);
    act(() => {
      callBridge('startBank', { bank: 'BDO' });
      callBridge('endBank', { bank: 'BDO' });
    });

    await user.click(screen.getByRole('button', { name: 'Hide bridge log' }));
    const expand = screen.getByRole('button', { name: 'Bridge (2)' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();

    // Calls keep counting while collapsed.
    act(() => {
      callBridge('goHome');
    });
    await user.click(screen.getByRole('button', { name: 'Bridge (3)' }));
    expect(items()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDefined();
  });

  it('stays collapsed on the next page', async () => {
    const user = userEvent.setup();
    const first = render(<BridgeLogPanel />);
    await user.click(screen.getByRole('button', { name: 'Hide bridge log' }));
    first.unmount();

    render(<BridgeLogPanel />);
    expect(screen.getByRole('button', { name: 'Bridge (0)' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('sits fixed in the bottom-left corner', () => {
    render(<BridgeLogPanel />);
    const style = getComputedStyle(screen.getByRole('log', { name: 'Native bridge calls' }));
    expect(style.position).toBe('fixed');
    expect(style.left).toBe('8px');
    expect(style.bottom).toBe('8px');
    expect(style.right).not.toBe('0px');
  });
});

describe('BridgeLogList', () => {
  it('lists the given calls newest first', () => {
    render(
      <BridgeLogList
        calls={[call('goHome', {}, at(10, 0, 1)), call('goMine', { tab: 2 }, at(10, 0, 2))]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '10:00:02 goMine {"tab":2}',
      '10:00:01 goHome {}',
    ]);
  });

  it('says so when there are no calls', () => {
    render(<BridgeLogList calls={[]} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('No bridge calls yet.')).toBeDefined();
  });
});

describe('mountDevtools', () => {
  it('mounts the panel into #devtools-root once', async () => {
    mountDevtools();
    mountDevtools();
    expect(document.querySelectorAll('#devtools-root')).toHaveLength(1);
    const host = document.getElementById('devtools-root');
    expect(host?.parentElement).toBe(document.body);
    expect(await within(host!).findByRole('log', { name: 'Native bridge calls' })).toBeDefined();
  });
});
