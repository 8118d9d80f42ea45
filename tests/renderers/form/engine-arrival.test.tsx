// The form's engine (react-hook-form, renderers/form/FormEngine.tsx) loads while the form is
// first drawn. Here it is held back: the fields are on screen and take what is typed, ticked
// and picked before it arrives, and that is what the form sends once it has; a submit tapped
// meanwhile waits for it and still checks every rule.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formReady, renderForm, send } from './render-form';

const engine = vi.hoisted(() => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open: () => open() };
});

vi.mock('../../../renderers/form/FormEngine', async (importOriginal) => {
  await engine.gate;
  return importOriginal();
});

const isReady = () => document.querySelector('form[data-ready]') !== null;

describe('before the form engine arrives', () => {
  it('keeps what was typed, ticked and picked, and sends it with what follows', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm(
      [
        { type: 'input', name: 'phone', label: 'Phone', format: 'phone' },
        { type: 'input', name: 'city', label: 'City' },
        { type: 'select', name: 'bank', label: 'Bank', options: '/banks' },
        { type: 'checkbox', name: 'agree', label: 'I agree' },
      ],
      { banks: [{ label: 'BDO Unibank', value: 'BDO' }], v: { city: 'Cebu' } },
      { values: '/v' },
    );
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    await user.type(phone, '09171234567');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: /^Bank/ }));
    const sheet = screen.getByRole('dialog', { name: 'Bank' });
    await user.click(within(sheet).getByRole('radio', { name: 'BDO Unibank' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await user.click(send());
    expect(isReady()).toBe(false);
    // Shown as it was handed over: grouped, ticked, picked; nothing sent yet.
    expect(phone.value).toBe('091 7123 4567');
    expect((screen.getByLabelText('I agree') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: /^Bank/ }).textContent).toContain('BDO Unibank');
    expect(emits()).toEqual([]);

    await act(async () => engine.open());
    await formReady();
    await waitFor(() => expect(emits()).toHaveLength(1));
    expect(emits()[0]?.values).toEqual({
      phone: '09171234567',
      city: 'Cebu',
      bank: 'BDO',
      agree: true,
    });
    // The engine holds it now: the field still shows it grouped, and typing goes on from it.
    expect(phone.value).toBe('091 7123 4567');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Davao');
    await user.click(send());
    await waitFor(() => expect(emits()).toHaveLength(2));
    expect(emits()[1]?.values).toMatchObject({ phone: '09171234567', city: 'Davao' });
  });
});
