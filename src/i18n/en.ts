// The English catalogue: complete, and the fallback for every other locale. English strings
// of the spec are verbatim; strings the spec gives in another language get an English text
// here and stay verbatim in their own locale's catalogue. The app itself loads it in parts:
// the core with the entry, each feature's part with its pages (addEnglish); this
// whole object is what the other catalogues, the build scripts and the tests check against.
import { bankEn } from './en-bank.ts';
import { complaintFormEn } from './en-complaint-form.ts';
import { complaintHistoryEn } from './en-complaint-history.ts';
import { coreEn } from './en-core.ts';
import { customerServiceEn } from './en-customer-service.ts';
import { loanConfirmEn } from './en-loan-confirm.ts';
import { metaEn } from './en-meta.ts';
import { orderEn } from './en-order.ts';
import { paymentGuideEn } from './en-payment-guide.ts';
import { promotionEn } from './en-promotion.ts';
import { repayCardEn } from './en-repay-card.ts';
import { repaymentEn } from './en-repayment.ts';
import { uploadEn } from './en-upload.ts';
import { websiteEn } from './en-website.ts';

export const en = {
  ...coreEn,
  ...uploadEn,
  ...customerServiceEn,
  ...complaintFormEn,
  ...complaintHistoryEn,
  ...bankEn,
  ...loanConfirmEn,
  ...orderEn,
  ...repaymentEn,
  ...repayCardEn,
  ...paymentGuideEn,
  ...websiteEn,
  ...metaEn,
  ...promotionEn,
} as const;

export type MessageKey = keyof typeof en;
