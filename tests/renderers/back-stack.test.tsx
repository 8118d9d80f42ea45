// Back closes the topmost overlay first (renderers/ui/back-stack.ts through the Modal).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { leavingOverlays } from '../../renderers/ui/back-stack';
import { BottomSheet, Modal } from '../../renderers/ui/Modal';

// An overlay left open takes its entry off as the test's tree goes (a history traversal, which
// is asynchronous): let it land before the next test moves through the same history.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
});

async function back(): Promise<void> {
  await act(async () => {
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await popped;
  });
}

function Sheets({ dismissable = true }: { dismissable?: boolean }) {
  const [sheet, setSheet] = useState(false);
  const [dialog, setDialog] = useState(false);
  return (
    <div>
      <button onClick={() => setSheet(true)}>open sheet</button>
      <BottomSheet open={sheet} title="Orders" dismissable onDismiss={() => setSheet(false)}>
        <button onClick={() => setDialog(true)}>open dialog</button>
        <button onClick={() => setSheet(false)}>close sheet</button>
      </BottomSheet>
      <Modal
        open={dialog}
        title="Sure?"
        dismissable={dismissable}
        onDismiss={() => setDialog(false)}
      >
        <p>dialog body</p>
      </Modal>
    </div>
  );
}

describe('Back with overlays open', () => {
  it('closes the topmost overlay, then the next, without leaving the page', async () => {
    const start = window.history.length;
    render(<Sheets />);
    fireEvent.click(screen.getByText('open sheet'));
    fireEvent.click(screen.getByText('open dialog'));
    expect(window.history.length).toBe(start + 2);
    await back();
    expect(screen.queryByRole('dialog', { name: 'Sure?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Orders' })).toBeTruthy();
    await back();
    expect(screen.queryByRole('dialog', { name: 'Orders' })).toBeNull();
  });

  it('keeps a dialog that cannot be dismissed open', async () => {
    render(<Sheets dismissable={false} />);
    fireEvent.click(screen.getByText('open sheet'));
    fireEvent.click(screen.getByText('open dialog'));
    await back();
    expect(screen.getByRole('dialog', { name: 'Sure?' })).toBeTruthy();
  });

  it('an overlay closed by its own button takes its history entry back off', async () => {
    window.history.pushState({ page: 'base' }, '');
    render(<Sheets />);
    fireEvent.click(screen.getByText('open sheet'));
    expect(window.history.state).toMatchObject({ borrowerBackEntry: true });
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      fireEvent.click(screen.getByText('close sheet'));
      await popped;
    });
    expect(window.history.state).toEqual({ page: 'base' });
  });

  it('an overlay that closes as another opens hands its entry over: Back closes the new one', async () => {
    window.history.pushState({ page: 'base' }, '');
    function Swap() {
      const [open, setOpen] = useState<'first' | 'second' | null>('first');
      return (
        <>
          <Modal open={open === 'first'} title="First" dismissable onDismiss={() => setOpen(null)}>
            <button onClick={() => setOpen('second')}>next</button>
          </Modal>
          <Modal
            open={open === 'second'}
            title="Second"
            dismissable
            onDismiss={() => setOpen(null)}
          >
            <p>second</p>
          </Modal>
        </>
      );
    }
    render(<Swap />);
    const length = window.history.length;
    await act(async () => {
      fireEvent.click(screen.getByText('next'));
      await Promise.resolve();
    });
    expect(window.history.length).toBe(length);
    expect(window.history.state).toMatchObject({ borrowerBackEntry: true });
    await back();
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    expect(window.history.state).toEqual({ page: 'base' });
  });

  it('leaving the page from an open overlay first takes its entry off; with none, at once', async () => {
    window.history.pushState({ page: 'base' }, '');
    render(<Sheets />);
    fireEvent.click(screen.getByText('open sheet'));
    expect(window.history.state).toMatchObject({ borrowerBackEntry: true });
    const left = new Promise<unknown>((resolve) =>
      leavingOverlays(() => resolve(window.history.state)),
    );
    // The page's own entry is the current one when the navigation runs.
    expect(await left).toEqual({ page: 'base' });
    let ran = false;
    leavingOverlays(() => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('back on the page from the cache after leaving from an open overlay, Back closes the overlay', async () => {
    window.history.pushState({ page: 'base' }, '');
    render(<Sheets />);
    fireEvent.click(screen.getByText('open sheet'));
    // The tab loads another document (a payment page) and keeps this one in its back-forward
    // cache: Back to it shows the sheet still open, as it was left.
    await new Promise((resolve) => leavingOverlays(() => resolve(null)));
    expect(window.history.state).toEqual({ page: 'base' });
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByRole('dialog', { name: 'Orders' })).toBeTruthy();
    await back();
    expect(screen.queryByRole('dialog', { name: 'Orders' })).toBeNull();
    expect(window.history.state).toEqual({ page: 'base' });
  });
});
