// The repayment pages' pure rules: generate-vcode's body, the banner's URL, the code page's
// query and the record's total.
import { describe, expect, it } from 'vitest';
import { bannerUrl, vcodePayload } from '../../src/pages/repayment/rules';
import { readCodeQuery } from '../../src/pages/repayment-of-code/rules';
import { totalOf } from '../../src/pages/repayment-of-code2/rules';

const query = { productId: 'PRD-1', orderId: 'O-9' };

describe('vcodePayload', () => {
  it('sends the instalment amount as the centavos it came as, without isDelay', () => {
    expect(vcodePayload(query, { repayAmount: 523450 }, 'instalment', '90006')).toEqual({
      ...query,
      amount: '523450',
      channelNumber: '90006',
    });
  });

  it('sends the delay amount with isDelay=1, never repayAmount', () => {
    const info = { repayAmount: 1, delayInfo: { delayAmount: 120000 } };
    expect(vcodePayload(query, info, 'delay', '90007')).toEqual({
      ...query,
      amount: '120000',
      channelNumber: '90007',
      isDelay: '1',
    });
  });

  it('sends nothing without an amount or a channel', () => {
    expect(vcodePayload(query, { delayInfo: {} }, 'delay', '90007')).toBeNull();
    expect(vcodePayload(query, {}, 'instalment', '90007')).toBeNull();
    expect(vcodePayload(query, { repayAmount: 0 }, 'instalment', '')).toBeNull();
    expect(vcodePayload(query, { repayAmount: 0 }, 'instalment', '1')).toMatchObject({
      amount: '0',
    });
  });
});

describe('bannerUrl', () => {
  it('is reyTopUrl only while isShowReyTop is 1', () => {
    expect(bannerUrl({ isShowReyTop: 1, reyTopUrl: 'https://help.example' })).toBe(
      'https://help.example',
    );
    expect(bannerUrl({ isShowReyTop: 0, reyTopUrl: 'https://help.example' })).toBeNull();
    expect(bannerUrl({ isShowReyTop: 1 })).toBeNull();
  });
});

describe('readCodeQuery', () => {
  const read = (q: string) => readCodeQuery(new URLSearchParams(q));
  it('reads showType 1 (as a number: "01", " 1", "1.0") as the code view, anything else as the QR view', () => {
    for (const one of ['1', '01', '%201', '1.0'])
      expect(read(`showType=${one}`).showCode).toBe(true);
    for (const other of ['10', '2', '1a', ''])
      expect(read(`showType=${other}`).showCode).toBe(false);
    expect(read('').showCode).toBe(false);
  });
  it('a code written as a missing value ("null", "undefined", "NaN") or of dashes only is none', () => {
    for (const missing of ['null', 'NULL', 'undefined', 'NaN', '-', '---'])
      expect(read(`payCode=${missing}`).payCode, missing).toBeNull();
    expect(read('payCode=NULL5').payCode).toBe('NULL5');
  });
  it('takes integer centavos and plain codes only', () => {
    expect(read('amount=523450&payCode=778-123').amount).toBe(523450);
    expect(read('amount=523450&payCode=778-123').payCode).toBe('778-123');
    expect(read('amount=-5').amount).toBeNull();
    expect(read('amount=1e5').amount).toBeNull();
    expect(read('payCode=a%20b').payCode).toBeNull();
    expect(read(`payCode=${'9'.repeat(65)}`).payCode).toBeNull();
  });
});

describe('totalOf', () => {
  it('is repayAmount, else the delay amount', () => {
    expect(totalOf({ repayAmount: 5, delayInfo: { delayAmount: 9 } })).toBe(5);
    expect(totalOf({ delayInfo: { delayAmount: 9 } })).toBe(9);
    expect(totalOf({})).toBeUndefined();
  });
});
