// Render while fetching, against the fixture server: opening a route starts the page's calls
// the moment its code arrives, the page adopts them (one request, not two), and an answer
// that is already here is rendered at once, without a loading state.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../router';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactKfInfo } from '../../src/api/endpoints';
import { preload, starter } from '../../src/api/preload';
import { useApi } from '../../src/api/use-api';
import { startRoute, usePage } from '../../src/app/route-loading';
import { routes, type RouteEntry } from '../../src/routes';
import { allAnswered, clearRequests, receivedRequests } from '../api/fixture-session';

const CONTACT = '/v3/personal-center/contact-kf-info';
const payload = { overall: 30 };

/** The contact page's state; `shown` collects what each render showed. */
function Contact({ shown = [] }: { shown?: string[] }) {
  const { state } = useApi(contactKfInfo, payload);
  const text = state.status === 'ok' ? (state.answer.data.email ?? '') : state.status;
  shown.push(text);
  return <p data-testid="state">{text}</p>;
}

async function contactRequests() {
  return (await receivedRequests()).filter((r) => r.path === CONTACT);
}

function route(name: string): RouteEntry {
  const entry = routes.find((r) => r.name === name);
  if (!entry) throw new Error(name);
  return entry;
}

beforeEach(async () => {
  window.history.replaceState({}, '', '/customerService?userId=7&sessionId=s1');
  await clearRequests();
});

describe('started calls', () => {
  it('a page adopts a call already on its way: one request', async () => {
    preload({ endpoint: contactKfInfo, payload });
    render(<Contact />);
    expect(screen.getByTestId('state').textContent).toBe('loading');
    expect(await screen.findByText('cs@lender.example')).toBeTruthy();
    expect(await contactRequests()).toHaveLength(1);
  });

  it('an answer that is already here renders at once, with no loading state', async () => {
    const start = starter(() => [{ endpoint: contactKfInfo, payload }]);
    start(new URLSearchParams());
    // The answer is here before the page renders.
    await allAnswered();
    expect(await contactRequests()).toHaveLength(1);
    const shown: string[] = [];
    render(<Contact shown={shown} />);
    expect(screen.getByTestId('state').textContent).toBe('cs@lender.example');
    // Not even one frame of loading.
    expect(shown[0]).toBe('cs@lender.example');
    expect(shown).not.toContain('loading');
    expect(await contactRequests()).toHaveLength(1);
  });

  it('a different payload is not adopted: the page calls for its own', async () => {
    preload({ endpoint: contactKfInfo, payload: { overall: 31 } });
    render(<Contact />);
    expect(await screen.findByText('cs@lender.example')).toBeTruthy();
    await allAnswered();
    // The started call and the page's own (in whichever order they arrived).
    expect((await contactRequests()).map((r) => r.body.overall).sort()).toEqual(['30', '31']);
  });
});

describe('opening a route', () => {
  it('loads the page code and starts its declared calls before the page renders', async () => {
    await startRoute(route('customerService'), '?userId=7');
    // The call is on its way although nothing has rendered yet.
    await expect.poll(async () => (await contactRequests()).length).toBe(1);
  });

  it('renders the page once its code is here, adopting the started call', async () => {
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
    const lists = (await receivedRequests()).filter((r) => r.path.endsWith('problem-list'));
    expect(lists).toHaveLength(1);
  });
});
