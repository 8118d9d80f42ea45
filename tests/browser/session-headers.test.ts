// The client headers of SPEC §7 come from the page query (`building`/`gather` for the JSON
// client, `swift`/`eyes` for the form client). They travel with the session on every in-app
// navigation (SPEC §6), so a page reached by a tap sends what the first page sent: asserted
// on the fixture server's request log, page after page, for both clients.
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import {
  SESSION,
  clearFixtureRequests,
  expectNoViolations,
  phoneBrowser,
  requestsTo,
  waitForApp,
  waitVisible,
} from './harness';

const HEADERS = { building: 'b-17', gather: 'g-42', swift: 's-7', eyes: 'e-9' } as const;
const HEADER_QUERY = new URLSearchParams(HEADERS).toString();

const phone = phoneBrowser();

beforeEach(async () => {
  await clearFixtureRequests();
});

/** The query of the page the tab shows now. */
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('the client headers travel with the session', () => {
  it('customer service → complaint types (form client) → complaint list (JSON client)', async () => {
    const page = await phone.open(`/customerService?${HEADER_QUERY}`);
    await waitForApp(page);
    await expect
      .poll(async () => (await requestsTo('/v3/personal-center/contact-kf-info')).length)
      .toBe(1);
    const [first] = await requestsTo('/v3/personal-center/contact-kf-info');
    expect(first?.headers).toMatchObject({ building: 'b-17', gather: 'g-42' });

    // Second page: reached by a tap; its problem-init goes through the form client.
    await page.getByRole('link', { name: en['cs.complaint'] }).tap();
    await page.waitForURL((url) => url.pathname === '/complainPage');
    expect(queryOf(page.url())).toMatchObject({ ...SESSION, ...HEADERS });
    await expect.poll(async () => (await requestsTo('/user-problem/problem-init')).length).toBe(1);
    const [init] = await requestsTo('/user-problem/problem-init');
    expect(init?.headers).toMatchObject({ swift: 's-7', eyes: 'e-9' });
    expect(init?.query).toMatchObject(SESSION);
    // The header values are headers, never part of the call's common query.
    for (const name of Object.keys(HEADERS)) expect(init?.query).not.toHaveProperty(name);

    // Third page: the JSON client again, two navigations away from the first.
    await page.getByRole('link', { name: en['complainForm.myComplaints'] }).tap();
    await page.waitForURL((url) => url.pathname === '/complaintList');
    expect(queryOf(page.url())).toMatchObject({ ...SESSION, ...HEADERS });
    await expect.poll(async () => (await requestsTo('/user-problem/problem-list')).length).toBe(1);
    const [list] = await requestsTo('/user-problem/problem-list');
    expect(list?.headers).toMatchObject({ building: 'b-17', gather: 'g-42' });
    await expectNoViolations(page);
  });

  it('order details → repayment: a status button leads on with the headers', async () => {
    const page = await phone.open(`/loanDetail?orderId=O-9&productId=PRD-1&${HEADER_QUERY}`);
    await waitForApp(page);
    await expect
      .poll(async () => (await requestsTo('/v3/loan-details/loan-details')).length)
      .toBe(1);
    const [order] = await requestsTo('/v3/loan-details/loan-details');
    expect(order?.headers).toMatchObject({ building: 'b-17', gather: 'g-42' });

    await page.getByRole('button', { name: en['order.repayment'], exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/repayment');
    expect(queryOf(page.url())).toMatchObject({ ...SESSION, ...HEADERS, orderId: 'O-9' });
    await waitVisible(page.getByText('Peso Flex'));
    const [detail] = await requestsTo('/v3/installment/loan-play-detail');
    expect(detail?.headers).toMatchObject({ building: 'b-17', gather: 'g-42' });
    await expectNoViolations(page);
  });
});
