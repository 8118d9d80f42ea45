// /studio in a real browser against the studio's production build and the fixture API, in its
// file mode, its fallback when the config service is not reachable (here its routes answer
// 503; tests/studio/ and studio-service/operator-publish cover the service's flows): an
// edit shows in the live preview (the real app in a frame), a broken document is named at its
// JSON Pointer while the preview keeps the last valid one, a download opens again as the same
// document, a copied link reopens it, and a bank layout reordered shows reordered.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import landingDefault from '../../schemas/v1/config/landing-template.default.json';
import bankDefault from '../../schemas/v1/config/bank-form-layout.default.json';
import brandDefault from '../../schemas/v1/config/brand.default.json';
import { brandPropertiesOf } from '../../src/lib/brand';
import instructionsDefault from '../../schemas/v1/config/payment-instructions.default.json';
import { expectCleanPage, phoneBrowser, waitVisible } from './harness';

const browser = phoneBrowser();
const DESK = { width: 1280, height: 900 };

async function openStudio(hash = '', { clock = false } = {}): Promise<Page> {
  const page = await browser.open(`/studio${hash}`, {
    session: false,
    viewport: DESK,
    beforeNavigate: async (p: Page) => {
      // The gateway's answer while the config service is down.
      await p.route('**/config-api/**', (route) => route.fulfill({ status: 503 }));
      // The page's clock, which the test moves on (it flows as usual until then).
      if (clock) await p.clock.install();
    },
  });
  await waitVisible(page.getByRole('heading', { level: 1, name: 'Studio' }));
  // The studio says the service is not reachable and offers the file editor (a link opens
  // straight into it, and the choice lasts over a reload).
  const files = page.getByRole('button', { name: 'Edit files without the service' });
  await waitVisible(page.locator('.cm-content').or(files));
  if (await files.isVisible()) {
    await waitVisible(page.getByText('The config service is not reachable.'));
    await files.click();
  }
  await waitVisible(page.locator('.cm-content'));
  return page;
}

const preview = (page: Page) => page.frameLocator('iframe.phone');

/** Replaces the whole document, as pasting it would. */
async function paste(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

async function chooseDocument(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: /^Document/ }).selectOption({ label });
}

async function downloaded(page: Page): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  return fs.readFileSync((await file.path())!, 'utf8');
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

