// The one node path: the `switch` node, error boundaries around sections and list items (not
// around every node), and long lists whose off-screen rows cost no layout.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LONG_LIST } from '../../renderers/nodes/List';
import { allNodes } from '../../renderers/generated/all-nodes';
import { createRegistry } from '../../renderers/registry';
import { renderScreen } from './render-screen';

const byKind = {
  type: 'list',
  items: '/rows',
  template: [
    {
      type: 'switch',
      value: '@/kind',
      cases: {
        a: [{ type: 'text', text: { template: 'A: {n}', params: { n: { bind: '@/n' } } } }],
        '1': [{ type: 'text', text: { template: 'One: {n}', params: { n: { bind: '@/n' } } } }],
      },
      default: [{ type: 'text', text: { template: 'Other: {n}', params: { n: { bind: '@/n' } } } }],
    },
  ],
};

function Broken(): never {
  throw new Error('broken on purpose');
}

describe('the switch node', () => {
  it('draws the case its value names, comparing as text, else the default', () => {
    renderScreen([byKind], {
      rows: [
        { kind: 'a', n: 1 },
        { kind: 1, n: 2 },
        { kind: '1', n: 3 },
        { kind: 'zzz', n: 4 },
        { n: 5 },
      ],
    });
    expect(screen.getByText('A: 1')).toBeTruthy();
    expect(screen.getByText('One: 2')).toBeTruthy();
    expect(screen.getByText('One: 3')).toBeTruthy();
    expect(screen.getByText('Other: 4')).toBeTruthy();
    expect(screen.getByText('Other: 5')).toBeTruthy();
  });

  it('draws nothing for an unnamed case without a default', () => {
    const { container } = renderScreen(
      [{ type: 'switch', value: '/kind', cases: { a: [{ type: 'text', text: 'A' }] } }],
      { kind: 'b' },
    );
    expect(container.querySelector('main')?.textContent).toBe('');
  });
});

describe('error boundaries', () => {
  const registry = createRegistry(allNodes, { broken: Broken });

  it('a broken node costs its section; the next section still shows', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderScreen(
      [
        { type: 'stack', children: [{ type: 'text', text: 'Beside it' }, { type: 'broken' }] },
        { type: 'text', text: 'Next section' },
      ],
      {},
      { registry },
    );
    expect(screen.queryByText('Beside it')).toBeNull();
    expect(screen.getByText('Next section')).toBeTruthy();
    expect(container.querySelector('[data-node-error="/body/0"]')).toBeTruthy();
    errors.mockRestore();
  });

  it('a broken row costs only that row of a list', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderScreen(
      [
        {
          type: 'list',
          items: '/rows',
          template: [
            {
              type: 'switch',
              value: '@/kind',
              cases: { bad: [{ type: 'broken' }] },
              default: [{ type: 'text', text: { bind: '@/name' } }],
            },
          ],
        },
      ],
      { rows: [{ name: 'First' }, { kind: 'bad' }, { name: 'Third' }] },
      { registry },
    );
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.getByText('Third')).toBeTruthy();
    expect(container.querySelectorAll('[data-node-error]')).toHaveLength(1);
    expect(container.querySelector('[data-node-error="/body/0/template/1"]')).toBeTruthy();
    errors.mockRestore();
  });
});

describe('long lists', () => {
  const list = { type: 'list', items: '/rows', template: [{ type: 'text', text: { bind: '@' } }] };
  const styleOf = (el: Element | null) =>
    [...document.querySelectorAll('style')]
      .map((s) => s.textContent ?? '')
      .filter((css) => [...(el?.classList ?? [])].some((c) => css.includes(`.${c}`)))
      .join('');

  it(`rows of a list of ${LONG_LIST} or more skip layout while off screen`, () => {
    renderScreen([list], { rows: Array.from({ length: LONG_LIST }, (_, i) => `Row ${i}`) });
    expect(styleOf(screen.getByText('Row 0').closest('li'))).toContain('content-visibility:auto');
  });

  it('rows of a short list are laid out as usual', () => {
    renderScreen([list], { rows: Array.from({ length: LONG_LIST - 1 }, (_, i) => `Row ${i}`) });
    expect(styleOf(screen.getByText('Row 0').closest('li'))).not.toContain('content-visibility');
  });
});
