// The form node: initial values read once, submit emits the values only when every rule
// passes (messages as alerts under the fields, focus on the first invalid one), Enter
// submits, conditions on '/form/…' follow the inputs and names may come from data. What a
// keystroke re-renders: uncontrolled.test.tsx.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenView } from '../../../renderers/ScreenView';
import type { Screen } from '../../../src/generated/types';
import { renderScreen, t } from '../render-screen';
import { formReady, registry, renderForm, send } from './render-form';
import { rendererServices } from '../../../src/app/renderer-services';

const input = (name: unknown, label: string, extra: object = {}) => ({
  type: 'input',
  name,
  label,
  ...extra,
});

describe('form: values and submit', () => {
  it('starts from the values at its pointer and emits them with what was typed', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm(
      [input('first', 'First name'), input('city', 'City')],
      { initial: { first: 'Ana', city: 'Manila', amount: 1500, nested: { a: 1 }, 'a.b': 'x' } },
      { values: '/initial' },
    );
    await formReady();
    const first = screen.getByLabelText('First name') as HTMLInputElement;
    expect(first.value).toBe('Ana');
    await user.type(first, 'belle');
    await user.click(send());
    // Numbers become text; shapes a form cannot hold and names that are not identifiers go.
    expect(emits()).toEqual([
      {
        type: 'emit',
        name: 'send',
        values: { first: 'Anabelle', city: 'Manila', amount: '1500' },
      },
    ]);
  });

  it('a form without values starts empty; a missing pointer is no error', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([input('code', 'Code')], {}, { values: '/nothing' });
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { code: '' } }]);
  });

  it('reads its values once: later data does not reset what was typed', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const screenOf = {
      type: 'screen',
      version: '1.1',
      id: 'test',
      title: 'T',
      body: [{ type: 'form', values: '/v', children: [input('name', 'Name')] }],
    } as Screen;
    const view = (data: unknown) => (
      <ScreenView
        services={rendererServices}
        screen={screenOf}
        data={data}
        t={t}
        onAction={onAction}
        registry={registry}
      />
    );
    const { rerender } = render(view({ v: { name: 'Old' } }));
    const box = screen.getByLabelText('Name') as HTMLInputElement;
    await user.clear(box);
    await user.type(box, 'Typed');
    rerender(view({ v: { name: 'New from server' } }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Typed');
  });

  it('Enter in an input submits through the submit button', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([input('phone', 'Phone', { format: 'phone' })]);
    await user.type(screen.getByLabelText('Phone'), '09171234567{Enter}');
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { phone: '09171234567' } }]);
    expect(send().getAttribute('type')).toBe('submit');
  });

  it('a submit outside any form emits with no values', async () => {
    const user = userEvent.setup();
    const { actions } = renderScreen(
      [{ type: 'button', text: 'Go', action: { type: 'submit', event: 'go' } }],
      {},
      { registry },
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(actions).toEqual([{ type: 'emit', name: 'go', values: {} }]);
  });
});

describe('form: rules', () => {
  const rules = {
    required: { message: 'Please enter your name' },
    minLength: { value: 3, message: 'At least 3 letters' },
  };

  it('shows each failed rule under its field as an alert and emits nothing', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([
      input('name', 'Name', { rules }),
      input('mobile', 'Mobile', {
        format: 'digits',
        rules: { pattern: { value: '09\\d{9}', message: 'Enter 11 digits starting with 09' } },
      }),
    ]);
    const name = screen.getByLabelText('Name');
    // Spaces only are no name.
    await user.type(name, '   ');
    await user.type(screen.getByLabelText('Mobile'), '0917');
    await user.click(send());
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Please enter your name',
      'Enter 11 digits starting with 09',
    ]);
    expect(emits()).toEqual([]);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const errorId = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Please enter your name');
    // The first invalid field in page order gets the focus.
    expect(document.activeElement).toBe(name);
  });

  it('re-checks as the borrower fixes the field, then submits', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([input('name', 'Name', { rules })]);
    const name = screen.getByLabelText('Name');
    await user.type(name, 'Jo');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('At least 3 letters');
    await user.type(name, 'y');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { name: 'Joy' } }]);
  });

  it('a pattern must match the whole value', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([
      input('code', 'Code', { rules: { pattern: { value: '\\d{4}', message: 'Four digits' } } }),
    ]);
    await user.type(screen.getByLabelText('Code'), '12345');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Four digits');
    expect(emits()).toEqual([]);
  });

  it('messages may be catalogue texts', async () => {
    const user = userEvent.setup();
    renderForm([input('x', 'X', { rules: { required: { message: { key: 'error.failed' } } } })]);
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(t('error.failed'));
  });

  it('an invalid pattern in a layout is no rule (and a warning), never a crash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { emits } = renderForm([
      input('x', 'X', { rules: { pattern: { value: '([unclosed', message: 'never' } } }),
    ]);
    await user.type(screen.getByLabelText('X'), 'anything');
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { x: 'anything' } }]);
    expect(warn).toHaveBeenCalledWith('[form] invalid pattern rule ignored', '([unclosed');
  });

  it('an optional empty field passes minLength and pattern', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([
      input('x', 'X', {
        rules: {
          minLength: { value: 3, message: 'short' },
          pattern: { value: '\\d+', message: 'digits' },
        },
      }),
    ]);
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { x: '' } }]);
  });
});

