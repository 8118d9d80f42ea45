// The customer-service page against the fixture server: what the borrower sees in each
// state, and what the server receives.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CustomerServicePage from '../../src/pages/customer-service';
import { clearRequests, receivedRequests, serveAnswer, useScenario } from '../api/fixture-session';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/customerService']}>
      <Routes>
        <Route path="/customerService" element={<CustomerServicePage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  window.history.replaceState({}, '', '/customerService?userId=7&sessionId=s1');
  await clearRequests();
});
afterEach(() => useScenario(null));

describe('customer service page', () => {
  it('loads contact-kf-info with overall=30 and shows the telephone and e-mail', async () => {
    renderPage();
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect(await screen.findByText('0917 123 4567')).toBeTruthy();
    const email = screen.getByRole('link', { name: 'cs@lender.example' });
    expect(email.getAttribute('href')).toBe('mailto:cs@lender.example');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer service' })).toBeTruthy();
    const requests = await receivedRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { overall: '30' } });
  });

  it('a telephone of one number is a tel: link to it', async () => {
    renderPage();
    const phone = await screen.findByRole('link', { name: '0917 123 4567' });
    expect(phone.getAttribute('href')).toBe('tel:09171234567');
  });

  it('inside the native app a tap on the number asks the app to call it, with no tel: link', async () => {
    const callPhone = vi.fn();
    vi.stubGlobal('android', { callPhone, closeWebView: vi.fn() });
    try {
      renderPage();
      const phone = await screen.findByRole('button', { name: '0917 123 4567' });
      expect(document.querySelector('a[href^="tel:"]')).toBeNull();
      fireEvent.click(phone);
      expect(callPhone).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(callPhone.mock.calls[0]?.[0]))).toMatchObject({
        phone: '0917 123 4567',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a telephone given as text (two numbers, office hours) is shown as it is, not dialled', async () => {
    useScenario({ '/v3/personal-center/contact-kf-info': 'long-values' });
    renderPage();
    const text = '+63 917 123 4567 / (02) 8888 1234 loc. 5678, Mon–Sat 8 AM–9 PM';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('link', { name: text })).toBeNull();
    expect(screen.queryByRole('button', { name: text })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('a long telephone text (two numbers, hours for each day) is shown whole, not dropped', async () => {
    const text =
      '+63 917 123 4567 / +63 918 765 4321, Mon–Fri 8 AM–9 PM, Sat 9 AM–6 PM, Sun and holidays 9 AM–5 PM';
    await serveAnswer('/v3/personal-center/contact-kf-info', {
      code: 0,
      message: 'success',
      data: { smWa: text, email: 'cs@lender.example' },
    });
    renderPage();
    expect(await screen.findByText('cs@lender.example')).toBeTruthy();
    expect(screen.getByText('Telephone')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('tapping the e-mail opens the mail link', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      search: window.location.search,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'cs@lender.example' }));
    expect(assign).toHaveBeenCalledWith('mailto:cs@lender.example');
  });

  it('an e-mail no mail link can carry is shown as it is, with nothing to tap', async () => {
    await serveAnswer('/v3/personal-center/contact-kf-info', {
      code: 0,
      message: 'success',
      data: { smWa: '0917 123 4567', email: 'cs@lender' },
    });
    renderPage();
    expect(await screen.findByText('cs@lender')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'cs@lender' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'cs@lender' })).toBeNull();
  });

  it('the complaint link goes to the complaint page with the session parameters', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: /complaints and suggestions/ }));
    expect(screen.getByTestId('where').textContent).toBe('/complainPage?userId=7&sessionId=s1');
  });

  it('in a build that moves the complaint page, the link goes where that build serves it', async () => {
    vi.stubEnv('VITE_ROUTE_PATHS', '{"complainPage":"/help/complain"}');
    vi.resetModules();
    try {
      // The page and the router as that build has them: the route table is read on import.
      const router = await import('../router');
      const { default: MovedPage } = await import('../../src/pages/customer-service');
      function MovedWhere() {
        const location = router.useLocation();
        return <p data-testid="where">{location.pathname + location.search}</p>;
      }
      render(
        <router.MemoryRouter initialEntries={['/customerService']}>
          <router.Routes>
            <router.Route path="/customerService" element={<MovedPage />} />
            <router.Route path="*" element={<MovedWhere />} />
          </router.Routes>
        </router.MemoryRouter>,
      );
      const link = await screen.findByRole('link', { name: /complaints and suggestions/ });
      expect(link.getAttribute('href')).toBe('/help/complain?userId=7&sessionId=s1');
      fireEvent.click(link);
      expect(screen.getByTestId('where').textContent).toBe('/help/complain?userId=7&sessionId=s1');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('a failed call shows the reason and a retry that loads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ '*': 'http500' });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('500');
    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0917 123 4567')).toBeTruthy();
  });

  it('with both contacts blank the page cannot work: it says so, with a retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ '*': 'invalid-blank-contacts' });
    renderPage();
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    expect(screen.queryByText('E-mail')).toBeNull();
    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0917 123 4567')).toBeTruthy();
  });

  it('hides a row the server left empty', async () => {
    useScenario({ '*': 'partial-empty-email' });
    renderPage();
    expect(await screen.findByText('0917 123 4567')).toBeTruthy();
    expect(screen.queryByText('E-mail')).toBeNull();
  });
});
