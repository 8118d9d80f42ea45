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
  it('a boolean success flag decides when present', () => {
    expect(isSuccess({ success: true })).toBe(true);
    expect(isSuccess({ success: false, code: 0 })).toBe(false);
  });
  it('an endpoint whose rule is the flag needs success true and, when given, code 0', () => {
    expect(isSuccess({ success: true, code: 0 }, 'flag')).toBe(true);
    expect(isSuccess({ success: true }, 'flag')).toBe(true);
    expect(isSuccess({ success: true, code: 20031 }, 'flag')).toBe(false);
    expect(isSuccess({ success: false, code: 0 }, 'flag')).toBe(false);
    expect(isSuccess({ code: 0 }, 'flag')).toBe(false);
    expect(isSuccess({ success: 'true', code: 0 }, 'flag')).toBe(false);
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
