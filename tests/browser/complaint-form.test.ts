// /complainPage and /complainPageNext in a real browser against the production build: the
// whole way from a question type to a sent complaint, with real files (two small PNGs, a
// large photo that must be downscaled before it leaves, a file that is not an image) and the
// exact requests the fixture server received; the type-1 refusal, switching order with
// "All", and the failures that must keep what the borrower wrote.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import {
  SESSION,
  expectNoViolations,
  clearFixtureRequests,
  expectCleanPage,
  requestsTo,
  phoneBrowser,
  waitVisible,
} from './harness';
import { png } from './png';

const INIT = '/user-problem/problem-init';
const UPLOAD = '/user-problem/upload-problem-img';
const SAVE = '/user-problem/problem-save';
// fixtures/api/user-problem/upload-problem-img/default.json
const IMAGE_URL = 'https://img.lender.example/problem/2025/03/a1b2c3d4.jpg';

const phone = phoneBrowser();

beforeEach(async () => {
  await clearFixtureRequests();
});

const typeTile = (p: Page, name: string) =>
  p.getByRole('group', { name: en['complainForm.questionType'] }).getByRole('button', { name });

async function openTypePage(scenario?: Record<string, string>): Promise<Page> {
  const page = await phone.open('/complainPage', scenario ? { scenario } : undefined);
  await waitVisible(page.getByRole('heading', { level: 1, name: en['complainForm.title'] }));
  await waitVisible(typeTile(page, 'Collection'));
  return page;
}

function query(p: Page): Record<string, string> {
  return Object.fromEntries(new URL(p.url()).searchParams);
}

async function statuses(p: Page): Promise<(string | null)[]> {
  const items = p.getByTestId('complain-image');
  const out: (string | null)[] = [];
  for (let i = 0; i < (await items.count()); i += 1) {
    out.push(await items.nth(i).getAttribute('data-status'));
  }
  return out;
}

