// The complaint type page against the fixture server: the order summary, switching order
// with "All", the question types, the type-1 rule and where each choice leads.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ComplainPage from '../../src/pages/complain-page';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { ToastHost } from '../../renderers/ui/ToastHost';
import { clearRequests, receivedRequests, serveAnswer, useScenario } from '../api/fixture-session';
import initAnswer from '../../fixtures/api/user-problem/problem-init/default.json';

const INIT = '/user-problem/problem-init';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      <button onClick={() => void navigate(-1)}>Test back</button>
    </>
  );
}

function renderPage(search = '?userId=7&sessionId=s1') {
  window.history.replaceState({}, '', `/complainPage${search}`);
  return render(
    <MemoryRouter initialEntries={[`/complainPage${search}`]}>
      <Routes>
        <Route path="/complainPage" element={<ComplainPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

const typeTile = (name: string) =>
  within(screen.getByRole('group', { name: en['complainForm.questionType'] })).getByRole('button', {
    name,
  });

beforeEach(async () => {
  await clearRequests();
});
afterEach(() => useScenario(null));

describe('complaint type page', () => {
  it('posts problem-init with the query orderId and shows the order and the types', async () => {
    renderPage('?userId=7&sessionId=s1&orderId=PH20250301001');
    expect(await screen.findByRole('heading', { name: 'Peso Quick' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Online service' })).toBeTruthy();
    expect(screen.getByText('Pending repayment')).toBeTruthy();
    expect(screen.getByText('₱3,000.00')).toBeTruthy();
    expect(screen.getByText('Order No. PH20250301001')).toBeTruthy();
    for (const name of ['Collection', 'Loan amount', 'Repayment', 'App experience', 'Other']) {
      expect(typeTile(name)).toBeTruthy();
    }
    // Sub-types stay hidden until type 1 is chosen.
    expect(screen.queryByRole('button', { name: 'Rude language' })).toBeNull();
    const requests = (await receivedRequests()).filter((r) => r.path === INIT);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { orderId: 'PH20250301001' },
      query: { userId: '7', sessionId: 's1' },
    });
  });

  it('leaves out a missing or hostile orderId so the server picks the order', async () => {
    renderPage('?userId=7&orderId=%3Cscript%3E');
    await screen.findByRole('heading', { name: 'Peso Quick' });
    const [request] = (await receivedRequests()).filter((r) => r.path === INIT);
    expect(request?.body).toEqual({});
  });

  it('type 1 reveals the sub-types; a sub-type goes to the form with the session', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Peso Quick' });
    fireEvent.click(typeTile('Collection'));
    expect(typeTile('Collection').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Too many calls' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/complainPageNext?userId=7&sessionId=s1&problemType=1&problemSonType=12&orderNo=PH20250301001',
    );
  });

  it('any other type goes straight to the form without a sub-type', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Peso Quick' });
    fireEvent.click(typeTile('Repayment'));
    expect(screen.getByTestId('where').textContent).toBe(
      '/complainPageNext?userId=7&sessionId=s1&problemType=3&orderNo=PH20250301001',
    );
  });

  it('type 1 without sub-types from the server goes straight to the form', async () => {
    await serveAnswer(INIT, { ...initAnswer, data: { ...initAnswer.data, problemSonType: [] } });
    renderPage();
    await screen.findByRole('heading', { name: 'Peso Quick' });
    fireEvent.click(typeTile('Collection'));
    expect(screen.queryByRole('heading', { name: en['complainForm.subType'] })).toBeNull();
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/complainPageNext?userId=7&sessionId=s1&problemType=1&orderNo=PH20250301001',
    );
  });

  it('refuses type 1 on an order whose isShow is not 1, with the spec message', async () => {
    useScenario({ [INIT]: 'order-without-is-show' });
    renderPage();
    await screen.findByRole('heading', { name: 'Peso Quick' });
    fireEvent.click(typeTile('Collection'));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      en['complainForm.typeNotSupported'],
    );
    expect(screen.queryByRole('button', { name: 'Rude language' })).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('keeps the Spanish refusal verbatim in the es catalogue', () => {
    expect(es['complainForm.typeNotSupported']).toBe(
      'El pedido seleccionado no admite el envío de tipo de colección',
    );
  });

  it('"All" lists every order; picking one switches the summary and the type-1 rule', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Peso Quick' });
    fireEvent.click(typeTile('Collection'));
    expect(screen.getByRole('button', { name: 'Rude language' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    const sheet = screen.getByRole('dialog', { name: 'All orders' });
    fireEvent.click(within(sheet).getByRole('button', { name: /Cash Easy/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Cash Easy' })).toBeTruthy();
    // The new order refuses collection complaints: its sub-types fold away.
    expect(screen.queryByRole('button', { name: 'Rude language' })).toBeNull();
    fireEvent.click(typeTile('Other'));
    // The sheet's history entry comes off before the page is left (renderers/ui/back-stack.ts).
    expect((await screen.findByTestId('where')).textContent).toContain('orderNo=PH20250115002');
  });

  it('Back from the form finds the order picked with "All", not the default one', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Peso Quick' });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    const sheet = screen.getByRole('dialog', { name: 'All orders' });
    fireEvent.click(within(sheet).getByRole('button', { name: /Cash Easy/ }));
    fireEvent.click(typeTile('Other'));
    fireEvent.click(await screen.findByRole('button', { name: 'Test back' }));
    expect(await screen.findByRole('heading', { name: 'Cash Easy' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Peso Quick' })).toBeNull();
  });

  it('the order the form sends back after "Successfully Sent" shows again, dots and slashes too', async () => {
    useScenario({ [INIT]: 'dotted-order-no' });
    renderPage(`?userId=7&sessionId=s1&orderNo=${encodeURIComponent('PH.2025/0115-002')}`);
    expect(await screen.findByRole('heading', { name: 'Cash Easy' })).toBeTruthy();
    fireEvent.click(typeTile('Other'));
    expect((await screen.findByTestId('where')).textContent).toContain(
      `orderNo=${encodeURIComponent('PH.2025/0115-002')}`,
    );
  });

  it('many orders are all listed in the sheet', async () => {
    useScenario({ [INIT]: 'many-orders' });
    renderPage();
    await screen.findByRole('heading', { name: 'Peso Quick #1' });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    const sheet = screen.getByRole('dialog', { name: 'All orders' });
    expect(within(sheet).getAllByRole('button', { pressed: false })).toHaveLength(23);
    expect(within(sheet).getByRole('button', { pressed: true }).textContent).toContain(
      'Peso Quick #1',
    );
  });

  it('without orders says so, still offers the types, refuses type 1 and sends no orderNo', async () => {
    useScenario({ [INIT]: 'no-orders' });
    renderPage();
    expect(await screen.findByText(en['complainForm.noOrders'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'All' })).toBeNull();
    fireEvent.click(typeTile('Collection'));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      en['complainForm.typeNotSupported'],
    );
    fireEvent.click(typeTile('App experience'));
    expect(screen.getByTestId('where').textContent).toBe(
      '/complainPageNext?userId=7&sessionId=s1&problemType=4',
    );
  });

  it('the customer-service link leads to the complaint list with the session', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Peso Quick' });
    fireEvent.click(screen.getByRole('link', { name: en['complainForm.myComplaints'] }));
    expect(screen.getByTestId('where').textContent).toBe('/complaintList?userId=7&sessionId=s1');
  });

  it.each([
    ['error', 'We cannot load the complaint options right now. Please try again later.'],
    ['invalid', en['error.invalid']],
  ])('a %s answer shows the reason and a retry', async (scenario, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useScenario({ [INIT]: scenario });
    renderPage();
    const alert = await screen.findByTestId('error-state');
    expect(alert.textContent).toContain(message);
    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Peso Quick' })).toBeTruthy();
  });
});
