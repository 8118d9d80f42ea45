// /complaintList and /complainDetails in a real browser against the production build: the
// server's tabs and an empty tab, the way to a complaint, the image lightbox, the Process
// Result shown and hidden, and the rating dialog with what save-score receives.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import {
  SESSION,
  clearFixtureRequests,
  expectCleanPage,
  requestsTo,
  phoneBrowser,
  waitVisible,
} from './harness';

const LIST = '/user-problem/problem-list';
const DETAIL = '/user-problem/problem-detail';
const SCORE = '/user-problem/save-score';
// fixtures/api/user-problem/*/default.json, problem-detail/no-result.json, save-score/rejected.json
const FIRST_TYPE = 'Collection - Rude collection call';
const REPLY = /collection agent has been warned/;
const REJECTED = 'This complaint has already been rated.';

const phone = phoneBrowser();

beforeEach(async () => {
  await clearFixtureRequests();
});

function ratingDialog(p: Page) {
  return p.getByRole('dialog', { name: en['complaintHistory.rateTitle'] });
}

/** Opens a complaint's details with the page clock under the test's control. */
async function openDetails(query: string, scenario?: Record<string, string>): Promise<Page> {
  const page = await phone.open(`/complainDetails?${query}`, {
    scenario,
    beforeNavigate: (p) => p.clock.install(),
  });
  await waitVisible(page.getByRole('heading', { level: 2 }).first());
  return page;
}

async function openRating(page: Page): Promise<void> {
  expect(await ratingDialog(page).count()).toBe(0);
  await page.clock.fastForward(3000);
  await waitVisible(ratingDialog(page));
}

describe('/complaintList', () => {
  it('on a 320 px phone all three tabs are whole in view, with no sideways scrolling', async () => {
    const page = await phone.open('/complaintList', { viewport: { width: 320, height: 640 } });
    const list = page.getByRole('tablist');
    await waitVisible(page.getByRole('tab', { name: 'Closed' }));
    const row = await list.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(row.scroll).toBe(row.client);
    const box = await list.boundingBox();
    const closed = await page.getByRole('tab', { name: 'Closed' }).boundingBox();
    expect(closed!.x + closed!.width).toBeLessThanOrEqual(box!.x + box!.width);
  });

  it('shows the server tabs; switching to an empty tab says so', async () => {
    const page = await phone.open('/complaintList');
    const tabs = page.getByRole('tab');
    await waitVisible(tabs.first());
    expect(await tabs.allInnerTexts()).toEqual(['Processing', 'Completed', 'Closed']);
    await waitVisible(page.getByRole('tabpanel').getByText(FIRST_TYPE));
    await expectCleanPage(page);

    await page.getByRole('tab', { name: 'Completed' }).tap();
    const panel = page.getByRole('tabpanel', { name: 'Completed' });
    await waitVisible(panel.getByText('Account - Change phone number'));
    // Keyboard: the arrow key moves to the next tab and shows its panel.
    await page.getByRole('tab', { name: 'Completed' }).press('ArrowRight');
    const closed = page.getByRole('tabpanel', { name: 'Closed' });
    await waitVisible(closed.getByText(en['complaintHistory.emptyTab']));
    expect(await closed.getByRole('link').count()).toBe(0);
    await expectCleanPage(page);

    const calls = await requestsTo(LIST);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({});
    expect(calls[0]?.query).toMatchObject(SESSION);
  });

  it('Back from a complaint, and a reload, keep the tab the borrower chose', async () => {
    const page = await phone.open('/complaintList');
    await page.getByRole('tab', { name: 'Completed' }).tap();
    await page.getByRole('tabpanel', { name: 'Completed' }).getByRole('link').first().tap();
    await page.waitForURL((url) => url.pathname === '/complainDetails');
    await page.goBack();
    const completed = page.getByRole('tab', { name: 'Completed' });
    await expect.poll(() => completed.getAttribute('aria-selected')).toBe('true');
    await page.reload();
    await expect.poll(() => completed.getAttribute('aria-selected')).toBe('true');
  });

  it('Back from a complaint far down the list does not return to the top of the list', async () => {
    const page = await phone.open('/complaintList', { scenario: { [LIST]: 'many-items' } });
    const links = page.getByRole('tabpanel').getByRole('link');
    await waitVisible(links.first());
    const far = links.nth(30);
    await far.scrollIntoViewIfNeeded();
    const scrollY = () => page.evaluate(() => window.scrollY);
    expect(await scrollY()).toBeGreaterThan(2000);
    await far.tap();
    await page.waitForURL((url) => url.pathname === '/complainDetails');
    await waitVisible(page.getByRole('heading', { level: 2 }).first());
    // The list is called for again on Back: the position is restored once it is drawn.
    await page.goBack();
    await waitVisible(far);
    await expect.poll(scrollY).toBeGreaterThan(2000);
  });

  it('opens a complaint, enlarges an image and shows the Process Result', async () => {
    const page = await phone.open('/complaintList');
    await page.getByRole('tabpanel').getByRole('link').first().tap();
    await page.waitForURL((url) => url.pathname === '/complainDetails');
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({ ...SESSION, problemId: '1024' });
    await waitVisible(page.getByRole('heading', { level: 2, name: FIRST_TYPE }));
    expect(await page.getByText('94/200').count()).toBe(1);
    const result = page.getByRole('region', { name: 'Process Result' });
    await waitVisible(result.getByText(REPLY));
    await waitVisible(result.getByText(en['complaintHistory.personaName']));
    const calls = await requestsTo(DETAIL);
    expect(calls.map((c) => c.body)).toEqual([{ problemId: '1024' }]);
    await expectCleanPage(page);

    await page.getByRole('button', { name: 'Enlarge image 2 of 2' }).tap();
    const lightbox = page.getByRole('dialog', { name: 'Image 2 of 2' });
    await waitVisible(lightbox.getByRole('img', { name: 'Image 2 of 2' }));
    await expectCleanPage(page);
    await lightbox.getByRole('button', { name: en['common.close'] }).tap();
    expect(await lightbox.count()).toBe(0);
  });

  it('a reload with an image enlarged leaves no Back that does nothing', async () => {
    const page = await phone.open('/complaintList');
    await page.getByRole('tabpanel').getByRole('link').first().tap();
    await page.waitForURL((url) => url.pathname === '/complainDetails');
    await page.getByRole('button', { name: 'Enlarge image 2 of 2' }).tap();
    await waitVisible(page.getByRole('dialog', { name: 'Image 2 of 2' }));
    await page.reload();
    await waitVisible(page.getByRole('heading', { level: 2, name: FIRST_TYPE }));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/complaintList');
    await waitVisible(page.getByRole('tab').first());
  });
});

