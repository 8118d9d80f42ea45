// Property: every page controller, whatever its calls answer (mutations of the recorded
// default answers, bodies that are not JSON, HTTP errors, dropped connections), ends in a
// rendered page or a clear message with a way on: the loading indicator goes away, the
// title shows, and there is either the page's content or an alert with a button. A part a
// secondary call decorates says so itself when the call fails, and its own retry works. No
// uncaught error, no broken node, no endless spinner. Only the network under the axios clients
// is replaced (src/api/network.ts, an answer per endpoint); building the request, validating
// and settling stay real.
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { Component, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allEndpoints } from '../../src/api/all-endpoints';
import { bankFormLayout, cardInit } from '../../src/api/bank-endpoints';
import { problemInit } from '../../src/api/complaint-form-endpoints';
import { problemDetail } from '../../src/api/complaint-details-endpoints';
import { problemList } from '../../src/api/complaint-list-endpoints';
import type { Endpoint } from '../../src/api/endpoints';
import type { InternalAxiosRequestConfig } from 'axios';
import { contactKfInfo } from '../../src/api/endpoints';
import { failureNotice } from '../../src/api/joint-login-endpoints';
import { contract, loanDetailConfirm } from '../../src/api/newer-loan-confirm-endpoints';
import { olderAgreements, olderConfirmDetail } from '../../src/api/older-loan-confirm-endpoints';
import { loanDetails } from '../../src/api/order-endpoints';
import { repaymentWay } from '../../src/api/repay-card-endpoints';
import { delayDetail, loanPlayDetail } from '../../src/api/repayment-endpoints';
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
import RepayByCardPage from '../../src/pages/repay-by-card';
import RepayDelayPage from '../../src/pages/repay-delay';
import RepaymentPage from '../../src/pages/repayment';
import {
  answerFor,
  defaultAnswer,
  rawBody,
  wire,
  type Exchange,
  type RawBody,
  type Wire,
} from './arbitraries';
import { isMarkupWarning, recordConsole } from './render-check';
import { en } from '../../src/i18n/en';

/** The answer being rendered now, by endpoint path. */
const exchange = vi.hoisted(() => ({
  answers: new Map<string, Exchange>(),
  paths: [] as string[],
  /** The endpoint paths the page called, in order. */
  called: [] as string[],
}));

vi.mock('../../src/api/network', () => ({
  network: (config: InternalAxiosRequestConfig) => {
    // The endpoint's path: the clients add the base and the query.
    const pathname = config.url ?? '';
    const path = exchange.paths.find((p) => pathname.endsWith(p));
    if (path !== undefined) exchange.called.push(path);
    const answer = path === undefined ? undefined : exchange.answers.get(path);
    if (!answer) return Promise.reject(new Error(`no answer prepared for ${pathname}`));
    return answer(config);
  },
}));

const RUNS_PER_PAGE = 50;
/** How each page ended, over its runs: the property is not vacuous when both happen. */
const endings = new Map<string, { content: number; message: number }>();

interface PageCase {
  name: string;
  route: string;
  url: string;
  Page: ComponentType;
  endpoints: ReadonlyArray<Endpoint<unknown>>;
  /**
   * The message of a part a secondary call decorates (decision 034): when that call fails
   * the page shows and the part says so, with its own retry.
   */
  partFailure?: string;
}

const SESSION = 'userId=7&sessionId=s1';
/** A page of one loan, opened with its product and order; the agreements fail in their part. */
function loanPage(
  name: string,
  route: string,
  Page: ComponentType,
  endpoints: ReadonlyArray<Endpoint<unknown>>,
): PageCase {
  const url = `${route}?productId=PRD-1&orderId=O-9&${SESSION}`;
  return { name, route, url, Page, endpoints, partFailure: en['loanConfirm.agreementsFailed'] };
}

