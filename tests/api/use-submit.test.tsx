// useSubmit against the fixture server: a double tap sends one request, the button is
// usable again once the call settles, whatever the outcome, and an answer that arrives once
// the borrower is on the way to another page does nothing.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactKfInfo } from '../../src/api/endpoints';
import { useSubmit } from '../../src/api/use-submit';
import { routerFuture } from '../../src/app/app-router';
import { currentToast } from '../../renderers/ui/toast-store';
import errorAnswer from '../../fixtures/api/v3/personal-center/contact-kf-info/error.json';
import { MemoryRouter } from '../router';
import { allAnswered, clearRequests, receivedRequests, useScenario } from './fixture-session';

function SendButton() {
  const { submit, pending } = useSubmit(contactKfInfo);
  const [outcome, setOutcome] = useState('');
  const send = () =>
    void submit({ overall: 30 }).then((result) => {
      if (result) setOutcome(result.ok ? 'sent' : result.failure.kind);
    });
  return (
    <>
      <button onClick={send}>Send</button>
      <p data-testid="pending">{String(pending)}</p>
      <p data-testid="outcome">{outcome}</p>
    </>
  );
}

beforeEach(async () => {
  window.history.replaceState({}, '', '/');
  await clearRequests();
});
afterEach(() => useScenario(null));

/**
 * The form on the second entry, after a page whose code arrives only when `arrive` is called:
 * Back from the form keeps it drawn while that page loads.
 */
function formAfterSlowPage() {
  let arrive = () => {};
  const previousCode = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter(
    [
      {
        path: '/before',
        lazy: async () => {
          await previousCode;
          return { Component: () => <p>The page before</p> };
        },
      },
      { path: '/form', Component: SendButton },
    ],
    { initialEntries: ['/before', '/form'], initialIndex: 1, future: routerFuture },
  );
  return { router, arrive: () => arrive() };
}

describe('useSubmit', () => {
  it('a double tap makes exactly one request', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <SendButton />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(screen.getByTestId('pending').textContent).toBe('true');
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('sent'));
    expect(screen.getByTestId('pending').textContent).toBe('false');
    expect(await receivedRequests()).toHaveLength(1);
  });

  it('after a failure the next tap sends again', async () => {
    useScenario({ '/v3/personal-center/contact-kf-info': 'http500' });
    render(
      <MemoryRouter initialEntries={['/']}>
        <SendButton />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('http'));
    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('sent'));
    expect(await receivedRequests()).toHaveLength(2);
  });

  it('an answer arriving while the borrower goes Back to a page still loading does nothing', async () => {
    useScenario({ '/v3/personal-center/contact-kf-info': 'slow' });
    const { router, arrive } = formAfterSlowPage();
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await allAnswered();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Still drawn, its answer in: nothing of it shows.
    expect(screen.getByTestId('outcome').textContent).toBe('');
    expect(await receivedRequests()).toHaveLength(1);
    arrive();
    expect(await screen.findByText('The page before')).toBeTruthy();
  });

  it("a refusal on a page still open is shown as the server's words for 2 s", async () => {
    useScenario({ '/v3/personal-center/contact-kf-info': 'error' });
    render(
      <MemoryRouter initialEntries={['/']}>
        <SendButton />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('rejected'));
    expect(currentToast()).toMatchObject({ text: errorAnswer.message, durationMs: 2000 });
  });

  it('a refusal arriving while the borrower goes Back to a page still loading shows no toast', async () => {
    useScenario({ '/v3/personal-center/contact-kf-info': 'error' });
    const { router, arrive } = formAfterSlowPage();
    render(<RouterProvider router={router} />);
    const button = await screen.findByRole('button', { name: 'Send' });
    // Back right after the tap, before the answer can be here.
    act(() => {
      fireEvent.click(button);
      void router.navigate(-1);
    });
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await allAnswered();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await receivedRequests()).toHaveLength(1);
    expect(screen.getByTestId('outcome').textContent).toBe('');
    expect(currentToast()).toBeNull();
    arrive();
    expect(await screen.findByText('The page before')).toBeTruthy();
  });

  it('a tap while the borrower goes Back to a page still loading sends nothing', async () => {
    const { router, arrive } = formAfterSlowPage();
    render(<RouterProvider router={router} />);
    const button = await screen.findByRole('button', { name: 'Send' });
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    // The page is still drawn while the page before loads: a tap on it is not a request.
    fireEvent.click(button);
    await allAnswered();
    expect(await receivedRequests()).toHaveLength(0);
    expect(screen.getByTestId('pending').textContent).toBe('false');
    arrive();
    expect(await screen.findByText('The page before')).toBeTruthy();
  });
});
