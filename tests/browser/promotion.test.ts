// The promotion landing in a real browser against the production build: the whole
// registration on the page clock (tracking, get-sms and register with their exact bodies, the
// 60 s countdown, the download screen), the error branches that renew the captcha, and
// templates that are hostile or absurd.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { zh } from '../../src/i18n/zh';
import {
  clearFixtureRequests,
  expectCleanPage,
  phoneBrowser,
  previewUrl,
  requestsTo,
  waitForApp,
  waitVisible,
} from './harness';

const TEMPLATE = '/v3/channel/channel-template';
const SMS = '/v3/promotion/get-sms';
const REGISTER = '/v3/promotion/register';
const VISIT = '/v3/promotion/track-visit';
const CLICK = '/v3/promotion/track-click';
const CAPTCHA = '/v3/promotion/get-captcha';
const SID = '/v3/promotion/get-sid';
const PATH = '/promotion?templateId=T-2&user_from=fb&utm_tag=summer&invite_code=INV-1';

const phone = phoneBrowser();

beforeEach(async () => {
  await clearFixtureRequests();
});

/** A visitor from an ad: no session parameters, the page clock installed. */
async function open(scenario: Record<string, string>, clock = true): Promise<Page> {
  const page = await phone.open(PATH, {
    session: false,
    scenario,
    ...(clock ? { beforeNavigate: (p: Page) => p.clock.install() } : {}),
  });
  await waitForApp(page);
  await waitVisible(page.getByRole('img', { name: en['promo.captcha'] }));
  return page;
}

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const toast = (page: Page, text: string) => waitVisible(page.getByRole('status').getByText(text));

async function fill(page: Page, mobile: string, captcha: string, smsCode?: string) {
  await box(page, en['promo.mobile']).fill(mobile);
  await box(page, en['promo.captcha']).fill(captcha);
  if (smsCode !== undefined) await box(page, en['promo.smsCode']).fill(smsCode);
}

