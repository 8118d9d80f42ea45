// The form's engine (react-hook-form, renderers/form/FormEngine.tsx) loads once the form is
// on screen. Here it is held back until the test lets it through: the fields are on screen
// and take what is typed, ticked and picked before it arrives, and that is what the form sends
// once it has; a submit tapped meanwhile waits for it and still checks every rule.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormEngineProps } from '../../../renderers/form/FormEngine';
import { formReady, registry, renderForm, send, sendButton } from './render-form';
import { renderScreen } from '../render-screen';

/** Whether the engine may render; each test starts with it held back. */
const engine = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const gate = {
    open: false,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    release: () => {
      gate.open = true;
      for (const listener of listeners) listener();
    },
  };
  return gate;
});

vi.mock('../../../renderers/form/FormEngine', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../renderers/form/FormEngine')>();
  const { createElement, useSyncExternalStore } = await import('react');
  return {
    ...real,
    default: function HeldEngine(props: FormEngineProps) {
      const open = useSyncExternalStore(engine.subscribe, () => engine.open);
      return open ? createElement(real.default, props) : null;
    },
  };
});

beforeEach(() => {
  engine.open = false;
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

    act(() => engine.release());
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

describe('fields shown and hidden around the form engine’s arrival', () => {
  it('a field hidden before it arrives has no rules; shown after, it has its rules', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([
      { type: 'checkbox', name: 'other', label: 'Other reason' },
      {
        type: 'input',
        name: 'reason',
        label: 'Reason',
        when: { pointer: '/form/other', op: 'truthy' },
        rules: { required: { message: 'Tell us the reason' } },
      },
    ]);
    await user.click(screen.getByLabelText('Other reason'));
    expect(screen.getByLabelText('Reason')).toBeTruthy();
    await user.click(screen.getByLabelText('Other reason'));
    expect(screen.queryByLabelText('Reason')).toBeNull();

    act(() => engine.release());
    await formReady();
    await user.click(send());
    await waitFor(() =>
      expect(emits()).toEqual([expect.objectContaining({ values: { other: false } })]),
    );

    await user.click(screen.getByLabelText('Other reason'));
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Tell us the reason');
    expect(emits()).toHaveLength(1);
    await user.type(screen.getByLabelText('Reason'), 'Moved');
    await user.click(send());
    await waitFor(() => expect(emits()).toHaveLength(2));
    expect(emits()[1]?.values).toEqual({ other: true, reason: 'Moved' });
  });
});

describe('conditions on fields when the form engine arrives', () => {
  it('read a field’s own default, which the form’s values lack, once it is held', async () => {
    renderForm([
      { type: 'checkbox', name: 'agree', label: 'I agree' },
      {
        type: 'text',
        text: 'Please agree to go on',
        when: { pointer: '/form/agree', op: 'eq', value: false },
      },
    ]);
    act(() => engine.release());
    await formReady();
    expect(await screen.findByText('Please agree to go on')).toBeTruthy();
  });
});

describe('a draft around the form engine’s arrival', () => {
  it('is written when the borrower types, not when the engine arrives', async () => {
    // tests/setup.ts clears session storage after each test.
    const user = userEvent.setup();
    renderScreen(
      [
        {
          type: 'form',
          draft: { key: 'k' },
          values: '/v',
          children: [
            { type: 'input', name: 'city', label: 'City' },
            { type: 'checkbox', name: 'agree', label: 'I agree' },
            sendButton,
          ],
        },
      ],
      { v: { city: 'Cebu' } },
      { registry },
    );
    act(() => engine.release());
    await formReady();
    expect(sessionStorage.getItem('borrower.draft.k')).toBeNull();
    await user.type(screen.getByLabelText('City'), 'x');
    expect(JSON.parse(sessionStorage.getItem('borrower.draft.k') ?? '{}')).toEqual({
      city: 'Cebux',
    });
  });
});

describe('the form engine arriving as the borrower types', () => {
  it('leaves the caret where it was', async () => {
    const user = userEvent.setup();
    renderForm([{ type: 'input', name: 'phone', label: 'Phone', format: 'phone' }]);
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    await user.type(phone, '091123');
    phone.setSelectionRange(3, 3);

    act(() => engine.release());
    await formReady();
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([3, 3]);
    await user.keyboard('7');
    expect(phone.value).toBe('091 7123');
  });
});

describe('a submit before the form engine arrives', () => {
  it('waits for it and stops at a rule that fails', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([
      { type: 'input', name: 'city', label: 'City' },
      {
        type: 'input',
        name: 'name',
        label: 'Name',
        rules: { required: { message: 'Please enter your name' } },
      },
    ]);
    await user.type(screen.getByLabelText('City'), 'Cebu');
    await user.click(send());
    expect(screen.queryByRole('alert')).toBeNull();
    // Meanwhile its button shows it is busy, not a tap that did nothing.
    expect(send().getAttribute('aria-busy')).toBe('true');
    expect(send()).toHaveProperty('disabled', true);

    act(() => engine.release());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please enter your name',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(emits()).toEqual([]);
    expect(send().getAttribute('aria-busy')).toBeNull();
  });
});