describe('form: conditions on form values', () => {
  const agree = {
    type: 'checkbox',
    name: 'agree',
    label: 'I have read and agree to',
    content: [
      {
        type: 'link',
        text: 'the loan terms',
        action: { type: 'navigate', to: '/loanAgreement' },
      },
    ],
  };

  it('a button’s disabledWhen on /form/agree follows the checkbox', async () => {
    const user = userEvent.setup();
    const { actions } = renderForm([
      agree,
      {
        type: 'button',
        text: 'Skip',
        action: { type: 'emit', name: 'skip' },
        disabledWhen: { pointer: '/form/agree', op: 'truthy' },
      },
      {
        type: 'button',
        text: 'Next',
        action: { type: 'submit', event: 'next' },
        disabledWhen: { pointer: '/form/agree', op: 'falsy' },
      },
    ]);
    const skip = screen.getByRole('button', { name: 'Skip' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect([skip.disabled, next.disabled]).toEqual([false, true]);
    await user.click(screen.getByLabelText('I have read and agree to'));
    expect([skip.disabled, next.disabled]).toEqual([true, false]);
    await user.click(next);
    expect(actions).toEqual([{ type: 'emit', name: 'next', values: { agree: true } }]);
  });

  it('an if step at the tap reads /form/… from the form, before and after its engine', async () => {
    const user = userEvent.setup();
    const { actions } = renderForm([
      agree,
      {
        type: 'button',
        text: 'Go',
        action: {
          type: 'if',
          when: { pointer: '/form/agree', op: 'truthy' },
          then: { type: 'emit', name: 'agreed' },
          else: { type: 'emit', name: 'not-yet' },
        },
      },
    ]);
    const go = screen.getByRole('button', { name: 'Go' });
    await user.click(screen.getByLabelText('I have read and agree to'));
    await user.click(go);
    await formReady();
    await user.click(screen.getByLabelText('I have read and agree to'));
    await user.click(go);
    expect(actions.map((a) => a.type === 'emit' && a.name)).toEqual(['agreed', 'not-yet']);
  });

  it('the checkbox is named by its label and content; the link does not tick it', async () => {
    const user = userEvent.setup();
    const { actions } = renderForm([agree]);
    const box = screen.getByRole('checkbox', {
      name: 'I have read and agree to the loan terms',
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(screen.getByRole('link', { name: 'the loan terms' }));
    expect(box.checked).toBe(false);
    expect(actions[0]).toMatchObject({ type: 'navigate', to: '/loanAgreement' });
  });

  it('a checkbox starts ticked when the form’s values say true; required means ticked', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm(
      [
        { ...agree, rules: { required: { message: 'Please agree first' } } },
        { type: 'checkbox', name: 'news', label: 'Send me news' },
      ],
      { v: { news: true } },
      { values: '/v' },
    );
    expect((screen.getByLabelText('Send me news') as HTMLInputElement).checked).toBe(true);
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Please agree first');
    expect(document.activeElement).toBe(screen.getByLabelText('I have read and agree to'));
    await user.click(screen.getByLabelText('I have read and agree to'));
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { agree: true, news: true } }]);
  });

  it('a hidden input keeps its value and its rules wait until it shows', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([
      { type: 'checkbox', name: 'other', label: 'Other reason' },
      input('reason', 'Reason', {
        when: { pointer: '/form/other', op: 'truthy' },
        rules: { required: { message: 'Tell us the reason' } },
      }),
    ]);
    expect(screen.queryByLabelText('Reason')).toBeNull();
    await user.click(screen.getByLabelText('Other reason'));
    await user.type(screen.getByLabelText('Reason'), 'Moved');
    await user.click(screen.getByLabelText('Other reason'));
    expect(screen.queryByLabelText('Reason')).toBeNull();
    await user.click(send());
    expect(emits()).toEqual([
      { type: 'emit', name: 'send', values: { other: false, reason: 'Moved' } },
    ]);
  });

  it('a condition that reads one input twice follows it, without a warning', async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm([
      input('code', 'Code'),
      {
        type: 'text',
        text: 'Code accepted',
        when: {
          all: [
            { pointer: '/form/code', op: 'truthy' },
            { pointer: '/form/code', op: 'ne', value: 'x' },
          ],
        },
      },
    ]);
    expect(screen.queryByText('Code accepted')).toBeNull();
    await user.type(screen.getByLabelText('Code'), 'x');
    expect(screen.queryByText('Code accepted')).toBeNull();
    await user.type(screen.getByLabelText('Code'), 'y');
    expect(screen.getByText('Code accepted')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('form: names from data', () => {
  it('an input named by a binding holds its value under that name', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([input({ bind: '/name' }, 'Account number')], {
      name: 'accountNo',
    });
    await user.type(screen.getByLabelText('Account number'), '123');
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { accountNo: '123' } }]);
  });

  it('fields of a list are named by their items', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm(
      [
        {
          type: 'list',
          items: '/fields',
          key: 'name',
          template: [
            input({ bind: '@/name' }, 'unused', {
              label: { bind: '@/label' },
              format: 'digits',
            }),
          ],
        },
      ],
      {
        fields: [
          { name: 'f0', label: 'Account' },
          { name: 'f1', label: 'Branch' },
        ],
        v: { f1: '77' },
      },
      { values: '/v' },
    );
    await user.type(screen.getByLabelText('Account'), '12');
    expect((screen.getByLabelText('Branch') as HTMLInputElement).value).toBe('77');
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { f0: '12', f1: '77' } }]);
  });

  it('a field whose bound name is missing or not an identifier is not shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { emits } = renderForm(
      [
        input({ bind: '/missing' }, 'Missing', { rules: { required: { message: 'x' } } }),
        input({ bind: '/dotted' }, 'Dotted'),
        input('ok', 'Ok'),
      ],
      { dotted: 'a.b' },
    );
    expect(screen.queryByLabelText('Missing')).toBeNull();
    expect(screen.queryByLabelText('Dotted')).toBeNull();
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { ok: '' } }]);
    expect(warn).toHaveBeenCalled();
  });
});
