// The registration's rules (SPEC §5, §8; contract public.md §4–§7): the checks before each
// call and their messages, the bodies of get-sms, register and tracking, and what each answer
// code does.
import type { ApiFailure } from '../../api/transport';
import type { MessageKey } from '../../i18n/en';
import { newId } from '../../lib/id';
import { readSession } from '../../lib/session';
import type { PromotionQuery } from './calls';
import type { Landing } from './template';

export interface Entered {
  mobile: string;
  captcha: string;
  smsCode: string;
}

export function entered(values: Readonly<Record<string, unknown>>): Entered {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  return { mobile: text('mobile'), captcha: text('captcha'), smsCode: text('smsCode') };
}

/** The first check that fails before get-sms, or null: the phone rule, then a 4-character captcha. */
export function smsProblem(landing: Landing, input: Entered): MessageKey | null {
  if (!landing.phoneOk(input.mobile)) return 'promo.phoneWrong';
  if (input.captcha.length !== 4) return 'promo.captchaMissing';
  return null;
}

/** The first check that fails before register, or null: as get-sms, then a 6-digit SMS code. */
export function registerProblem(landing: Landing, input: Entered): MessageKey | null {
  return smsProblem(landing, input) ?? (/^\d{6}$/.test(input.smsCode) ? null : 'promo.smsMissing');
}

const DEVICE_KEY = 'promotionDeviceId';
/** The id made up on this visit: without storage to keep it, every call still sends the same. */
let madeThisVisit: string | undefined;

/** The query's deviceId, else one made up once and kept in local storage. */
export function deviceId(search: string): string {
  const given = readSession(search).deviceId;
  if (given) return given;
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
  } catch {
    // No storage to read: the id of this visit.
  }
  madeThisVisit ??= newId();
  try {
    localStorage.setItem(DEVICE_KEY, madeThisVisit);
  } catch {
    // No storage to keep it in: this visit's id all the same (get-sms and register agree).
  }
  return madeThisVisit;
}

interface Context {
  query: PromotionQuery;
  landing: Landing;
  search: string;
}

export function trackingPayload({ query, landing, search }: Context, phone: string) {
  return {
    page_id: query.templateId,
    user_from: query.userFrom,
    client_type: readSession(search).clientType ?? 'h5',
    page_type: landing.template.pageType ?? '',
    utm_tag: query.utmTag,
    app_from: landing.template.appFrom ?? '',
    phone,
  };
}

export function smsPayload({ query, landing, search }: Context, input: Entered, sid: string) {
  return {
    phone: input.mobile,
    capcode: input.captcha,
    sid,
    deviceId: deviceId(search),
    appName: readSession(search).appName ?? '',
    app_from: landing.template.appFrom ?? '',
    user_from: query.userFrom,
    utm_tag: query.utmTag,
  };
}

/** The get-sms fields again, and what registering adds to them. */
export function registerPayload(context: Context, input: Entered, sid: string) {
  const { query, search } = context;
  return {
    ...smsPayload(context, input, sid),
    merchantNumber: readSession(search).merchantNumber ?? '',
    userName: input.mobile,
    smsCode: input.smsCode,
    invite_code: query.inviteCode,
    id: query.templateId,
  };
}

/** What a get-sms answer does: the words to show, and its effect. */
export type SmsOutcome =
  | { effect: 'countdown' }
  | { effect: 'newCaptcha'; text: string }
  | { effect: 'newCaptcha'; key: MessageKey }
  | { effect: 'download'; key: MessageKey }
  | { effect: 'none'; text: string }
  | { effect: 'none'; key: MessageKey };

export function smsOutcome(result: { ok: true } | { ok: false; failure: ApiFailure }): SmsOutcome {
  if (result.ok) return { effect: 'countdown' };
  const { failure } = result;
  if (failure.kind !== 'rejected') return { effect: 'none', key: 'promo.smsFailed' };
  const code = String(failure.code);
  // The server's words; without any, what 101 means (the register's -1 words).
  if (code === '101') {
    return failure.serverSaid
      ? { effect: 'newCaptcha', text: failure.message }
      : { effect: 'newCaptcha', key: 'promo.captchaWrong' };
  }
  if (code === '11') return { effect: 'download', key: 'promo.already' };
  return { effect: 'none', text: failure.message };
}

/** What a register answer does. */
export type RegisterOutcome =
  | { effect: 'download'; key: MessageKey }
  | { effect: 'newCaptcha'; key: MessageKey }
  | { effect: 'none'; text: string }
  | { effect: 'failed'; failure: ApiFailure };

export function registerOutcome(
  result: { ok: true } | { ok: false; failure: ApiFailure },
): RegisterOutcome {
  if (result.ok) return { effect: 'download', key: 'promo.registered' };
  const { failure } = result;
  if (failure.kind !== 'rejected') return { effect: 'failed', failure };
  const code = String(failure.code);
  if (code === '11') return { effect: 'download', key: 'promo.already' };
  if (code === '-1') return { effect: 'newCaptcha', key: 'promo.captchaWrong' };
  return { effect: 'none', text: failure.message };
}
