// The bank form rules (SPEC §4, §5, §9) as pure functions.
import { describe, expect, it, vi } from 'vitest';
import type { BankFormItem, BankFormLayout } from '../../src/generated/types';
import type { Translate } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { tabsOf } from '../../src/pages/bind-bank/view';
import {
  payoutSummary,
  buildPayload,
  channelItemCode,
  codeOf,
  DEFAULT_CHANNEL,
  initialCardType,
  initialChannel,
  initialValues,
  isItemVisible,
  MONTH_DAYS,
  offeredCardTypes,
  optionsOf,
  orderIndexes,
  uniqueItems,
} from '../../src/pages/bind-bank/rules';

const item = (code: string, extra: Partial<BankFormItem> = {}): BankFormItem => ({
  code,
  cate: 'text',
  title: code,
  ...extra,
});
const banks = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: ' Metrobank ', type: 'MBTC' },
  { name: 'Code seven', type: 7 },
];

describe('visibility', () => {
  const on = (cardType: number, channel = DEFAULT_CHANNEL) => ({ cardType, channel });
  it('cardTypeMi 0, "0", null or absent shows for every card type', () => {
    for (const cardTypeMi of [0, '0', null, undefined, '']) {
      const it0 = item('a', { cardTypeMi });
      expect(isItemVisible(it0, on(1))).toBe(true);
      expect(isItemVisible(it0, on(2))).toBe(true);
    }
  });
  it('any other cardTypeMi shows only for its own card type (number or string)', () => {
    expect(isItemVisible(item('a', { cardTypeMi: 2 }), on(2))).toBe(true);
    expect(isItemVisible(item('a', { cardTypeMi: '2' }), on(2))).toBe(true);
    expect(isItemVisible(item('a', { cardTypeMi: 2 }), on(1))).toBe(false);
  });
  it('a channelNumber restricts while card type is 1: then only that channel shows it', () => {
    const gcash = item('a', { channelNumber: 90006 });
    expect(isItemVisible(gcash, on(1, '90006'))).toBe(true);
    expect(isItemVisible(gcash, on(1, ' 90006 '))).toBe(true);
    expect(isItemVisible(gcash, on(1, '90007'))).toBe(false);
    expect(isItemVisible(item('b', { channelNumber: '' }), on(2))).toBe(true);
  });
  it('on another card type a channelNumber restricts nothing (SPEC §3)', () => {
    expect(isItemVisible(item('a', { channelNumber: 90006 }), on(2, '90007'))).toBe(true);
    // Its cardTypeMi still decides.
    expect(isItemVisible(item('a', { channelNumber: 90006, cardTypeMi: 1 }), on(2))).toBe(false);
  });
});

describe('pick-list codes', () => {
  const options = optionsOf(item('bank', { cate: 'enum', note: banks }));
  it('a server code stays its code, matched trimmed; unknown codes stay as they came', () => {
    expect(codeOf(options, 'MBTC')).toBe('MBTC');
    expect(codeOf(options, ' 7 ')).toBe('7');
    expect(codeOf(options, 'XYZ')).toBe('XYZ');
    expect(codeOf(options, '  ')).toBe('');
  });
  it('a value naming an option is that option’s code, matched by trimmed name', () => {
    expect(codeOf(options, 'Metrobank')).toBe('MBTC');
    expect(codeOf(options, ' BDO Unibank  ')).toBe('BDO');
  });
  it('a day without options gets 1 to 31; one with options keeps them', () => {
    expect(optionsOf(item('d', { cate: 'day' }))).toEqual(MONTH_DAYS);
    expect(MONTH_DAYS.map((o) => o.value)).toEqual(
      Array.from({ length: 31 }, (_, i) => String(i + 1)),
    );
    expect(optionsOf(item('d', { cate: 'day', note: [{ name: '5th', type: 5 }] }))).toEqual([
      { label: '5th', value: '5' },
    ]);
  });
});

