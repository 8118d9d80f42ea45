// Property: every page shows what its answers mean, however a real back end words them
// (issue "Tolerant reading"; tests/property/rewrites.ts): with unknown fields added, numbers
// sent as text, flags as booleans, null for optional values and keys reordered, each text of
// the answers that the page shows for the answer they mean (names, titles, amounts) is on
// screen, and no page fails where the meant answer did not. Only the network under the axios clients is
// replaced (src/api/network.ts); requests, reading and rendering stay real.
import { cleanup, render, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import type { ComponentType } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allEndpoints } from '../../src/api/all-endpoints';
import type { Endpoint } from '../../src/api/endpoints';
import type { InternalAxiosRequestConfig } from 'axios';
import { formatMoney } from '../../src/lib/format';
import BindBankPage from '../../src/pages/bind-bank';
import ComplainDetailsPage from '../../src/pages/complain-details';
import ComplainPage from '../../src/pages/complain-page';
import ComplainPageNext from '../../src/pages/complain-page-next';
import ComplaintListPage from '../../src/pages/complaint-list';
import CustomerServicePage from '../../src/pages/customer-service';
import JointLoginFailurePage from '../../src/pages/joint-login-failure';
import OlderLoanConfirmPage from '../../src/pages/loan-confirm';
import LoanConfirmPeriodPage from '../../src/pages/loan-confirm-period';
import NewLoanConfirmPage from '../../src/pages/new-loan-confirm';
import OrderDetailsPage from '../../src/pages/order-details';
import PromotionPage from '../../src/pages/promotion';
import RepayByCardPage from '../../src/pages/repay-by-card';
import RepayDelayPage from '../../src/pages/repay-delay';
import RepaymentPage from '../../src/pages/repayment';
import { MemoryRouter, Route, Routes } from '../router';
import { defaultAnswer, type Json } from './arbitraries';
import { recordConsole } from './render-check';
import { applyRewrite, rewriteOf, type Rewrite } from './rewrites';

/** The answer each endpoint gives now, by path. */
const exchange = vi.hoisted(() => ({
  answers: new Map<string, string>(),
  called: new Set<string>(),
}));

vi.mock('../../src/api/network', () => ({
  network: (config: InternalAxiosRequestConfig) => {
    // The endpoint's path: the clients add the base and the query.
    const pathname = config.url ?? '';
    const path = [...exchange.answers.keys()].find((p) => pathname.endsWith(p));
    if (path === undefined) return Promise.reject(new Error(`no answer for ${pathname}`));
    exchange.called.add(path);
    return Promise.resolve({
      data: exchange.answers.get(path)!,
      status: 200,
      statusText: '',
      headers: {},
      config,
    });
  },
}));

const RUNS_PER_PAGE = Number(process.env.TOLERANT_RUNS ?? 10);
const SESSION = 'userId=7&sessionId=s1';
const LOAN = `productId=PRD-1&orderId=O-9&${SESSION}`;

const pages: Array<{ name: string; route: string; query: string; Page: ComponentType }> = [
  {
    name: 'customer service',
    route: '/customerService',
    query: SESSION,
    Page: CustomerServicePage,
  },
  { name: 'complaint list', route: '/complaintList', query: SESSION, Page: ComplaintListPage },
  {
    name: 'complaint types',
    route: '/complainPage',
    query: `${SESSION}&orderId=PH20250301001`,
    Page: ComplainPage,
  },
  {
    name: 'complaint form',
    route: '/complainPageNext',
    query: `${SESSION}&problemType=1&problemSonType=12&orderNo=PH20250301001`,
    Page: ComplainPageNext,
  },
  {
    name: 'complaint details',
    route: '/complainDetails',
    query: `${SESSION}&problemId=1024`,
    Page: ComplainDetailsPage,
  },
  {
    name: 'bank account',
    route: '/bindBank',
    query: `${SESSION}&product_id=77`,
    Page: BindBankPage,
  },
  { name: 'loan confirm v3', route: '/newLoanConfirm', query: LOAN, Page: NewLoanConfirmPage },
  {
    name: 'loan confirm period',
    route: '/loanConfirmPeriod',
    query: LOAN,
    Page: LoanConfirmPeriodPage,
  },
  { name: 'loan confirm, older', route: '/loanConfirm', query: LOAN, Page: OlderLoanConfirmPage },
  { name: 'order', route: '/loanDetail', query: LOAN, Page: OrderDetailsPage },
  {
    name: 'joint-login failure',
    route: '/jointLoginFailure',
    query: LOAN,
    Page: JointLoginFailurePage,
  },
  { name: 'instalment', route: '/repayment', query: LOAN, Page: RepaymentPage },
  { name: 'rollover', route: '/repayDelay', query: LOAN, Page: RepayDelayPage },
  {
    name: 'repay by card',
    route: '/repayByCard',
    query: `orderId=O-9&amount=523450&productId=PRD-1&${SESSION}`,
    Page: RepayByCardPage,
  },
  {
    name: 'promotion',
    route: '/promotion',
    query: 'templateId=T-1&user_from=fb&invite_code=INV-1',
    Page: PromotionPage,
  },
];

