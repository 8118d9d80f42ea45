import { describe, expect, it } from 'vitest';
import { isSuccess, serverMessage } from '../../src/api/envelope';

describe('success conventions', () => {
  it('code that parses to 0 succeeds, as number or string', () => {
    expect(isSuccess({ code: 0 })).toBe(true);
    expect(isSuccess({ code: '0' })).toBe(true);
  });
  it("the string '00' succeeds", () => {
    expect(isSuccess({ code: '00' })).toBe(true);
  });
  it('a success flag, read tolerantly, says success when no code says otherwise', () => {
    expect(isSuccess({ success: true })).toBe(true);
    expect(isSuccess({ success: 1, code: null })).toBe(true);
    expect(isSuccess({ success: false, code: 0 })).toBe(false);
    expect(isSuccess({ success: 'false', code: 0 })).toBe(false);
    expect(isSuccess({ success: '0', code: '0' })).toBe(false);
  });
  it('a code other than 0 fails whatever the flag says', () => {
    expect(isSuccess({ success: true, code: 800006 })).toBe(false);
  });
  it('a null or unreadable flag is no flag: the code decides (contract repayment.md)', () => {
    expect(isSuccess({ code: 0, message: 'success' })).toBe(true);
    expect(isSuccess({ code: 0, success: null })).toBe(true);
    expect(isSuccess({ code: 0, success: 'yes' })).toBe(true);
  });
  it('an endpoint whose rule is the flag needs success true and, when given, code 0', () => {
    expect(isSuccess({ success: true, code: 0 }, 'flag')).toBe(true);
    expect(isSuccess({ success: true }, 'flag')).toBe(true);
    expect(isSuccess({ success: true, code: 20031 }, 'flag')).toBe(false);
    expect(isSuccess({ success: false, code: 0 }, 'flag')).toBe(false);
    expect(isSuccess({ code: 0 }, 'flag')).toBe(false);
  });
  it('reads the flag of such an endpoint tolerantly: 1, "1", "true", and a null code', () => {
    expect(isSuccess({ success: 'true', code: 0 }, 'flag')).toBe(true);
    expect(isSuccess({ success: 1 }, 'flag')).toBe(true);
    expect(isSuccess({ success: '1', code: '' }, 'flag')).toBe(true);
    expect(isSuccess({ success: true, code: null, message: null }, 'flag')).toBe(true);
    expect(isSuccess({ success: null, code: 0 }, 'flag')).toBe(false);
  });
  it('anything else fails', () => {
    expect(isSuccess({ code: 1 })).toBe(false);
    expect(isSuccess({ code: '01' })).toBe(false);
    expect(isSuccess({ code: '' })).toBe(false);
    expect(isSuccess({ code: null })).toBe(false);
    expect(isSuccess({})).toBe(false);
    expect(isSuccess({ code: 800006 })).toBe(false);
  });
  it('reads the server message only when it is a string', () => {
    expect(serverMessage({ message: ' Busy ' })).toBe('Busy');
    expect(serverMessage({ message: 42 })).toBe('');
  });
});
