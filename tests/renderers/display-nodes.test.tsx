import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayNodes } from '../../renderers/nodes/display-nodes';
import { allNodes } from '../../renderers/generated/all-nodes';
import { createRegistry } from '../../renderers/registry';
import { renderScreen } from './render-screen';

// The display nodes themselves, not their lazy wrappers: these tests drive them from the start.
const registry = createRegistry(allNodes, displayNodes);

function thumbs(): HTMLElement[] {
  return screen.getAllByRole('button', { name: /^Enlarge image/ });
}

describe('gallery', () => {
  const gallery = {
    type: 'gallery',
    images: '/images',
    label: 'Attached images',
    onOpen: { type: 'emit', name: 'viewingImage', value: '1' },
    onClose: { type: 'emit', name: 'viewingImage', value: '0' },
  };

  it('shows a thumbnail per allowed image and drops refused or non-string entries', () => {
    const { container } = renderScreen(
      [gallery],
      {
        images: [
          'https://cdn.example/a.png',
          'javascript:alert(1)',
          42,
          '/uploads/b.png',
          'ftp://cdn.example/c.png',
          'http://cdn.example/d.jpg',
        ],
      },
      { registry },
    );
    const group = screen.getByRole('group', { name: 'Attached images' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Enlarge image 1 of 3',
      'Enlarge image 2 of 3',
      'Enlarge image 3 of 3',
    ]);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.example/a.png',
      '/uploads/b.png',
      'http://cdn.example/d.jpg',
    ]);
  });

  it('a picture that does not load says so in its place, with nothing to enlarge', () => {
    const { container } = renderScreen(
      [gallery],
      { images: ['https://cdn.example/a.png', 'https://cdn.example/gone.png'] },
      { registry },
    );
    const gone = container.querySelector('img[src="https://cdn.example/gone.png"]')!;
    fireEvent.error(gone);
    const group = screen.getByRole('group', { name: 'Attached images' });
    expect(within(group).getByText('Image could not be loaded')).toBeTruthy();
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Enlarge image 1 of 2']);
    // Enlarged, a picture that fails there says so too.
    fireEvent.click(thumbs()[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Image 1 of 2' });
    fireEvent.error(within(dialog).getByRole('img'));
    expect(within(dialog).getByText('Image could not be loaded')).toBeTruthy();
  });

  it('renders nothing when no image is left', () => {
    const { container } = renderScreen(
      [gallery, { type: 'gallery', images: '/missing', label: 'Other' }],
      { images: ['javascript:alert(1)', 7, null] },
      { registry },
    );
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('enlarges an image in a dialog, runs onOpen and onClose, and returns focus', async () => {
    const user = userEvent.setup();
    const { actions } = renderScreen(
      [gallery],
      { images: ['https://cdn.example/a.png', 'https://cdn.example/b.png'] },
      { registry },
    );
    await user.click(thumbs()[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Image 2 of 2' });
    expect(dialog.getAttribute('data-testid')).toBe('image-lightbox');
    const large = within(dialog).getByRole('img', { name: 'Image 2 of 2' });
    expect(large.getAttribute('src')).toBe('https://cdn.example/b.png');
    expect(actions).toEqual([{ type: 'emit', name: 'viewingImage', value: '1' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbs()[1]);
    expect(actions).toEqual([
      { type: 'emit', name: 'viewingImage', value: '1' },
      { type: 'emit', name: 'viewingImage', value: '0' },
    ]);
  });

  it('Escape and a tap outside close it too, each with one onClose', async () => {
    const user = userEvent.setup();
    const { actions } = renderScreen(
      [gallery],
      { images: ['https://cdn.example/a.png', 'https://cdn.example/b.png'] },
      { registry },
    );
    await user.click(thumbs()[0]!);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbs()[0]);

    await user.click(thumbs()[1]!);
    await user.click(screen.getByTestId('image-lightbox-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbs()[1]);
    expect(actions.map((a) => (a.type === 'emit' ? a.value : a.type))).toEqual([
      '1',
      '0',
      '1',
      '0',
    ]);
  });

  it('keeps the Close button focused when the screen re-renders while open', async () => {
    const user = userEvent.setup();
    renderScreen(
      [gallery, { type: 'button', text: 'Bump', action: { type: 'toggle', state: 'bump' } }],
      { images: ['https://cdn.example/a.png'] },
      { registry, state: { bump: false } },
    );
    await user.click(thumbs()[0]!);
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    // A state change re-renders the gallery (not a tap of the user: the dialog covers it).
    fireEvent.click(screen.getByRole('button', { name: 'Bump' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bump' }));
    expect(document.activeElement).toBe(close);
  });

  it('runs onClose when it goes away while an image is enlarged', async () => {
    const user = userEvent.setup();
    const { actions, unmount } = renderScreen(
      [gallery],
      { images: ['https://cdn.example/a.png'] },
      { registry },
    );
    await user.click(thumbs()[0]!);
    unmount();
    expect(actions).toEqual([
      { type: 'emit', name: 'viewingImage', value: '1' },
      { type: 'emit', name: 'viewingImage', value: '0' },
    ]);
  });

  it('reads src and alt in each image’s scope: the thumbnail, the dialog and its image carry the alt', async () => {
    const user = userEvent.setup();
    const steps = {
      type: 'gallery',
      images: '/steps',
      src: '@/src',
      alt: { bind: '@/alt' },
      label: 'Step pictures',
    };
    const { container } = renderScreen(
      [steps],
      {
        steps: [
          { src: '/assets/step-1.svg', alt: 'Open the app and tap Bills' },
          { alt: 'No picture' },
          { src: 'javascript:alert(1)', alt: 'Refused' },
          { src: '/assets/step-2.svg', alt: 'Tap Loans' },
        ],
      },
      { registry },
    );
    const group = screen.getByRole('group', { name: 'Step pictures' });
    expect(
      within(group)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Open the app and tap Bills', 'Tap Loans']);
    expect(container.querySelectorAll('img')).toHaveLength(2);
    const thumb = within(group).getByRole('button', { name: 'Tap Loans' });
    expect(thumb.getAttribute('aria-haspopup')).toBe('dialog');

    await user.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'Tap Loans' });
    const large = within(dialog).getByRole('img', { name: 'Tap Loans' });
    expect(large.getAttribute('src')).toBe('/assets/step-2.svg');
    // Edge to edge: the enlarged picture is as wide as the screen.
    expect(getComputedStyle(dialog).width).toBe('100%');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumb);
  });

  it('a catalogue-key alt is the same for every image; an empty one falls back to numbers', () => {
    renderScreen(
      [
        { type: 'gallery', images: '/a', alt: { key: 'common.close' }, label: 'Keyed' },
        { type: 'gallery', images: '/a', alt: { bind: '@/missing' }, label: 'Empty alt' },
      ],
      { a: ['/x.png'] },
      { registry },
    );
    const keyed = screen.getByRole('group', { name: 'Keyed' });
    expect(within(keyed).getByRole('img').getAttribute('alt')).toBe('Close');
    const empty = screen.getByRole('group', { name: 'Empty alt' });
    expect(within(empty).getByRole('button', { name: 'Enlarge image 1 of 1' })).toBeTruthy();
  });

  it('uses the columns asked for, three by default', () => {
    const { container } = renderScreen(
      [gallery, { ...gallery, id: 'two', columns: 2 }],
      { images: ['https://cdn.example/a.png'] },
      { registry },
    );
    const lists = [...container.querySelectorAll('ul')].map(
      (ul) => getComputedStyle(ul).gridTemplateColumns,
    );
    expect(lists).toEqual(['repeat(3, minmax(0, 1fr))', 'repeat(2, minmax(0, 1fr))']);
  });
});

describe('rating', () => {
  function pressed(): boolean[] {
    return within(screen.getByRole('group', { name: 'Rating' }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-pressed') === 'true');
  }

  it('fills the stars up to the value and a `set` tap changes them', async () => {
    const user = userEvent.setup();
    const { actions } = renderScreen(
      [
        {
          type: 'rating',
          value: '/state/score',
          label: 'Rating',
          action: { type: 'set', state: 'score', value: { bind: '@' } },
        },
      ],
      {},
      { registry, state: { score: 2 } },
    );
    expect(pressed()).toEqual([true, true, false, false, false]);
    expect(screen.getByRole('button', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '5 stars' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '4 stars' }));
    expect(pressed()).toEqual([true, true, true, true, false]);
    await user.click(screen.getByRole('button', { name: '1 star' }));
    expect(pressed()).toEqual([true, false, false, false, false]);
    expect(actions).toEqual([]);
  });

  it('an emit with the star as its value sends the number as text', async () => {
    const user = userEvent.setup();
    const { actions } = renderScreen(
      [
        {
          type: 'rating',
          value: '/score',
          label: 'Rating',
          max: 3,
          action: [
            { type: 'emit', name: 'rate', value: { bind: '@' } },
            { type: 'emit', name: 'rateIndex', value: { bind: '@index' } },
          ],
        },
      ],
      { score: '1' },
      { registry },
    );
    expect(pressed()).toEqual([true, false, false]);
    await user.click(screen.getByRole('button', { name: '3 stars' }));
    expect(actions).toEqual([
      { type: 'emit', name: 'rate', value: '3' },
      { type: 'emit', name: 'rateIndex', value: '2' },
    ]);
  });

  it('no score or a non-numeric one fills no star', () => {
    renderScreen(
      [{ type: 'rating', value: '/score', label: 'Rating', action: { type: 'emit', name: 'r' } }],
      { score: { stars: 4 } },
      { registry },
    );
    expect(pressed()).toEqual([false, false, false, false, false]);
  });
});

describe('countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const countdown = {
    type: 'countdown',
    text: 'Resend code',
    runningText: { key: 'renderer.secondsLeft' },
    until: '/state/until',
    action: { type: 'emit', name: 'resend' },
    runningAction: { type: 'emit', name: 'wait' },
  };
  const start = {
    type: 'button',
    text: 'Send code',
    action: { type: 'startTimer', state: 'until', seconds: 60 },
  };

  function countdownButton(): HTMLElement {
    return screen.getByRole('button', { name: /^(Resend code|\d+s)$/ });
  }
  function live(): string {
    return document.querySelector('[aria-live="polite"]')?.textContent ?? '';
  }
  /**
   * Lets `ms` pass in 100 ms steps, each its own act(), as a browser renders between timer
   * tasks: one act() over a long span would fire only the first tick, since the next is
   * set by the effect of the render that tick causes.
   */
  function tick(ms: number): void {
    for (let left = ms; left > 0; left -= 100) {
      act(() => void vi.advanceTimersByTime(Math.min(100, left)));
    }
  }

  it('counts down after startTimer, runs runningAction while running and action after', () => {
    const { actions } = renderScreen([start, countdown], {}, { registry, state: { until: 0 } });
    expect(countdownButton().textContent).toBe('Resend code');
    expect(vi.getTimerCount()).toBe(0);

    // Time passes before the tap: the count still starts at 60.
    tick(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(countdownButton().textContent).toBe('60s');
    expect(live()).toBe('60s');

    tick(999);
    expect(countdownButton().textContent).toBe('60s');
    tick(1);
    expect(countdownButton().textContent).toBe('59s');
    expect(live()).toBe('');

    tick(30_000);
    expect(countdownButton().textContent).toBe('29s');
    fireEvent.click(countdownButton());
    expect(actions).toEqual([{ type: 'emit', name: 'wait' }]);

    tick(28_000);
    expect(countdownButton().textContent).toBe('1s');
    tick(1000);
    expect(countdownButton().textContent).toBe('Resend code');
    expect(live()).toBe('Resend code');
    expect(vi.getTimerCount()).toBe(0);

    fireEvent.click(countdownButton());
    expect(actions).toEqual([
      { type: 'emit', name: 'wait' },
      { type: 'emit', name: 'resend' },
    ]);
  });

  it('reads a deadline from the data and changes on whole seconds before it', () => {
    renderScreen(
      [{ ...countdown, until: '/smsUntil' }],
      { smsUntil: Date.now() + 2500 },
      {
        registry,
      },
    );
    expect(countdownButton().textContent).toBe('3s');
    tick(499);
    expect(countdownButton().textContent).toBe('3s');
    tick(1);
    expect(countdownButton().textContent).toBe('2s');
    tick(2000);
    expect(countdownButton().textContent).toBe('Resend code');
  });

  it('a past, missing or non-numeric deadline is not running and sets no timer', () => {
    renderScreen(
      [
        { ...countdown, until: '/past' },
        { ...countdown, until: '/missing' },
        { ...countdown, until: '/text' },
      ],
      { past: Date.now() - 1, text: String(Date.now() + 60_000) },
      { registry },
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Resend code',
      'Resend code',
      'Resend code',
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a new deadline restarts the count, and unmounting clears the timer', () => {
    const { unmount } = renderScreen([start, countdown], {}, { registry });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    tick(10_000);
    expect(countdownButton().textContent).toBe('50s');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(countdownButton().textContent).toBe('60s');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the running text keeps the layout’s params and the variant', () => {
    renderScreen(
      [
        {
          ...countdown,
          until: '/until',
          variant: 'primary',
          runningText: { key: 'renderer.slide', params: { index: { bind: '/n' } } },
        },
      ],
      { until: Date.now() + 1000, n: 2 },
      { registry },
    );
    expect(screen.getByRole('button').textContent).toBe('Slide 2 of {total}');
  });
});

describe('icon', () => {
  const table = { '1': 'success', '2': 'failed', '3': 'rocket' };

  function glyphs(container: HTMLElement): Array<string | null> {
    return [...container.querySelectorAll('main svg')].map((svg) => svg.getAttribute('data-icon'));
  }

  it('picks from the table by value, else the default; only the table’s own keys count', () => {
    const { container } = renderScreen(
      [
        { type: 'icon', value: { bind: '/a' }, icons: table, default: 'pending' },
        { type: 'icon', value: { bind: '/b' }, icons: table, default: 'pending' },
        { type: 'icon', value: 'toString', icons: table, default: 'info' },
        { type: 'icon', value: 'constructor', icons: table, default: 'clock' },
        { type: 'icon', value: '9', icons: table, default: 'warning' },
        { type: 'icon', value: '3', icons: table, default: 'card' },
        { type: 'icon', default: 'wallet' },
      ],
      { a: 1, b: '2' },
      { registry },
    );
    expect(glyphs(container)).toEqual([
      'success',
      'failed',
      'info',
      'clock',
      'warning',
      'card',
      'wallet',
    ]);
  });

  it('is an image named by its label, or hidden from screen readers without one', () => {
    const { container } = renderScreen(
      [
        { type: 'icon', default: 'success', label: 'Paid', tone: 'brand', size: 32 },
        { type: 'icon', default: 'warning', tone: 'warning' },
      ],
      {},
      { registry },
    );
    const img = screen.getByRole('img', { name: 'Paid' });
    expect(img.querySelector('svg')?.getAttribute('width')).toBe('32');
    expect(img.querySelector('svg')?.getAttribute('stroke')).toBe('currentColor');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    const hidden = container.querySelector('svg[data-icon="warning"]')?.parentElement;
    expect(hidden?.getAttribute('aria-hidden')).toBe('true');
    expect(hidden?.getAttribute('role')).toBeNull();
    expect(hidden?.querySelector('svg')?.getAttribute('stroke')).toBe('currentColor');
    expect(hidden?.querySelector('svg')?.getAttribute('width')).toBe('24');
  });
});
