// The bank form's field registry: each cate renders its component, an unknown cate renders
// the fallback, overrides replace entries, and typing in one field re-renders that field
// only (react-hook-form subscriptions), proven with a render counter per field.
import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFieldRegistry, defaultFields, isKnownCate } from '../../../renderers/form/registry';
import { stripNonDigits } from '../../../renderers/form/digits';
import { TextField } from '../../../renderers/form/TextField';
import type { FieldProps } from '../../../renderers/form/types';
import type { BankFormItem } from '../../../src/generated/types';
import { DEFAULT_LAYOUT } from '../../../src/pages/bind-bank/layout';
import { BankForm } from '../../../src/pages/bind-bank/BankForm';

const item = (code: string, extra: Partial<BankFormItem> = {}): BankFormItem => ({
  code,
  cate: 'text',
  title: `Title ${code}`,
  subtitle: `Enter ${code}`,
  cardTypeMi: 0,
  ...extra,
});

function renderForm(items: BankFormItem[], registry = createFieldRegistry()) {
  const onSave = vi.fn();
  render(
    <BankForm
      items={items}
      layout={DEFAULT_LAYOUT}
      productId="9"
      saving={false}
      onSave={onSave}
      registry={registry}
    />,
  );
  return onSave;
}

describe('stripNonDigits', () => {
  it.each([
    ['0917-123 4567', '09171234567'],
    ['abc', ''],
    ['１２3', '3'],
    ['', ''],
  ])('%s → %s', (input, output) => expect(stripNonDigits(input)).toBe(output));
});

describe('field registry', () => {
  it('maps text, enum, citySelect and day; nothing inherited counts as known', () => {
    expect(Object.keys(defaultFields).sort()).toEqual(['citySelect', 'day', 'enum', 'text']);
    const registry = createFieldRegistry();
    expect(isKnownCate(registry, 'enum')).toBe(true);
    expect(isKnownCate(registry, 'toString')).toBe(false);
    expect(isKnownCate(registry, 'signaturePad')).toBe(false);
  });

  it('an unknown cate renders the fallback and reports it; its server value is still sent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onSave = renderForm([
      item('sig', { cate: 'signaturePad', value: 'on-file' }),
      item('toString', { cate: 'toString' }),
    ]);
    expect(screen.getByText('Title sig')).toBeTruthy();
    expect(document.querySelectorAll('[data-unknown-field]')).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('[bank-form] unknown field kind', {
      cate: 'signaturePad',
      name: 'f0',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSave).toHaveBeenCalledWith({
      sig: 'on-file',
      toString: '',
      cardType: '1',
      product_id: '9',
    });
  });

  it('an override replaces a cate’s component', () => {
    const Custom = ({ spec }: FieldProps) => <p>custom {spec.label}</p>;
    renderForm([item('a')], createFieldRegistry({ text: Custom }));
    expect(screen.getByText('custom Title a')).toBeTruthy();
  });

  it('a field that throws is contained; the others still render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): ReactNode => {
      throw new Error('boom');
    };
    renderForm([item('a', { cate: 'broken' }), item('b')], createFieldRegistry({ broken: Broken }));
    expect(screen.getByText('This part could not be shown.')).toBeTruthy();
    expect(screen.getByLabelText('Title b')).toBeTruthy();
  });
});

describe('render isolation', () => {
  it('typing in one field re-renders that field, not the others', () => {
    const renders: Record<string, number> = {};
    const Counted = (props: FieldProps) => (
      <Profiler
        id={props.spec.name}
        onRender={(id) => {
          renders[id] = (renders[id] ?? 0) + 1;
        }}
      >
        <TextField {...props} />
      </Profiler>
    );
    const items = Array.from({ length: 20 }, (_, i) => item(`c${i}`));
    renderForm(items, createFieldRegistry({ text: Counted }));
    const before = { ...renders };
    expect(Object.keys(before)).toHaveLength(20);

    const input = screen.getByLabelText('Title c3') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.change(input, { target: { value: '123' } });

    expect(input.value).toBe('123');
    expect(renders.f3).toBeGreaterThan(before.f3 ?? 0);
    for (let i = 0; i < 20; i++) {
      if (i !== 3) expect(renders[`f${i}`], `field f${i}`).toBe(before[`f${i}`]);
    }
  });
});