const defaults = new Map(allEndpoints.map((e) => [e.path, defaultAnswer(e)]));

function rewrites(endpoints: ReadonlyArray<Endpoint<unknown>>): fc.Arbitrary<Rewrite[]> {
  return fc.tuple(...endpoints.map((e) => rewriteOf(e, defaults.get(e.path)!)));
}

/** Texts of an answer a page may show: its strings, and its whole numbers as money. */
function answerTexts(answer: Json): string[] {
  if (Array.isArray(answer)) return answer.flatMap(answerTexts);
  if (typeof answer === 'object' && answer !== null)
    return Object.values(answer).flatMap(answerTexts);
  if (typeof answer === 'string') {
    const text = answer.trim();
    return text.length >= 2 && !/^(data:|https?:|\/)/.test(text) ? [text] : [];
  }
  return typeof answer === 'number' && Number.isInteger(answer) && answer >= 100
    ? [formatMoney(answer)]
    : [];
}

const loading = () =>
  document.querySelector('[data-testid="loading"], [data-lazy-placeholder], [aria-busy="true"]');

/** Renders the page on these answers, by path; what it shows, once settled. */
async function shown(
  page: (typeof pages)[number],
  answers: Map<string, Json>,
): Promise<{ text: string; failed: boolean; called: string[] }> {
  exchange.answers = new Map([...answers].map(([path, answer]) => [path, JSON.stringify(answer)]));
  exchange.called = new Set();
  const url = `${page.route}?${page.query}`;
  window.history.replaceState({}, '', url);
  localStorage.clear();
  sessionStorage.clear();
  const { Page } = page;
  try {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={page.route} element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    // Settled: a screen (or the page's error) is drawn and nothing is loading, twice over, so
    // that a part loading after the rest (a secondary call) has had its turn.
    for (let pass = 0; pass < 2; pass += 1)
      await waitFor(
        () => {
          expect(
            document.querySelector('[data-screen], [data-testid="error-state"]'),
          ).not.toBeNull();
          expect(loading()).toBeNull();
        },
        { timeout: 3_000, interval: 5 },
      );
    return {
      text: document.body.textContent ?? '',
      failed: document.querySelector('[data-testid="error-state"]') !== null,
      called: [...exchange.called],
    };
  } finally {
    cleanup();
  }
}

recordConsole();
/** Per page, how many answer texts the runs checked: the property is not vacuous. */
const checked = new Map<string, number>();

beforeEach(() => {
  window.__bridgeCalls = [];
});

describe.each(pages)('$name page on reworded answers', (page) => {
  afterAll(() => {
    if (checked.has(page.name)) expect(checked.get(page.name)).toBeGreaterThanOrEqual(2);
  });

  it('shows everything the meant answers show', async () => {
    // The calls the page makes on the recorded answers are the ones reworded.
    const { called } = await shown(page, defaults);
    const endpoints = allEndpoints.filter((e) => called.includes(e.path));
    expect(endpoints.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(rewrites(endpoints), async (chosen) => {
        const sent = new Map(defaults);
        const meant = new Map(defaults);
        endpoints.forEach((endpoint, i) => {
          const pair = applyRewrite(defaults.get(endpoint.path)!, chosen[i]!);
          sent.set(endpoint.path, pair.sent);
          meant.set(endpoint.path, pair.meant);
        });
        const expected = await shown(page, meant);
        const actual = await shown(page, sent);
        const texts = new Set(expected.called.flatMap((path) => answerTexts(meant.get(path)!)));
        const missing = [...texts].filter(
          (text) => expected.text.includes(text) && !actual.text.includes(text),
        );
        checked.set(
          page.name,
          (checked.get(page.name) ?? 0) +
            [...texts].filter((t) => expected.text.includes(t)).length,
        );
        expect({ missing, failed: actual.failed }).toEqual({
          missing: [],
          failed: expected.failed,
        });
      }),
      { numRuns: RUNS_PER_PAGE },
    );
  }, 120_000);
});
