// The repayment pages in a real browser against the production build: the 2-row fold, the
// banner, the channel sheet and the exact generate-vcode bodies, the navigation to payUrl, the
// saved record and both code pages, and copy with the clipboard allowed and refused.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import instalment from '../../fixtures/api/v3/installment/loan-play-detail/default.json';
import delay from '../../fixtures/api/previously/actually/default.json';
import { en } from '../../src/i18n/en';
import {
  SESSION,
  bridgeCalls,
  clearFixtureRequests,
  expectCleanPage,
  phoneBrowser,
  previewUrl,
  requestsTo,
  waitForApp,
  waitVisible,
} from './harness';

const INSTALMENT = '/v3/installment/loan-play-detail';
const VCODE = '/v3/loan-details/generate-vcode';
const DELAY = '/previously/actually';
const QUERY = 'productId=PRD-1&orderId=O-9';

const phone = phoneBrowser();
/** A phone's browser keeps a page left for another document: Back shows it as it was. */
const cached = phoneBrowser({ backForwardCache: true });

beforeEach(async () => {
  await clearFixtureRequests();
});

async function open(path: string, scenario?: Record<string, string>) {
  const page = await phone.open(path, scenario ? { scenario } : undefined);
  await waitForApp(page);
  return page;
}

async function openInstalment(scenario?: Record<string, string>) {
  const page = await open(`/repayment?${QUERY}`, scenario);
  await waitVisible(page.getByText('Peso Flex'));
  return page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const toast = (page: Page, text: string) => waitVisible(page.getByText(text, { exact: true }));

/** Lets the page write to the clipboard, or refuses it as a site's Permissions-Policy does. */
async function clipboard(page: Page, allowed: boolean) {
  if (allowed) {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: previewUrl(),
    });
    return;
  }
  await page.route(
    (url) => !url.pathname.startsWith('/amenities') && !url.pathname.startsWith('/assets'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'permissions-policy': 'clipboard-write=()' },
      });
    },
  );
}

async function choosePayment(page: Page, channel?: string) {
  await button(page, en['repay.paymentMethod']).tap();
  const sheet = page.getByRole('dialog', { name: en['repay.paymentMethod'] });
  await waitVisible(sheet);
  if (channel) await sheet.getByRole('radio', { name: channel }).tap();
  return sheet;
}

