// An operator changes a landing template on the real config service, and /promotion follows
// each step: the production build served as deployed, the app's template read answered by the
// service (scripts/preview.ts `configReads`), its store a fresh SQLite file seeded with the
// shipped defaults, the account made with the CLI. Drafting and submitting change nothing the
// borrower sees; publishing does at the next visit; rolling back brings the old text back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import template from '../../fixtures/api/v3/channel/channel-template/default.json';
import shippedDefault from '../../schemas/v1/config/landing-template.default.json';
import { startPreview } from '../../scripts/preview';
import { runCli } from '../../server/config-service/cli';
import { openStorage } from '../../server/config-service/open-storage';
import { seedIfEmpty } from '../../server/config-service/seed';
import { launchBrowser, waitVisible } from './harness';

const PASSWORD = 'a long enough passphrase';
const SHIPPED = template.data.headline;
const EDITED = 'Holiday cash in 1 day';

let browser: Browser;
let base = '';
let dataDir = '';
const closers: Array<() => Promise<void>> = [];

/** The production build with the app's config reads answered by the service on `dataDir`. */
async function serve(configDataDir: string): Promise<string> {
  const { server } = await startPreview({ port: 0, configDataDir, configReads: true });
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-publish-'));
  const storage = await openStorage({ dataDir });
  await seedIfEmpty(storage);
  await runCli(['add', 'maria', '--role', 'publisher'], storage, async () => PASSWORD);
  await storage.close();
  base = await serve(dataDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const close of closers) await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The text a borrower sees on /promotion?templateId=T-1, on a fresh visit. */
async function promotionText(origin = base): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${origin}/promotion?templateId=T-1`);
  // The form shows once the template is settled (the service's, or the shipped default).
  await waitVisible(page.getByRole('textbox', { name: /Mobile number/ }));
  const text = await page.locator('body').innerText();
  await context.close();
  return text;
}

/** /promotion shows `shown` and not `gone`, within the read's cache time. */
async function expectPromotion(shown: string, gone: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const text = await promotionText();
        return text.includes(shown) && !text.includes(gone);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

async function openStudio(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${base}/studio`);
  await page.getByLabel('User name').fill('maria');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /Promotion landing template\s*T-1/ }).click();
  await waitVisible(page.getByLabel(/^Headline/));
  return page;
}

describe('an operator publishes a landing template', () => {
  it('draft, submit, publish, roll back: /promotion follows each step', async () => {
    await expectPromotion(SHIPPED, EDITED);
    const studio = await openStudio();

    await studio.getByLabel(/^Headline/).fill(EDITED);
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await waitVisible(studio.getByRole('button', { name: 'Submit for review' }));
    await expectPromotion(SHIPPED, EDITED);

    await studio.getByRole('button', { name: 'Submit for review' }).click();
    await waitVisible(studio.getByRole('button', { name: 'Publish version 2' }));
    await expectPromotion(SHIPPED, EDITED);

    await studio.getByRole('button', { name: 'Publish version 2' }).click();
    await expectPromotion(EDITED, SHIPPED);

    await studio.getByRole('tab', { name: 'History' }).click();
    await studio.getByRole('button', { name: 'Roll back to v1' }).click();
    await expectPromotion(SHIPPED, EDITED);
    await studio.context().close();
  });
});

describe('when the config service is down', () => {
  it('/promotion shows the shipped default template and works as always', async () => {
    // A data folder that is a file: the service cannot open its store, the read fails.
    const broken = path.join(dataDir, 'not-a-folder');
    fs.writeFileSync(broken, '');
    const text = await promotionText(await serve(broken));
    // The shipped default's own section, not T-1's published one.
    expect(text).toContain(shippedDefault.sections[0]!.items![0]!);
    expect(text).not.toContain(template.data.sections[0]!.text!);
  });
});
