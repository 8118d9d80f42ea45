// /customerService in a real browser against the production build: the contacts from the
// fixture API, the exact request the app sends, the way to the complaint pages, and every
// failure the transport must turn into a readable error with a retry.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import {
  SESSION,
  clearFixtureRequests,
  expectCleanPage,
  phoneBrowser,
  requestsTo,
  setScenario,
  waitVisible,
} from './harness';

const ENDPOINT = '/v3/personal-center/contact-kf-info';
// fixtures/api/v3/personal-center/contact-kf-info/default.json and error.json
const TELEPHONE = '0917 123 4567';
const EMAIL = 'cs@lender.example';
const ERROR_MESSAGE =
  "We can't load our contact details right now. Please try again in a few minutes.";

const phone = phoneBrowser();

beforeEach(async () => {
  await clearFixtureRequests();
});

async function expectContacts(p: Page): Promise<void> {
  const main = p.getByRole('main');
  await waitVisible(main.getByText(EMAIL));
  // Each value sits in its own labelled row.
  const telephoneRow = main.locator('dl > div', {
    has: p.getByText(en['cs.telephone'], { exact: true }),
  });
  await expect.poll(() => telephoneRow.locator('dd').innerText()).toBe(TELEPHONE);
  const emailRow = main.locator('dl > div', { has: p.getByText(en['cs.email'], { exact: true }) });
  await expect.poll(() => emailRow.locator('dd').innerText()).toBe(EMAIL);
}

function errorState(p: Page) {
  return p.getByRole('alert').filter({ has: p.getByRole('button', { name: en['common.retry'] }) });
}

describe('/customerService with the default fixture', () => {
  it('shows the telephone and the e-mail as a mailto: link', async () => {
    const page = await phone.open('/customerService');
    await waitVisible(page.getByRole('heading', { level: 1, name: en['cs.title'] }));
    await expectContacts(page);
    const mail = page.getByRole('link', { name: EMAIL });
    expect(await mail.getAttribute('href')).toBe(`mailto:${EMAIL}`);
    await expectCleanPage(page);
  });

  it('inside the app a tap on the number asks the app to call it, not a tel: link', async () => {
    const page = await phone.open('/customerService', {
      beforeNavigate: async (p) => {
        await p.addInitScript(() => {
          const w = window as unknown as { android: object; calls: string[] };
          w.calls = [];
          w.android = { callPhone: (json: string) => w.calls.push(json), closeWebView: () => {} };
        });
      },
    });
    await expectContacts(page);
    expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
    await page.getByRole('button', { name: TELEPHONE }).tap();
    const calls = () => page.evaluate(() => (window as unknown as { calls: string[] }).calls);
    await expect.poll(calls).toHaveLength(1);
    expect(JSON.parse((await calls())[0] ?? '')).toMatchObject({ phone: TELEPHONE });
    expect(new URL(page.url()).pathname).toBe('/customerService');
  });

  it('sends POST contact-kf-info with overall=30, the session and the client headers', async () => {
    const page = await phone.open('/customerService?building=b1&gather=g1');
    await expectContacts(page);
    const calls = await requestsTo(ENDPOINT);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ overall: '30' });
    expect(call?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(call?.headers.building).toBe('b1');
    expect(call?.headers.gather).toBe('g1');
    expect(call?.query).toMatchObject(SESSION);
    expect(call?.scenario).toBe('default');
    await expectCleanPage(page);
  });

  it('goes to /complainPage with the session parameters when the complaint link is tapped', async () => {
    const page = await phone.open('/customerService');
    await expectContacts(page);
    await expectCleanPage(page);
    await page.getByRole('link', { name: en['cs.complaint'] }).tap();
    await page.waitForURL((url) => url.pathname === '/complainPage');
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject(SESSION);
    await waitVisible(page.getByRole('heading', { level: 1, name: en['page.complainPage'] }));
    await expectCleanPage(page);
  });
});

