// The order rules on their own, and the layout's data rules (the buttons each status gives)
// read with the renderer's own condition evaluator.
import { readTolerantly } from '../../src/api/tolerant';
import { validateFailureNoticeResponse } from '../../src/generated/validators/v1/api/failure-notice';
import { validateLoanDetailsResponse } from '../../src/generated/validators/v1/api/loan-details';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import layout from '../../schemas/v1/screens/order-details.json';
import { evaluateCondition } from '../../renderers/condition';
import type { Condition, OrderDetail } from '../../src/generated/types';
import { readOrderQuery } from '../../src/lib/order-query';
import {
  enabledProduct,
  marketShown,
  noticeHasContent,
  popupsAtLoad,
  productsOfNotice,
  redirectOf,
  showsMarket,
  telephoneOf,
  isDialable,
} from '../../src/pages/order-details/rules';

const order: OrderDetail = { orderStatus: 174 };
const SEARCH = '?userId=7&sessionId=s1';

describe('showsMarket', () => {
  it('hides the market for 170, 174, 180 and 200 and shows it for every other status', () => {
    for (const status of [170, 174, 180, 200]) expect(showsMarket(status)).toBe(false);
    for (const status of [21, 110, 151, 0, 999, -1]) expect(showsMarket(status)).toBe(true);
  });
});

describe('the recommended products (a decorating part)', () => {
  const cash = { productId: 'PRD-9', name: 'Cash Swift', enabled: 1 as const };
  it('reads the products with an id and a name, and nothing from a list that is not one', () => {
    const order = (recProducts: unknown) => ({ code: 0, data: { orderStatus: 151, recProducts } });
    const listed = order([cash, { ...cash, productId: ' ' }, { ...cash, name: '' }, null, 'x']);
    expect(readTolerantly(validateLoanDetailsResponse, listed)).toBe(true);
    expect(listed.data.recProducts).toEqual([cash]);
    for (const list of ['x', {}, 7]) {
      const broken = order(list);
      expect(readTolerantly(validateLoanDetailsResponse, broken)).toBe(true);
      expect(broken.data.recProducts).toBeUndefined();
    }
  });
  it('the market shows where the status allows it and there is a product to show', () => {
    expect(marketShown(151, [cash])).toBe(true);
    expect(marketShown(151, [])).toBe(false);
    expect(marketShown(174, [cash])).toBe(false);
  });
  it('the older products too', () => {
    const notice = { code: '00', data: { products: [{ vid: '', vname: 'N', vopen: 1 as const }] } };
    expect(readTolerantly(validateFailureNoticeResponse, notice)).toBe(true);
    expect(productsOfNotice(notice.data)).toEqual([]);
  });
});

describe('redirectOf', () => {
  // An in-app link takes the session of the page's own address.
  beforeEach(() => window.history.replaceState({}, '', `/loanDetail${SEARCH}`));
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('asks with a reyMsg, goes at once without, and never for status 21', () => {
    const withUrl = { ...order, playeduL: '/loanConfirm?productId=P' };
    expect(redirectOf({ ...withUrl, reyMsg: 'Withdraw?' }, SEARCH).kind).toBe('ask');
    expect(redirectOf(withUrl, SEARCH)).toEqual({
      kind: 'go',
      target: { kind: 'route', path: '/loanConfirm?productId=P&userId=7&sessionId=s1' },
    });
    expect(redirectOf({ ...withUrl, orderStatus: 21, reyMsg: 'x' }, SEARCH).kind).toBe('none');
    expect(redirectOf(order, SEARCH).kind).toBe('none');
  });

  it('an http(s) playeduL carries the session; a refused one counts as absent', () => {
    expect(redirectOf({ ...order, playeduL: 'https://lender.example/w' }, SEARCH)).toEqual({
      kind: 'go',
      target: { kind: 'web', href: 'https://lender.example/w?userId=7&sessionId=s1' },
    });
    for (const hostile of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', ' ']) {
      expect(redirectOf({ ...order, playeduL: hostile, reyMsg: 'x' }, SEARCH).kind).toBe('none');
    }
  });
});

describe('popupsAtLoad', () => {
  it('orders the pop-ups: withdraw, bank card, kind tips, rating', () => {
    const all = {
      ...order,
      playeduL: '/x',
      reyMsg: 'Withdraw?',
      cardNeedPop: 1,
      KindTipsMsg: 'Tip',
      isScore: 1 as const,
    };
    expect(popupsAtLoad(all, false, redirectOf(all, SEARCH))).toEqual([
      'withdraw',
      'card',
      'kindTips',
      'rating',
    ]);
    expect(popupsAtLoad(all, true, { kind: 'none' })).toEqual(['card', 'rating']);
    expect(popupsAtLoad({ ...order, isScore: 0, cardNeedPop: 0 }, false, { kind: 'none' })).toEqual(
      [],
    );
  });
});

