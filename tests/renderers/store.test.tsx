// The screen's store: a node renders again only when a value it read changed (the data from
// the page, or the screen's local state), so a change that concerns one node re-renders that
// node and not the 200 rows beside it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NodeProps } from '../../renderers/context';
import { useText } from '../../renderers/hooks';
import { allNodes } from '../../renderers/generated/all-nodes';
import { createRegistry } from '../../renderers/registry';
import { createScreenStore } from '../../renderers/scope';
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

// Local state changes in place (immer): what a change does not touch stays the same object, so
// a node that read it (a list over a picked value's rows) is not rendered again.
describe('the screen store shares what a change leaves alone', () => {
  const banks = [
    { name: 'BPI', branches: [{ name: 'Makati' }, { name: 'Cebu' }] },
    { name: 'BDO', branches: [{ name: 'Pasig' }] },
  ];

  it('keeps the other values and the data the same objects', () => {
    const data = { banks };
    const store = createScreenStore(data, { step: 'one', agree: false });
    store.set('picked', banks[0]);
    const before = store.state();
    store.set('step', 'two');
    store.toggle('agree');
    const after = store.state();
    expect(after).not.toBe(before);
    expect(after).toEqual({ step: 'two', agree: true, picked: banks[0] });
    expect(after.picked).toBe(banks[0]);
    expect((after.picked as (typeof banks)[0]).branches).toBe(banks[0]?.branches);
    expect(store.data()).toBe(data);
    // Nothing frozen: the picked value is still the page's own data.
    expect(Object.isFrozen(banks[0])).toBe(false);
  });

  it('a set to the value already held is no change: same state, no revision', () => {
    const store = createScreenStore({}, { step: 'one' });
    const before = store.state();
    const revision = store.revision();
    store.set('step', 'one');
    store.set('absent', undefined);
    expect(store.state()).toBe(before);
    expect(store.revision()).toBe(revision);
    expect('absent' in store.state()).toBe(false);
  });

  it('a change at one pointer does not render the list that reads another', () => {
    const { registry, renders } = countingRegistry();
    render(
      <ScreenView
        services={rendererServices}
        screen={screenOf(
          [
            {
              type: 'list',
              items: '/state/picked/branches',
              key: 'name',
              template: [{ type: 'text', id: 'branch', text: { bind: '@/name' } }],
            },
            { type: 'text', id: 'step', text: { bind: '/state/step' } },
            {
              type: 'button',
              text: 'Pick',
              action: { type: 'set', state: 'picked', value: { bind: '/banks/0' } },
            },
            { type: 'button', text: 'Next', action: { type: 'set', state: 'step', value: 'two' } },
          ],
          { step: 'one' },
        )}
        data={{ banks }}
        t={t}
        onAction={() => {}}
        registry={registry}
      />,
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
    });
    expect(screen.getByText('Cebu')).toBeTruthy();
    expect(renders.get('branch')).toBe(2);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    expect(screen.getByText('two')).toBeTruthy();
    expect(renders.get('step')).toBe(2);
    expect(renders.get('branch')).toBe(2);
  });
});
