// The one node path: the `switch` node, error boundaries around sections and list items (not
// around every node), and long lists whose off-screen rows cost no layout.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_ROWS, LONG_LIST } from '../../renderers/nodes/List';
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
  const rows = (n: number) => Array.from({ length: n }, (_, i) => `Row ${i}`);
  const styleOf = (el: Element | null) =>
    [...document.querySelectorAll('style')]
      .map((s) => s.textContent ?? '')
      .filter((css) => [...(el?.classList ?? [])].some((c) => css.includes(`.${c}`)))
      .join('');
  /** The element that holds a row and its neighbours (the list, or a chunk of it). */
  const holderOf = (text: string) =>
    screen.getByText(text).closest('[role="listitem"], li')!.parentElement;

  it(`a list of ${LONG_LIST} rows or more skips them off screen, ${CHUNK_ROWS} rows at a time`, () => {
    renderScreen([{ ...list, label: 'Rows' }], { rows: rows(LONG_LIST + 1) });
    const rowsOf = screen.getByRole('list', { name: 'Rows' });
    expect(
      within(rowsOf)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(rows(LONG_LIST + 1));
    const chunks = [...rowsOf.children];
    expect(chunks).toHaveLength(Math.ceil((LONG_LIST + 1) / CHUNK_ROWS));
    expect(chunks.map((chunk) => chunk.children.length)).toEqual([12, 12, 7]);
    for (const chunk of chunks) expect(styleOf(chunk)).toContain('content-visibility:auto');
    expect(holderOf('Row 12')).toBe(chunks[1]);
    // Until it is first drawn a chunk takes the height of 12 text rows, then the one it had.
    expect(styleOf(chunks[0]!)).toContain('contain-intrinsic-size:auto 984px');
    // What a row draws outside the chunk (a card's shadow, a focus ring) is not cut off.
    expect(styleOf(chunks[0]!)).toContain('overflow-clip-margin:8px');
  });

  it('a long grid fills whole lines in each chunk', () => {
    renderScreen([{ ...list, variant: 'grid', columns: 3 }], { rows: rows(LONG_LIST) });
    const chunk = holderOf('Row 0')!;
    expect(styleOf(chunk)).toContain('grid-template-columns:repeat(3, minmax(0, 1fr))');
    expect(styleOf(chunk)).toContain('content-visibility:auto');
    expect(chunk.children).toHaveLength(CHUNK_ROWS);
  });

  it('unfolding a long list keeps the rows already drawn', async () => {
    renderScreen([{ ...list, limit: 3 }], { rows: rows(LONG_LIST) });
    const first = screen.getByText('Row 0');
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(LONG_LIST);
    expect(screen.getByText('Row 0')).toBe(first);
  });

  it('rows of a short list, or of numbered steps, are laid out as usual', () => {
    const { unmount } = renderScreen([list], { rows: rows(LONG_LIST - 1) });
    expect(holderOf('Row 0')!.tagName).toBe('UL');
    expect(document.body.innerHTML).not.toContain('role="listitem"');
    expect(styleOf(holderOf('Row 0'))).not.toContain('content-visibility');
    unmount();
    renderScreen([{ ...list, ordered: true }], { rows: rows(LONG_LIST) });
    expect(holderOf('Row 0')!.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem')).toHaveLength(LONG_LIST);
    const step = screen.getByText('Row 0').closest('li');
    expect(styleOf(step) + styleOf(holderOf('Row 0'))).not.toContain('content-visibility');
  });
});
