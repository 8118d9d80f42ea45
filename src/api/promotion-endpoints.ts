// The promotion landing's calls (SPEC §7, contract public.md "Promotion landing"): the
// template, the two tracking calls, the image captcha's sid, the SMS code and the
// registration. All newer envelope, success code 0; GET calls carry their fields in the
// query. The captcha image itself (`/v3/promotion/get-captcha?sid=`) is an <img> src
// answering a PNG, not a JSON endpoint, so it is not declared here.
import type {
  AcknowledgedResponse,
  ChannelTemplateResponse,
  GetSidResponse,
  PromotionCodeResponse,
} from '../generated/types';
import { validateChannelTemplateResponse } from '../generated/validators/v1/api/channel-template';
import { validateGetSidResponse } from '../generated/validators/v1/api/get-sid';
import type { Endpoint } from './endpoints';
import { loadedAfterPaint } from './loaded-after-paint';
import { channelTemplateWire, getSidWire } from './wire';

// Their answers' validators load after the page's content paint (./loaded-after-paint.ts).
const acknowledgedValidator = loadedAfterPaint<AcknowledgedResponse>(() =>
  import('../generated/validators/v1/api/acknowledged').then((m) => m.validateAcknowledgedResponse),
);
const promotionCodeValidator = loadedAfterPaint<PromotionCodeResponse>(() =>
  import('../generated/validators/v1/api/promotion-code').then(
    (m) => m.validatePromotionCodeResponse,
  ),
);

/** Only called when the page has a templateId; `data` is checked by the page's own schema. */
export const channelTemplate: Endpoint<ChannelTemplateResponse> = {
  ...channelTemplateWire,
  validate: validateChannelTemplateResponse,
  body: 'none',
  required: ['templateId'],
  schema: 'channel-template.schema.json',
  success: 'code0',
};

/**
 * Tracking: page_id, user_from, client_type, page_type, utm_tag, app_from and phone, each ''
 * when unknown, so none is required. The answer is ignored.
 */
const tracking = {
  method: 'GET',
  client: 'json',
  validate: acknowledgedValidator,
  body: 'none',
  required: [],
  schema: 'acknowledged.schema.json',
  success: 'code0',
} as const satisfies Omit<Endpoint<AcknowledgedResponse>, 'path'>;

export const trackVisit: Endpoint<AcknowledgedResponse> = {
  ...tracking,
  path: '/v3/promotion/track-visit',
};

export const trackClick: Endpoint<AcknowledgedResponse> = {
  ...tracking,
  path: '/v3/promotion/track-click',
};

export const getSid: Endpoint<GetSidResponse> = {
  ...getSidWire,
  validate: validateGetSidResponse,
  body: 'none',
  required: [],
  schema: 'get-sid.schema.json',
  success: 'code0',
};

/** Also sends deviceId, appName, app_from, user_from and utm_tag, which may be ''. */
export const getSms: Endpoint<PromotionCodeResponse> = {
  path: '/v3/promotion/get-sms',
  method: 'POST',
  client: 'json',
  validate: promotionCodeValidator,
  body: 'form',
  required: ['phone', 'capcode', 'sid'],
  schema: 'promotion-code.schema.json',
  success: 'code0',
};

/**
 * Also sends deviceId, appName, merchantNumber, userName, invite_code, user_from, id, app_from
 * and utm_tag, which may be ''.
 */
export const register: Endpoint<PromotionCodeResponse> = {
  path: '/v3/promotion/register',
  method: 'POST',
  client: 'json',
  validate: promotionCodeValidator,
  body: 'form',
  required: ['phone', 'capcode', 'sid', 'smsCode'],
  schema: 'promotion-code.schema.json',
  success: 'code0',
};
