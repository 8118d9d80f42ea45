// The payment guide (/paymentGuide) as a borrower sees it: the three channels in the
// contract's order, each with numbered steps and a picture per step that enlarges in a dialog
// and closes by Close, by a tap on the overlay or by Escape; no call to the API.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import brand from '../../schemas/v1/config/brand.default.json';
import { en } from '../../src/i18n/en';
import PaymentGuidePage, { guideData } from '../../src/pages/payment-guide';
import { GUIDE } from '../../src/pages/payment-guide/content';
import { allAnswered, clearRequests, receivedRequests } from '../api/fixture-session';
import { MemoryRouter } from '../router';

const PATH = '/paymentGuide?userId=7&sessionId=s1';

function renderPage() {
  window.history.replaceState({}, '', PATH);
  return render(
    <MemoryRouter initialEntries={[PATH]}>
      <PaymentGuidePage />
    </MemoryRouter>,
  );
}

const english = (key: string) => en[key as keyof typeof en] as string;
const withBiller = (text: string) => text.replace('{biller}', brand.companyName);

beforeEach(async () => {
  await clearRequests();
});

describe('/paymentGuide', () => {
  it('shows GCash, Maya and 7-Eleven in that order, each a heading over its numbered steps', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: en['page.paymentGuide'] })).toBeTruthy();
    const channels = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(channels).toEqual(['GCash', 'Maya', '7-Eleven']);
    expect(screen.getByText(en['paymentGuide.gcash.kind'])).toBeTruthy();
    expect(screen.getByText(en['paymentGuide.7eleven.kind'])).toBeTruthy();

    for (const channel of GUIDE) {
      const steps = screen.getByRole('list', { name: english(channel.name) });
      expect(steps.tagName).toBe('OL');
      // The steps themselves, not the thumbnails of a step's picture gallery.
      const items = within(steps)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === steps);
      expect(items.length).toBeGreaterThanOrEqual(3);
      // A step's text is all the text of its item: its picture has only alt text.
      expect(items.map((li) => li.textContent)).toEqual(
        channel.steps.map((step) => withBiller(english(step.text))),
      );
    }
    // The biller is the lender's name, never a placeholder.
    expect(document.body.textContent).not.toContain('{biller}');
    expect(screen.getAllByText(new RegExp(brand.companyName)).length).toBeGreaterThan(0);
  });

  it('gives every step a picture with its own alt text, a small SVG shipped with the app', async () => {
    renderPage();
    const alts = GUIDE.flatMap((channel) => channel.steps.map((step) => english(step.alt)));
    for (const alt of alts) {
      const picture = await screen.findByRole('img', { name: alt });
      expect(picture.getAttribute('src')).toMatch(/\.svg(\?|$)/);
    }
    const all = [...document.querySelectorAll('main img')];
    expect(all).toHaveLength(alts.length);
    expect(all.every((img) => (img.getAttribute('alt') ?? '').length > 0)).toBe(true);
    // Each picture sits in its step's list item.
    const gcash = screen.getByRole('list', { name: 'GCash' });
    const firstStep = within(gcash).getAllByRole('listitem')[0]!;
    expect(
      within(firstStep).getByRole('img', { name: en['paymentGuide.gcash.alt1'] }),
    ).toBeTruthy();
  });

  it('a tap on a picture enlarges the same picture in a dialog; Close closes it', async () => {
    const user = userEvent.setup();
    renderPage();
    const alt = en['paymentGuide.maya.alt3'];
    const thumb = await screen.findByRole('img', { name: alt });
    await user.click(thumb);
    const dialog = screen.getByRole('dialog', { name: alt });
    const large = within(dialog).getByRole('img', { name: alt });
    expect(large.getAttribute('src')).toBe(thumb.getAttribute('src'));
    await user.click(within(dialog).getByRole('button', { name: en['common.close'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the picture's button, where the borrower was.
    expect(document.activeElement).toBe(thumb.closest('button'));
  });

  it('a tap on the overlay around the dialog closes it, and so does Escape', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('img', { name: en['paymentGuide.7eleven.alt2'] }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByTestId('image-lightbox-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('img', { name: en['paymentGuide.gcash.alt4'] }));
    // A tap on the picture itself keeps it open.
    await user.click(within(screen.getByRole('dialog')).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the API for nothing: the content ships with the app', async () => {
    renderPage();
    await screen.findAllByRole('img');
    await allAnswered();
    expect(await receivedRequests()).toEqual([]);
  });

  it('the content is complete in Filipino too', async () => {
    const { fil } = await import('../../src/i18n/fil');
    const data = guideData((key, params) => {
      const text = fil[key as keyof typeof fil] ?? key;
      return params?.biller === undefined ? text : text.replace('{biller}', String(params.biller));
    });
    const texts = data.channels.flatMap((c) => [
      c.name,
      c.kind,
      ...c.steps.flatMap((s) => [s.text, s.pictures[0]!.alt]),
    ]);
    expect(texts.filter((text) => text.startsWith('paymentGuide.') || text.includes('{'))).toEqual(
      [],
    );
    expect(data.channels.map((c) => c.name)).toEqual(['GCash', 'Maya', '7-Eleven']);
  });
});
