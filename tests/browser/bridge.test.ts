// Native bridge calls from a borrower page, seen through the development shim: the call is
// recorded with its payload, and the floating panel (?devtools=1) shows it to a developer.
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import {
  SESSION,
  bridgeCalls,
  expectAccessible,
  expectNoViolations,
  phoneBrowser,
  waitVisible,
} from './harness';

const phone = phoneBrowser();

describe('bridge calls in a plain browser', () => {
  it('"Back to home" on the not-found page asks for home and, with no app around, opens it', async () => {
    const page = await phone.open('/no-such-page');
    await page.getByRole('button', { name: en['common.goHome'] }).tap();
    await expect
      .poll(async () => (await bridgeCalls(page)).map((c) => c.action))
      .toEqual(['goHome']);
    expect((await bridgeCalls(page))[0]).toMatchObject({ method: 'goHome', payload: {} });
    await page.waitForURL((url) => url.pathname === '/');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(SESSION);
    await expectNoViolations(page);
  });

  it('the not-found page offers the same way out', async () => {
    const page = await phone.open('/no-such-page');
    await page.getByRole('button', { name: en['common.goHome'] }).tap();
    await page.waitForURL((url) => url.pathname === '/');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(SESSION);
  });

  it('inside the app the native side takes the borrower home and the page stays', async () => {
    const page = await phone.open('/no-such-page', {
      beforeNavigate: async (p) => {
        await p.addInitScript(() => {
          const w = window as unknown as { android: object; goneHome: number };
          w.goneHome = 0;
          w.android = { goHome: () => (w.goneHome += 1) };
        });
      },
    });
    await page.getByRole('button', { name: en['common.goHome'] }).tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { goneHome: number }).goneHome))
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
  });

  it('with ?devtools=1 the floating panel shows each call as it happens', async () => {
    const page = await phone.open('/no-such-page?devtools=1');
    const panel = page.getByRole('log', { name: 'Native bridge calls' });
    await waitVisible(panel);
    expect(await panel.innerText()).not.toContain('goHome');
    await page.getByRole('button', { name: en['common.goHome'] }).tap();
    await expect.poll(() => panel.innerText()).toContain('goHome');
    await expectNoViolations(page);
    await expectAccessible(page);
  });

  it('without the flag a borrower never sees the panel', async () => {
    const page = await phone.open('/no-such-page');
    await waitVisible(page.getByRole('button', { name: en['common.goHome'] }));
    // The panel's switch runs once the page has settled, in the same task that registers the
    // offline worker (src/main.tsx): wait for that, for the network and for a frame.
    await expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    expect(await page.getByRole('log', { name: 'Native bridge calls' }).count()).toBe(0);
  });
});
