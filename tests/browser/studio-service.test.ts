// /studio on the config service in a real browser, on the studio's production build under the
// deployment's CSP: the service is the in-memory mock of its contract
// (tests/studio/mock-config-service.ts) behind Playwright's routing. The form generated from
// the schema edits the live preview; a click in the preview selects the field, a field
// selected outlines its node in the preview; a section moved by keyboard moves on the page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import landing from '../../schemas/v1/config/landing-template.default.json';
import { seededService } from '../../scripts/studio-pictures';
import { routeToMock } from '../studio/mock-config-service';
import { expectCleanPage, phoneBrowser, waitVisible } from './harness';

const browser = phoneBrowser();
const DESK = { width: 1280, height: 900 };
const preview = (page: Page) => page.frameLocator('iframe.phone');

async function openLanding(): Promise<Page> {
  const service = seededService();
  const page = await browser.open('/studio', {
    session: false,
    viewport: DESK,
    beforeNavigate: (p) => routeToMock(p, service),
  });
  await page.getByLabel('User name').fill('pat');
  await page.getByLabel('Password').fill('publisher-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /Promotion landing template/ }).click();
  await waitVisible(page.getByLabel(/^Headline/));
  await waitVisible(preview(page).getByRole('heading', { name: 'Summer cash in 1 day' }));
  return page;
}

describe('/studio on the config service', () => {
  it('edits the preview from the form, and selects across preview and form', async () => {
    const page = await openLanding();
    await page.getByLabel(/^Headline/).fill('Holiday cash');
    await waitVisible(preview(page).getByRole('heading', { name: 'Holiday cash' }));

    // A click on the body text in the preview selects its field.
    await preview(page).getByText('Apply in minutes', { exact: false }).click();
    const body = page.locator('[data-pointer="/body"]');
    await expect.poll(() => body.getAttribute('data-selected')).toBe('true');
    await expect.poll(() => body.evaluate((f) => f.contains(document.activeElement))).toBe(true);

    // Selecting a field outlines its node in the preview.
    await page.getByLabel(/^Headline/).focus();
    const outline = preview(page).locator('[data-studio-outline]');
    await waitVisible(outline);
    const box = (await outline.boundingBox())!;
    const heading = (await preview(page)
      .getByRole('heading', { name: 'Holiday cash' })
      .boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(heading.y);
    expect(box.y + box.height).toBeGreaterThanOrEqual(heading.y + heading.height);
    await expectCleanPage(page);
  });

  it('moves a landing section by keyboard (the page shows the new order) and by drag', async () => {
    const page = await openLanding();
    // The seeded submitted version has the list last: move it back to the top.
    const last = page.getByRole('button', { name: /^Entry 2 of 2: drag/ });
    await last.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/^Entry 1 of 2/);
    const list = preview(page).getByText(landing.sections[0]!.items![0]!);
    await expectListFirst(page, list);

    // And back by dragging the list's handle onto the other entry.
    await page
      .getByRole('button', { name: /^Entry 1 of 2: drag/ })
      .dragTo(page.locator('[data-item-pointer="/sections/1"]'));
    await expect
      .poll(() => page.locator('[data-pointer="/sections/0"] textarea').inputValue())
      .toContain('"caption"');
  });
});

/** The preview shows the landing's list above its caption (the shipped order). */
async function expectListFirst(page: Page, list: ReturnType<Page['getByText']>): Promise<void> {
  const caption = preview(page).getByText(landing.sections[1]!.text as string);
  await expect
    .poll(async () => (await list.boundingBox())!.y < (await caption.boundingBox())!.y, {
      timeout: 15_000,
    })
    .toBe(true);
}
