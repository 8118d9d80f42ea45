// What /promotion reads from its query and loads on open (see src/app/route-calls.ts): the
// landing template when a templateId is given, and a captcha session (get-sid). The query's
// campaign fields travel on in tracking, get-sms and register (contract public.md).
import { channelTemplateWire, getSidWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { safeQueryValue } from '../../lib/text';

export interface PromotionQuery {
  /** '' when absent: the page then uses the shipped template. */
  templateId: string;
  userFrom: string;
  utmTag: string;
  inviteCode: string;
}

const value = (query: URLSearchParams, name: string) => safeQueryValue(query.get(name)) ?? '';

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