describe('/complainDetails', () => {
  it('hides the Process Result when the reply has no text and no images', async () => {
    const page = await openDetails('problemId=1019', { [DETAIL]: 'no-result' });
    await waitVisible(page.getByText(/paid through GCash/));
    expect(await page.getByText('Process Result').count()).toBe(0);
    // isNeedScore is 0: no rating dialog either.
    await page.clock.fastForward(5000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectCleanPage(page);
  });

  it('refuses a hostile problemId without a request', async () => {
    const page = await phone.open('/complainDetails?problemId=%3Cscript%3E');
    await waitVisible(page.getByRole('main').getByText(en['complaintHistory.badProblemId']));
    expect(await requestsTo(DETAIL)).toEqual([]);
    await expectCleanPage(page);
    await page.getByRole('button', { name: en['complaintHistory.toList'] }).tap();
    await page.waitForURL((url) => url.pathname === '/complaintList');
    await waitVisible(page.getByRole('tab').first());
  });

  it('asks for a rating after 3 s; a tap outside keeps it; 4 stars and Send post the score once', async () => {
    const page = await openDetails('problemId=1024');
    await openRating(page);
    await expectCleanPage(page);
    await page.getByTestId('rating-overlay').tap({ position: { x: 8, y: 8 } });
    await page.keyboard.press('Escape');
    await waitVisible(ratingDialog(page));

    const dialog = ratingDialog(page);
    await dialog.getByRole('button', { name: '4 stars' }).tap();
    const pressed = await dialog
      .getByRole('button', { name: /stars?$/ })
      .evaluateAll((stars) => stars.map((s) => s.getAttribute('aria-pressed')));
    expect(pressed).toEqual(['true', 'true', 'true', 'true', 'false']);
    await dialog.getByRole('button', { name: 'Send' }).dblclick();
    await waitVisible(page.getByTestId('toast').filter({ hasText: 'Successful demonstration！' }));
    expect(await ratingDialog(page).count()).toBe(0);
    const calls = await requestsTo(SCORE);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ score: '4', problemId: '1024' });
    expect(calls[0]?.query).toMatchObject(SESSION);
    await expectCleanPage(page);
  });

  it('keeps the dialog with the server message when the score is refused', async () => {
    const page = await openDetails('problemId=1024', { [SCORE]: 'rejected' });
    await openRating(page);
    const dialog = ratingDialog(page);
    await dialog.getByRole('button', { name: 'Send' }).tap();
    await waitVisible(dialog.getByText(en['complaintHistory.rateChooseStar']));
    expect(await requestsTo(SCORE)).toEqual([]);

    await dialog.getByRole('button', { name: '2 stars' }).tap();
    await dialog.getByRole('button', { name: 'Send' }).tap();
    await waitVisible(dialog.getByRole('alert').getByText(REJECTED));
    const calls = await requestsTo(SCORE);
    expect(calls.map((c) => c.body)).toEqual([{ score: '2', problemId: '1024' }]);
    await expectCleanPage(page);

    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    expect(await ratingDialog(page).count()).toBe(0);
  });
});