describe('promotion landing', () => {
  it('the whole registration: tracking, get-sms, the countdown, register, the download screen', async () => {
    const page = await open({ [TEMPLATE]: 'second-brand', [REGISTER]: 'slow' });
    await waitVisible(
      page.getByRole('heading', { level: 1, name: 'Cash for school fees in minutes' }),
    );
    await expect.poll(async () => (await requestsTo(VISIT)).length).toBe(1);
    expect((await requestsTo(VISIT))[0]!.query).toMatchObject({
      page_id: 'T-2',
      user_from: 'fb',
      client_type: 'h5',
      page_type: 'reg-b',
      utm_tag: 'summer',
      app_from: 'schoolcash',
      phone: '',
    });

    await fill(page, '09171234567', 'AB12');
    const getCode = page.getByRole('button', { name: en['promo.getCode'] });
    await getCode.dblclick();
    const running = page.getByRole('button', { name: /^\d+s$/ });
    await waitVisible(running);
    const [sms] = await requestsTo(SMS);
    expect(await requestsTo(SMS)).toHaveLength(1);
    expect(sms!.body).toMatchObject({
      phone: '09171234567',
      capcode: 'AB12',
      sid: 'S-1001',
      appName: '',
      app_from: 'schoolcash',
      user_from: 'fb',
      utm_tag: 'summer',
    });
    // No session: a device id made up once and kept.
    expect(sms!.body.deviceId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await running.tap();
    await toast(page, en['promo.noResend']);
    expect(await requestsTo(SMS)).toHaveLength(1);
    await page.clock.runFor(60_000);
    await waitVisible(page.getByRole('button', { name: en['promo.getCode'] }));

    await box(page, en['promo.smsCode']).fill('123456');
    const register = page.getByRole('button', { name: 'Get started' });
    await register.dblclick();
    await toast(page, en['promo.registered']);
    const registers = await requestsTo(REGISTER);
    expect(registers).toHaveLength(1);
    expect(registers[0]!.body).toEqual({
      phone: '09171234567',
      capcode: 'AB12',
      sid: 'S-1001',
      deviceId: sms!.body.deviceId,
      appName: '',
      merchantNumber: '',
      userName: '09171234567',
      smsCode: '123456',
      invite_code: 'INV-1',
      user_from: 'fb',
      id: 'T-2',
      app_from: 'schoolcash',
      utm_tag: 'summer',
    });
    // Each tap is tracked, with the digits typed.
    const clicks = await requestsTo(CLICK);
    expect(clicks.length).toBeGreaterThanOrEqual(1);
    expect(clicks[0]!.query).toMatchObject({ phone: '09171234567', page_id: 'T-2' });

    await page.clock.runFor(2000);
    await waitVisible(page.getByRole('heading', { level: 1, name: en['promo.download.title'] }));
    expect(new URL(page.url()).hash).toBe('#/downloadTemplate');
    await expectCleanPage(page);
  });

  it('Back from the download screen returns to the form, after a reload there too', async () => {
    const page = await open({}, false);
    const heading = page.getByRole('heading', { level: 1, name: en['promo.download.title'] });
    // As the registration's end opens it (src/pages/promotion: a fragment navigation).
    await page.evaluate(() => {
      window.location.hash = '#/downloadTemplate';
    });
    await waitVisible(heading);
    await page.reload();
    await waitForApp(page);
    await waitVisible(heading);
    // The iOS back gesture (the title bar's back where the page has no answer of its own).
    await page.evaluate(() => window.webBridge?.emit('iosBack'));
    await waitVisible(page.getByRole('img', { name: en['promo.captcha'] }));
    expect(new URL(page.url()).pathname).toBe('/promotion');
    expect(new URL(page.url()).hash).toBe('');
  });

  it('in Chinese, a tap on the running countdown says the spec\'s "do not resend" and sends nothing', async () => {
    const page = await phone.open(`${PATH}&lang=zh`, {
      session: false,
      beforeNavigate: (p: Page) => p.clock.install(),
    });
    await waitForApp(page);
    await waitVisible(page.getByRole('img', { name: en['promo.captcha'] }));
    await fill(page, '09171234567', 'AB12');
    await page.getByRole('button', { name: en['promo.getCode'] }).tap();
    const running = page.getByRole('button', { name: /^\d+s$/ });
    await waitVisible(running);
    await page.clock.runFor(10_000);
    await running.tap();
    await toast(page, zh['promo.noResend']!);
    // A Chinese string on a page marked English carries its own language.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByTestId('toast').getAttribute('lang')).toBe('zh');
    await running.tap();
    expect(await requestsTo(SMS)).toHaveLength(1);
    await expectCleanPage(page);
  });

  it('get-sms 101 and register -1 show their words and load a new captcha', async () => {
    const page = await open({ [SMS]: 'wrong-captcha', [REGISTER]: 'wrong-captcha' }, false);
    await expect.poll(async () => (await requestsTo(CAPTCHA)).length).toBe(1);
    await fill(page, '09171234567', 'AB12', '123456');
    await page.getByRole('button', { name: en['promo.getCode'] }).tap();
    await toast(page, 'The image captcha is wrong.');
    await expect.poll(async () => (await requestsTo(CAPTCHA)).length).toBe(2);
    await page.getByRole('button', { name: 'Register and borrow' }).tap();
    await toast(page, en['promo.captchaWrong']);
    await expect.poll(async () => (await requestsTo(SID)).length).toBe(3);
    // The form keeps what was typed.
    expect((await box(page, en['promo.mobile']).inputValue()).replace(/\D/g, '')).toBe(
      '09171234567',
    );
  });

  it.each([
    [SMS, 'rejected', en['promo.getCode'], 'Too many requests, please try later.'],
    [SMS, 'http500', en['promo.getCode'], en['promo.smsFailed']],
    [SMS, 'registered', en['promo.getCode'], en['promo.already']],
    [REGISTER, 'rejected', 'Register and borrow', 'Registration is closed for this campaign.'],
    [REGISTER, 'http500', 'Register and borrow', null],
  ] as const)(
    '%s %s: its message, and the form keeps what was typed',
    async (path, scenario, tap, words) => {
      const page = await open({ [path]: scenario }, false);
      await fill(page, '09171234567', 'AB12', '123456');
      await page.getByRole('button', { name: tap }).tap();
      if (words) await toast(page, words);
      else await waitVisible(page.getByRole('status').getByText(/./));
      expect(await box(page, en['promo.smsCode']).inputValue()).toBe('123456');
      expect(await requestsTo(path)).toHaveLength(1);
    },
  );

  it('the checks come before any request, with their messages', async () => {
    const page = await open({}, false);
    await page.getByRole('button', { name: en['promo.getCode'] }).tap();
    await toast(page, en['promo.phoneWrong']);
    await box(page, en['promo.mobile']).fill('09171234567');
    await page.getByRole('button', { name: en['promo.getCode'] }).tap();
    await toast(page, en['promo.captchaMissing']);
    await box(page, en['promo.captcha']).fill('AB12');
    await page.getByRole('button', { name: 'Register and borrow' }).tap();
    await toast(page, en['promo.smsMissing']);
    expect(await requestsTo(SMS)).toHaveLength(0);
    expect(await requestsTo(REGISTER)).toHaveLength(0);
  });

  it('a hostile template: no hostile picture, and the download screen stays on this site', async () => {
    const page = await open({ [TEMPLATE]: 'hostile-url', [REGISTER]: 'registered' });
    expect(await page.locator('img[src^="javascript"]').count()).toBe(0);
    await fill(page, '09171234567', 'AB12', '123456');
    await page.getByRole('button', { name: 'Register and borrow' }).tap();
    await toast(page, en['promo.already']);
    await page.clock.runFor(2000);
    await waitVisible(page.getByRole('heading', { level: 1, name: en['promo.download.title'] }));
    expect(new URL(page.url()).origin).toBe(previewUrl());
  });

  it('a hero picture that fails to load leaves no broken image, and the page goes on', async () => {
    const page = await phone.open(PATH, {
      session: false,
      scenario: {},
      beforeNavigate: async (p: Page) => {
        await p.route('**/hero.png', (route) => route.abort());
      },
    });
    await waitForApp(page);
    await waitVisible(page.getByRole('heading', { level: 1 }));
    await page.waitForFunction(() => !document.querySelector('[data-node-id="promo-hero-image"]'));
    await waitVisible(page.getByRole('img', { name: en['promo.captcha'] }));
  });

  it('a carousel and a gallery in the sections: their code comes with the template, nothing shifts', async () => {
    const page = await open({ [TEMPLATE]: 'rich-sections' }, false);
    const carousel = page.getByRole('region', { name: 'Why borrowers choose us' });
    await waitVisible(carousel.getByText('Decision within 1 day'));
    await waitVisible(
      page.getByRole('group', { name: 'Our branches' }).getByRole('button').first(),
    );
    // The body appeared whole: the form's first field did not move after it was drawn.
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifts).toBeLessThan(0.05);
    await fill(page, '09171234567', 'AB12');
    await page.getByRole('button', { name: en['promo.getCode'] }).tap();
    await expect.poll(async () => (await requestsTo(SMS)).length).toBe(1);
    await expectCleanPage(page);
  });

  it('an absurd template renders what it can and the form still works', async () => {
    const page = await open({ [TEMPLATE]: 'absurd' }, false);
    await fill(page, '09171234567', 'AB12');
    await page.getByRole('button', { name: en['promo.getCode'] }).tap();
    await expect.poll(async () => (await requestsTo(SMS)).length).toBe(1);
    await expectCleanPage(page);
  });
});
