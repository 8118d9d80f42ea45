// The saved resend deadline of repay by card: read back as saved, and none when it cannot be
// one this page set (garbage, or further ahead than the 60 s countdown).
import { describe, expect, it } from 'vitest';
import { readResendAt, RESEND_SECONDS, saveResendAt } from '../../src/pages/repay-by-card/resend';

const NOW = 1_750_000_000_000;
const KEY = 'repayCardResendAt:O-9';

describe('the saved resend deadline', () => {
  it('reads back the deadline the page saved, and none once cleared', () => {
    saveResendAt('O-9', NOW + RESEND_SECONDS * 1000);
    expect(readResendAt('O-9', NOW)).toBe(NOW + 60_000);
    expect(readResendAt('O-9', NOW + 30_000)).toBe(NOW + 60_000);
    saveResendAt('O-9', null);
    expect(readResendAt('O-9', NOW)).toBeNull();
  });

  it('is none when the value cannot be a deadline of this countdown', () => {
    for (const stored of ['soon', '-5', '0', 'Infinity', String(NOW + 3_600_000)]) {
      sessionStorage.setItem(KEY, stored);
      expect(readResendAt('O-9', NOW), stored).toBeNull();
    }
  });
});