describe('/customerService when the call fails', () => {
  it('shows the server message once, in the error state (no toast repeating it); retry loads the data', async () => {
    const page = await phone.open('/customerService', { scenario: { [ENDPOINT]: 'error' } });
    const error = errorState(page);
    await waitVisible(error);
    await expect.poll(() => error.innerText()).toContain(ERROR_MESSAGE);
    expect(await page.getByTestId('toast').count()).toBe(0);
    await expectCleanPage(page);

    await setScenario(page.context(), null);
    await error.getByRole('button', { name: en['common.retry'] }).tap();
    await expectContacts(page);
    expect(await errorState(page).count()).toBe(0);
    const scenarios = (await requestsTo(ENDPOINT)).map((r) => r.scenario);
    expect(scenarios).toEqual(['error', 'default']);
    await expectCleanPage(page);
  });

  it.each([
    ['http500', en['error.server'].replace('{status}', '500')],
    ['malformed', en['error.malformed']],
    ['invalid', en['error.invalid']],
    ['reset', en['error.network']],
  ])('shows an error state with a retry for %s', async (scenario, message) => {
    const page = await phone.open('/customerService', { scenario: { [ENDPOINT]: scenario } });
    const error = errorState(page);
    await waitVisible(error);
    await expect.poll(() => error.innerText()).toContain(message);
    expect(await page.getByText(EMAIL).count()).toBe(0);
    await expectCleanPage(page);
  });

  it('shows a loading indicator while the answer is slow, then the data', async () => {
    const page = await phone.open('/customerService', { scenario: { '*': 'slow' } });
    const loading = page.getByRole('status').filter({ hasText: en['common.loading'] });
    await waitVisible(loading);
    await expectContacts(page);
    expect(await loading.count()).toBe(0);
    await expectCleanPage(page);
  });

  it('after 8 s says the network is slow and offers to keep waiting or call again', async () => {
    const page = await phone.open('/customerService', {
      scenario: { [ENDPOINT]: 'timeout' },
      beforeNavigate: (p) => p.clock.install(),
    });
    await waitVisible(page.getByRole('status').filter({ hasText: en['common.loading'] }));
    await expect.poll(async () => (await requestsTo(ENDPOINT)).length).toBe(1);
    const slow = page.getByText(en['common.slowNetwork']);
    await page.clock.fastForward(7_000);
    expect(await slow.count()).toBe(0);
    await page.clock.fastForward(1_500);
    await waitVisible(slow);
    await expectCleanPage(page);

    await page.getByRole('button', { name: en['common.keepWaiting'] }).click();
    expect(await slow.count()).toBe(0);
    expect(await requestsTo(ENDPOINT)).toHaveLength(1);

    // Keep waiting: the notice is gone until the 60 s limit ends the call.
    await page.clock.fastForward(53_000);
    const error = errorState(page);
    await waitVisible(error);
    await page.getByRole('button', { name: en['common.retry'] }).click();
    await expect.poll(async () => (await requestsTo(ENDPOINT)).length).toBe(2);

    // Try again from the notice sends the call afresh.
    await page.clock.fastForward(8_500);
    await waitVisible(slow);
    await page.getByRole('button', { name: en['common.retry'] }).click();
    await expect.poll(async () => (await requestsTo(ENDPOINT)).length).toBe(3);
    expect(await slow.count()).toBe(0);
  });

  it('gives up after 60 s with the timeout message and a retry', async () => {
    const page = await phone.open('/customerService', {
      scenario: { [ENDPOINT]: 'timeout' },
      beforeNavigate: (p) => p.clock.install(),
    });
    await waitVisible(page.getByRole('status').filter({ hasText: en['common.loading'] }));
    // The 60 s timer starts before the request leaves: once the server has it, it is running.
    await expect.poll(async () => (await requestsTo(ENDPOINT)).length).toBe(1);
    expect(await errorState(page).count()).toBe(0);
    await page.clock.fastForward(61_000);
    const error = errorState(page);
    await waitVisible(error);
    await expect.poll(() => error.innerText()).toContain(en['error.timeout']);
    await expectCleanPage(page);
  });
});
