// Render while fetching, against the fixture server: opening a route in the app's router
// (src/app/router.tsx, over the real route table) sends the page's calls alongside its code;
// the page adopts them (one request, not two), and an answer that is already here is rendered
// at once, without a loading state.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { rootRoute } from '../../src/App';
import { providerFuture, routerFuture } from '../../src/app/app-router';
import { contactKfInfo } from '../../src/api/endpoints';
import { useApi } from '../../src/api/use-api';
import { sendOpeningCalls } from '../../src/app/route-calls';
import { allAnswered, clearRequests, receivedRequests } from '../api/fixture-session';

const CONTACT = '/v3/personal-center/contact-kf-info';
const payload = { overall: 30 };
const SEARCH = '?userId=7&sessionId=s1';

/** The contact page's state; `shown` collects what each render showed. */
function Contact({ shown = [] }: { shown?: string[] }) {
  const { state } = useApi(contactKfInfo, payload);
  const text = state.status === 'ok' ? (state.answer.data.email ?? '') : state.status;
  shown.push(text);
  return <p data-testid="state">{text}</p>;
}

async function requestsTo(path: string) {
  return (await receivedRequests()).filter((r) => r.path.endsWith(path));
}

beforeEach(async () => {
  window.history.replaceState({}, '', `/customerService${SEARCH}`);
  await clearRequests();
});

describe('early calls', () => {
  it('a page adopts a call already on its way: one request', async () => {
    void sendOpeningCalls('customer-service', SEARCH);
    render(<Contact />);
    expect(screen.getByTestId('state').textContent).toBe('loading');
    expect(await screen.findByText('cs@lender.example')).toBeTruthy();
    expect(await requestsTo(CONTACT)).toHaveLength(1);
  });

  it('an answer that is already here renders at once, with no loading state', async () => {
    await act(() => sendOpeningCalls('customer-service', SEARCH));
    await allAnswered();
    const shown: string[] = [];
    render(<Contact shown={shown} />);
    // Not even one frame of loading.
    expect(shown[0]).toBe('cs@lender.example');
    expect(shown).not.toContain('loading');
    expect(await requestsTo(CONTACT)).toHaveLength(1);
  });

  it('a different payload is not adopted: the page calls for its own', async () => {
    window.history.replaceState({}, '', `/customerService${SEARCH}`);
    void sendOpeningCalls('customer-service', '?userId=8&sessionId=s2');
    render(<Contact />);
    expect(await screen.findByText('cs@lender.example')).toBeTruthy();
    await allAnswered();
    expect(await requestsTo(CONTACT)).toHaveLength(2);
  });
});

describe('opening a route', () => {
  it("sends the page's calls with its code, and the page adopts them", async () => {
    const router = createMemoryRouter([rootRoute], {
      initialEntries: ['/complaintList'],
      future: routerFuture,
    });
    window.history.replaceState({}, '', '/complaintList');
    render(<RouterProvider router={router} future={providerFuture} />);
    // The call leaves although the page's code has not arrived yet.
    await expect.poll(async () => (await requestsTo('problem-list')).length).toBe(1);
    expect(await screen.findByRole('tab', { name: 'Processing' })).toBeTruthy();
    await allAnswered();
    expect(await requestsTo('problem-list')).toHaveLength(1);
    router.dispose();
  });

  it('a path in another letter case opens the same page; an unknown one says so', async () => {
    const router = createMemoryRouter([rootRoute], {
      initialEntries: ['/COMPLAINTLIST'],
      future: routerFuture,
    });
    render(<RouterProvider router={router} future={providerFuture} />);
    expect(await screen.findByRole('tab', { name: 'Processing' })).toBeTruthy();
    await act(() => router.navigate('/nowhere'));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    router.dispose();
  });
});
