import { describe, it, expect } from 'vitest';
import {
  formatCard,
  formatDate,
  formatDateTime,
  formatDays,
  formatMoney,
  formatPhone,
  formatters,
  groupThousands,
  type FormatContext,
} from '../../src/lib/format';

function makeCtx(rupee?: boolean): FormatContext {
  return {
    t: (key, params) => `${key}:${JSON.stringify(params ?? {})}`,
    ...(rupee === undefined ? {} : { rupee }),
  };
}

describe('formatMoney', () => {
  it('divides centavos by 100 with exactly two decimals and a peso sign', () => {
    expect(formatMoney(1999)).toBe('₱19.99');
    expect(formatMoney('150000')).toBe('₱1,500.00');
    expect(formatMoney(530000)).toBe('₱5,300.00');
    expect(formatMoney(99999)).toBe('₱999.99');
    expect(formatMoney(0)).toBe('₱0.00');
    expect(formatMoney(5)).toBe('₱0.05');
    expect(formatMoney(100)).toBe('₱1.00');
  });

  it('puts the minus sign before the currency sign', () => {
    expect(formatMoney(-5)).toBe('-₱0.05');
    expect(formatMoney('-123456')).toBe('-₱1,234.56');
  });

  it('treats negative zero as zero', () => {
    expect(formatMoney(-0)).toBe('₱0.00');
    expect(formatMoney('-0')).toBe('₱0.00');
  });

  it('uses the rupee sign when asked', () => {
    expect(formatMoney(1999, { rupee: true })).toBe('₹19.99');
    expect(formatMoney(500000, { rupee: true })).toBe('₹5,000.00');
    expect(formatMoney(1999, { rupee: false })).toBe('₱19.99');
  });

  it('has no float rounding artefacts, even for huge amounts', () => {
    expect(formatMoney(100501)).toBe('₱1,005.01');
    expect(formatMoney(110)).toBe('₱1.10');
    expect(formatMoney('123456789012345678901')).toBe('₱1,234,567,890,123,456,789.01');
  });

  it('accepts surrounding whitespace, a plus sign and leading zeros in strings', () => {
    expect(formatMoney(' 250 ')).toBe('₱2.50');
    expect(formatMoney('+250')).toBe('₱2.50');
    expect(formatMoney('0007')).toBe('₱0.07');
  });

  it('returns empty for anything that is not an integer amount', () => {
    for (const bad of [
      NaN,
      Infinity,
      -Infinity,
      '',
      '  ',
      null,
      undefined,
      'abc',
      '12a',
      '1e3',
      '19.99',
      19.5,
      true,
      {},
      [],
    ]) {
      expect(formatMoney(bad)).toBe('');
    }
  });
});

describe('groupThousands', () => {
  it('groups with a dot every three digits', () => {
    expect(groupThousands(1234567)).toBe('1.234.567');
    expect(groupThousands('1000')).toBe('1.000');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(100000)).toBe('100.000');
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(-1234)).toBe('-1.234');
  });

  it('returns empty for non-numeric input', () => {
    for (const bad of ['', 'x', null, undefined, NaN, 12.5, '1.000']) {
      expect(groupThousands(bad)).toBe('');
    }
  });
});

describe('formatDate', () => {
  it('keeps the date part of a string that starts with YYYY-MM-DD', () => {
    expect(formatDate('2024-03-09')).toBe('2024-03-09');
    expect(formatDate('2024-03-09 23:59:59')).toBe('2024-03-09');
    expect(formatDate('2024-03-09T23:59:59Z')).toBe('2024-03-09');
  });

  it('renders epoch seconds in Manila time (UTC+8)', () => {
    // 2024-01-01T16:00:00Z is already 2024-01-02 00:00 in Manila.
    expect(formatDate(1704124800)).toBe('2024-01-02');
    expect(formatDate(1704124799)).toBe('2024-01-01');
    expect(formatDate('1704124800')).toBe('2024-01-02');
  });

  it('treats numbers of 1e11 and above as milliseconds', () => {
    expect(formatDate(1704124800000)).toBe('2024-01-02');
    expect(formatDate('1704124799000')).toBe('2024-01-01');
  });

  it('returns empty for invalid input', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2024-13-01',
      '2024-1-5',
      '09-03-2024',
      null,
      undefined,
      NaN,
      Infinity,
      8.64e20,
      {},
    ]) {
      expect(formatDate(bad)).toBe('');
    }
  });
});

