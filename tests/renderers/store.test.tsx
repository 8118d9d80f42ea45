// The screen's store: a node renders again only when a value it read changed (the data from
// the page, or the screen's local state), so a change that concerns one node re-renders that
// node and not the 200 rows beside it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NodeProps } from '../../renderers/context';
import { useText } from '../../renderers/hooks';
import { allNodes } from '../../renderers/generated/all-nodes';
import { createRegistry } from '../../renderers/registry';
import { ScreenView } from '../../renderers/ScreenView';
import { rendererServices } from '../../src/app/renderer-services';
import type { Screen, TextNode } from '../../src/generated/types';
import { t } from './render-screen';

/** Renders per node id, counted by a text node that reads its text as the real one does. */
function countingRegistry() {
  const renders = new Map<string, number>();
  function CountedText({ node }: NodeProps<TextNode>) {
    const text = useText(node.text);
    const id = node.id ?? '';
    renders.set(id, (renders.get(id) ?? 0) + 1);
    return <p>{text}</p>;
  }
  return { registry: createRegistry(allNodes, { text: CountedText }), renders };
}

function screenOf(body: unknown[], state?: Record<string, unknown>): Screen {
  return { type: 'screen', version: '1.1', id: 'store', title: 'Store', body, state } as Screen;
}

const rows = Array.from({ length: 200 }, (_, i) => ({ name: `Row ${i}` }));

const formLike = screenOf([
  {
    type: 'list',
    items: '/rows',
    key: 'name',
    template: [{ type: 'text', id: 'row', text: { bind: '@/name' } }],
  },
  {
    type: 'text',
    id: 'saving',
    text: { bind: '/saving' },
  },
]);

function view(data: unknown, registry: ReturnType<typeof countingRegistry>['registry']) {
  return (
    <ScreenView
      services={rendererServices}
      screen={formLike}
      data={data}
      t={t}
      onAction={() => {}}
      registry={registry}
    />
  );
}

describe('the screen store', () => {
  it('re-renders the node that reads a changed value, not the 200 rows beside it', () => {
    const { registry, renders } = countingRegistry();
    const { rerender } = render(view({ rows, saving: 'no' }, registry));
    expect(renders.get('row')).toBe(200);
    expect(screen.getByText('no')).toBeTruthy();
    // A page's new data object, as a controller builds it when Next is tapped: same rows.
    rerender(view({ rows, saving: 'yes' }, registry));
    expect(screen.getByText('yes')).toBeTruthy();
    expect(renders.get('row')).toBe(200);
    expect(renders.get('saving')).toBe(2);
  });

  it('shows new rows when the list changes, and only the changed rows render again', () => {
    const { registry, renders } = countingRegistry();
    const { rerender } = render(view({ rows, saving: 'no' }, registry));
    const changed = rows.map((row, i) => (i === 7 ? { name: 'Row seven' } : row));
    rerender(view({ rows: changed, saving: 'no' }, registry));
    expect(screen.getByText('Row seven')).toBeTruthy();
    expect(screen.queryByText('Row 7')).toBeNull();
    expect(renders.get('row')).toBe(201);
    expect(renders.get('saving')).toBe(1);
  });

  it('a local state step re-renders the nodes that read that state only', () => {
    const { registry, renders } = countingRegistry();
    render(
      <ScreenView
        services={rendererServices}
        screen={screenOf(
          [
            { type: 'text', id: 'count', text: { bind: '/state/count' } },
            { type: 'text', id: 'other', text: { bind: '/title' } },
            {
              type: 'button',
              text: 'More',
              action: { type: 'set', state: 'count', value: 'two' },
            },
          ],
          { count: 'one' },
        )}
        data={{ title: 'Title' }}
        t={t}
        onAction={() => {}}
        registry={registry}
      />,
    );
    expect(screen.getByText('one')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'More' }));
    });
    expect(screen.getByText('two')).toBeTruthy();
    expect(renders.get('count')).toBe(2);
    expect(renders.get('other')).toBe(1);
  });

  it('a title bound to the local state follows it', () => {
    const { registry } = countingRegistry();
    const layout = {
      ...screenOf(
        [
          {
            type: 'button',
            text: 'Next step',
            action: { type: 'set', state: 'step', value: 'Two' },
          },
        ],
        { step: 'One' },
      ),
      title: { bind: '/state/step' },
    } as Screen;
    render(
      <ScreenView
        services={rendererServices}
        screen={layout}
        data={{}}
        t={t}
        onAction={() => {}}
        registry={registry}
      />,
    );
    expect(screen.getByRole('heading', { name: 'One' })).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    });
    expect(screen.getByRole('heading', { name: 'Two' })).toBeTruthy();
  });

  it('a condition on the data shows and hides its node as the data changes', () => {
    const { registry } = countingRegistry();
    const layout = screenOf([
      {
        type: 'text',
        id: 'warning',
        text: 'Saving…',
        when: { pointer: '/saving', op: 'truthy' },
      },
    ]);
    const draw = (saving: boolean) => (
      <ScreenView
        services={rendererServices}
        screen={layout}
        data={{ saving }}
        t={t}
        onAction={() => {}}
        registry={registry}
      />
    );
    const { rerender } = render(draw(false));
    expect(screen.queryByText('Saving…')).toBeNull();
    rerender(draw(true));
    expect(screen.getByText('Saving…')).toBeTruthy();
    rerender(draw(false));
    expect(screen.queryByText('Saving…')).toBeNull();
  });
});