describe('initial values and channel', () => {
  const items = [
    item('channelNumber', {
      cate: 'enum',
      note: [
        { name: 'GCash', type: '90006' },
        { name: 'Maya', type: '90007' },
      ],
    }),
    item('bank', { cate: 'enum', note: banks, value: 'MBTC' }),
    item('acct', { value: 1234 }),
    item('day', { cate: 'day', value: '15' }),
  ];
  it('pick lists start on the option code; the channel picker on the default channel', () => {
    expect(initialValues(items, 'channelNumber', DEFAULT_CHANNEL)).toEqual({
      f0: '90006',
      f1: 'MBTC',
      f2: '1234',
      f3: '15',
    });
  });
  it('a text item starts on the digits of its value: no dashes of the server are sent back', () => {
    expect(
      initialValues([item('wallet', { value: '0917-123 4567' })], undefined, DEFAULT_CHANNEL),
    ).toEqual({
      f0: '09171234567',
    });
  });
  it('channel defaults to 90006 unless the channel item has its own value', () => {
    expect(initialChannel(items, 'channelNumber')).toBe('90006');
    const own = [{ ...items[0]!, value: '90007' }];
    expect(initialChannel(own, 'channelNumber')).toBe('90007');
    expect(initialChannel(items, undefined)).toBe('90006');
  });
  it('a channel picker that does not offer 90006 starts on its placeholder, not the raw code', () => {
    const without = [{ ...items[0]!, note: [{ name: 'Maya', type: '90007' }] }];
    expect(initialChannel(without, 'channelNumber')).toBe('');
    expect(initialValues(without, 'channelNumber', '')).toEqual({ f0: '' });
  });
  it('a channel value given as an option name starts on its code, as the picker shows it', () => {
    expect(initialChannel([{ ...items[0]!, value: ' Maya ' }], 'channelNumber')).toBe('90007');
  });
});

