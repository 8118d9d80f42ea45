// The choice-tiles node: tiles from a data array, the chosen one marked, a tap emits its value.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from './render-screen';

const node = {
  type: 'choice-tiles',
  label: 'Question type',
  items: { pointer: '/types' },
  selected: '/chosen',
  emit: 'pick',
};

describe('choice-tiles node', () => {
  it('renders one button per usable item and marks the chosen one', () => {
    renderScreen([node], {
      types: [
        { value: 1, title: 'Collection' },
        { value: '2', title: 'Repayment' },
        { value: 3 },
        { title: 'No value' },
        null,
      ],
      chosen: '1',
    });
    const group = screen.getByRole('group', { name: 'Question type' });
    const tiles = group.querySelectorAll('button');
    expect([...tiles].map((b) => b.textContent)).toEqual(['Collection', 'Repayment']);
    expect(screen.getByRole('button', { name: 'Collection' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Repayment' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('a tap emits the item value as text', () => {
    const { actions } = renderScreen([node], { types: [{ value: 7, title: 'Other' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(actions).toEqual([{ type: 'emit', name: 'pick', value: '7' }]);
  });

  it('reads other field names, and renders nothing without a list', () => {
    renderScreen([{ ...node, items: { pointer: '/tabs', valueField: 'id', labelField: 'name' } }], {
      tabs: [{ id: 'a', name: 'Card' }],
    });
    expect(screen.getByRole('button', { name: 'Card' })).toBeTruthy();
    const { container } = renderScreen([{ ...node, id: 'empty' }], { types: 'not a list' });
    expect(container.querySelector('[data-node-id="empty"]')).toBeNull();
  });
});

describe('choice-tiles icons', () => {
  it('draws the icon of each tile value, else the default; the label stays the name', async () => {
    renderScreen([{ ...node, icons: { '1': 'phone', toString: 'card' }, defaultIcon: 'service' }], {
      types: [
        { value: 1, title: 'Collection' },
        { value: 'toString', title: 'Other' },
      ],
    });
    const collection = screen.getByRole('button', { name: 'Collection' });
    const other = screen.getByRole('button', { name: 'Other' });
    await waitFor(() => expect(collection.querySelector('[data-icon]')).not.toBeNull());
    expect(collection.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('phone');
    await waitFor(() => expect(other.querySelector('[data-icon]')).not.toBeNull());
    expect(other.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('card');
  });
});

describe('choice-tiles with repeated values', () => {
  it('draws every tile once, however the data changes, without a duplicate key', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { setData } = renderScreen([node], {
      types: [
        { value: 1, title: 'Collection' },
        { value: 1, title: 'Repayment' },
        { value: 2, title: 'Other' },
      ],
    });
    setData({
      types: [
        { value: 1, title: 'Repayment' },
        { value: 2, title: 'Other' },
      ],
    });
    const tiles = screen.getByRole('group', { name: 'Question type' }).querySelectorAll('button');
    expect([...tiles].map((b) => b.textContent)).toEqual(['Repayment', 'Other']);
    expect(errors.mock.calls.flat().join(' ')).not.toContain('same key');
    errors.mockRestore();
  });
});
