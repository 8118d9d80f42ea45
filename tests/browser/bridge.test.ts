// Native bridge calls from a borrower page, seen through the development shim: the call is
// recorded with its payload, and the floating panel (?devtools=1) shows it to a developer.
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import {
  bridgeCalls,
  expectAccessible,
  expectNoViolations,
  phoneBrowser,
  waitVisible,
} from './harness';

const phone = phoneBrowser();

describe('bridge calls in a plain browser', () => {
  it('"Back to home" on a coming-soon page asks the app to go home', async () => {
    const page = await phone.open('/aboutUs');
    await page.getByRole('button', { name: en['common.goHome'] }).tap();
    await expect
      .poll(async () => (await bridgeCalls(page)).map((c) => c.action))
      .toEqual(['goHome']);
    expect((await bridgeCalls(page))[0]).toMatchObject({ method: 'goHome', payload: {} });
    await expectNoViolations(page);
  });

  it('the not-found page offers the same way out', async () => {
    const page = await phone.open('/no-such-page');
    await page.getByRole('button', { name: en['common.goHome'] }).tap();
    await expect
      .poll(async () => (await bridgeCalls(page)).map((c) => c.action))
      .toEqual(['goHome']);
  });

  it('with ?devtools=1 the floating panel shows each call as it happens', async () => {
    const page = await phone.open('/aboutUs?devtools=1');
    const panel = page.getByRole('log', { name: 'Native bridge calls' });
    await waitVisible(panel);
    expect(await panel.innerText()).not.toContain('goHome');
    await page.getByRole('button', { name: en['common.goHome'] }).tap();
    await expect.poll(() => panel.innerText()).toContain('goHome');
    await expectNoViolations(page);
    await expectAccessible(page);
  });

  it('without the flag a borrower never sees the panel', async () => {
    const page = await phone.open('/aboutUs');
    await waitVisible(page.getByRole('button', { name: en['common.goHome'] }));
    expect(await page.getByRole('log', { name: 'Native bridge calls' }).count()).toBe(0);
  });
});