describe('formatDateTime', () => {
  it('keeps date and time as given, with a space or T separator', () => {
    expect(formatDateTime('2024-03-09 07:05:03')).toBe('2024-03-09 07:05:03');
    expect(formatDateTime('2024-03-09T07:05:03.123Z')).toBe('2024-03-09 07:05:03');
  });

  it('renders epochs in Manila time', () => {
    expect(formatDateTime(0)).toBe('1970-01-01 08:00:00');
    expect(formatDateTime(1704124800)).toBe('2024-01-02 00:00:00');
    expect(formatDateTime(1704124800123)).toBe('2024-01-02 00:00:00');
    expect(formatDateTime('1704067199')).toBe('2024-01-01 07:59:59');
  });

  it('does not depend on the machine time zone', () => {
    const original = process.env.TZ;
    try {
      for (const zone of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
        process.env.TZ = zone;
        expect(formatDateTime(1704124800)).toBe('2024-01-02 00:00:00');
        expect(formatDate(1704124799)).toBe('2024-01-01');
      }
      // Guards the guard: the zone switch must really change local-time getters.
      process.env.TZ = 'America/New_York';
      expect(new Date(1704124800000).getHours()).toBe(11);
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('returns empty for a date without a time and for invalid input', () => {
    for (const bad of ['2024-03-09', '2024-03-09 25:00:00', 'now', '', null, NaN, true]) {
      expect(formatDateTime(bad)).toBe('');
    }
  });
});

describe('formatDays', () => {
  it('passes the count to the translator', () => {
    const ctx = makeCtx();
    expect(formatDays(7, ctx)).toBe('format.days:{"count":7}');
    expect(formatDays('14', ctx)).toBe('format.days:{"count":14}');
    expect(formatDays(0, ctx)).toBe('format.days:{"count":0}');
  });

  it('says one day in the singular ("1 day", not "1 days")', () => {
    const ctx = makeCtx();
    expect(formatDays(1, ctx)).toBe('format.day:{"count":1}');
    expect(formatDays('1', ctx)).toBe('format.day:{"count":1}');
  });

  it('returns empty when the value is not an integer', () => {
    const ctx = makeCtx();
    for (const bad of ['', 'seven', null, undefined, NaN, 1.5]) {
      expect(formatDays(bad, ctx)).toBe('');
    }
  });
});

describe('formatPhone', () => {
  it('groups 3-4-4 as far as the digits go', () => {
    expect(formatPhone('09171234567')).toBe('091 7123 4567');
    expect(formatPhone('0917')).toBe('091 7');
    expect(formatPhone('091')).toBe('091');
    expect(formatPhone('09')).toBe('09');
    expect(formatPhone('0917123')).toBe('091 7123');
  });

  it('keeps digits only and cuts at eleven', () => {
    expect(formatPhone('+63 917-123')).toBe('639 1712 3');
    expect(formatPhone('0917123456789')).toBe('091 7123 4567');
  });

  it('returns empty when there are no digits', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('abc')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});

describe('formatCard', () => {
  it('groups digits in fours', () => {
    expect(formatCard('1234567812345678')).toBe('1234 5678 1234 5678');
    expect(formatCard('1234-5678 12')).toBe('1234 5678 12');
    expect(formatCard('1234')).toBe('1234');
    expect(formatCard('')).toBe('');
    expect(formatCard(undefined)).toBe('');
  });
});

describe('formatters', () => {
  it('maps every name to its formatter', () => {
    const ctx = makeCtx();
    expect(formatters.money(1999, ctx)).toBe('₱19.99');
    expect(formatters.money(1999, makeCtx(true))).toBe('₹19.99');
    expect(formatters.date(1704124800, ctx)).toBe('2024-01-02');
    expect(formatters.datetime(1704124800, ctx)).toBe('2024-01-02 00:00:00');
    expect(formatters.days(3, ctx)).toBe('format.days:{"count":3}');
    expect(formatters.phone('09171234567', ctx)).toBe('091 7123 4567');
    expect(formatters.card('12345678', ctx)).toBe('1234 5678');
    expect(formatters.number(1234567, ctx)).toBe('1.234.567');
    expect(Object.keys(formatters).sort()).toEqual([
      'card',
      'date',
      'datetime',
      'days',
      'money',
      'number',
      'phone',
    ]);
  });
});
