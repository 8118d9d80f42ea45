// The app's data router (src/app/app-router.tsx, src/app/router.tsx) over the real address
// bar: what the borrower sees after a tap that navigates, after Back, at a path typed in
// another letter case, and at an old payment-way hash route.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, ScrollRestoration } from 'react-router-dom';
import type { DataRouter } from '../../src/app/app-router';
import { createAppRouter, providerFuture } from '../../src/app/app-router';
import { appChrome } from '../../src/app/chrome';
import {
  inAppDepth,
  pathMatches,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from '../../src/app/router';

function Probe() {
  const { pathname, search, hash } = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  return (
    <div>
      <p data-testid="at">{`${pathname}${search}${hash} ${type}`}</p>
      <p data-testid="tab">{query.get('tab') ?? 'none'}</p>
      <button onClick={() => navigate('/next?x=1')}>push</button>
      <button onClick={() => navigate('/swapped', { replace: true })}>replace</button>
      <button onClick={() => setQuery(new URLSearchParams({ tab: '2' }))}>tab</button>
      <button onClick={() => navigate('/?userId=7#/borrowDetail/?orderId=O-9')}>old link</button>
    </div>
  );
}

let router: DataRouter | undefined;

function open(url: string) {
  window.history.replaceState(null, '', url);
  router = createAppRouter({ path: '*', Component: Probe });
  render(<RouterProvider router={router} future={providerFuture} />);
}

const at = () => screen.getByTestId('at').textContent;

async function back() {
  await act(async () => {
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await popped;
  });
}

afterEach(() => {
  cleanup();
  router?.dispose();
});

describe('the address bar', () => {
  it('pushes, replaces and hears Back, and counts the pages behind', async () => {
    open('/start?a=1');
    expect(at()).toBe('/start?a=1 POP');
    expect(inAppDepth()).toBe(0);

    await act(async () => screen.getByText('push').click());
    expect(window.location.pathname + window.location.search).toBe('/next?x=1');
    expect(at()).toBe('/next?x=1 PUSH');
    expect(inAppDepth()).toBe(1);

    await act(async () => screen.getByText('tab').click());
    expect(screen.getByTestId('tab').textContent).toBe('2');
    expect(window.location.search).toBe('?tab=2');

    const length = window.history.length;
    await act(async () => screen.getByText('replace').click());
    expect(window.history.length).toBe(length);
    expect(at()).toBe('/swapped REPLACE');

    await back();
    expect(at()).toBe('/next?x=1 POP');
    expect(inAppDepth()).toBe(1);
  });
});

describe('the old payment-way hash routes', () => {
  it('a navigation to one, or a fragment link to one, opens the page it names', async () => {
    open('/customerService?userId=7');
    await act(async () => screen.getByText('old link').click());
    expect(at()).toBe('/order?userId=7&orderId=O-9 PUSH');
    expect(window.location.pathname + window.location.search).toBe('/order?userId=7&orderId=O-9');

    const length = window.history.length;
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.location.hash = '#/agreementTemplate';
      await popped;
    });
    expect(at()).toBe('/loanAgreement?userId=7&orderId=O-9 POP');
    // The fragment's own entry became the page, one deeper: Back leads to the order again.
    expect(inAppDepth()).toBe(2);
    expect(window.history.length).toBe(length + 1);
  });
});

describe("the landing's own download screen (#/downloadTemplate)", () => {
  it('is one page deeper than the form, after a reload too: Back returns to the form', async () => {
    const android = { closeWebView: vi.fn() };
    Object.assign(window, { android });
    try {
      open('/promotion?userId=7');
      await act(async () => {
        const popped = new Promise((resolve) =>
          window.addEventListener('popstate', resolve, { once: true }),
        );
        window.location.hash = '#/downloadTemplate';
        await popped;
      });
      expect(at()).toBe('/promotion?userId=7#/downloadTemplate POP');
      expect(inAppDepth()).toBe(1);

      // A reload keeps the entry's state: a new router on the same entry.
      cleanup();
      router?.dispose();
      router = createAppRouter({ path: '*', Component: Probe });
      render(<RouterProvider router={router} future={providerFuture} />);
      expect(inAppDepth()).toBe(1);

      // The title bar's back (the iOS back event's answer) goes back, not out of the app.
      await act(async () => {
        const popped = new Promise((resolve) =>
          window.addEventListener('popstate', resolve, { once: true }),
        );
        appChrome(() => {}).goBack();
        await popped;
      });
      expect(android.closeWebView).not.toHaveBeenCalled();
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(
        '/promotion?userId=7',
      );
      expect(inAppDepth()).toBe(0);
    } finally {
      delete (window as { android?: unknown }).android;
    }
  });
});

describe('a fragment with a malformed escape, reached after start', () => {
  it('is left out of the address, so that scroll restoration does not throw on it', async () => {
    window.history.replaceState(null, '', '/promotion?userId=7');
    router = createAppRouter({
      path: '*',
      Component: () => (
        <>
          <Probe />
          <ScrollRestoration />
        </>
      ),
    });
    render(<RouterProvider router={router} future={providerFuture} />);
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.location.hash = '#100%';
      await popped;
    });
    expect(at()).toBe('/promotion?userId=7 POP');
    expect(window.location.hash).toBe('');
  });
});

describe('pathMatches', () => {
  it('matches a table path in any letter case, with or without a trailing slash', () => {
    expect(pathMatches('/bindbank', '/bindBank')).toBe(true);
    expect(pathMatches('/bindBank/', '/bindBank')).toBe(true);
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/bindBank2', '/bindBank')).toBe(false);
    expect(pathMatches('/bindBank/x', '/bindBank')).toBe(false);
  });
});
