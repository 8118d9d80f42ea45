// The joint-login failure page's calls: the older variant's failure notice and its two
// product calls (SPEC §7 "older variant", contract loan.md): form bodies, success '00'.
import type {
  AcknowledgedResponse,
  FailureNoticeResponse,
  OlderLinkResponse,
} from '../generated/types';
import { validateFailureNoticeResponse } from '../generated/validators/v1/api/failure-notice';
import type { Endpoint } from './endpoints';
import { loadedAfterPaint } from './loaded-after-paint';
import { olderPaths } from './older-paths';
import { failureNoticeWire } from './wire';

// Their answers' validators load after the page's content paint (./loaded-after-paint.ts).
const acknowledgedValidator = loadedAfterPaint<AcknowledgedResponse>(() =>
  import('../generated/validators/v1/api/acknowledged').then((m) => m.validateAcknowledgedResponse),
);
const olderLinkValidator = loadedAfterPaint<OlderLinkResponse>(() =>
  import('../generated/validators/v1/api/older-link').then((m) => m.validateOlderLinkResponse),
);

export const failureNotice: Endpoint<FailureNoticeResponse> = {
  ...failureNoticeWire,
  validate: validateFailureNoticeResponse,
  body: 'form',
  required: ['productId'],
  schema: 'failure-notice.schema.json',
  success: 'code00',
};

export const productClick: Endpoint<AcknowledgedResponse> = {
  path: olderPaths.productClick,
  method: 'POST',
  client: 'form',
  validate: acknowledgedValidator,
  body: 'form',
  required: ['vid'],
  schema: 'acknowledged.schema.json',
  success: 'code00',
};

export const productLink: Endpoint<OlderLinkResponse> = {
  path: olderPaths.productLink,
  method: 'POST',
  client: 'form',
  validate: olderLinkValidator,
  body: 'form',
  required: ['vid'],
  schema: 'older-link.schema.json',
  success: 'code00',
};
