// Changes made with immer before it has come (renderers/produce.ts, the image picker's queue):
// a page asks for it once painted, so a change in the first moments waits for it, in order,
// and one that cannot get it does nothing. The screen's own state needs no immer: its steps
// apply at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Produce } from '../../renderers/produce';

const PRODUCE = '../../renderers/produce';
const IMMER = '../../renderers/immer-produce';

/** produce.ts as a page has it before immer has come. */
async function freshProduce(): Promise<typeof import('../../renderers/produce')> {
  vi.resetModules();
  return import(PRODUCE);
}

/** A list changed through withProduce, as the picker's queue changes its items. */
function listOf(withProduce: (change: (produce: Produce) => void) => void, items: string[]) {
  let list = items;
  return {
    push: (item: string) =>
      withProduce((produce) => {
        list = produce(list, (draft) => void draft.push(item));
      }),
    get: () => list,
  };
}

afterEach(() => {
  vi.doUnmock(IMMER);
  vi.resetModules();
});

describe('changes asked for before immer has come', () => {
  it('wait for it and apply in the order they were asked', async () => {
    const { withProduce } = await freshProduce();
    const list = listOf(withProduce, ['a']);
    list.push('b');
    list.push('c');
    expect(list.get()).toEqual(['a']);
    await vi.waitFor(() => expect(list.get()).toEqual(['a', 'b', 'c']));
  });

  it('are dropped when it cannot come, and the next change asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.doMock(IMMER, () => {
      throw new Error('offline');
    });
    const { withProduce } = await freshProduce();
    const list = listOf(withProduce, ['a']);
    list.push('b');
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining('state changes dropped'),
        expect.anything(),
      ),
    );
    expect(list.get()).toEqual(['a']);
    vi.doUnmock(IMMER);
    list.push('c');
    await vi.waitFor(() => expect(list.get()).toEqual(['a', 'c']));
  });

  it('run at once once it is here', async () => {
    const { loadProduce, withProduce } = await freshProduce();
    await loadProduce();
    const list = listOf(withProduce, ['a']);
    list.push('b');
    expect(list.get()).toEqual(['a', 'b']);
  });
});

describe("the screen's own state", () => {
  it('changes at once, before immer has come, and never asks for it', async () => {
    vi.resetModules();
    const imported = vi.fn();
    vi.doMock(IMMER, async () => {
      imported();
      return vi.importActual(IMMER);
    });
    const { createScreenStore } = await import('../../renderers/scope');
    const store = createScreenStore({}, { agreed: false, mobile: '' });
    const published = vi.fn();
    store.subscribe(published);
    // A state-bound input typed into: each keystroke's whole text, at once.
    for (const typed of ['0', '09', '091', '0917']) store.set('mobile', typed);
    store.toggle('agreed');
    expect(store.state()).toEqual({ agreed: true, mobile: '0917' });
    expect(published).toHaveBeenCalledTimes(5);
    store.set('missing', undefined);
    expect('missing' in store.state()).toBe(false);
    const { renderScreen } = await import('./render-screen');
    renderScreen([{ type: 'text', text: 'Drawn' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(imported).not.toHaveBeenCalled();
  });
});
