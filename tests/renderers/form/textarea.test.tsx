// The textarea node: its x/max counter, the limit (typed, pasted, never half an emoji) and
// its rules.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm, send } from './render-form';

const description = (extra: object = {}) => ({
  type: 'textarea',
  id: 'complain',
  name: 'description',
  label: { key: 'complainForm.description' },
  placeholder: { key: 'complainForm.placeholder' },
  maxLength: 200,
  counter: true,
  rows: 6,
  ...extra,
});

const box = () =>
  screen.getByRole('textbox', { name: 'Comments and suggestions' }) as HTMLTextAreaElement;
const counter = () => screen.getByTestId('complain-counter');

describe('textarea', () => {
  it('counts what was typed out of the limit; the box is described by the counter', async () => {
    const user = userEvent.setup();
    renderForm([description()]);
    expect(counter().textContent).toBe('0/200');
    await user.type(box(), 'Wrong amount');
    expect(counter().textContent).toBe('12/200');
    expect(box().getAttribute('aria-describedby')?.split(' ')).toContain(counter().id);
    expect(box().getAttribute('placeholder')).toBe('Tell us what happened (up to 200 characters)');
    expect(box().rows).toBe(6);
  });

  it('ignores input past the limit, typed or pasted', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([description()]);
    await user.click(box());
    await user.paste('a'.repeat(250));
    expect(box().value).toBe('a'.repeat(200));
    await user.type(box(), 'more');
    expect(box().value).toBe('a'.repeat(200));
    expect(counter().textContent).toBe('200/200');
    await user.click(send());
    expect(emits()[0]?.values).toEqual({ description: 'a'.repeat(200) });
  });

  it('never keeps half an emoji at the limit', async () => {
    const user = userEvent.setup();
    renderForm([description()]);
    await user.click(box());
    await user.paste('a'.repeat(199));
    await user.paste('😀');
    expect(box().value).toBe('a'.repeat(199));
    expect(counter().textContent).toBe('199/200');
    await user.clear(box());
    await user.paste(`${'b'.repeat(198)}😀 and more`);
    expect(box().value).toBe(`${'b'.repeat(198)}😀`);
    expect(counter().textContent).toBe('200/200');
  });

  it('blank text fails required with its message, linked to the box', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([
      description({ rules: { required: { message: { key: 'complainForm.emptyText' } } } }),
    ]);
    await user.type(box(), '   ');
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please fill in your comments and suggestions');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(box().getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(document.activeElement).toBe(box());
    expect(emits()).toEqual([]);
  });

  it('without a counter or a limit it takes any length', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([
      description({ id: undefined, counter: undefined, maxLength: undefined }),
    ]);
    expect(screen.queryByText(/\/200/)).toBeNull();
    await user.click(box());
    await user.paste('x'.repeat(300));
    await user.click(send());
    expect(emits()[0]?.values).toEqual({ description: 'x'.repeat(300) });
  });
});