const pages: PageCase[] = [
  {
    name: 'customer service',
    route: '/customerService',
    url: `/customerService?${SESSION}`,
    Page: CustomerServicePage,
    endpoints: [contactKfInfo],
  },
  {
    name: 'complaint list',
    route: '/complaintList',
    url: `/complaintList?${SESSION}`,
    Page: ComplaintListPage,
    endpoints: [problemList],
  },
  {
    name: 'complaint types',
    route: '/complainPage',
    url: `/complainPage?${SESSION}&orderId=PH20250301001`,
    Page: ComplainPage,
    endpoints: [problemInit],
  },
  {
    name: 'complaint form',
    route: '/complainPageNext',
    url: `/complainPageNext?${SESSION}&problemType=1&problemSonType=12&orderNo=PH20250301001`,
    Page: ComplainPageNext,
    endpoints: [problemInit],
    partFailure: en['complainForm.titlesFailed'],
  },
  {
    name: 'complaint details',
    route: '/complainDetails',
    url: `/complainDetails?${SESSION}&problemId=1024`,
    Page: ComplainDetailsPage,
    endpoints: [problemDetail],
  },
  {
    name: 'bank account',
    route: '/bindBank',
    url: `/bindBank?${SESSION}&product_id=77`,
    Page: BindBankPage,
    endpoints: [cardInit, bankFormLayout],
  },
  loanPage('loan confirm', '/newLoanConfirm', NewLoanConfirmPage, [loanDetailConfirm, contract]),
  loanPage('loan confirm of period', '/loanConfirmPeriod', LoanConfirmPeriodPage, [
    loanDetailConfirm,
    contract,
  ]),
  loanPage('loan confirm, older', '/loanConfirm', OlderLoanConfirmPage, [
    olderConfirmDetail,
    olderAgreements,
  ]),
  loanPage('order', '/loanDetail', OrderDetailsPage, [loanDetails]),
  loanPage('joint-login failure', '/jointLoginFailure', JointLoginFailurePage, [failureNotice]),
  loanPage('instalment', '/repayment', RepaymentPage, [loanPlayDetail]),
  loanPage('rollover', '/repayDelay', RepayDelayPage, [delayDetail]),
  {
    name: 'repay by card',
    route: '/repayByCard',
    url: `/repayByCard?orderId=O-9&amount=523450&productId=PRD-1&${SESSION}`,
    Page: RepayByCardPage,
    endpoints: [repaymentWay],
  },
];

class CatchAll extends Component<{ onError: (e: unknown) => void; children: ReactNode }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? <p data-testid="page-crashed" /> : this.props.children;
  }
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

type Answer = { raw: RawBody; how: Wire };

function answersFor(endpoints: ReadonlyArray<Endpoint<unknown>>) {
  return fc.tuple(
    ...endpoints.map((endpoint) => fc.record({ raw: rawBody(defaultAnswer(endpoint)), how: wire })),
  ) as fc.Arbitrary<Answer[]>;
}

const log = recordConsole();
const text = (args: unknown[]) =>
  args.map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : '')).join(' ');
/** The transport's and the bank layout's own reports of a bad answer; dev-only markup warnings. */
const designedError = (args: unknown[]) =>
  text(args).startsWith('[api] ') || isMarkupWarning(text(args));
const designedWarning = (args: unknown[]) => /^\[(api|bank-layout|bridge)\] /.test(text(args));

beforeEach(() => {
  exchange.paths = allEndpoints.map((e) => e.path);
});

const loading = () => document.querySelector('[data-testid="loading"]');

/** Waits until the page has settled: no loading indicator, no lazy placeholder. */
async function settled(): Promise<void> {
  await waitFor(
    () => {
      expect(loading()).toBeNull();
      expect(document.querySelector('[data-lazy-placeholder]')).toBeNull();
    },
    { timeout: 3_000, interval: 5 },
  );
}

/** What is wrong with the settled page, if anything. */
function endStateProblems(): string[] {
  const problems: string[] = [];
  const title = document.querySelector('header h1')?.textContent?.trim() ?? '';
  if (!title) problems.push('no page title');
  if (document.querySelector('[data-testid="page-crashed"]')) problems.push('the page crashed');
  const broken = document.querySelectorAll('[data-node-error]');
  if (broken.length > 0) problems.push(`${broken.length} node(s) could not be shown`);
  const alert = document.querySelector('main [role="alert"]');
  const main = document.querySelector('main');
  if (alert) {
    if (!alert.textContent?.trim()) problems.push('an alert without a message');
    if (!alert.querySelector('button')) problems.push('an alert without a way on (no button)');
  } else if (!main?.textContent?.trim()) {
    problems.push('a blank page');
  }
  return problems;
}

