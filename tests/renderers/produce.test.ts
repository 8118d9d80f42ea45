// The screen's state changes before immer has come (renderers/produce.ts): a page asks for it
// once painted, so a tap in the first moments waits for it, in order, and one that cannot get
// it does nothing, rather than undoing the borrower's next tap later.
import { afterEach, describe, expect, it, vi } from 'vitest';

const PRODUCE = '../../renderers/produce';
const IMMER = '../../renderers/immer-produce';

/** A store whose module has not loaded immer yet, as on a page that has just painted. */
async function freshStore(initial: Record<string, unknown>) {
  vi.resetModules();
  const { createScreenStore } = await import('../../renderers/scope');
  const store = createScreenStore({}, initial);
  const published = vi.fn();
  store.subscribe(published);
  return { store, published };
}

afterEach(() => {
  vi.doUnmock(IMMER);
  vi.resetModules();
});

describe('state changes asked for before immer has come', () => {
  it('wait for it and apply in the order they were asked', async () => {
    const { store, published } = await freshStore({ agreed: false, tab: 'a' });
    store.toggle('agreed');
    store.set('tab', 'b');
    store.set('tab', 'c');
    store.set('agreed', false);
    expect(store.state()).toEqual({ agreed: false, tab: 'a' });
    await vi.waitFor(() => expect(store.state()).toEqual({ agreed: false, tab: 'c' }));
    expect(published).toHaveBeenCalled();
  });

  it('keep an absent value absent when set to undefined', async () => {
    const { store } = await freshStore({});
    store.set('missing', undefined);
    store.set('shown', true);
    await vi.waitFor(() => expect(store.state()).toEqual({ shown: true }));
    expect('missing' in store.state()).toBe(false);
  });

  it('are dropped when it cannot come, and the next change asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.doMock(IMMER, () => {
      throw new Error('offline');
    });
    const { store, published } = await freshStore({ agreed: false });
    store.toggle('agreed');
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining('state changes dropped'),
        expect.anything(),
      ),
    );
    expect(store.state()).toEqual({ agreed: false });
    expect(published).not.toHaveBeenCalled();

    vi.doUnmock(IMMER);
    store.toggle('agreed');
    await vi.waitFor(() => expect(store.state()).toEqual({ agreed: true }));
  });

  it("come once a drawn screen's content is painted: ScreenView asks for them", async () => {
    vi.resetModules();
    const imported = vi.fn();
    vi.doMock(IMMER, async () => {
      imported();
      return vi.importActual(IMMER);
    });
    const { renderScreen } = await import('./render-screen');
    renderScreen([{ type: 'text', text: 'Drawn' }]);
    expect(imported).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(imported).toHaveBeenCalled());
  });

  it('run at once once it is here', async () => {
    vi.resetModules();
    const { loadProduce } = await import(PRODUCE);
    await loadProduce();
    const { createScreenStore } = await import('../../renderers/scope');
    const store = createScreenStore({}, { agreed: false });
    store.toggle('agreed');
    expect(store.state()).toEqual({ agreed: true });
  });
});