describe('instalment page', () => {
  it('shows the order folded to 2 detail rows; more and hide unfold and fold', async () => {
    const page = await openInstalment({ [INSTALMENT]: 'many-details' });
    const details = page.getByRole('region', { name: en['repay.details'] });
    expect(await details.getByRole('listitem').count()).toBe(2);
    await details.getByRole('button', { name: 'more' }).tap();
    expect(await details.getByRole('listitem').count()).toBe(12);
    await details.getByRole('button', { name: 'hide' }).tap();
    expect(await details.getByRole('listitem').count()).toBe(2);
    await expectCleanPage(page);
    const [request] = await requestsTo(INSTALMENT);
    expect(request?.body).toMatchObject({ productId: 'PRD-1', orderId: 'O-9' });
    expect(request?.query).toMatchObject(SESSION);
  });

  it('the instruction banner opens reyTopUrl; without isShowReyTop 1 there is none', async () => {
    const page = await openInstalment();
    await page.getByRole('button', { name: /instructions/ }).tap();
    await page.waitForURL(/how-to-repay\.html/);
    const bare = await openInstalment({ [INSTALMENT]: 'no-banner' });
    expect(await bare.getByText(/instructions/i).count()).toBe(0);
  });

  it.each(['hostile-banner', 'banner-no-url'])(
    'a refused or absent banner URL (%s) opens the in-app payment instructions',
    async (scenario) => {
      const page = await openInstalment({ [INSTALMENT]: scenario });
      await page.getByRole('button', { name: /instructions/ }).tap();
      await page.waitForURL((url) => url.pathname === '/paymentInstructions');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(SESSION);
      await waitVisible(
        page.getByRole('heading', { level: 1, name: en['page.paymentInstructions'] }),
      );
      expect(await page.getByText(en['error.linkBlocked']).count()).toBe(0);
    },
  );

  it('the sheet chooses the first channel; Payment sends one generate-vcode and goes to payUrl', async () => {
    const page = await openInstalment();
    const sheet = await choosePayment(page);
    await waitVisible(sheet.getByText(en['repay.chooseHint']));
    expect(await sheet.getByRole('radio', { name: 'GCash' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await expectCleanPage(page);
    await sheet.getByRole('radio', { name: 'Maya' }).tap();
    expect(await sheet.getByRole('radio', { name: 'Maya' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await sheet.getByRole('button', { name: en['repay.pay'], exact: true }).tap();
    await page.waitForURL(/\/__fixtures\/documents\/pay\.html/);
    const requests = await requestsTo(VCODE);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({
      productId: 'PRD-1',
      orderId: 'O-9',
      amount: '523450',
      channelNumber: '90007',
      product_id: 'PRD-1',
    });
  });

  it('back from the payment page with the sheet still open, Back closes the sheet and stays', async () => {
    const page = await cached.open(`/repayment?${QUERY}`);
    await waitVisible(page.getByText('Peso Flex'));
    const sheet = await choosePayment(page);
    await page.evaluate(() => Object.assign(window, { leftFromHere: true }));
    await sheet.getByRole('button', { name: en['repay.pay'], exact: true }).tap();
    await page.waitForURL(/pay\.html/);
    // A page restored from the cache fires no load event: wait for the address only.
    await page.goBack({ waitUntil: 'commit' });
    await waitVisible(sheet);
    expect(await page.evaluate(() => 'leftFromHere' in window)).toBe(true);
    await page.goBack({ waitUntil: 'commit' });
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/repayment');
    await waitVisible(page.getByText('Peso Flex'));
    expect(await requestsTo(VCODE)).toHaveLength(1);
  });

  it('a double tap on Payment sends one request', async () => {
    const page = await openInstalment({ [VCODE]: 'slow' });
    const sheet = await choosePayment(page);
    await sheet.getByRole('button', { name: en['repay.pay'], exact: true }).dblclick();
    await page.waitForURL(/pay\.html/, { timeout: 20_000 });
    expect(await requestsTo(VCODE)).toHaveLength(1);
  });

  it('a hostile payUrl is refused with a message; the page stays and can pay again', async () => {
    const page = await openInstalment({ [VCODE]: 'hostile-host' });
    const sheet = await choosePayment(page);
    const pay = sheet.getByRole('button', { name: en['repay.pay'], exact: true });
    await pay.tap();
    await toast(page, en['error.linkBlocked']);
    expect(new URL(page.url()).pathname).toBe('/repayment');
    await pay.tap();
    await expect.poll(async () => (await requestsTo(VCODE)).length).toBe(2);
  });

  it('copy with the clipboard allowed puts the code there and says "copy success"', async () => {
    const page = await openInstalment();
    await clipboard(page, true);
    await button(page, en['repay.copy']).tap();
    await toast(page, en['common.copySuccess']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('7781234590123');
    expect(new URL(page.url()).pathname).toBe('/repayment');
  });

  it('copy with the async clipboard refused (as Android web views do) copies all the same', async () => {
    const page = await phone.open(`/repayment?${QUERY}`, {
      beforeNavigate: async (p) => {
        await clipboard(p, false);
        await p.context().grantPermissions(['clipboard-read'], { origin: previewUrl() });
      },
    });
    await waitVisible(page.getByText('Peso Flex'));
    await button(page, en['repay.copy']).tap();
    await toast(page, en['common.copySuccess']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('7781234590123');
  });

  it('copy that no way of copying allows says so, never "copy success"', async () => {
    const page = await phone.open(`/repayment?${QUERY}`, {
      beforeNavigate: async (p) => {
        await clipboard(p, false);
        await p.addInitScript(() => {
          document.execCommand = () => false;
        });
      },
    });
    await waitVisible(page.getByText('Peso Flex'));
    await button(page, en['repay.copy']).tap();
    await toast(page, en['error.copyFailed']);
    expect(await page.getByText(en['common.copySuccess']).count()).toBe(0);
  });

  it('the card saves the record and opens /repaymentOfCode2, which a reload keeps', async () => {
    const page = await openInstalment();
    await page.getByText('GCash Bills Pay').tap();
    await page.waitForURL(/\/repaymentOfCode2\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(SESSION);
    const saved = await page.evaluate(() => localStorage.getItem('repaymentInfo'));
    // The answer as received, and the borrower it was saved for.
    expect(JSON.parse(saved ?? 'null')).toEqual({ ...instalment.data, savedFor: SESSION.userId });
    for (const visit of ['first', 'reload']) {
      if (visit === 'reload') await page.reload();
      await waitVisible(page.getByText('7781234590123'));
      await waitVisible(page.getByText('₱5,234.50'));
      const groups = page.getByRole('heading', { level: 3 });
      expect(await groups.allInnerTexts()).toEqual([
        'Pay in the GCash app',
        'Pay over the counter',
      ]);
    }
    await expectCleanPage(page);
  });
});

describe('rollover/delay page', () => {
  it('shows the header, Plan and the barcode; pays the delay amount with isDelay=1', async () => {
    const page = await open(`/repayDelay?${QUERY}`);
    await waitVisible(page.getByText('Your next payment date is 2025-07-22'));
    expect(await page.getByRole('region', { name: 'Plan' }).getByRole('listitem').count()).toBe(2);
    await button(page, en['repay.showBarcode']).tap();
    const modal = page.getByRole('dialog', { name: en['repay.barcodeTitle'] });
    await waitVisible(modal.getByRole('img', { name: 'Barcode 5550001112223' }));
    await expectCleanPage(page);
    await modal.getByRole('button', { name: en['common.close'], exact: true }).first().tap();
    await modal.waitFor({ state: 'detached' });

    const sheet = await choosePayment(page, '7-Eleven');
    await sheet.getByRole('button', { name: en['repay.pay'], exact: true }).tap();
    await page.waitForURL(/pay\.html/);
    const [request] = await requestsTo(VCODE);
    expect(request?.body).toEqual({
      productId: 'PRD-1',
      orderId: 'O-9',
      amount: '120000',
      channelNumber: '90010',
      isDelay: '1',
      product_id: 'PRD-1',
    });
    expect((await requestsTo(DELAY))[0]?.body).toMatchObject({
      productId: 'PRD-1',
      orderId: 'O-9',
    });
  });

  it('a saved delay record shows the delay amount as the total', async () => {
    const page = await open(`/repayDelay?${QUERY}`);
    await page.getByText('GCash Bills Pay').tap();
    await page.waitForURL(/\/repaymentOfCode2\?/);
    await waitVisible(page.getByText('5550001112223'));
    await waitVisible(page.getByText('₱1,200.00'));
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('repaymentInfo'))) ?? ''),
    ).toEqual({ ...delay.data, savedFor: SESSION.userId });
  });
});

describe('/repaymentOfCode2 without a usable record', () => {
  it('a corrupt record shows the note, the 6 default steps and a Back that goes back', async () => {
    const page = await openInstalment();
    await page.evaluate(() => localStorage.setItem('repaymentInfo', '{"defDetail": '));
    await page.goto(`${previewUrl()}/repaymentOfCode2`);
    await waitVisible(page.getByText(en['repayCode.noRecord']));
    const steps = page.locator('ol');
    expect(await steps.count()).toBe(1);
    expect(await steps.getByRole('listitem').count()).toBe(6);
    await expectCleanPage(page);
    // The page's own Back, not the title bar's.
    await page
      .getByRole('main')
      .getByRole('button', { name: en['common.back'], exact: true })
      .tap();
    await page.waitForURL(/\/repayment\?/);
    expect(await bridgeCalls(page)).toEqual([]);
  });
});

describe('/repaymentOfCode', () => {
  it('showType 1: the amount, the code with Copy and the channel image', async () => {
    const img = encodeURIComponent(instalment.data.defDetail.logo);
    const page = await open(
      `/repaymentOfCode?showType=1&amount=523450&payCode=7781234590123&channelImg=${img}`,
    );
    await waitVisible(page.getByText(en['repayByCode.amount']));
    await waitVisible(page.getByText('₱5,234.50'));
    await waitVisible(page.getByRole('img', { name: en['repayByCode.channel'] }));
    await clipboard(page, true);
    await button(page, en['repay.copy']).tap();
    await toast(page, en['common.copySuccess']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('7781234590123');
    await expectCleanPage(page);
  });

  it('any other showType: a QR code named "QR code" and the 5 scan tips, no Copy', async () => {
    const page = await open('/repaymentOfCode?showType=2&amount=523450&payCode=7781234590123');
    await waitVisible(page.getByRole('img', { name: en['repayByCode.qr'] }));
    expect(
      await page
        .getByRole('list', { name: en['repayCode.scanTitle'] })
        .getByRole('listitem')
        .count(),
    ).toBe(5);
    expect(await button(page, en['repay.copy']).count()).toBe(0);
    await expectCleanPage(page);
  });

  it('a malformed code shows a message, never an empty code', async () => {
    const page = await open(
      `/repaymentOfCode?showType=1&amount=100&payCode=${encodeURIComponent('<b>x</b>')}`,
    );
    await waitVisible(page.getByText(en['repayByCode.invalid']));
    expect(await page.locator('b').count()).toBe(0);
  });
});
