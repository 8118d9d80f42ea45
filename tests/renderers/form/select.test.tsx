// The select node: a button showing the chosen option's label (grey placeholder until then)
// and a bottom sheet of radios with Cancel and Confirm. The form holds the option's value;
// onChange runs in the picked option's scope; a value no option has shows as it came.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm, send } from './render-form';

const banks = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'Bank of the Philippine Islands' },
  { code: '', name: 'No code' },
  { code: 'X', name: '' },
  'not an option',
];

const bankSelect = (extra: object = {}) => ({
  type: 'select',
  name: 'bank',
  label: 'Bank',
  placeholder: 'Choose your bank',
  options: '/banks',
  labelField: 'name',
  valueField: 'code',
  ...extra,
});

const picker = () => screen.getByRole('button', { name: /^Bank / });
const sheet = () => screen.getByRole('dialog', { name: 'Bank' });

describe('select', () => {
  it('shows the grey placeholder, then the chosen label; the form holds the value', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([bankSelect()], { banks });
    expect(picker().textContent).toBe('Choose your bank');
    expect(picker().querySelector('[data-placeholder="true"]')).toBeTruthy();
    expect(picker().getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(picker());
    // Options without a value or a label are skipped.
    expect(
      within(sheet())
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['BDO Unibank', 'Bank of the Philippine Islands']);
    await user.click(
      within(sheet()).getByRole('radio', { name: 'Bank of the Philippine Islands' }),
    );
    await user.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(picker()).toHaveProperty('textContent', 'Bank of the Philippine Islands');
    expect(screen.getByRole('button', { name: 'Bank Bank of the Philippine Islands' })).toBe(
      picker(),
    );
    expect(picker().querySelector('[data-placeholder]')).toBeNull();
    expect(document.activeElement).toBe(picker());
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { bank: 'BPI' } }]);
  });

  it('Cancel leaves the value as it was; Confirm waits for a choice', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([bankSelect()], { banks, v: { bank: 'BDO' } }, { values: '/v' });
    expect(picker().textContent).toBe('BDO Unibank');
    await user.click(picker());
    const bdo = within(sheet()).getByRole('radio', { name: 'BDO Unibank' }) as HTMLInputElement;
    expect(bdo.checked).toBe(true);
    await user.click(
      within(sheet()).getByRole('radio', { name: 'Bank of the Philippine Islands' }),
    );
    await user.click(within(sheet()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(picker().textContent).toBe('BDO Unibank');
    await user.click(send());
    expect(emits()[0]?.values).toEqual({ bank: 'BDO' });
  });

  it('with nothing chosen Confirm is disabled', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([bankSelect()], { banks });
    await user.click(picker());
    const confirm = within(sheet()).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(sheet()).getByRole('button', { name: 'Cancel' }));
    expect(picker().textContent).toBe('Choose your bank');
    await user.click(send());
    expect(emits()[0]?.values).toEqual({ bank: '' });
  });

  it('says when there are no options', async () => {
    const user = userEvent.setup();
    renderForm([bankSelect()], { banks: [] });
    await user.click(picker());
    expect(within(sheet()).getByText('No options are available right now.')).toBeTruthy();
  });

  it('a value no option has shows as it came (an unknown server code)', () => {
    renderForm([bankSelect()], { banks, v: { bank: ' GCASH ' } }, { values: '/v' });
    expect(picker().textContent).toBe(' GCASH ');
    expect(picker().querySelector('[data-placeholder]')).toBeNull();
  });

  it('matches the value to an option by trimmed text', () => {
    renderForm([bankSelect()], { banks, v: { bank: 'BPI ' } }, { values: '/v' });
    expect(picker().textContent).toBe('Bank of the Philippine Islands');
  });

  it('runs onChange in the chosen option’s scope', async () => {
    const user = userEvent.setup();
    const { actions } = renderForm(
      [
        bankSelect({
          options: '/channels',
          labelField: 'label',
          valueField: 'value',
          onChange: [
            { type: 'emit', name: 'channel', value: { bind: '@/value' } },
            { type: 'emit', name: 'position', value: { bind: '@index' } },
          ],
        }),
      ],
      {
        channels: [
          { value: 'gcash', label: 'GCash' },
          { value: '', label: 'skipped' },
          { value: 'maya', label: 'Maya' },
        ],
      },
    );
    await user.click(picker());
    await user.click(within(sheet()).getByRole('radio', { name: 'Maya' }));
    await user.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    expect(actions).toEqual([
      { type: 'emit', name: 'channel', value: 'maya' },
      { type: 'emit', name: 'position', value: '2' },
    ]);
  });

  it('reads its options from the item scope inside a list', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm(
      [
        {
          type: 'list',
          items: '/fields',
          template: [
            {
              type: 'select',
              name: { bind: '@/name' },
              label: { bind: '@/label' },
              options: '@/options',
            },
          ],
        },
      ],
      {
        fields: [
          { name: 'f0', label: 'Day', options: [{ label: '15th', value: '15' }] },
          { name: 'f1', label: 'City', options: [{ label: 'Cebu', value: 'CEB' }] },
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: /^City/ }));
    expect(within(screen.getByRole('dialog', { name: 'City' })).getAllByRole('radio')).toHaveLength(
      1,
    );
    await user.click(screen.getByRole('radio', { name: 'Cebu' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(send());
    expect(emits()[0]?.values).toEqual({ f0: '', f1: 'CEB' });
  });

  it('required: the message shows under the pick list, which gets the focus', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([
      bankSelect({ rules: { required: { message: 'Please choose your bank' } } }),
    ]);
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please choose your bank');
    expect(picker().getAttribute('aria-describedby')).toBe(alert.id);
    expect(picker().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(picker());
    expect(emits()).toEqual([]);
  });
});
