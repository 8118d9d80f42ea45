// The whole complaint journey in one browser session, the way a borrower walks it: choose a
// type and sub-type, write, attach two images, send, see the sent modal, land on the type
// page, open the complaint list, open a complaint and rate the service. Each step's own
// rules are covered in complaint-form.test.ts and complaint-history.test.ts.
import { expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import {
  SESSION,
  clearFixtureRequests,
  expectCleanPage,
  requestsTo,
  phoneBrowser,
  waitVisible,
} from './harness';
import { png } from './png';

const phone = phoneBrowser();

async function bodiesSentTo(path: string) {
  return (await requestsTo(path)).map((r) => r.body);
}

it('from a question type to a rated complaint', async () => {
  await clearFixtureRequests();
  const page = await phone.open('/complainPage', {
    beforeNavigate: (p) => p.clock.install(),
  });
  const types = page.getByRole('group', { name: en['complainForm.questionType'] });
  await types.getByRole('button', { name: 'Collection' }).tap();
  await page.getByRole('button', { name: 'Too many calls' }).tap();
  await page.waitForURL((url) => url.pathname === '/complainPageNext');

  const box = page.getByRole('textbox', { name: en['complainForm.description'] });
  await box.fill('Calls at night.');
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: png(40, 30) },
    { name: 'two.png', mimeType: 'image/png', buffer: png(30, 40) },
  ]);
  await waitVisible(page.getByRole('heading', { name: 'Images (2/9)' }));
  await expect
    .poll(() =>
      page.getByTestId('complain-image').evaluateAll((items) => items.map((i) => i.dataset.status)),
    )
    .toEqual(['done', 'done']);
  await page.getByRole('button', { name: en['complainForm.send'] }).tap();
  await waitVisible(page.getByRole('dialog', { name: en['complainForm.sent'] }));
  await page.clock.fastForward(1500);
  await page.waitForURL((url) => url.pathname === '/complainPage');
  await expectCleanPage(page);
  const [saved] = await bodiesSentTo('/user-problem/problem-save');
  expect(saved).toMatchObject({
    problemType: '1',
    problemSonType: '12',
    problemDetail: 'Calls at night.',
  });
  expect(String(saved?.problemImage).split(',')).toHaveLength(2);

  await page.getByRole('link', { name: en['complainForm.myComplaints'] }).tap();
  await page.waitForURL((url) => url.pathname === '/complaintList');
  await page.getByRole('tabpanel').getByRole('link').first().tap();
  await page.waitForURL((url) => url.pathname === '/complainDetails');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(SESSION);

  const rating = page.getByRole('dialog', { name: en['complaintHistory.rateTitle'] });
  await waitVisible(page.getByRole('region', { name: 'Process Result' }));
  await page.clock.fastForward(3000);
  await waitVisible(rating);
  await rating.getByRole('button', { name: '5 stars' }).tap();
  await rating.getByRole('button', { name: 'Send' }).tap();
  await waitVisible(page.getByTestId('toast').filter({ hasText: 'Successful demonstration！' }));
  await expectCleanPage(page);
  expect(await bodiesSentTo('/user-problem/save-score')).toEqual([
    { score: '5', problemId: '1024' },
  ]);
});
