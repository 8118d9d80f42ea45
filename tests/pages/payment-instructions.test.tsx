// Payment-provider instructions (/paymentInstructions?channel=) as a borrower sees them: the
// heading, each channel's name over an ordered list of at least 3 steps from the shipped
// config, the `channel` filter, every channel for a missing or unknown value, a hostile value
// never rendered as markup, and no call to the API.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import brand from '../../schemas/v1/config/brand.default.json';
import { en } from '../../src/i18n/en';
import PaymentInstructionsPage from '../../src/pages/payment-instructions';
import { instructionsData, INSTRUCTIONS } from '../../src/pages/payment-instructions/rules';
import { allAnswered, clearRequests, receivedRequests } from '../api/fixture-session';
import { MemoryRouter, Route, Routes, useLocation } from '../router';

const SESSION = 'userId=7&sessionId=s1';
const NAMES = ['GCash', 'Maya', '7-Eleven'];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(query = '') {
  const path = `/paymentInstructions?${SESSION}${query}`;
  window.history.replaceState({}, '', path);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/paymentInstructions" element={<PaymentInstructionsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const english = (key: string | undefined) =>
  (en[key as keyof typeof en] as string).replace('{biller}', brand.companyName);
const channelNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(async () => {
  await clearRequests();
});

describe('/paymentInstructions', () => {
  it('shows the heading, then each channel’s name over its ordered steps, as configured', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment instructions' })).toBeTruthy();
    expect(channelNames()).toEqual(NAMES);
    for (const channel of INSTRUCTIONS.channels) {
      const name = english(channel.name.key);
      const list = screen.getByRole('list', { name });
      expect(list.tagName).toBe('OL');
      const steps = within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(steps).toEqual(channel.steps.map((step) => english(step.key)));
    }
    expect(document.body.textContent).not.toContain('{biller}');
    expect(screen.queryByRole('link', { name: en['paymentInstructions.all'] })).toBeNull();
    await allAnswered();
    expect(await receivedRequests()).toEqual([]);
  });

  it.each([
    ['gcash', 'GCash'],
    ['maya', 'Maya'],
    ['7eleven', '7-Eleven'],
  ])('channel=%s shows that channel only', (id, name) => {
    renderPage(`&channel=${id}`);
    expect(channelNames()).toEqual([name]);
    expect(screen.getAllByRole('list', { name })).toHaveLength(1);
    expect(document.querySelectorAll('ol')).toHaveLength(1);
  });

  it('reads the value with its case and spaces aside', () => {
    renderPage('&channel=%20GCash%20');
    expect(channelNames()).toEqual(['GCash']);
  });

  it.each(['', 'gcash2', 'paypal', '__proto__', 'toString'])(
    'shows every channel for channel=%j',
    (value) => {
      renderPage(`&channel=${value}`);
      expect(channelNames()).toEqual(NAMES);
    },
  );

  it('a hostile channel is neither rendered as markup nor shown; every channel shows', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = renderPage(`&channel=${encodeURIComponent(hostile)}`);
    expect(channelNames()).toEqual(NAMES);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(document.body.textContent).not.toContain('alert(1)');
  });

  it('a filtered page links to every channel', () => {
    renderPage('&channel=maya');
    fireEvent.click(screen.getByRole('link', { name: en['paymentInstructions.all'] }));
    expect(channelNames()).toEqual(NAMES);
  });

  it('links to the guide with pictures', () => {
    renderPage();
    fireEvent.click(screen.getByRole('link', { name: en['paymentInstructions.pictures'] }));
    expect(screen.getByTestId('where').textContent).toBe(`/paymentGuide?${SESSION}`);
  });
});

describe('instructionsData', () => {
  const t = (key: string) => `<${key}>`;

  it('shows literal texts as written and keys translated', () => {
    const config = {
      version: 1 as const,
      channels: [
        {
          id: 'gcash',
          name: { text: '<b>GCash</b>' },
          steps: [{ text: 'One' }, { key: 'paymentInstructions.gcash.step1' }, { text: 'Three' }],
        },
      ],
    } as unknown as typeof INSTRUCTIONS;
    expect(instructionsData('?channel=gcash', t, config)).toEqual({
      channels: [
        {
          id: 'gcash',
          name: '<b>GCash</b>',
          steps: ['One', '<paymentInstructions.gcash.step1>', 'Three'],
        },
      ],
      view: { filtered: true },
    });
  });

  it('a value the config does not have is no filter', () => {
    expect(instructionsData('?channel=maya&channel=gcash', t).view.filtered).toBe(true);
    expect(instructionsData('?channel=', t).channels).toHaveLength(3);
    expect(instructionsData('?channel=constructor', t).view.filtered).toBe(false);
  });
});
