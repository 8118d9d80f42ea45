// The loan confirm rules on their own: query reading, what each call sends, the older
// variant's label, pop-up and rupee flag, and the view data the layout binds to.
import { describe, expect, it } from 'vitest';
import { readConfirmQuery } from '../../src/pages/loan-confirm/calls';
import {
  agreementListOf,
  agreementPosition,
  agreementRowOf,
  mayPush,
  type AgreementRow,
  type ListedAgreement,
  confirmData,
  jumpPayload,
  nextLabel,
  pushPayload,
  showsPromo,
  usesRupee,
} from '../../src/pages/loan-confirm/rules';
import type { LoanConfirm } from '../../src/generated/types';

const listed = (agreements: ListedAgreement[]): AgreementRow => ({ status: 'ok', agreements });
const NONE = listed([]);

const loan: LoanConfirm = {
  amount: 500000,
  periods: 120,
  termUnit: 1,
  orderKey: 'OK-1',
  promoMsg: '',
  promoBtnText: '',
  isRupee: 0,
};
const query = { productId: 'PRD-1', orderId: 'O-9' };
const ui = { pointOut: false, pushing: false, openingAgreement: false };

describe('readConfirmQuery', () => {
  it('reads productId, or product_id, and orderId; refuses anything that is not an id', () => {
    expect(readConfirmQuery(new URLSearchParams('productId=PRD-1&orderId=O-9'))).toEqual(query);
    expect(readConfirmQuery(new URLSearchParams('product_id=77'))).toEqual({
      productId: '77',
      orderId: '',
    });
    expect(readConfirmQuery(new URLSearchParams('productId=&product_id=77'))).toEqual({
      productId: '77',
      orderId: '',
    });
    expect(readConfirmQuery(new URLSearchParams('productId=a%20b&orderId=../x'))).toEqual({
      productId: null,
      orderId: '',
    });
  });
});

describe('payloads', () => {
  it('version 3 jumps with jumpType 1; the older variant without it', () => {
    expect(jumpPayload('v3', query, 1)).toEqual({
      productId: 'PRD-1',
      scene: 3,
      position: 1,
      orderId: 'O-9',
      jumpType: 1,
    });
    expect(jumpPayload('older', { productId: 'PRD-1', orderId: '' }, 0)).toEqual({
      productId: 'PRD-1',
      scene: 3,
      position: 0,
      orderId: '',
    });
  });

  it('the push echoes the answer: newer names with loanVersion 3, older names with orderKey', () => {
    expect(pushPayload('period', loan, 'PRD-1')).toEqual({
      amount: 500000,
      periods: 120,
      termUnit: 1,
      productId: 'PRD-1',
      loanVersion: 3,
    });
    expect(pushPayload('older', loan, 'PRD-1')).toEqual({
      amount: 500000,
      period: 120,
      unit: 1,
      orderKey: 'OK-1',
    });
    expect(pushPayload('older', { ...loan, orderKey: undefined }, 'P').orderKey).toBe('');
  });
});

describe('older variant flags', () => {
  const promo = { ...loan, promoMsg: 'Zero fee today', promoBtnText: ' Get it now ', isRupee: 1 };

  it('shows the pop-up and its label only in the older variant, with a message', () => {
    expect(showsPromo('older', promo)).toBe(true);
    expect(showsPromo('older', { ...promo, promoMsg: '  ' })).toBe(false);
    expect(showsPromo('v3', promo)).toBe(false);
    expect(nextLabel('older', promo, 'Next')).toBe('Get it now');
    expect(nextLabel('older', { ...promo, promoBtnText: '' }, 'Next')).toBe('Next');
    expect(nextLabel('v3', promo, 'Next')).toBe('Next');
  });

  it('uses the rupee sign only when the older answer says exactly 1', () => {
    expect(usesRupee('older', promo)).toBe(true);
    expect(usesRupee('older', { ...promo, isRupee: 2 })).toBe(false);
    expect(usesRupee('period', promo)).toBe(false);
  });
});

