// Render while fetching, against the fixture server: opening a route (src/app/route-loading.ts)
// sends the page's calls alongside its code; the page adopts them (one request, not two), and
// an answer that is already here is rendered at once, without a loading state.
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactKfInfo } from '../../src/api/endpoints';
import { useApi } from '../../src/api/use-api';
import { sendOpeningCalls } from '../../src/app/route-calls';
import { startRoute, usePage } from '../../src/app/route-loading';
import { routes, type RouteEntry } from '../../src/routes';
import { MemoryRouter, Route, Routes } from '../router';
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

function route(name: string): RouteEntry {
  const entry = routes.find((r) => r.name === name);
  if (!entry) throw new Error(name);
  return entry;
}

describe('opening a route', () => {
  it('sends its calls before the page renders, for the address bar’s query only', async () => {
    await startRoute(route('customerService'), '?userId=9');
    await allAnswered();
    expect(await requestsTo(CONTACT)).toHaveLength(0);
    await startRoute(route('customerService'), SEARCH);
    // The call is on its way although nothing has rendered yet.
    await expect.poll(async () => (await requestsTo(CONTACT)).length).toBe(1);
  });

  it('renders the page once its code is here, adopting the call sent with it', async () => {
    window.history.replaceState({}, '', '/complaintList');
    function Page() {
      const entry = route('complaintList');
      const page = usePage(entry, '');
      return page.status === 'ready' ? <page.Page route={entry} /> : <p>waiting</p>;
    }
    render(
      <MemoryRouter initialEntries={['/complaintList']}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('tab', { name: 'Processing' })).toBeTruthy();
    await allAnswered();
    expect(await requestsTo('problem-list')).toHaveLength(1);
  });
});