describe('small rules', () => {
  it("the service phone is the answer's as written; absent or blank, the configured one", () => {
    expect(telephoneOf({ ...order, telephone: ' 0917 ' }, 'F')).toBe('0917');
    expect(telephoneOf({ ...order, telephone: ' ' }, 'F')).toBe('F');
    expect(telephoneOf(order, 'F')).toBe('F');
    expect(telephoneOf({ ...order, telephone: '(02) 8888 1234 loc. 5678' }, 'F')).toBe(
      '(02) 8888 1234 loc. 5678',
    );
  });

  it('only one number goes to the dialer: not a USSD code, nor text around a number', () => {
    for (const odd of ['*#21#', '0917 123 4567 (Mon-Fri 9-5)', 'tel:1900;999', '0917 / 0918'])
      expect(isDialable(odd), odd).toBe(false);
    expect(isDialable('+63 917 123 4567')).toBe(true);
  });

  it('only an enabled product of the list can be opened', () => {
    const products = [
      { productId: 'A', name: 'A', enabled: 1 as const },
      { productId: 'B', name: 'B', enabled: 0 as const },
    ];
    expect(enabledProduct(products, 'A')?.productId).toBe('A');
    expect(enabledProduct(products, 'B')).toBeNull();
    expect(enabledProduct(products, 'C')).toBeNull();
    expect(enabledProduct(products, undefined)).toBeNull();
  });

  it('maps the older product names', () => {
    expect(
      productsOfNotice({
        products: [
          {
            vid: 'P9',
            vlogo: 'l',
            vname: 'N',
            vbtn: 'B',
            vopen: 1,
            vrange: 'R',
            vrangeDsc: 'RD',
            vrate: 'T',
            vrateDsc: 'TD',
            vtags: ['x'],
          },
        ],
      }),
    ).toEqual([
      {
        productId: 'P9',
        logo: 'l',
        name: 'N',
        buttonText: 'B',
        enabled: 1,
        amountRange: 'R',
        amountDesc: 'RD',
        rate: 'T',
        rateDesc: 'TD',
        tags: ['x'],
      },
    ]);
    expect(productsOfNotice({})).toEqual([]);
  });

  it('a notice has content when it has a notice, an error or a product', () => {
    expect(noticeHasContent({ noticeMsg: 'We could not open it.' })).toBe(true);
    expect(noticeHasContent({ errMsg: 'E-2041' })).toBe(true);
    expect(noticeHasContent({ products: [{ vid: 'P', vname: 'N', vopen: 0 }] })).toBe(true);
    expect(noticeHasContent({})).toBe(false);
    expect(noticeHasContent({ noticeMsg: ' ', errMsg: '', products: [] })).toBe(false);
  });

  it('needs a usable productId and orderId', () => {
    expect(readOrderQuery(new URLSearchParams('product_id=P&orderId=O'))).toEqual({
      productId: 'P',
      orderId: 'O',
    });
    // An empty name is none: the other one fills it (SPEC §7).
    expect(readOrderQuery(new URLSearchParams('productId=&product_id=P&orderId=O'))).toEqual({
      productId: 'P',
      orderId: 'O',
    });
    expect(readOrderQuery(new URLSearchParams('productId=P'))).toBeNull();
    expect(readOrderQuery(new URLSearchParams('productId=P&orderId=%3Cx%3E'))).toBeNull();
  });
});

describe('the layout: buttons by status, and the status icon table', () => {
  type Node = { id?: string; when?: Condition; icons?: Record<string, string>; default?: string };
  const nodes: Node[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      nodes.push(value as Node);
      Object.values(value).forEach(walk);
    }
  };
  walk(layout.body);
  const byId = (id: string) => nodes.find((n) => n.id === id)!;
  const shows = (id: string, status: number, isDelay = 0) =>
    evaluateCondition(byId(id).when, (pointer) =>
      pointer === '/order/orderStatus'
        ? status
        : pointer === '/order/isDelay'
          ? isDelay
          : undefined,
    );

  it.each([
    [174, 1, ['repay-now', 'rollover']],
    [180, 1, ['repay-now', 'rollover']],
    [174, 0, ['repayment']],
    [180, 0, ['repayment']],
    [170, 0, ['repayment']],
    [170, 1, ['repayment']],
    [200, 0, ['borrow-again']],
    [21, 0, []],
    [110, 0, []],
    [151, 1, []],
    [999, 0, []],
  ])('status %i, isDelay %i: %j', (status, isDelay, expected) => {
    const buttons = ['repay-now', 'rollover', 'repayment', 'borrow-again'];
    expect(buttons.filter((id) => shows(id, status, isDelay))).toEqual(expected);
  });

  it('110 has its own icon and unknown codes the default', () => {
    const icon = byId('status-icon');
    expect(icon.icons?.['110']).toBe('failed');
    expect(icon.icons?.['999']).toBeUndefined();
    expect(icon.default).toBe('info');
  });
});
