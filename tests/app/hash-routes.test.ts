// The old app's payment-way hash routes (SPEC §2) lead to real pages, keeping the query.
import { afterEach, describe, expect, it } from 'vitest';
import { hashRouteTarget, settleHashRoute } from '../../src/app/hash-routes';

const SESSION = 'userId=7&sessionId=s1';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('hashRouteTarget', () => {
  it.each([
    [
      `/?${SESSION}#/borrowDetail/?orderId=O-9&productId=P-1`,
      `/order?${SESSION}&orderId=O-9&productId=P-1`,
    ],
    [`/?${SESSION}#/addnormalcard?product_id=P-1`, `/bindBank?${SESSION}&product_id=P-1`],
    [
      `/?${SESSION}#/alipayrepayment?orderId=O-9&amount=523450`,
      `/repayByCard?${SESSION}&orderId=O-9&amount=523450`,
    ],
    [`/?${SESSION}#/downloadTemplate`, `/promotion?${SESSION}#/downloadTemplate`],
    [`/?${SESSION}#/agreementTemplate`, `/loanAgreement?${SESSION}`],
  ])('%s → %s', (address, target) => {
    expect(hashRouteTarget(address)).toBe(target);
  });

  it('works on any path, without a query, and in any letter case', () => {
    expect(hashRouteTarget('/index.html#/borrowDetail/')).toBe('/order');
    expect(hashRouteTarget('/h5/#/AgreementTemplate')).toBe('/loanAgreement');
    expect(hashRouteTarget('/#/downloadtemplate?templateId=T-2')).toBe(
      '/promotion?templateId=T-2#/downloadTemplate',
    );
  });

  it("the hash's own query wins over the address's on a clash", () => {
    expect(hashRouteTarget('/?orderId=old&userId=7#/borrowDetail/?orderId=new')).toBe(
      '/order?orderId=new&userId=7',
    );
  });

  it('an empty value in the hash (an unfilled placeholder) leaves the address’s value', () => {
    expect(hashRouteTarget('/?sessionId=S-1&userId=7#/borrowDetail/O-9?sessionId=&userId=')).toBe(
      '/order?sessionId=S-1&userId=7&orderId=O-9',
    );
  });

  it('a key given twice in the hash counts once, by its first value, as on every page', () => {
    expect(hashRouteTarget('/?userId=7#/borrowDetail/O-9?productId=PRD-1&productId=PRD-2')).toBe(
      '/order?userId=7&productId=PRD-1&orderId=O-9',
    );
  });

  it('#/borrowDetail/<id> names the order when the query does not', () => {
    expect(hashRouteTarget('/#/borrowDetail/O-77')).toBe('/order?orderId=O-77');
    expect(hashRouteTarget('/#/borrowDetail/O-77/?productId=P')).toBe(
      '/order?productId=P&orderId=O-77',
    );
    expect(hashRouteTarget('/?orderId=O-1#/borrowDetail/O-77')).toBe('/order?orderId=O-1');
    // A segment that is not a plain id is no order.
    expect(hashRouteTarget('/#/borrowDetail/%3Cscript%3E')).toBe('/order');
    expect(hashRouteTarget('/#/borrowDetail/%E0%A4%A')).toBe('/order');
  });

  it('leaves every other address alone, and the landing its own download screen', () => {
    for (const address of [
      '/order?orderId=1',
      '/#faq',
      '/#/',
      '/#/unknownRoute',
      '/#/borrowDetail/a/b',
      '/#/constructor',
      '/#/__proto__',
      '/promotion?templateId=T-2#/downloadTemplate',
      '/Promotion/#/downloadTemplate',
    ]) {
      expect(hashRouteTarget(address), address).toBeNull();
    }
  });

  it('a differently written download hash on the landing is made the one it shows', () => {
    expect(hashRouteTarget('/promotion?templateId=T-2#/downloadtemplate')).toBe(
      '/promotion?templateId=T-2#/downloadTemplate',
    );
  });
});

describe('settleHashRoute', () => {
  it('replaces the address, keeping the history state, and only when it has to', () => {
    window.history.replaceState({ idx: 3 }, '', `/?${SESSION}#/agreementTemplate`);
    expect(settleHashRoute()).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      `/loanAgreement?${SESSION}`,
    );
    expect(window.history.state).toEqual({ idx: 3 });
    expect(settleHashRoute()).toBe(false);
  });
});
