// The app's own router (src/app/router.tsx) over the real address bar: what the borrower sees
// after a tap that navigates, after Back, and at a path typed in another letter case.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserHistory,
  pathMatches,
  Router,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from '../../src/app/router';

function Probe() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  return (
    <div>
      <p data-testid="at">{`${pathname}${search} ${type}`}</p>
      <p data-testid="tab">{query.get('tab') ?? 'none'}</p>
      <button onClick={() => navigate('/next?x=1')}>push</button>
      <button onClick={() => navigate('/swapped', { replace: true })}>replace</button>
      <button onClick={() => setQuery(new URLSearchParams({ tab: '2' }))}>tab</button>
    </div>
  );
}

afterEach(cleanup);

describe('browserHistory', () => {
  it('pushes, replaces and hears Back through the address bar', async () => {
    window.history.replaceState(null, '', '/start?a=1');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <Router history={browserHistory()}>
        <Probe />
      </Router>,
    );
    expect(screen.getByTestId('at').textContent).toBe('/start?a=1 POP');

    act(() => screen.getByText('push').click());
    expect(window.location.pathname + window.location.search).toBe('/next?x=1');
    expect(screen.getByTestId('at').textContent).toBe('/next?x=1 PUSH');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    act(() => screen.getByText('tab').click());
    expect(screen.getByTestId('tab').textContent).toBe('2');
    expect(window.location.search).toBe('?tab=2');

    const length = window.history.length;
    act(() => screen.getByText('replace').click());
    expect(window.history.length).toBe(length);
    expect(screen.getByTestId('at').textContent).toBe('/swapped REPLACE');

    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    expect(screen.getByTestId('at').textContent).toBe('/next?x=1 POP');
    scrollTo.mockRestore();
  });
});

describe('the old payment-way hash routes', () => {
  function HashProbe() {
    const { pathname, search, hash } = useLocation();
    const type = useNavigationType();
    const navigate = useNavigate();
    return (
      <div>
        <p data-testid="at">{`${pathname}${search}${hash} ${type}`}</p>
        <button onClick={() => navigate('/?userId=7#/borrowDetail/?orderId=O-9')}>old link</button>
      </div>
    );
  }

  it('a navigation to one, or a fragment link to one, opens the page it names', async () => {
    window.history.replaceState(null, '', '/customerService?userId=7');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <Router history={browserHistory()}>
        <HashProbe />
      </Router>,
    );
    act(() => screen.getByText('old link').click());
    expect(screen.getByTestId('at').textContent).toBe('/order?userId=7&orderId=O-9 PUSH');
    expect(window.location.pathname + window.location.search).toBe('/order?userId=7&orderId=O-9');

    const length = window.history.length;
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.location.hash = '#/agreementTemplate';
      await popped;
    });
    // (Not the type: the other tests' histories hear the same event and may settle it first.)
    expect(screen.getByTestId('at').textContent).toMatch(/^\/loanAgreement\?userId=7&orderId=O-9 /);
    expect(window.history.state).toEqual({ idx: expect.any(Number) });
    // The fragment's own entry became the page: Back leads to the order again.
    expect(window.history.length).toBe(length + 1);
    scrollTo.mockRestore();
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