describe('/studio', () => {
  it('shows an edited landing headline in the preview, on the real promotion page', async () => {
    const page = await openStudio();
    await chooseDocument(page, 'Promotion landing template');
    await waitVisible(preview(page).getByRole('heading', { name: landingDefault.headline }));

    await paste(page, json({ ...landingDefault, headline: 'Cash for the holidays' }));
    await waitVisible(preview(page).getByRole('heading', { name: 'Cash for the holidays' }));
    await expect(page.getByRole('status').filter({ hasText: 'No problems' }).count()).resolves.toBe(
      1,
    );
    await expectCleanPage(page);
  });

  it('names a broken document at its pointer and keeps the last valid preview', async () => {
    const page = await openStudio('', { clock: true });
    await chooseDocument(page, 'Promotion landing template');
    await paste(page, json({ ...landingDefault, headline: 'Kept on screen' }));
    await waitVisible(preview(page).getByRole('heading', { name: 'Kept on screen' }));

    await paste(
      page,
      json({ ...landingDefault, headline: 'Never shown', colors: { accent: 'red' } }),
    );
    const problems = page.getByRole('heading', { level: 2, name: /problems?: the preview keeps/ });
    await waitVisible(problems);
    const item = page.getByRole('listitem').filter({ hasText: '/colors/accent' });
    await expect(item.textContent()).resolves.toContain(
      'this must be a colour written #rgb or #rrggbb',
    );
    // The editor marks it too.
    await waitVisible(page.locator('.cm-lintRange-error').first());

    // A document that is not even JSON: the preview still shows the last valid one.
    await paste(page, '{ "headline": ');
    await waitVisible(page.getByRole('listitem').filter({ hasText: 'not valid JSON' }));
    // On the page's clock, past the pause the preview waits for after typing (300 ms): an
    // update of the preview would have begun, and its status line would say so.
    await page.clock.runFor(1000);
    await expect(page.getByText('Updating the preview…').count()).resolves.toBe(0);
    await waitVisible(preview(page).getByRole('heading', { name: 'Kept on screen' }));
    await expect(preview(page).getByText('Never shown').count()).resolves.toBe(0);
  });

  it('downloads the document, opens the file again and reopens it from a copied link', async () => {
    const page = await openStudio();
    await chooseDocument(page, 'Promotion landing template');
    const edited = json({ ...landingDefault, headline: 'Round trip ₱5,000 "quoted"' });
    await paste(page, edited);
    expect(await downloaded(page)).toBe(edited);

    await page.getByLabel('Load').selectOption({ label: 'Shipped default' });
    expect(JSON.parse(await downloaded(page))).toEqual(landingDefault);

    await page.locator('input[type=file]').setInputFiles({
      name: 'landing.json',
      mimeType: 'application/json',
      buffer: Buffer.from(edited),
    });
    await waitVisible(page.getByText('Opened landing.json.'));
    expect(await downloaded(page)).toBe(edited);

    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.getByLabel('Link to this document').inputValue();
    const hash = new URL(link).hash;
    const reopened = await openStudio(hash);
    await waitVisible(reopened.getByText('Opened from a link.'));
    expect(await downloaded(reopened)).toBe(edited);
    await waitVisible(
      preview(reopened).getByRole('heading', { name: 'Round trip ₱5,000 "quoted"' }),
    );
  });

  it('is one link away from /testPreview', async () => {
    const page = await browser.open('/testPreview', { viewport: DESK });
    await page.getByRole('link', { name: 'Studio', exact: true }).click();
    await waitVisible(page.getByRole('heading', { level: 1, name: 'Studio' }));
  });

  it('keeps the draft over a reload', async () => {
    const page = await openStudio();
    await chooseDocument(page, 'Promotion landing template');
    const edited = json({ ...landingDefault, headline: 'Not lost' });
    await paste(page, edited);
    await page.reload();
    await waitVisible(page.getByText('Your last draft is back.'));
    expect(await downloaded(page)).toBe(edited);
  });

  it('previews an edited brand config on the website', async () => {
    const page = await openStudio();
    await chooseDocument(page, 'Brand config');
    await waitVisible(preview(page).getByText(brandDefault.companyName).first());
    const colors = { ...brandDefault.colors, gradient: ['#9f1239', '#be123c'] };
    await paste(page, json({ ...brandDefault, companyName: 'Studio Lending Corporation', colors }));
    await waitVisible(preview(page).getByText('Studio Lending Corporation').first());
    // The edited colours, as the app's theme reads them.
    const brandColour = await preview(page)
      .locator('html')
      .evaluate((root) => getComputedStyle(root).getPropertyValue('--brand').trim());
    expect(brandColour).toBe(brandPropertiesOf(colors)['--brand']);
    expect(brandColour).not.toBe(brandPropertiesOf(brandDefault.colors)['--brand']);
  });

  it('previews edited payment instructions on their page', async () => {
    const page = await openStudio();
    await chooseDocument(page, 'Payment-provider instructions');
    const [gcash, ...others] = instructionsDefault.channels;
    const renamed = { ...gcash!, name: { text: 'GCash (new app)' } };
    await paste(page, json({ ...instructionsDefault, channels: [renamed, ...others] }));
    await waitVisible(preview(page).getByText('GCash (new app)').first());
  });

  it('says so when a link was cut short, and opens a document anyway', async () => {
    const page = await openStudio('#doc=brand&text=AAAA');
    await waitVisible(page.getByText(/This link could not be opened/));
    // With no draft to come back to: the first document as shipped, editable and previewed.
    await expect(
      page.getByRole('combobox', { name: /^Document/ }).evaluate((s: HTMLSelectElement) => {
        return s.selectedOptions[0]?.textContent;
      }),
    ).resolves.toBe('Promotion landing template');
    await waitVisible(preview(page).getByRole('heading', { name: landingDefault.headline }));
    expect(await downloaded(page)).toBe(`${json(landingDefault)}\n`);
  });

  it('shows a bank layout with its card types reordered in the preview', async () => {
    const page = await openStudio();
    await chooseDocument(page, 'Bank-form layout');
    const tabs = preview(page).getByRole('tab');
    await waitVisible(tabs.first());
    await expect(tabs.allTextContents()).resolves.toEqual(['E-wallet', 'Bank']);

    await paste(page, json({ ...bankDefault, cardTypes: [...bankDefault.cardTypes].reverse() }));
    await expect
      .poll(() => tabs.allTextContents(), { timeout: 15_000 })
      .toEqual(['Bank', 'E-wallet']);
  });

  it('previews an edited shipped screen layout at each phone width', async () => {
    const page = await openStudio();
    await chooseDocument(page, 'Screen layout: customer-service');
    const layout = JSON.parse(fs.readFileSync('schemas/v1/screens/customer-service.json', 'utf8'));
    await waitVisible(preview(page).getByRole('heading', { level: 1, name: 'Customer service' }));
    await paste(page, json({ ...layout, title: 'Help desk' }));
    await waitVisible(preview(page).getByRole('heading', { level: 1, name: 'Help desk' }));

    const frame = page.locator('iframe.phone');
    for (const width of [320, 375, 412]) {
      await page.getByLabel(`${width} px`).check();
      await expect.poll(() => frame.evaluate((f) => f.clientWidth)).toBe(width);
      const overflow = await preview(page)
        .locator('html')
        .evaluate((html) => html.scrollWidth - html.clientWidth);
      expect(overflow, `sideways scrolling at ${width} px`).toBe(0);
    }
  });

  it('runs the page on the chosen fixture scenario', async () => {
    const page = await openStudio();
    await chooseDocument(page, 'Screen layout: customer-service');
    await waitVisible(preview(page).getByRole('heading', { level: 1, name: 'Customer service' }));
    await page.getByLabel('Fixture scenario').selectOption('error');
    await waitVisible(
      preview(page).getByText("We can't load our contact details right now.", { exact: false }),
    );
  });

  it('previews the page in the chosen language', async () => {
    const page = await openStudio();
    await chooseDocument(page, 'Promotion landing template');
    await page.getByLabel('Language').selectOption('zh');
    const register = preview(page).getByRole('button', { name: landingDefault.buttonText });
    await waitVisible(register);
    await register.click();
    await waitVisible(preview(page).getByText('请输入正确的手机号'));
  });
});
