// The complaint list against the fixture server: the request, the server's tabs as real tabs,
// empty tabs, the way to a complaint's details, and failed loads.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ComplaintListPage from '../../src/pages/complaint-list';
import { en } from '../../src/i18n/en';
import { clearRequests, receivedRequests, useScenario } from '../api/fixture-session';

const ENDPOINT = '/user-problem/problem-list';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/complaintList']}>
      <Routes>
        <Route path="/complaintList" element={<ComplaintListPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  window.history.replaceState({}, '', '/complaintList?userId=7&sessionId=s1');
  await clearRequests();
});
afterEach(() => useScenario(null));

describe('complaint list', () => {
  it('posts problem-list with only the session query and shows the server tabs', async () => {
    renderPage();
    expect(screen.getByTestId('loading')).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Processing', 'Completed', 'Closed']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Complaint list' })).toBeTruthy();
    const requests = await receivedRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: ENDPOINT,
      query: { userId: '7', sessionId: 's1' },
      body: {},
    });
  });

  it('lists time, problem type and content of each complaint in the chosen tab', async () => {
    renderPage();
    const panel = await screen.findByRole('tabpanel', { name: 'Processing' });
    const entries = within(panel).getAllByRole('link');
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toContain('2025-03-14 09:12:45');
    expect(entries[0]?.textContent).toContain('Collection - Rude collection call');
    expect(entries[0]?.textContent).toContain('used offensive words');
  });

  it('switches tabs by tap and by arrow keys; an empty tab says so', async () => {
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    fireEvent.click(tabs[1]!);
    // The screen's store is subscribed to in an effect after the tabs are drawn; on a busy
    // machine the click can come first, and the panel follows once the subscription reads it.
    const completed = await screen.findByRole('tabpanel', { name: 'Completed' });
    expect(within(completed).getAllByRole('link')).toHaveLength(1);
    expect(tabs[1]?.getAttribute('tabindex')).toBe('0');
    expect(tabs[0]?.getAttribute('tabindex')).toBe('-1');

    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[2]);
    const closed = screen.getByRole('tabpanel', { name: 'Closed' });
    await within(closed).findByText(en['complaintHistory.emptyTab']);
    expect(closed.textContent).toBe(en['complaintHistory.emptyTab']);
    expect(within(closed).queryByRole('link')).toBeNull();

    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(tabs[2]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('tapping a complaint opens its details with the session parameters', async () => {
    renderPage();
    const panel = await screen.findByRole('tabpanel', { name: 'Processing' });
    const first = within(panel).getAllByRole('link')[0]!;
    // The link carries the session as the tap does: opened in a new tab it is the same page.
    expect(first.getAttribute('href')).toBe(
      '/complainDetails?userId=7&sessionId=s1&problemId=1024',
    );
    fireEvent.click(first);
    expect(screen.getByTestId('where').textContent).toBe(
      '/complainDetails?userId=7&sessionId=s1&problemId=1024',
    );
  });

  it('says so in every tab when all are empty', async () => {
    useScenario({ [ENDPOINT]: 'all-empty' });
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(2);
    for (const tab of tabs) {
      fireEvent.click(tab);
      await within(screen.getByRole('tabpanel')).findByText(en['complaintHistory.emptyTab']);
      expect(screen.getByRole('tabpanel').textContent).toBe(en['complaintHistory.emptyTab']);
    }
  });

  it('without any tab says so once, with the way to write one', async () => {
    useScenario({ [ENDPOINT]: 'no-tabs' });
    renderPage();
    expect(await screen.findByText(en['complaintHistory.noTabs'])).toBeTruthy();
    expect(screen.getByRole('button', { name: en['complaintHistory.writeOne'] })).toBeTruthy();
    expect(screen.queryByText(en['complaintHistory.emptyTab'])).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });

  it('a tab with a blank title keeps its complaints, under "Complaints"', async () => {
    useScenario({ [ENDPOINT]: 'untitled-tab' });
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Processing',
      en['complaintHistory.untitledTab'],
    ]);
    fireEvent.click(tabs[1] as HTMLElement);
    const panel = await screen.findByRole('tabpanel', { name: 'Complaints' });
    expect(within(panel).getByRole('link').textContent).toContain('change the phone number');
  });

  it('lists every complaint of a long tab', async () => {
    useScenario({ [ENDPOINT]: 'many-items' });
    renderPage();
    const panel = await screen.findByRole('tabpanel', { name: 'Processing' });
    expect(within(panel).getAllByRole('link')).toHaveLength(60);
  });

  it('shows the server message and a retry when the server refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [ENDPOINT]: 'error' });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "We can't load your complaints right now. Please try again later.",
    );
    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(await screen.findAllByRole('tab')).toHaveLength(3);
  });

  it('refuses an answer whose ids are not ids', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [ENDPOINT]: 'invalid' });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(en['error.invalid']);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
