// The input node's formats: what the borrower sees while typing or pasting, and what the
// form emits (the kept value, never the display).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  display,
  keep,
  stripNonAlphanumeric,
  stripNonDigits,
} from '../../../renderers/form/formats';
import { formReady, registry, renderForm, send, sendButton } from './render-form';
import { renderScreen } from '../render-screen';
import { formatters } from '../../../src/lib/format';

const field = (format: string, extra: object = {}) => ({
  type: 'input',
  name: 'value',
  label: 'Value',
  format,
  ...extra,
});

async function typeAndSend(format: string, typed: string, extra: object = {}) {
  const user = userEvent.setup();
  const view = renderForm([field(format, extra)]);
  await formReady();
  const box = screen.getByLabelText('Value') as HTMLInputElement;
  await user.type(box, typed);
  const shown = box.value;
  await user.click(send());
  const [emitted] = view.emits();
  const attrs = {
    inputMode: box.getAttribute('inputmode'),
    autoComplete: box.getAttribute('autocomplete'),
  };
  view.unmount();
  return { shown, value: emitted?.values?.value, ...attrs };
}

async function pasteAndSend(format: string, pasted: string, extra: object = {}) {
  const user = userEvent.setup();
  const view = renderForm([field(format, extra)]);
  await formReady();
  const box = screen.getByLabelText('Value') as HTMLInputElement;
  await user.click(box);
  await user.paste(pasted);
  const shown = box.value;
  await user.click(send());
  const value = view.emits()[0]?.values?.value;
  view.unmount();
  return { shown, value };
}

describe('format helpers', () => {
  it.each([
    ['0917-123 4567', '09171234567'],
    ['abc', ''],
    ['１２3', '3'],
    ['', ''],
  ])('stripNonDigits %s → %s', (input, output) => expect(stripNonDigits(input)).toBe(output));

  it('codes keep ASCII letters and digits', () => {
    expect(stripNonAlphanumeric('aB-12 ç!')).toBe('aB12');
  });

  it('phones keep 11 digits shown 3-4-4; cards show groups of four', () => {
    expect(keep('phone', '0917 123 4567 89', 11)).toBe('09171234567');
    expect(display('phone', '09171234567', formatters)).toBe('091 7123 4567');
    expect(display('card', '1234567890123', formatters)).toBe('1234 5678 9012 3');
  });
});

