// Back closes the topmost overlay first (renderers/ui/back-stack.ts through the Modal).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BottomSheet, Modal } from '../../renderers/ui/Modal';

afterEach(cleanup);

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
});
