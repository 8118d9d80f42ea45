// The payment-way hash routes of SPEC §1/§2 in a real browser against the production build:
// each leads to a real page of this app with the query (the session, the hash's own query)
// kept, the page's own calls sent; a fragment link on a live page does the same; and
// repayment by card with no card offers the card binding.
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import {
  SESSION,
  clearFixtureRequests,
  expectCleanPage,
  phoneBrowser,
  requestsTo,
  waitForApp,
  waitVisible,
} from './harness';

const phone = phoneBrowser();

beforeEach(async () => {
  await clearFixtureRequests();
});

const at = (url: string) => {
  const parsed = new URL(url);
  return {
    path: parsed.pathname,
    query: Object.fromEntries(parsed.searchParams),
    hash: parsed.hash,
  };
};

describe('payment-way hash routes', () => {
  it('#/borrowDetail/ → the order, loaded with the query inside the hash', async () => {
    const page = await phone.open('/#/borrowDetail/?orderId=O-9&productId=PRD-1');
    await page.waitForURL((url) => url.pathname === '/order');
    expect(at(page.url())).toEqual({
      path: '/order',
      query: { ...SESSION, orderId: 'O-9', productId: 'PRD-1' },
      hash: '',
    });
    await waitVisible(page.getByRole('heading', { level: 1, name: en['page.order'] }));
    await waitVisible(page.getByRole('region', { name: en['order.status'] }));
    const [order] = await requestsTo('/v3/loan-details/loan-details');
    expect(order?.query).toMatchObject({ ...SESSION, orderId: 'O-9', productId: 'PRD-1' });
    await expectCleanPage(page);
  });

  it('#/addnormalcard → the card binding for the product', async () => {
    const page = await phone.open('/#/addnormalcard?product_id=PRD-1');
    await page.waitForURL((url) => url.pathname === '/bindBank');
    expect(at(page.url()).query).toEqual({ ...SESSION, product_id: 'PRD-1' });
    await waitVisible(page.getByRole('heading', { level: 1, name: en['bank.title'] }));
    await waitForApp(page);
    await expect.poll(async () => (await requestsTo('/v3/bind-card/card-init')).length).toBe(1);
    const [init] = await requestsTo('/v3/bind-card/card-init');
    expect(init?.body).toMatchObject({ product_id: 'PRD-1' });
  });

  it('#/alipayrepayment → repayment by card, with Pay online', async () => {
    const page = await phone.open('/#/alipayrepayment?orderId=O-9&amount=523450&productId=PRD-1');
    await page.waitForURL((url) => url.pathname === '/repayByCard');
    expect(at(page.url()).query).toEqual({
      ...SESSION,
      orderId: 'O-9',
      amount: '523450',
      productId: 'PRD-1',
    });
    await waitVisible(page.getByRole('heading', { level: 1, name: en['page.repayByCard'] }));
    await waitVisible(page.getByRole('button', { name: en['card.payOnline'], exact: true }));
    expect(await requestsTo('/api/v1/loan/repayment-way')).toHaveLength(1);
    await expectCleanPage(page);
  });

  it('#/downloadTemplate → the landing’s download screen', async () => {
    const page = await phone.open('/#/downloadTemplate', { session: false });
    await page.waitForURL((url) => url.pathname === '/promotion');
    expect(at(page.url())).toEqual({ path: '/promotion', query: {}, hash: '#/downloadTemplate' });
    await waitVisible(page.getByRole('heading', { level: 1, name: en['promo.download.title'] }));
    await expectCleanPage(page);
  });

  it('#/agreementTemplate → the loan terms and conditions', async () => {
    const page = await phone.open('/#/agreementTemplate');
    await page.waitForURL((url) => url.pathname === '/loanAgreement');
    expect(at(page.url()).query).toEqual({ ...SESSION });
    await waitVisible(page.getByRole('heading', { level: 1, name: en['page.loanAgreement'] }));
    await expectCleanPage(page);
  });

  it('on any path, and as a fragment link on a page already open', async () => {
    const page = await phone.open('/no-such-page#/agreementTemplate');
    await page.waitForURL((url) => url.pathname === '/loanAgreement');
    await waitVisible(page.getByRole('heading', { level: 1, name: en['page.loanAgreement'] }));

    const live = await phone.open('/customerService');
    await waitForApp(live);
    await waitVisible(live.getByRole('heading', { level: 1, name: en['cs.title'] }));
    await live.evaluate(() => {
      window.location.hash = '#/borrowDetail/?orderId=O-9&productId=PRD-1';
    });
    await live.waitForURL((url) => url.pathname === '/order');
    expect(at(live.url()).query).toEqual({ ...SESSION, orderId: 'O-9', productId: 'PRD-1' });
    await waitVisible(live.getByRole('region', { name: en['order.status'] }));
    // The hash's page took the fragment's entry: Back returns to where the borrower was.
    await live.goBack();
    await live.waitForURL((url) => url.pathname === '/customerService');
    await waitVisible(live.getByRole('heading', { level: 1, name: en['cs.title'] }));
  });
});

describe('repayment by card with no card', () => {
  it('offers to add one: the card binding, with the session and the product', async () => {
    const page = await phone.open('/repayByCard?orderId=O-9&amount=523450&productId=PRD-1', {
      scenario: { '/api/v1/loan/repayment-way': 'no-cards' },
    });
    await waitForApp(page);
    await waitVisible(page.getByText(en['card.noCards']));
    await expectCleanPage(page);
    await page.getByRole('button', { name: en['card.addCard'], exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/bindBank');
    expect(at(page.url()).query).toEqual({ ...SESSION, product_id: 'PRD-1' });
    await waitVisible(page.getByRole('heading', { level: 1, name: en['bank.title'] }));
  });
});