describe('input formats', () => {
  it('text keeps what was typed, spaces and all', async () => {
    expect(await typeAndSend('text', 'Juan  Dela Cruz')).toMatchObject({
      shown: 'Juan  Dela Cruz',
      value: 'Juan  Dela Cruz',
    });
  });

  it('digits drops anything else, typed or pasted', async () => {
    expect(await typeAndSend('digits', '12a3-4 ')).toMatchObject({ shown: '1234', value: '1234' });
    expect(await pasteAndSend('digits', '0917-123 4567')).toMatchObject({
      shown: '09171234567',
      value: '09171234567',
    });
  });

  it('phone shows 3-4-4, cuts at 11 and emits the digits', async () => {
    expect(await typeAndSend('phone', '0917123456789')).toEqual({
      shown: '091 7123 4567',
      value: '09171234567',
      inputMode: 'numeric',
      autoComplete: 'tel',
    });
    // The international way is the national number: +63 is 0.
    expect(await pasteAndSend('phone', '+63 (917) 123-4567')).toMatchObject({
      shown: '091 7123 4567',
      value: '09171234567',
    });
  });

  it('deleting a space of a phone deletes the digit before it', async () => {
    const user = userEvent.setup();
    const view = renderForm([field('phone')]);
    const box = screen.getByLabelText('Value') as HTMLInputElement;
    await user.type(box, '0917123');
    expect(box.value).toBe('091 7123');
    // The caret right after the space: Backspace takes the "1" before it.
    await user.type(box, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(box.value).toBe('097 123');
    await user.click(send());
    expect(view.emits()[0]?.values).toEqual({ value: '097123' });
  });

  it('typing in the middle of a phone keeps the caret after the new digit', async () => {
    const user = userEvent.setup();
    renderForm([field('phone')]);
    const box = screen.getByLabelText('Value') as HTMLInputElement;
    await user.type(box, '091123');
    expect(box.value).toBe('091 123');
    await user.type(box, '7', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(box.value).toBe('091 7123');
    await user.keyboard('4');
    expect(box.value).toBe('091 7412 3');
  });

  it('card shows groups of four and emits the digits; maxLength counts digits', async () => {
    expect(await typeAndSend('card', '1234567890123456')).toMatchObject({
      shown: '1234 5678 9012 3456',
      value: '1234567890123456',
    });
    expect(await pasteAndSend('card', '1234-5678-9999', { maxLength: 8 })).toMatchObject({
      shown: '1234 5678',
      value: '12345678',
    });
  });

  it('code keeps letters and digits, on a text keyboard', async () => {
    expect(await typeAndSend('code', 'ab-12 c!', { autocomplete: 'one-time-code' })).toEqual({
      shown: 'ab12c',
      value: 'ab12c',
      inputMode: 'text',
      autoComplete: 'one-time-code',
    });
  });

  it('maxLength applies to the kept value, typed or pasted', async () => {
    expect(await pasteAndSend('digits', '123-456-789', { maxLength: 6 })).toMatchObject({
      shown: '123456',
      value: '123456',
    });
    expect(await typeAndSend('code', 'A1B2C3D4', { maxLength: 4 })).toMatchObject({
      value: 'A1B2',
    });
    expect(await typeAndSend('text', 'abcdefgh', { maxLength: 5 })).toMatchObject({
      value: 'abcde',
    });
  });
});

describe('input: grouped display, kept value, caret', () => {
  const caretOf = (box: HTMLInputElement) => [box.selectionStart, box.selectionEnd];

  it('starts grouped from the form’s values; the form keeps them as they came', async () => {
    const user = userEvent.setup();
    const view = renderForm(
      [
        field('phone', { name: 'phone', label: 'Phone' }),
        field('card', { name: 'card', label: 'Card' }),
      ],
      { v: { phone: '09171234567', card: '1234567890123456' } },
      { values: '/v' },
    );
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('091 7123 4567');
    expect((screen.getByLabelText('Card') as HTMLInputElement).value).toBe('1234 5678 9012 3456');
    await user.click(send());
    expect(view.emits()[0]?.values).toEqual({ phone: '09171234567', card: '1234567890123456' });
  });

  it('a draft restored from storage shows grouped; typing writes the digits to it', async () => {
    sessionStorage.setItem('borrower.draft.k', JSON.stringify({ phone: '0917123' }));
    try {
      const user = userEvent.setup();
      renderScreen(
        [
          {
            type: 'form',
            draft: { key: 'k' },
            children: [field('phone', { name: 'phone', label: 'Phone' }), sendButton],
          },
        ],
        {},
        { registry },
      );
      const box = screen.getByLabelText('Phone') as HTMLInputElement;
      expect(box.value).toBe('091 7123');
      await user.type(box, '4567');
      expect(box.value).toBe('091 7123 4567');
      expect(JSON.parse(sessionStorage.getItem('borrower.draft.k') ?? '{}')).toEqual({
        phone: '09171234567',
      });
    } finally {
      sessionStorage.clear();
    }
  });

  it('hidden and shown again, a phone shows what was typed, grouped', async () => {
    const user = userEvent.setup();
    const view = renderForm([
      { type: 'checkbox', name: 'hide', label: 'Hide' },
      field('phone', {
        name: 'phone',
        label: 'Phone',
        when: { pointer: '/form/hide', op: 'falsy' },
      }),
    ]);
    await user.type(screen.getByLabelText('Phone'), '0917123');
    await user.click(screen.getByLabelText('Hide'));
    expect(screen.queryByLabelText('Phone')).toBeNull();
    await user.click(screen.getByLabelText('Hide'));
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('091 7123');
    await user.click(send());
    expect(view.emits()[0]?.values).toEqual({ hide: false, phone: '0917123' });
  });

  it('the form holds the digits while the input shows them grouped (a condition sees them)', async () => {
    const user = userEvent.setup();
    renderForm([
      field('card', { name: 'card', label: 'Card' }),
      {
        type: 'text',
        text: 'Card complete',
        when: { pointer: '/form/card', op: 'eq', value: '12345678' },
      },
    ]);
    await user.type(screen.getByLabelText('Card'), '1234567');
    expect(screen.queryByText('Card complete')).toBeNull();
    await user.keyboard('8');
    expect((screen.getByLabelText('Card') as HTMLInputElement).value).toBe('1234 5678');
    expect(screen.getByText('Card complete')).toBeTruthy();
  });

  it('card: typing in a group keeps the caret after the new digit as the groups move', async () => {
    const user = userEvent.setup();
    renderForm([field('card')]);
    const box = screen.getByLabelText('Value') as HTMLInputElement;
    await user.type(box, '12345678');
    expect(box.value).toBe('1234 5678');
    await user.type(box, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(box.value).toBe('1293 4567 8');
    expect(caretOf(box)).toEqual([3, 3]);
    // The caret stays right after the digit typed, even where a space now follows it.
    await user.keyboard('0');
    expect(box.value).toBe('1290 3456 78');
    expect(caretOf(box)).toEqual([4, 4]);
    await user.keyboard('5');
    expect(box.value).toBe('1290 5345 678');
    expect(caretOf(box)).toEqual([6, 6]);
  });

  it('Delete before a card’s space deletes the digit after it; Backspace after one the digit before', async () => {
    const user = userEvent.setup();
    const view = renderForm([field('card')]);
    const box = screen.getByLabelText('Value') as HTMLInputElement;
    await user.type(box, '123456789');
    expect(box.value).toBe('1234 5678 9');
    await user.type(box, '{Delete}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(box.value).toBe('1234 6789');
    expect(caretOf(box)).toEqual([4, 4]);
    await user.type(box, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(box.value).toBe('1236 789');
    expect(caretOf(box)).toEqual([3, 3]);
    await user.click(send());
    expect(view.emits()[0]?.values).toEqual({ value: '1236789' });
  });

  it('phone: a paste in the middle keeps the caret after the pasted digits', async () => {
    const user = userEvent.setup();
    renderForm([field('phone')]);
    const box = screen.getByLabelText('Value') as HTMLInputElement;
    await user.type(box, '0967');
    box.setSelectionRange(2, 2);
    await user.paste('1-2');
    expect(box.value).toBe('091 267');
    expect(caretOf(box)).toEqual([5, 5]);
  });

  it('a refused character leaves the caret where it was', async () => {
    const user = userEvent.setup();
    renderForm([field('digits')]);
    const box = screen.getByLabelText('Value') as HTMLInputElement;
    await user.type(box, '1234');
    await user.type(box, 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(box.value).toBe('1234');
    expect(caretOf(box)).toEqual([2, 2]);
    await user.keyboard('9');
    expect(box.value).toBe('12934');
  });
});

describe('input: the keypad it asks for', () => {
  it.each([
    ['phone', undefined, 'numeric'],
    ['code', undefined, 'text'],
    ['text', 'tel', 'tel'],
    ['text', 'email', 'email'],
    ['text', 'name', 'text'],
  ])('%s with autocomplete %s: %s', (format, autocomplete, keypad) => {
    renderForm([field(format, autocomplete ? { autocomplete } : {})]);
    expect(screen.getByLabelText('Value').getAttribute('inputmode')).toBe(keypad);
  });
});

describe('input: label, placeholder, help', () => {
  it('is named by its label, shows a grey placeholder and is described by its help', () => {
    renderForm([
      field('digits', {
        label: { key: 'cs.telephone' },
        placeholder: 'e.g. 0917 123 4567',
        help: 'We call this number only about your loan.',
      }),
    ]);
    const box = screen.getByRole('textbox', { name: 'Telephone' });
    expect(box.getAttribute('placeholder')).toBe('e.g. 0917 123 4567');
    const help = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('We call this number only about your loan.');
    expect(box.closest('[data-field]')?.getAttribute('data-field')).toBe('value');
  });
});
