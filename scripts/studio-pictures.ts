// `tsx scripts/studio-pictures.ts [origin]`: the studio's pictures in docs/pictures/studio-*.png
// for docs/operators.md, taken at 1280×800 on a running studio (`npm start`, default
// http://127.0.0.1:5173) with the config service played by the tests' in-memory mock of its
// contract (tests/studio/mock-config-service.ts), so they show the same states every time.
import path from 'node:path';
import type { Page } from 'playwright-core';
import landing from '../schemas/v1/config/landing-template.default.json';
import bank from '../schemas/v1/config/bank-form-layout.default.json';
import brand from '../schemas/v1/config/brand.default.json';
import { MockConfigService, routeToMock } from '../tests/studio/mock-config-service';
import { launchChromium } from './chromium';
import { isMain } from '../server/is-main';

const origin = process.argv[2] ?? 'http://127.0.0.1:5173';
const out = (name: string) =>
  path.resolve(import.meta.dirname, `../docs/pictures/studio-${name}.png`);

export function seededService(): MockConfigService {
  return new MockConfigService([
    {
      kind: 'landing-template',
      key: 'summer-2026',
      versions: [
        { state: 'retired', body: landing, note: 'First summer landing', publishedBy: 'pat' },
        {
          state: 'published',
          body: { ...landing, headline: 'Borrow up to ₱25,000 this summer' },
          note: 'Higher limit',
          publishedBy: 'pat',
          publishedAt: '2026-11-20T09:10:00Z',
        },
        {
          state: 'submitted',
          author: 'erin',
          body: {
            ...landing,
            headline: 'Summer cash in 1 day',
            body: 'Apply in minutes; repay at GCash, Maya or 7-Eleven.',
            sections: [...landing.sections].reverse(),
          },
          note: 'Shorter headline, list last',
          submittedBy: 'erin',
        },
      ],
    },
    {
      kind: 'bank-form-layout',
      key: 'default',
      versions: [
        { state: 'published', body: bank, publishedBy: 'pat', publishedAt: '2026-11-19T15:00:00Z' },
      ],
    },
    {
      kind: 'brand',
      key: 'default',
      versions: [
        {
          state: 'published',
          body: brand,
          publishedBy: 'pat',
          publishedAt: '2026-11-18T11:00:00Z',
        },
      ],
    },
  ]);
}

async function signIn(page: Page, user: string, password: string): Promise<void> {
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Signed in as').waitFor();
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const service = seededService();
  await routeToMock(page, service);

  await page.goto(`${origin}/studio`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.screenshot({ path: out('signed-out') });

  await signIn(page, 'pat', 'publisher-pass');
  await page.getByRole('button', { name: /Promotion landing template/ }).waitFor();
  await page.screenshot({ path: out('document-list') });

  await page.getByRole('button', { name: /Promotion landing template/ }).click();
  await page.getByLabel(/^Headline/).waitFor();
  await page
    .frameLocator('iframe.phone')
    .getByRole('heading', { name: 'Summer cash in 1 day' })
    .waitFor({ timeout: 20_000 });
  // A click on a section in the preview selects it in the form (and outlines it).
  await page
    .frameLocator('iframe.phone')
    .getByText('Register with your mobile number', { exact: false })
    .click();
  await page.locator('[data-pointer="/sections/0"][data-selected="true"]').waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: out('form-preview') });

  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByLabel('Compare from').selectOption('1');
  await page.getByRole('button', { name: 'Show changes' }).click();
  await page.getByRole('heading', { name: /changes? from version 1 to version 3/ }).waitFor();
  await page.getByRole('tab', { name: 'History' }).evaluate((tab) => tab.scrollIntoView());
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: out('diff') });

  await page.getByRole('button', { name: 'Open version 3' }).click();
  service.publishBehind('landing-template', 'summer-2026', 1, 'sam');
  await page.getByRole('button', { name: 'Publish version 3' }).first().click();
  await page.getByRole('alert').filter({ hasText: 'while you were looking' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: out('publish-conflict') });

  await browser.close();
}

if (isMain(import.meta.url)) await main();