describe('the items and the channel item as the form takes them', () => {
  it('keeps the first item of a code: a second would send its empty value over the first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const kept = uniqueItems([
      item('acct', { title: 'A' }),
      item('x'),
      item('acct', { title: 'B' }),
    ]);
    expect(kept.map((i) => [i.code, i.title])).toEqual([
      ['acct', 'A'],
      ['x', 'x'],
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
  it('keeps both items of a code that never show together: each channel its own number', () => {
    const number = (channelNumber: string, title: string) =>
      item('walletNumber', { cardTypeMi: 1, channelNumber, title });
    const kept = uniqueItems([number('90006', 'GCash'), number('90007', 'Maya')]);
    expect(kept.map((i) => i.title)).toEqual(['GCash', 'Maya']);
    // One of them for every channel, or both for every card type (channels restrict only
    // card type 1): they would show together.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(uniqueItems([number('90006', 'GCash'), number('', 'Any')])).toHaveLength(1);
    const everyType = (channelNumber: string) => item('walletNumber', { channelNumber });
    expect(uniqueItems([everyType('90006'), everyType('90007')])).toHaveLength(1);
    // Different card types never show together.
    expect(
      uniqueItems([item('acct', { cardTypeMi: 1 }), item('acct', { cardTypeMi: 2 })]),
    ).toHaveLength(2);
  });
  it("the layout's channel item when it is a pick list of card type 1 with a channel's option; else channelNumber", () => {
    const wallets = [
      { name: 'GCash', type: 90006 },
      { name: 'Maya', type: 90007 },
    ];
    const items = [
      item('wallet', { cate: 'enum', note: wallets }),
      item('channelNumber', { cate: 'enum', note: wallets }),
      item('walletNumber', { cardTypeMi: 1, channelNumber: '90006' }),
      item('bankCode', { cate: 'enum', cardTypeMi: 2, note: banks }),
      item('payDay', { cate: 'day', cardTypeMi: 1 }),
    ];
    expect(channelItemCode(items, 'wallet')).toBe('wallet');
    expect(channelItemCode(items, undefined)).toBe('channelNumber');
    expect(channelItemCode(items, 'eWalletChannel')).toBe('channelNumber');
    expect(channelItemCode([item('wallet')], 'wallet')).toBe('channelNumber');
    // Another card type's pick list, or one whose options are no channel: not the channel.
    expect(channelItemCode(items, 'bankCode')).toBe('channelNumber');
    expect(channelItemCode(items, 'payDay')).toBe('channelNumber');
  });
});

describe('card types and order', () => {
  it('offers the layout’s card types that some item applies to, in layout order', () => {
    const items = [item('a', { cardTypeMi: 2 }), item('b', { cardTypeMi: 2 })];
    expect(offeredCardTypes(items, [1, 2])).toEqual([2]);
    expect(offeredCardTypes([item('a', { cardTypeMi: 0 })], [2, 1, 2])).toEqual([2, 1]);
    expect(offeredCardTypes([], [1, 2])).toEqual([1, 2]);
  });
  it('card type 1 by default when offered, else the first tab', () => {
    expect(initialCardType([2, 1])).toBe(1);
    expect(initialCardType([2, 3])).toBe(2);
    expect(initialCardType([])).toBe(1);
  });
  it('listed codes come first in the listed order; the rest keep the server order', () => {
    const items = ['a', 'b', 'c', 'd'].map((c) => item(c));
    expect(orderIndexes(items, ['c', 'zzz', 'a'])).toEqual([2, 0, 1, 3]);
    expect(orderIndexes(items, [])).toEqual([0, 1, 2, 3]);
  });
});

describe('payload', () => {
  const items = [
    item('acct'),
    item('bank', { cate: 'enum', note: banks }),
    item('hidden'),
    item('city', { cate: 'citySelect', note: [{ name: 'Manila', type: '133900' }] }),
  ];
  it('one key per visible item code, pick lists as codes, plus cardType and product_id', () => {
    const values = { f0: '123', f1: 'MBTC', f2: 'secret', f3: '133900' };
    expect(buildPayload(items, [0, 1, 3], values, 2, '77')).toEqual({
      acct: '123',
      bank: 'MBTC',
      city: '133900',
      cardType: '2',
      product_id: '77',
    });
  });
  it('an empty field is sent empty; cardType and product_id win over same-named items', () => {
    const clash = [item('cardType'), item('acct')];
    expect(buildPayload(clash, [0, 1], { f0: '9' }, 1, '')).toEqual({
      cardType: '1',
      acct: '',
      product_id: '',
    });
  });
});

describe('payoutSummary', () => {
  const items = [
    {
      code: 'channelNumber',
      cate: 'enum',
      title: 'Channel',
      cardTypeMi: 0,
      note: [{ name: ' GCash ', type: '90006' }],
    },
    { code: 'walletNumber', cate: 'text', title: 'GCash number' },
    { code: 'accountNumber', cate: 'text', title: 'Account number' },
    {
      code: 'accountType',
      cate: 'enum',
      title: 'Account type',
      note: [{ name: 'Savings', type: 'SA' }],
    },
    { code: 'bankCode', cate: 'enum', title: 'Bank', note: [{ name: 'BPI', type: 'BPI' }] },
  ] as BankFormItem[];
  const wallet = { label: 'E-wallet', cardType: 1, channelCode: 'channelNumber' };
  const bank = { label: 'Bank', cardType: 2, channelCode: 'channelNumber' };

  it('names the picked wallet or bank and masks all but the last four digits', () => {
    expect(payoutSummary(items, [0, 1], { f0: '90006', f1: '0917-123-4567' }, wallet)).toEqual({
      where: 'GCash',
      account: '•••• 4567',
    });
  });

  it('names the wallet of an option whose code the server wrote with spaces', () => {
    const maya = [
      { ...items[0]!, note: [{ name: 'Maya', type: ' 90007' }] },
      items[1]!,
    ] as BankFormItem[];
    const picked = initialValues(maya, 'channelNumber', '90007').f0!;
    for (const f0 of [picked, ' 90007', '90007'])
      expect(payoutSummary(maya, [0, 1], { f0, f1: '09171234567' }, wallet).where).toBe('Maya');
  });

  it('on another tab names the bank: not a channel list shown there too, nor an account type', () => {
    const values = { f0: '90006', f2: '5550001111', f3: 'SA', f4: 'BPI' };
    expect(payoutSummary(items, [0, 3, 4, 2], values, bank)).toEqual({
      where: 'BPI',
      account: '•••• 1111',
    });
    // Without a bank list, another pick list that is not the channel.
    expect(payoutSummary(items, [0, 3, 2], values, bank).where).toBe('Savings');
  });

  it('falls back to the account type and hides a number too short to mask', () => {
    expect(payoutSummary(items, [2], { f2: '12' }, bank)).toEqual({
      where: 'Bank',
      account: '••••',
    });
    expect(payoutSummary(items, [0, 2], { f0: 'unknown', f2: '' }, wallet)).toEqual({
      where: 'E-wallet',
      account: '••••',
    });
  });
});

describe('the tabs', () => {
  const translate = ((key: string) => en[key as keyof typeof en] ?? key) as Translate;
  it('a label whose key the catalogue lacks takes the shipped label of its card type', () => {
    const layout = {
      version: 1,
      cardTypes: [
        { cardType: 1, label: { key: 'bank.tab.eWalet' } },
        { cardType: 2, label: { text: 'My bank' } },
      ],
    } as BankFormLayout;
    expect(tabsOf(layout, [1, 2], translate)).toEqual([
      { cardType: 1, label: en['bank.tab.eWallet'] },
      { cardType: 2, label: 'My bank' },
    ]);
  });
  it('a label of only spaces takes the shipped label too: never an empty tab', () => {
    const layout = {
      version: 1,
      cardTypes: [{ cardType: 2, label: { text: '  ' } }],
    } as BankFormLayout;
    expect(tabsOf(layout, [2], translate)).toEqual([{ cardType: 2, label: en['bank.tab.bank'] }]);
  });
});
