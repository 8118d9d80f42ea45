// What /promotion reads from its query and loads on open (see src/app/route-calls.ts): the
// landing template when a templateId is given, and a captcha session (get-sid). The query's
// campaign fields travel on in tracking, get-sms and register (contract public.md).
import { channelTemplateWire, getSidWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { hasControlChar } from '../../lib/text';

export interface PromotionQuery {
  /** '' when absent: the page then uses the shipped template. */
  templateId: string;
  userFrom: string;
  utmTag: string;
  inviteCode: string;
}

/** Longer than any campaign tag or template id: a value past it is not one. */
const MAX_VALUE_LENGTH = 256;

/**
 * A campaign value as the query gives it ("summer.2025", "facebook.com"): the contract passes
 * them on as they are. It only travels in a call's query or form body, where it is encoded,
 * so it is refused only when it has control characters or is far too long.
 */
function value(query: URLSearchParams, name: string): string {
  const given = (query.get(name) ?? '').trim();
  return given.length > MAX_VALUE_LENGTH || hasControlChar(given) ? '' : given;
}

export function readPromotionQuery(query: URLSearchParams): PromotionQuery {
  return {
    templateId: value(query, 'templateId'),
    userFrom: value(query, 'user_from'),
    utmTag: value(query, 'utm_tag'),
    inviteCode: value(query, 'invite_code'),
  };
}

export const templatePayload = ({ templateId }: PromotionQuery) => ({ templateId });

export const openingCalls: OpeningCalls = (search) => {
  const query = readPromotionQuery(search);
  return [
    ...(query.templateId ? [{ wire: channelTemplateWire, payload: templatePayload(query) }] : []),
    { wire: getSidWire, payload: {} },
  ];
};