/** Whether a decorated part of the page says its call failed. */
const partFailed = (message: string | undefined) =>
  message !== undefined && !!document.querySelector('main')?.textContent?.includes(message);

describe.each(pages)(
  '$name page on malformed answers',
  ({ name, route, url, Page, endpoints, partFailure }) => {
    afterAll(() => {
      // Over its runs a page both rendered answers and told of failures.
      if (!endings.has(name)) return; // the property itself failed and said why
      expect(endings.get(name)?.content).toBeGreaterThan(0);
      expect(endings.get(name)?.message).toBeGreaterThan(0);
    });

    it('ends in a rendered page or a clear message with a retry', async () => {
      await fc.assert(
        fc.asyncProperty(answersFor(endpoints), async (answers) => {
          exchange.answers = new Map(
            endpoints.map((endpoint, i) => {
              const { raw, how } = answers[i] as Answer;
              return [endpoint.path, answerFor(raw.text, how)];
            }),
          );
          const uncaught: unknown[] = [];
          const onError = (event: ErrorEvent) => {
            uncaught.push(event.error ?? event.message);
            event.preventDefault();
          };
          window.addEventListener('error', onError);
          const errorsBefore = log.errors.length;
          const warningsBefore = log.warnings.length;
          const problems: string[] = [];
          exchange.called = [];
          try {
            window.history.replaceState({}, '', url);
            render(
              <CatchAll onError={(e) => uncaught.push(e)}>
                <MemoryRouter initialEntries={[url]}>
                  <Routes>
                    <Route path={route} element={<Page />} />
                    <Route path="*" element={<Elsewhere />} />
                  </Routes>
                </MemoryRouter>
              </CatchAll>,
            );
            await settled();
            problems.push(...endStateProblems());
            const ending = endings.get(name) ?? { content: 0, message: 0 };
            if (document.querySelector('main [role="alert"]') || partFailed(partFailure)) {
              ending.message += 1;
            } else ending.content += 1;
            endings.set(name, ending);
            for (const endpoint of endpoints) {
              if (!exchange.called.includes(endpoint.path)) {
                problems.push(`never called ${endpoint.path}`);
              }
            }
            // A failure offers a retry that loads again and settles again.
            const retry = document.querySelector<HTMLButtonElement>('main [role="alert"] button');
            if (retry && document.querySelector('[data-testid="error-state"]')) {
              await act(async () => {
                fireEvent.click(retry);
              });
              await settled();
              problems.push(...endStateProblems().map((p) => `after retry: ${p}`));
            }
            // A part that failed offers its own retry; the page stays whatever it answers.
            if (partFailed(partFailure)) {
              const partRetry = [
                ...document.querySelectorAll<HTMLButtonElement>('main button'),
              ].find((button) => button.textContent === en['common.retry']);
              if (!partRetry) problems.push('a failed part without its own retry');
              else {
                await act(async () => {
                  fireEvent.click(partRetry);
                });
                await settled();
                problems.push(...endStateProblems().map((p) => `after the part's retry: ${p}`));
              }
            }
          } catch (error) {
            problems.push(`did not settle: ${String(error).slice(0, 300)}`);
          } finally {
            cleanup();
            window.removeEventListener('error', onError);
          }
          for (const error of uncaught) problems.push(`uncaught: ${String(error)}`);
          for (const args of log.errors.slice(errorsBefore)) {
            if (!designedError(args)) problems.push(`console.error: ${text(args).slice(0, 300)}`);
          }
          for (const args of log.warnings.slice(warningsBefore)) {
            if (!designedWarning(args)) problems.push(`console.warn: ${text(args).slice(0, 300)}`);
          }
          expect(problems).toEqual([]);
        }),
        { numRuns: RUNS_PER_PAGE },
      );
    }, 60_000);
  },
);
