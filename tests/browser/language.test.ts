// The page's language: Filipino throughout with lang=fil, kept across an in-app link and a
// reload; with a locale of only a few strings (es) the page says it is English and the
// Spanish string carries its own lang.
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { fil } from '../../src/i18n/fil';
import { expectCleanPage, phoneBrowser, waitVisible } from './harness';

const phone = phoneBrowser();

describe('language', () => {
  it('lang=fil: Filipino page, html lang fil, kept by an in-app link and a reload', async () => {
    const page = await phone.open('/customerService?lang=fil');
    await waitVisible(page.getByText(fil['cs.intro']));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    await page.getByRole('link', { name: fil['cs.complaint'] }).tap();
    await page.waitForURL((url) => url.pathname === '/complainPage');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('fil');
    await page.reload();
    await waitVisible(page.getByRole('heading', { name: fil['complainForm.questionType'] }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    await expectCleanPage(page);
  });

  it('lang=fil on a document: its English prose is marked English in a Filipino page', async () => {
    const page = await phone.open('/aboutUs?lang=fil');
    await waitVisible(page.getByRole('heading', { name: 'Our mission' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    const lang = await page
      .getByRole('heading', { name: 'Our mission' })
      .evaluate((heading) => heading.closest('[lang]')?.getAttribute('lang'));
    expect(lang).toBe('en');
  });

  it('lang=fil on the website: the framed privacy policy is in Filipino too', async () => {
    const page = await phone.open('/?lang=fil', { viewport: { width: 1280, height: 800 } });
    await page
      .getByRole('navigation', { name: fil['site.nav'] })
      .getByRole('button', { name: fil['site.nav.privacy'] })
      .click();
    const frame = page.getByTitle(fil['site.nav.privacy'], { exact: true });
    await waitVisible(frame);
    const src = new URL((await frame.getAttribute('src')) ?? '', 'https://app.invalid');
    expect([src.pathname, src.searchParams.get('lang')]).toEqual(['/privacyPolicy', 'fil']);
    const policy = page.frameLocator('iframe[src^="/privacyPolicy"]');
    await waitVisible(
      policy.getByRole('heading', { level: 1, name: fil['page.privacyPolicy'] }),
      20_000,
    );
  });

  it('lang=es: html lang en, and the Spanish string marked lang="es"', async () => {
    const page = await phone.open('/complainPage?lang=es');
    await waitVisible(page.getByRole('heading', { name: en['complainForm.questionType'] }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: en['complainForm.all'] }).tap();
    const sheet = page.getByRole('dialog', { name: en['complainForm.allOrders'] });
    await sheet.getByRole('button', { name: /Cash Easy/ }).tap();
    await sheet.waitFor({ state: 'detached' });
    await page
      .getByRole('group', { name: en['complainForm.questionType'] })
      .getByRole('button', { name: 'Collection' })
      .tap();
    const toast = page
      .getByTestId('toast')
      .filter({ hasText: es['complainForm.typeNotSupported'] });
    await waitVisible(toast);
    expect(await toast.getAttribute('lang')).toBe('es');
  });
});
