// Where server URLs lead after the allow-list: a route of the app, a page the tab loads, or
// the native side; refused ones lead nowhere.
import { afterEach, describe, expect, it } from 'vitest';
import { olderLinkTarget, pageTarget } from '../../src/app/server-links';

const SEARCH = '?userId=7&sessionId=s1&lang=fil';

afterEach(() => window.history.replaceState({}, '', '/'));

describe('pageTarget', () => {
  it('an app route opens in the app with the session and the extra parameters', () => {
    window.history.replaceState({}, '', `/newLoanConfirm${SEARCH}`);
    expect(pageTarget('/loanDetail?productId=P&orderId=O', { extra: { from: 'confirm' } })).toEqual(
      {
        kind: 'route',
        path: '/loanDetail?productId=P&orderId=O&userId=7&sessionId=s1&lang=fil&from=confirm',
      },
    );
  });

  it('another page of this origin is loaded by the tab, with the session', () => {
    window.history.replaceState({}, '', `/newLoanConfirm${SEARCH}`);
    expect(pageTarget('/docs/terms.html')).toEqual({
      kind: 'web',
      href: '/docs/terms.html?userId=7&sessionId=s1&lang=fil',
    });
  });

  it('a web page gets the session only when asked', () => {
    expect(pageTarget('https://lender.example/a?x=1', {}, SEARCH)).toEqual({
      kind: 'web',
      href: 'https://lender.example/a?x=1',
    });
    expect(
      pageTarget(
        'https://lender.example/a',
        { extra: { from: 'confirm' }, sessionOnWeb: true },
        SEARCH,
      ),
    ).toEqual({ kind: 'web', href: 'https://lender.example/a?userId=7&sessionId=s1&from=confirm' });
    // Over plain http the session would be readable on the way: it stays behind.
    expect(
      pageTarget(
        'http://lender.example/a',
        { extra: { from: 'confirm' }, sessionOnWeb: true },
        SEARCH,
      ),
    ).toEqual({ kind: 'web', href: 'http://lender.example/a?from=confirm' });
  });

  it("the header values travel with the session: to an app route, and to the lender's page when asked", () => {
    const search = '?userId=7&building=b1&gather=g1&swift=s1&eyes=e1';
    window.history.replaceState({}, '', `/loanDetail${search}`);
    expect(pageTarget('/repayment?productId=P&orderId=O')).toEqual({
      kind: 'route',
      path: '/repayment?productId=P&orderId=O&userId=7&building=b1&gather=g1&swift=s1&eyes=e1',
    });
    expect(pageTarget('https://lender.example/a', {}, search)).toEqual({
      kind: 'web',
      href: 'https://lender.example/a',
    });
    expect(pageTarget('https://lender.example/a', { sessionOnWeb: true }, search)).toEqual({
      kind: 'web',
      href: 'https://lender.example/a?userId=7&building=b1&gather=g1&swift=s1&eyes=e1',
    });
  });

  it('refuses what the allow-list refuses, and mail or phone links as pages', () => {
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'data:text/html,x',
      'mailto:a@b.example',
      'tel:123456',
      '',
      'https://user@evil.example/',
    ]) {
      expect(pageTarget(bad, {}, SEARCH)).toBeNull();
    }
  });
});

describe('olderLinkTarget', () => {
  it('http links open in the browser as given; others go to the native side', () => {
    expect(olderLinkTarget('https://lender.example/x')).toEqual({
      kind: 'web',
      href: 'https://lender.example/x',
    });
    expect(olderLinkTarget('/loanDetail?orderId=1')).toEqual({
      kind: 'native',
      url: '/loanDetail?orderId=1',
    });
    expect(olderLinkTarget('cashloan://open')).toEqual({ kind: 'native', url: 'cashloan://open' });
    expect(olderLinkTarget('javascript:alert(1)')).toBeNull();
    expect(olderLinkTarget('//evil.example')).toBeNull();
    // Neither a page nor the app: the contract lets no other scheme through.
    expect(olderLinkTarget('tel:09171234567')).toBeNull();
    expect(olderLinkTarget('mailto:cs@lender.example')).toBeNull();
    expect(olderLinkTarget('otherapp://open')).toBeNull();
  });
});
