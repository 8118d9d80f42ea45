// The app's router with what react-router reads unchecked gone bad: a fragment with a
// malformed escape, and scroll positions of another shape in session storage.
import { render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rootRoute } from '../../src/App';
import { providerFuture, routerFuture } from '../../src/app/app-router';
import { keepRouterInputsReadable, SCROLL_POSITIONS_KEY } from '../../src/app/router-inputs';
import { en } from '../../src/i18n/en';

const SESSION = 'userId=7&sessionId=s1';

function open(address: string) {
  window.history.replaceState({}, '', address);
  keepRouterInputsReadable();
  const router = createBrowserRouter([rootRoute], { future: routerFuture });
  render(<RouterProvider router={router} future={providerFuture} />);
  return router;
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('what the router reads unchecked', () => {
  it('a fragment with a malformed escape is dropped: the page shows, not a load error', async () => {
    const router = open(`/aboutUs?${SESSION}#100%`);
    expect(await screen.findByRole('heading', { level: 1, name: en['page.aboutUs'] })).toBeTruthy();
    expect(screen.queryByText(en['error.pageLoad'])).toBeNull();
    expect(window.location.search).toBe(`?${SESSION}`);
    expect(window.location.hash).toBe('');
    router.dispose();
  });

  it.each(['"x"', '1', 'true', '{bad'])(
    'scroll positions stored as %s are removed: moving to another page works',
    async (stored) => {
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, stored);
      const router = open(`/aboutUs?${SESSION}`);
      await screen.findByRole('heading', { level: 1, name: en['page.aboutUs'] });
      await router.navigate(`/privacyPolicy?${SESSION}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/privacyPolicy'));
      router.dispose();
    },
  );
});