describe('filing a complaint', () => {
  it('type 1 and a sub-type, text, images (one downscaled, one refused), Send, back to the type page', async () => {
    const page = await openTypePage();
    await waitVisible(page.getByRole('heading', { name: 'Peso Quick' }));
    await expectCleanPage(page);
    await typeTile(page, 'Collection').tap();
    await page.getByRole('button', { name: 'Too many calls' }).tap();
    await page.waitForURL((url) => url.pathname === '/complainPageNext');
    expect(query(page)).toMatchObject({
      ...SESSION,
      problemType: '1',
      problemSonType: '12',
      orderNo: 'PH20250301001',
    });

    const box = page.getByRole('textbox', { name: en['complainForm.description'] });
    await waitVisible(box);
    await expect
      .poll(() => page.getByRole('region', { name: en['complainForm.chosenType'] }).innerText())
      .toMatch(/Collection\s*Too many calls/);
    await waitVisible(page.getByText(en['complainForm.tip']));
    await box.fill('The collector calls me ten times a day.');
    await expect.poll(() => page.getByTestId('complain-counter').innerText()).toBe('39/200');

    const input = page.locator('input[type="file"]');
    const photo = png(1800, 1200, true);
    await input.setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: png(40, 30) },
      { name: 'b.png', mimeType: 'image/png', buffer: png(30, 40) },
      { name: 'photo.png', mimeType: 'image/png', buffer: photo },
    ]);
    await input.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
    ]);
    await waitVisible(
      page
        .getByRole('alert')
        .filter({ hasText: en['renderer.upload.notImage'].replace('{name}', 'notes.txt') }),
    );
    await expect.poll(() => statuses(page), { timeout: 30_000 }).toEqual(['done', 'done', 'done']);
    // Each image shows as a thumbnail of what was sent, the big photo at its reduced size.
    const thumbnails = page.getByTestId('complain-thumbnail');
    await expect
      .poll(() =>
        thumbnails.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth)),
      )
      .toEqual([40, 30, 1600]);
    await waitVisible(page.getByRole('heading', { name: 'Images (3/9)' }));
    await expectCleanPage(page);

    await page.getByRole('button', { name: en['complainForm.send'] }).tap();
    await waitVisible(page.getByRole('dialog', { name: en['complainForm.sent'] }));
    await expectCleanPage(page);
    await page.waitForURL((url) => url.pathname === '/complainPage');
    expect(query(page)).toEqual({ ...SESSION, orderNo: 'PH20250301001' });
    await waitVisible(typeTile(page, 'Collection'));
    await expectCleanPage(page);

    const uploads = await requestsTo(UPLOAD);
    expect(uploads).toHaveLength(3);
    for (const upload of uploads) {
      expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(upload.headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(upload.query).toMatchObject(SESSION);
    }
    const files = uploads.map(
      (u) => u.body.problemImage as { name: string; size: number; type: string },
    );
    expect(files[0]).toMatchObject({ name: 'a.png', type: 'image/png' });
    expect(files[1]).toMatchObject({ name: 'b.png', type: 'image/png' });
    // The photo left the phone as a much smaller JPEG.
    expect(files[2]).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg' });
    expect(files[2]!.size).toBeLessThan(photo.length / 2);

    const saves = await requestsTo(SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({
      problemType: '1',
      problemSonType: '12',
      problemDetail: 'The collector calls me ten times a day.',
      problemImage: [IMAGE_URL, IMAGE_URL, IMAGE_URL].join(','),
      orderNo: 'PH20250301001',
    });
    expect(saves[0]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('ignores typing past 200 characters', async () => {
    const page = await phone.open('/complainPageNext?problemType=3');
    const box = page.getByRole('textbox', { name: en['complainForm.description'] });
    await waitVisible(box);
    await box.fill('a'.repeat(195));
    await box.pressSequentially('bcdefghij');
    expect(await box.inputValue()).toBe(`${'a'.repeat(195)}bcdef`);
    await expect.poll(() => page.getByTestId('complain-counter').innerText()).toBe('200/200');
    await expectCleanPage(page);
  });

  it('the description box stays put when the type titles arrive (a narrow phone)', async () => {
    const page = await phone.open('/complainPageNext?problemType=3', {
      scenario: { [INIT]: 'slow' },
      viewport: { width: 320, height: 640 },
    });
    const box = page.getByRole('textbox', { name: en['complainForm.description'] });
    await waitVisible(
      page.getByRole('status').filter({ hasText: en['complainForm.titlesLoading'] }),
    );
    const before = await box.boundingBox();
    await waitVisible(page.getByRole('region', { name: en['complainForm.chosenType'] }));
    expect((await box.boundingBox())?.y).toBe(before?.y);
  });

  it('empty text shows the message and sends nothing', async () => {
    const page = await phone.open('/complainPageNext?problemType=3');
    await waitVisible(page.getByRole('textbox', { name: en['complainForm.description'] }));
    await page.getByRole('button', { name: en['complainForm.send'] }).tap();
    await waitVisible(page.getByRole('alert').filter({ hasText: en['complainForm.emptyText'] }));
    await expectCleanPage(page);
    expect(await requestsTo(SAVE)).toHaveLength(0);
  });

  it('a missing question type gives a clear way back', async () => {
    const page = await phone.open('/complainPageNext?problemType=%3Cscript%3E');
    await waitVisible(page.getByRole('alert').filter({ hasText: en['complainForm.badQuery'] }));
    await expectCleanPage(page);
    await page.getByRole('button', { name: en['complainForm.chooseAgain'] }).tap();
    await page.waitForURL((url) => url.pathname === '/complainPage');
    await waitVisible(typeTile(page, 'Collection'));
  });
});

describe('choosing the order and the type', () => {
  it('refuses type 1 for an order whose isShow is not 1', async () => {
    const page = await openTypePage({ [INIT]: 'order-without-is-show' });
    await typeTile(page, 'Collection').tap();
    await waitVisible(
      page.getByTestId('toast').filter({ hasText: en['complainForm.typeNotSupported'] }),
    );
    expect(await page.getByRole('button', { name: 'Too many calls' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/complainPage');
    await expectCleanPage(page);
  });

  it('"All" switches the selected order, and the form gets its number', async () => {
    const page = await openTypePage();
    await page.getByRole('button', { name: en['complainForm.all'] }).tap();
    const sheet = page.getByRole('dialog', { name: en['complainForm.allOrders'] });
    await waitVisible(sheet);
    await expectCleanPage(page);
    await sheet.getByRole('button', { name: /Cash Easy/ }).tap();
    await waitVisible(page.getByRole('heading', { name: 'Cash Easy' }));
    await typeTile(page, 'Other').tap();
    await page.waitForURL((url) => url.pathname === '/complainPageNext');
    expect(query(page)).toMatchObject({ problemType: '5', orderNo: 'PH20250115002' });
    expect(query(page).problemSonType).toBeUndefined();
    await waitVisible(
      page.getByRole('region', { name: en['complainForm.chosenType'] }).getByText('Other'),
    );
    await expectCleanPage(page);

    // After "Successfully Sent" the type page comes back with the same order chosen.
    await page.getByRole('textbox', { name: en['complainForm.description'] }).fill('Wrong fee.');
    await page.getByRole('button', { name: en['complainForm.send'] }).tap();
    await waitVisible(page.getByRole('dialog', { name: en['complainForm.sent'] }));
    await page.waitForURL((url) => url.pathname === '/complainPage');
    await waitVisible(page.getByRole('heading', { name: 'Cash Easy' }));
    expect(query(page)).toMatchObject({ orderNo: 'PH20250115002' });
  });

  it('choosing Collection on a 360×640 screen brings its sub-types into view', async () => {
    const page = await phone.open('/complainPage', { viewport: { width: 360, height: 640 } });
    await waitVisible(typeTile(page, 'Collection'));
    await typeTile(page, 'Collection').tap();
    const subTypes = page.locator('[data-node-id="complain-sub-types"]');
    await waitVisible(subTypes);
    await expect
      .poll(() =>
        subTypes.evaluate((el) => {
          const box = el.getBoundingClientRect();
          // Scrolled to the nearest edge: its bottom may sit a fraction of a pixel past it.
          return box.top >= 0 && box.bottom <= window.innerHeight + 1;
        }),
      )
      .toBe(true);
  });

  it('Back with the "All" sheet open closes the sheet and stays on the page', async () => {
    const page = await phone.open('/customerService');
    await page.getByRole('link', { name: en['cs.complaint'] }).tap();
    await page.waitForURL((url) => url.pathname === '/complainPage');
    await page.getByRole('button', { name: en['complainForm.all'] }).tap();
    const sheet = page.getByRole('dialog', { name: en['complainForm.allOrders'] });
    await waitVisible(sheet);
    await page.goBack();
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/complainPage');
    await waitVisible(typeTile(page, 'Collection'));

    // Closed by its own control, the sheet leaves no extra Back press behind.
    await page.getByRole('button', { name: en['complainForm.all'] }).tap();
    await waitVisible(sheet);
    await sheet.getByRole('button', { name: /Cash Easy/ }).tap();
    await sheet.waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/customerService');
  });

  it('Back from a written complaint asks first; a reload keeps the text; Discard leaves', async () => {
    const page = await openTypePage();
    await typeTile(page, 'Other').tap();
    await page.waitForURL((url) => url.pathname === '/complainPageNext');
    const box = page.getByRole('textbox', { name: en['complainForm.description'] });
    await box.fill('The app charged me twice.');

    await page.reload();
    await expect.poll(() => box.inputValue()).toBe('The app charged me twice.');
    // The router's blocker holds Back from the effects after the page's first commits
    // (useBlocker); the form's engine arrives later still, so once it is here Back asks.
    await page.locator('form[data-ready]').waitFor();

    const ask = page.getByRole('dialog', { name: en['complainForm.leaveTitle'] });
    await page.goBack();
    await waitVisible(ask);
    await expectNoViolations(page);
    await ask.getByRole('button', { name: en['complainForm.keep'] }).tap();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/complainPageNext');
    expect(await box.inputValue()).toBe('The app charged me twice.');

    await page.goBack();
    await waitVisible(ask);
    await ask.getByRole('button', { name: en['complainForm.discard'] }).tap();
    await page.waitForURL((url) => url.pathname === '/complainPage');
    await typeTile(page, 'Other').tap();
    await page.waitForURL((url) => url.pathname === '/complainPageNext');
    await waitVisible(box);
    expect(await box.inputValue()).toBe('');
  });

  it('opened on its own, the title bar back asks first too, then closes the web view', async () => {
    const page = await phone.open('/complainPageNext?problemType=3', {
      beforeNavigate: async (p: Page) => {
        await p.addInitScript(() => {
          const w = window as unknown as { android: object; webViewsClosed: number };
          w.webViewsClosed = 0;
          w.android = { closeWebView: () => (w.webViewsClosed += 1) };
        });
      },
    });
    const box = page.getByRole('textbox', { name: en['complainForm.description'] });
    await box.fill('The app charged me twice.');
    await page.locator('form[data-ready]').waitFor();
    const back = page.getByRole('button', { name: en['common.back'] });
    const ask = page.getByRole('dialog', { name: en['complainForm.leaveTitle'] });
    const closed = () =>
      page.evaluate(() => (window as unknown as { webViewsClosed: number }).webViewsClosed);

    await back.tap();
    await waitVisible(ask);
    await ask.getByRole('button', { name: en['complainForm.keep'] }).tap();
    await ask.waitFor({ state: 'detached' });
    expect(await closed()).toBe(0);
    expect(await box.inputValue()).toBe('The app charged me twice.');

    await back.tap();
    await ask.getByRole('button', { name: en['complainForm.discard'] }).tap();
    await expect.poll(closed).toBe(1);
  });

  it('the customer-service link opens the complaint list', async () => {
    const page = await openTypePage();
    await page.getByRole('link', { name: en['complainForm.myComplaints'] }).tap();
    await page.waitForURL((url) => url.pathname === '/complaintList');
    expect(query(page)).toMatchObject(SESSION);
  });
});

describe('when a call fails', () => {
  it('an upload error shows the server message on the image', async () => {
    const page = await phone.open('/complainPageNext?problemType=3', {
      scenario: { [UPLOAD]: 'error' },
    });
    await waitVisible(page.getByRole('textbox', { name: en['complainForm.description'] }));
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: png(20, 20) }]);
    await waitVisible(
      page
        .getByRole('alert')
        .filter({ hasText: 'The image could not be saved. Please choose another image.' }),
    );
    await expectCleanPage(page);
    await page.getByRole('button', { name: 'Remove a.png' }).tap();
    expect(await page.getByTestId('complain-image').count()).toBe(0);
  });

  it('a save error shows the message and keeps the text for another try', async () => {
    const page = await phone.open('/complainPageNext?problemType=3', {
      scenario: { [SAVE]: 'error' },
    });
    const box = page.getByRole('textbox', { name: en['complainForm.description'] });
    await waitVisible(box);
    await box.fill('My repayment is not showing.');
    await page.getByRole('button', { name: en['complainForm.send'] }).tap();
    await waitVisible(
      page.getByTestId('toast').filter({ hasText: 'You have sent too many complaints today.' }),
    );
    expect(await box.inputValue()).toBe('My repayment is not showing.');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectCleanPage(page);
  });
});
