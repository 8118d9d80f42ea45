// The iOS back event (contract loan.md: window.webBridge.emit('iosBack')) in the app's own
// router: every page answers it. One with no answer of its own does what the title bar's back
// does (the app frame's fallback): on the first page, the native app closes its web view, and a
// plain browser goes home with the session. Loan confirm's own answer is in its page's tests.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rootRoute } from '../../src/App';
import { providerFuture, routerFuture } from '../../src/app/app-router';
import { emitNativeEvent } from '../../src/bridge/native-events';
import { answerNativeBack } from '../../src/app/chrome';
import { en } from '../../src/i18n/en';
import { clearRequests } from '../api/fixture-session';

const SESSION = 'userId=7&sessionId=s1';
let stopAnswering = () => {};

/** The app's router on `path`, once the page's code is in (the app frame is drawn). */
async function open(path: string) {
  window.history.replaceState({}, '', path);
  const router = createMemoryRouter([rootRoute], { initialEntries: [path], future: routerFuture });
  stopAnswering = answerNativeBack((to) => void router.navigate(to));
  render(<RouterProvider router={router} future={providerFuture} />);
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  await screen.findByRole('heading', { level: 1 });
  return router;
}

beforeEach(async () => {
  await clearRequests();
});
afterEach(() => {
  stopAnswering();
  delete (window as { android?: unknown }).android;
});

describe('the iOS back event', () => {
  it.each([
    ['/loanDetail', `productId=PRD-1&orderId=O-9&${SESSION}`],
    ['/repayment', `productId=PRD-1&orderId=O-9&${SESSION}`],
    ['/jointLoginFailure', `productId=PRD-1&orderId=O-9&${SESSION}`],
    ['/customerService', SESSION],
  ])('on %s, the first page, it closes the web view inside the app', async (path, query) => {
    const android = { closeWebView: vi.fn() };
    Object.assign(window, { android });
    const router = await open(`${path}?${query}`);
    act(() => emitNativeEvent('iosBack'));
    expect(android.closeWebView).toHaveBeenCalledWith('{}');
    router.dispose();
  });

  it('with a sheet open on the first page it closes the sheet, not the web view', async () => {
    const android = { closeWebView: vi.fn() };
    Object.assign(window, { android });
    const router = await open(`/repayDelay?productId=PRD-1&orderId=O-9&${SESSION}`);
    fireEvent.click(await screen.findByRole('button', { name: en['repay.paymentMethod'] }));
    await screen.findByRole('dialog', { name: en['repay.paymentMethod'] });
    act(() => emitNativeEvent('iosBack'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(android.closeWebView).not.toHaveBeenCalled();
    router.dispose();
  });

  it('on a page whose code could not be loaded it still closes the web view', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const android = { closeWebView: vi.fn() };
    Object.assign(window, { android });
    const failing = {
      ...rootRoute,
      children: [{ path: '/aboutUs', lazy: () => Promise.reject(new Error('chunk gone')) }],
    };
    window.history.replaceState({}, '', `/aboutUs?${SESSION}`);
    const router = createMemoryRouter([failing], {
      initialEntries: [`/aboutUs?${SESSION}`],
      future: routerFuture,
    });
    stopAnswering = answerNativeBack((to) => void router.navigate(to));
    render(<RouterProvider router={router} future={providerFuture} />);
    await screen.findByText(en['error.pageLoad']);
    act(() => emitNativeEvent('iosBack'));
    expect(android.closeWebView).toHaveBeenCalledWith('{}');
    router.dispose();
  });

  it('in a plain browser it goes home with the session, as the title bar back does', async () => {
    const router = await open(`/repayment?productId=PRD-1&orderId=O-9&${SESSION}`);
    act(() => emitNativeEvent('iosBack'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe(`?${SESSION}`);
    router.dispose();
  });
});
