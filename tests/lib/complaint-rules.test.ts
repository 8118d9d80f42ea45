import { describe, expect, it } from 'vitest';
import type { ComplaintOrder } from '../../src/generated/types';
import {
  limitComplaintText,
  mayFileCollection,
  ordersOf,
  typeTitlesOf,
} from '../../src/lib/complaint-rules';
import { parseFormQuery } from '../../src/lib/complaint-query';
import { safeQueryValue } from '../../src/lib/text';

const order = (orderNo: string, isShow: unknown): ComplaintOrder =>
  ({ orderNo, productName: 'P', isShow }) as ComplaintOrder;

describe('mayFileCollection', () => {
  it('allows type 1 only for an order whose isShow is 1 (number or text)', () => {
    expect(mayFileCollection(order('a', 1))).toBe(true);
    expect(mayFileCollection(order('a', '1'))).toBe(true);
    expect(mayFileCollection(order('a', 0))).toBe(false);
    expect(mayFileCollection(order('a', null))).toBe(false);
    expect(mayFileCollection(order('a', undefined))).toBe(false);
    expect(mayFileCollection(null)).toBe(false);
  });
});

describe('ordersOf', () => {
  it('takes the server selection, else the first order, else none', () => {
    const a = order('a', 1);
    const b = order('b', 0);
    expect(
      ordersOf({ problemType: [], problemSonType: [], orderDetail: b, orderList: [a, b] }),
    ).toEqual({ selected: b, all: [a, b] });
    expect(
      ordersOf({ problemType: [], problemSonType: [], orderDetail: [], orderList: [a] }),
    ).toEqual({ selected: a, all: [a] });
    expect(ordersOf({ problemType: [], problemSonType: [], orderDetail: null })).toEqual({
      selected: null,
      all: [],
    });
  });
});

describe('limitComplaintText', () => {
  it('keeps up to 200 characters and drops the rest', () => {
    expect(limitComplaintText('a'.repeat(200))).toHaveLength(200);
    expect(limitComplaintText('a'.repeat(250))).toBe('a'.repeat(200));
    expect(limitComplaintText('short')).toBe('short');
  });
  it('never leaves half an emoji at the end', () => {
    const text = `${'a'.repeat(199)}😀`;
    expect(limitComplaintText(text)).toBe('a'.repeat(199));
  });
});

describe('parseFormQuery', () => {
  it('reads the three values', () => {
    expect(parseFormQuery('?problemType=1&problemSonType=12&orderNo=PH1')).toEqual({
      ok: true,
      problemType: '1',
      problemSonType: '12',
      orderNo: 'PH1',
    });
    expect(parseFormQuery('?problemType=3')).toEqual({
      ok: true,
      problemType: '3',
      problemSonType: '',
      orderNo: '',
    });
  });
  it("keeps the server's own order number as it is: it only goes back in a form body", () => {
    expect(parseFormQuery('?problemType=2&orderNo=PH.2025%2F0301-001')).toMatchObject({
      ok: true,
      orderNo: 'PH.2025/0301-001',
    });
  });
  it('refuses a missing type and hostile values', () => {
    expect(parseFormQuery('')).toEqual({ ok: false });
    expect(parseFormQuery('?problemType=%3Cscript%3E')).toEqual({ ok: false });
    expect(parseFormQuery('?problemType=2&orderNo=PH1%0Ax')).toEqual({ ok: false });
    expect(parseFormQuery(`?problemType=2&orderNo=${'9'.repeat(65)}`)).toEqual({ ok: false });
    expect(parseFormQuery(`?problemType=2&problemSonType=${'9'.repeat(65)}`)).toEqual({
      ok: false,
    });
  });
});

describe('safeQueryValue', () => {
  it('keeps plain ids only', () => {
    expect(safeQueryValue('PH-2025_01')).toBe('PH-2025_01');
    expect(safeQueryValue('a b')).toBeNull();
    expect(safeQueryValue(null)).toBeNull();
  });
});

describe('typeTitlesOf', () => {
  const data = {
    problemType: [
      { value: 1, title: 'Collection' },
      { value: '3', title: 'Repayment' },
    ],
    problemSonType: [{ value: 12, title: 'Too many calls' }],
  };
  it('finds the titles of the type and the sub-type', () => {
    expect(typeTitlesOf(data, '1', '12')).toEqual({
      status: 'ok',
      typeTitle: 'Collection',
      sonTitle: 'Too many calls',
    });
    expect(typeTitlesOf(data, '3', '')).toEqual({
      status: 'ok',
      typeTitle: 'Repayment',
      sonTitle: '',
    });
  });
  it('a value the lists do not offer is unknown: the borrower chooses again', () => {
    expect(typeTitlesOf(data, '99', '')).toEqual({ status: 'unknown' });
    // Type 1 without a sub-type, while the server offers some to choose.
    expect(typeTitlesOf(data, '1', '')).toEqual({ status: 'unknown' });
    expect(typeTitlesOf(data, '1', '99')).toEqual({ status: 'unknown' });
  });
  it('an answer without a usable list is unusable: the form goes on without tags', () => {
    expect(typeTitlesOf(null, '1', '12')).toEqual({ status: 'unusable' });
    expect(typeTitlesOf({ problemType: 'x' }, '3', '')).toEqual({ status: 'unusable' });
    expect(typeTitlesOf({ problemType: [] }, '3', '')).toEqual({ status: 'unusable' });
    expect(typeTitlesOf({ problemType: [{ value: 3 }] }, '3', '')).toEqual({
      status: 'unusable',
    });
    expect(typeTitlesOf({ problemType: data.problemType }, '1', '12')).toEqual({
      status: 'unusable',
    });
    // Without a sub-type, the sub-type list is not needed; type 1 goes on when none is offered.
    expect(typeTitlesOf({ problemType: data.problemType }, '1', '')).toEqual({
      status: 'ok',
      typeTitle: 'Collection',
      sonTitle: '',
    });
    expect(typeTitlesOf({ problemType: data.problemType }, '3', '').status).toBe('ok');
  });
  it('a chosen type offered without a usable title is unusable, not withdrawn', () => {
    for (const title of [undefined, '', '  ', { a: 1 }]) {
      const types = [{ value: 1, title }, ...data.problemType.slice(1)];
      expect(typeTitlesOf({ ...data, problemType: types }, '1', '12')).toEqual({
        status: 'unusable',
      });
      const sons = data.problemSonType.map((son) =>
        son.value === 12 ? { value: 12, title } : son,
      );
      expect(typeTitlesOf({ ...data, problemSonType: sons }, '1', '12')).toEqual({
        status: 'unusable',
      });
    }
  });
});
