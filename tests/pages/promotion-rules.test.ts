// The promotion page's device id (contract public.md §5): the query's, else a random id kept in
// local storage; where storage is blocked, the same id for the whole visit, so the SMS code
// asked for and the registration name the same device. What a get-sms code 101 says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceId, smsOutcome } from '../../src/pages/promotion/rules';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('deviceId', () => {
  it("is the query's when it has one", () => {
    expect(deviceId('?deviceId=dev-1')).toBe('dev-1');
  });

  it('is made up once and kept in local storage', () => {
    const first = deviceId('');
    expect(first).toMatch(ID);
    expect(localStorage.getItem('promotionDeviceId')).toBe(first);
    expect(deviceId('')).toBe(first);
  });

  it('stays the same through the visit when storage refuses to keep it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const first = deviceId('');
    expect(first).toMatch(ID);
    expect(deviceId('')).toBe(first);
  });

  it('stays the same through the visit when storage cannot even be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(deviceId('')).toBe(deviceId(''));
  });
});

describe('smsOutcome', () => {
  const rejected = (code: string, message: string, serverSaid: boolean) =>
    ({ ok: false, failure: { kind: 'rejected', code, message, serverSaid } }) as const;

  it("101: the server's words with a new captcha; without words, what 101 means", () => {
    expect(smsOutcome(rejected('101', 'The image captcha is wrong.', true))).toEqual({
      effect: 'newCaptcha',
      text: 'The image captcha is wrong.',
    });
    expect(smsOutcome(rejected('101', 'Something went wrong. Please try again.', false))).toEqual({
      effect: 'newCaptcha',
      key: 'promo.captchaWrong',
    });
  });
});