describe('agreementListOf', () => {
  const two = [{ title: 'Loan Agreement' }, { title: 'Privacy Authorization' }];
  it('reads data.data (the contract) and a bare list', () => {
    const read = [
      { title: 'Loan Agreement', position: 0 },
      { title: 'Privacy Authorization', position: 1 },
    ];
    expect(agreementListOf({ data: two })).toEqual(read);
    expect(agreementListOf(two)).toEqual(read);
    expect(agreementListOf({ data: [] })).toEqual([]);
  });
  it('leaves out entries without a title, the others keeping their positions', () => {
    expect(
      agreementListOf([{ title: ' ' }, { title: 'Loan Agreement' }, { name: 'x' }, { title: 'P' }]),
    ).toEqual([
      { title: 'Loan Agreement', position: 1 },
      { title: 'P', position: 3 },
    ]);
  });
  it('a list of none usable is no list', () => {
    expect(agreementListOf({ data: [{ name: 'Loan Agreement' }] })).toBeNull();
  });
  it('is null when there is no list at all', () => {
    for (const data of [undefined, null, 'x', {}, { data: 'x' }, { title: 'Loan Agreement' }]) {
      expect(agreementListOf(data)).toBeNull();
    }
  });
});

describe('the agreement row (a secondary part)', () => {
  const read = (answer: { data: unknown }) => agreementListOf(answer.data);
  const failure = { kind: 'timeout', message: 'slow' } as const;
  it('is loading, failed (a failure or no usable list), or the agreements', () => {
    expect(agreementRowOf({ status: 'loading' }, read)).toEqual({ status: 'loading' });
    expect(agreementRowOf({ status: 'error', failure }, read)).toEqual({ status: 'failed' });
    expect(agreementRowOf({ status: 'ok', answer: { data: 'x' } }, read)).toEqual({
      status: 'failed',
    });
    expect(agreementRowOf({ status: 'ok', answer: { data: { data: [] } } }, read)).toEqual(NONE);
  });
  it('Next waits for the agreements, needs the box over them, and not after a failure', () => {
    const one = listed([{ title: 'Loan Agreement', position: 0 }]);
    expect(mayPush({ status: 'loading' }, true)).toBe(false);
    expect(mayPush(one, true)).toBe(true);
    expect(mayPush(one, false)).toBe(false);
    expect(mayPush(NONE, false)).toBe(true);
    expect(mayPush({ status: 'failed' }, false)).toBe(true);
  });
});

describe('agreementPosition', () => {
  it('accepts only a position the page listed', () => {
    const shown = [
      { title: 'Loan Agreement', position: 1 },
      { title: 'Privacy', position: 3 },
    ];
    expect(agreementPosition('1', shown)).toBe(1);
    expect(agreementPosition('3', shown)).toBe(3);
    for (const bad of ['0', '2', '4', '-1', '1.5', '', 'x', undefined]) {
      expect(agreementPosition(bad, shown)).toBeNull();
    }
  });
});

describe('confirmData', () => {
  it('frames an allowed popAgreementUrl, and says so for a refused one', () => {
    const framed = confirmData(
      'v3',
      { ...loan, popAgreementUrl: 'https://lender.example/a' },
      NONE,
      ui,
      'Next',
    );
    expect(framed.view.popAgreementUrl).toBe('https://lender.example/a');
    expect(framed.view.popAgreementRefused).toBe(false);
    for (const hostile of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      const refused = confirmData('v3', { ...loan, popAgreementUrl: hostile }, NONE, ui, 'Next');
      expect(refused.view.popAgreementUrl).toBe('');
      expect(refused.view.popAgreementRefused).toBe(true);
    }
    const none = confirmData('v3', loan, NONE, ui, 'Next');
    expect(none.view.popAgreementRefused).toBe(false);
  });

  it('ticks the box at load, fills absent lists and shows the first date outside version 3', () => {
    const data = confirmData(
      'older',
      loan,
      listed([{ title: 'Loan Agreement', position: 0 }]),
      ui,
      'Next',
    );
    expect(data.view.initial).toEqual({ agree: true });
    expect(data.loan.details).toEqual([]);
    expect(data.loan.repay_plans).toEqual([]);
    expect(data.view.showFirstPayTime).toBe(true);
    expect(confirmData('v3', loan, NONE, ui, 'Next').view.showFirstPayTime).toBe(false);
    expect(confirmData('period', loan, NONE, ui, 'Next').view.showFirstPayTime).toBe(true);
    const failed = confirmData('v3', loan, { status: 'failed' }, ui, 'Next');
    expect(failed.view).toMatchObject({ agreementsState: 'failed', agreements: [] });
  });
});
