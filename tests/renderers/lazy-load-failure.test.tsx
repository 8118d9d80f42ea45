// A heavy node whose code does not load (a dropped connection, or nothing in LOAD_LIMIT_MS)
// says so in its own place with "Try again", which loads it again; its section stays.
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { allNodes } from '../../renderers/generated/all-nodes';
import { LOAD_LIMIT_MS } from '../../renderers/in-time';
import { AWAITED_LIMIT_MS, lazyNode } from '../../renderers/lazy-nodes';
import { en } from '../../src/i18n/en';
import { renderScreen } from './render-screen';

const size = { height: { value: 40 } };
function Hello() {
  return <p>Loaded at last</p>;
}
function Broken(): ReactNode {
  throw new Error('broken node');
}

describe('a lazy node whose code does not load', () => {
  it('shows its message and Try again in its place, and Try again loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Hello });
    const registry = { ...allNodes, hello: lazyNode(load, size) };
    renderScreen([{ type: 'text', text: 'Above' }, { type: 'hello' }], {}, { registry });
    fireEvent.click(await screen.findByRole('button', { name: en['common.retry'] }));
    expect(await screen.findByText('Loaded at last')).toBeTruthy();
    expect(screen.getByText('Above')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('failed again, Try again reloads the page: the file may be gone after a new release', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      const load = vi
        .fn()
        .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
      const registry = { ...allNodes, gone: lazyNode(load, size) };
      renderScreen([{ type: 'gone' }], {}, { registry });
      fireEvent.click(await screen.findByRole('button', { name: en['common.retry'] }));
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
      expect(reload).not.toHaveBeenCalled();
      fireEvent.click(await screen.findByRole('button', { name: en['common.retry'] }));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('code that has not arrived in the time limit counts as not loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    try {
      const registry = { ...allNodes, slow: lazyNode<unknown>(() => new Promise(() => {}), size) };
      renderScreen([{ type: 'slow' }], {}, { registry });
      await act(async () => vi.advanceTimersByTimeAsync(LOAD_LIMIT_MS + 1000));
      expect(screen.getByRole('button', { name: en['common.retry'] })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a node that loaded and then fails is its section’s failure, with no Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry = {
      ...allNodes,
      broken: lazyNode(() => Promise.resolve({ default: Broken }), size),
    };
    renderScreen([{ type: 'broken' }], {}, { registry });
    expect(await screen.findByText(en['renderer.nodeFailed'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['common.retry'] })).toBeNull();
  });
});

describe('a node loaded without a placeholder (only served data draws it)', () => {
  it("holds the whole body back behind the page's pending view until its code is in", async () => {
    let arrive: (m: { default: typeof Hello }) => void = () => {};
    const load = () => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve));
    const registry = { ...allNodes, hello: lazyNode(load) };
    renderScreen(
      [{ type: 'text', text: 'Above' }, { type: 'hello' }],
      {},
      {
        registry,
        pending: <p>Waiting for the page</p>,
      },
    );
    expect(screen.getByText('Waiting for the page')).toBeTruthy();
    expect(screen.queryByText('Above')).toBeNull();
    await act(async () => arrive({ default: Hello }));
    expect(await screen.findByText('Loaded at last')).toBeTruthy();
    expect(screen.getByText('Above')).toBeTruthy();
    expect(screen.queryByText('Waiting for the page')).toBeNull();
  });

  it('that does not load shows Try again in its place, the rest of the body with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Hello });
    const registry = { ...allNodes, hello: lazyNode(load) };
    renderScreen([{ type: 'text', text: 'Above' }, { type: 'hello' }], {}, { registry });
    fireEvent.click(await screen.findByRole('button', { name: en['common.retry'] }));
    expect(screen.getByText('Above')).toBeTruthy();
    expect(await screen.findByText('Loaded at last')).toBeTruthy();
  });

  it('the body waits a short while only; tried again, the node loads in its own place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    try {
      let arrive: (m: { default: typeof Hello }) => void = () => {};
      const load = vi
        .fn()
        .mockReturnValueOnce(new Promise(() => {}))
        .mockReturnValue(new Promise((resolve) => (arrive = resolve)));
      const registry = { ...allNodes, slow: lazyNode(load) };
      renderScreen(
        [{ type: 'text', text: 'Above' }, { type: 'slow' }],
        {},
        {
          registry,
          pending: <p>Waiting for the page</p>,
        },
      );
      expect(screen.queryByText('Above')).toBeNull();
      await act(async () => vi.advanceTimersByTimeAsync(AWAITED_LIMIT_MS + 100));
      expect(screen.getByText('Above')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
      // Loading again, the page stays shown.
      expect(screen.getByText('Above')).toBeTruthy();
      expect(screen.queryByText('Waiting for the page')).toBeNull();
      await act(async () => arrive({ default: Hello }));
      expect(screen.getByText('Loaded at last')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
