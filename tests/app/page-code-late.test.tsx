// A page whose code stalls (a connection that hangs mid-download) is given up after the code
// limit, as a failed load is: the page says so with Try again, not a progress bar for ever.
import { act, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LOAD_LIMIT_MS } from '../../renderers/in-time';
import { rootRoute } from '../../src/App';
import { createAppRouter, providerFuture } from '../../src/app/app-router';
import { en } from '../../src/i18n/en';

vi.mock('../../src/pages', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/pages')>();
  return { pages: { ...real.pages, 'about-us': () => new Promise(() => {}) } };
});

describe('a page whose code does not arrive', () => {
  it('says the page could not be loaded, with Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      window.history.replaceState(null, '', '/aboutUs');
      const router = createAppRouter(rootRoute);
      render(<RouterProvider router={router} future={providerFuture} />);
      await act(async () => vi.advanceTimersByTimeAsync(LOAD_LIMIT_MS + 1000));
      expect(await screen.findByText(en['error.pageLoad'])).toBeTruthy();
      expect(screen.getByRole('button', { name: en['common.retry'] })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
