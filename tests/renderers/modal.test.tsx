import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet, Modal } from '../../renderers/ui/Modal';
import { ToastHost } from '../../renderers/ui/ToastHost';

describe('modal and bottom sheet', () => {
  it('a dismissable sheet closes on Escape and on a tap outside, not inside', () => {
    const onDismiss = vi.fn();
    render(
      <BottomSheet open title="Payment Method" dismissable onDismiss={onDismiss} testId="sheet">
        <p>Please select your repayment method for payment</p>
      </BottomSheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Payment Method' });
    expect(document.activeElement).toBe(dialog);
    fireEvent.click(screen.getByText('Please select your repayment method for payment'));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('sheet-overlay'));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('Escape closes the topmost overlay only', () => {
    const closedSheet = vi.fn();
    const closedModal = vi.fn();
    const view = (modalOpen: boolean) => (
      <BottomSheet open title="Sheet" dismissable onDismiss={closedSheet}>
        <Modal open={modalOpen} title="On top" dismissable onDismiss={closedModal}>
          <p>top</p>
        </Modal>
      </BottomSheet>
    );
    // The modal opens from the sheet, after it.
    const { rerender } = render(view(false));
    rerender(view(true));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(closedModal).toHaveBeenCalledTimes(1);
    expect(closedSheet).not.toHaveBeenCalled();
  });

  it('a non-dismissable modal ignores Escape and taps outside', () => {
    const onDismiss = vi.fn();
    render(
      <Modal open title="Please rate this service" onDismiss={onDismiss} testId="rate">
        <p>stars</p>
      </Modal>,
    );
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('rate-overlay'));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="x">
        <p>hidden</p>
      </Modal>,
    );
    expect(screen.queryByText('hidden')).toBeNull();
  });

  it('gives focus back to the control that opened it when it closes', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Payment Method
          </button>
          <BottomSheet open={open} title="Choose" dismissable onDismiss={() => setOpen(false)}>
            <p>channels</p>
          </BottomSheet>
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Payment Method' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Choose' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('without a title, what it says names it', () => {
    render(
      <Modal open>
        <p>Your loan has been paid out. Withdraw it now.</p>
      </Modal>,
    );
    expect(
      screen.getByRole('dialog', { name: 'Your loan has been paid out. Withdraw it now.' }),
    ).toBeTruthy();
  });

  it('while open, the page behind is inert and the toasts stay live; closing gives it back', () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button">Next</button>
          <Modal open={open} title="Loan agreement">
            <button type="button" onClick={() => setOpen(false)}>
              Agree
            </button>
          </Modal>
        </>
      );
    }
    const { container } = render(<Page />);
    render(<ToastHost />);
    const toasts = document.querySelector('[data-stays-live]') as HTMLElement;
    expect(container.inert).toBe(true);
    expect(toasts.inert).toBeFalsy();
    // Drawn at the end of the body, not inside the page.
    expect(container.contains(screen.getByRole('dialog'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(container.inert).toBe(false);
  });
});
