// The carousel node (renderers/nodes/Carousel.tsx), rendered through a screen as a page
// would: slides that advance by themselves, pause, and let one slide at a time be reached.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allNodes } from '../../renderers/generated/all-nodes';
import { renderScreen } from './render-screen';

const show = (body: unknown[], data: unknown = {}) =>
  renderScreen(body, data, { registry: allNodes });

describe('carousel', () => {
  const slides = [
    [{ type: 'text', text: 'First offer' }],
    [{ type: 'text', text: 'Second offer' }],
    [{ type: 'text', text: 'Third offer' }],
  ];
  const carousel = (extra: Record<string, unknown> = {}) => [
    { type: 'carousel', label: 'Offers', slides, ...extra },
  ];

  /** The text of the one slide a user can see and reach (the others are inert). */
  function shown(): string {
    const live = document.querySelectorAll('[aria-roledescription="slide"]:not([inert])');
    expect(live).toHaveLength(1);
    return live[0]?.textContent ?? '';
  }
  const dot = (n: number) => screen.getByRole('button', { name: `Slide ${n} of 3` });
  const currentDot = () =>
    screen
      .getAllByRole('button', { name: /^Slide \d of 3$/ })
      .findIndex((b) => b.getAttribute('aria-current') === 'true') + 1;
  const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  /** The carousel's region (it is drawn with its page: no chunk to wait for). */
  const loaded = (name = 'Offers'): HTMLElement => screen.getByRole('region', { name });

  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
      configurable: true,
      writable: true,
      value: scrollTo,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    delete (window as Partial<Window>).matchMedia;
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel region that advances every intervalMs and loops', async () => {
    show(carousel({ intervalMs: 2000 }));
    const region = loaded();
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shown()).toBe('First offer');
    expect(currentDot()).toBe(1);

    await wait(1999);
    expect(shown()).toBe('First offer');
    await wait(1);
    expect(shown()).toBe('Second offer');
    expect(currentDot()).toBe(2);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    await wait(2000);
    expect(shown()).toBe('Third offer');
    await wait(2000);
    expect(shown()).toBe('First offer');
    expect(currentDot()).toBe(1);
  });

  it('advances every 3 s by default', async () => {
    show(carousel());
    loaded();
    await wait(2999);
    expect(shown()).toBe('First offer');
    await wait(1);
    expect(shown()).toBe('Second offer');
  });

  it('a dot shows its slide, marks itself current and restarts the wait', async () => {
    show(carousel());
    loaded();
    await wait(2000);
    fireEvent.click(dot(3));
    expect(shown()).toBe('Third offer');
    expect(currentDot()).toBe(3);
    expect(dot(1).getAttribute('aria-current')).toBeNull();
    await wait(2999);
    expect(shown()).toBe('Third offer');
    await wait(1);
    expect(shown()).toBe('First offer');
  });

  it('follows a swipe: the slide scrolled into view becomes the current one', async () => {
    show(carousel());
    loaded();
    const scroller = document.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 320 });
    Object.defineProperty(scroller, 'scrollLeft', { configurable: true, value: 640 });
    scrollTo.mockClear();
    fireEvent.scroll(scroller);
    await wait(150);
    expect(shown()).toBe('Third offer');
    expect(currentDot()).toBe(3);
    expect(scrollTo).not.toHaveBeenCalled(); // already there: no scroll fighting the finger
  });

  it('with reduced motion: no autoplay, no Pause button, and jumps instead of smooth scrolls', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: matchMedia,
    });
    show(carousel());
    loaded();
    await wait(10_000);
    expect(shown()).toBe('First offer');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    fireEvent.click(dot(2));
    expect(shown()).toBe('Second offer');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('pauses while the page is hidden', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    show(carousel());
    loaded();
    await wait(10_000);
    expect(shown()).toBe('First offer');
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await wait(3000);
    expect(shown()).toBe('Second offer');
    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await wait(10_000);
    expect(shown()).toBe('Second offer');
  });

  it('pauses while off screen', async () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    show(carousel());
    loaded();
    act(() => report?.([{ isIntersecting: false }]));
    await wait(10_000);
    expect(shown()).toBe('First offer');
    act(() => report?.([{ isIntersecting: true }]));
    await wait(3000);
    expect(shown()).toBe('Second offer');
  });

  it('pauses while touched or focused, and while Pause is pressed', async () => {
    show(carousel());
    const region = loaded();

    fireEvent.touchStart(region);
    await wait(10_000);
    expect(shown()).toBe('First offer');
    fireEvent.touchEnd(region);
    await wait(3000);
    expect(shown()).toBe('Second offer');

    act(() => dot(1).focus());
    await wait(10_000);
    expect(shown()).toBe('Second offer');
    act(() => dot(1).blur());
    await wait(3000);
    expect(shown()).toBe('Third offer');

    const pause = screen.getByRole('button', { name: 'Pause' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    await wait(10_000);
    expect(shown()).toBe('Third offer');
    fireEvent.click(pause);
    await wait(3000);
    expect(shown()).toBe('First offer');
  });

  it('does not autoplay when autoplay is false, and a single slide has no dots', async () => {
    show([
      { type: 'carousel', label: 'Still', slides, autoplay: false },
      { type: 'carousel', label: 'Single', slides: [slides[0]] },
    ]);
    loaded('Still');
    screen.getByRole('region', { name: 'Single' });
    await wait(10_000);
    expect(screen.getByText('Second offer').closest('[inert]')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: /^Slide/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });
});
