// The repayment pages' rules (contract repayment.md): what generate-vcode is sent, and where
// the instruction banner leads.
import type { RepaymentInfo } from '../../generated/types';
import type { OrderQuery } from '../../lib/order-query';
import type { RepayKind } from './calls';

/** The amount this page pays, in centavos: repayAmount, or on the delay page the delay amount. */
export function amountToPay(info: RepaymentInfo, kind: RepayKind): number | undefined {
  return kind === 'delay' ? info.delayInfo?.delayAmount : info.repayAmount;
}

/**
 * generate-vcode's body for the chosen channel, or null when there is no amount to send.
 * Amounts go back as the integer centavos they came as; only the delay page adds isDelay.
 */
export function vcodePayload(
  query: OrderQuery,
  info: RepaymentInfo,
  kind: RepayKind,
  channelNumber: string,
): Record<string, string> | null {
  const amount = amountToPay(info, kind);
  if (amount === undefined || channelNumber === '') return null;
  return {
    productId: query.productId,
    orderId: query.orderId,
    amount: String(amount),
    channelNumber,
    ...(kind === 'delay' ? { isDelay: '1' } : {}),
  };
}

/**
 * reyTopUrl when the banner is shown (isShowReyTop 1), before the allow-list; null when the
 * banner leads to the in-app payment instructions instead.
 */
export function bannerUrl(info: RepaymentInfo): string | null {
  return info.isShowReyTop === 1 && info.reyTopUrl ? info.reyTopUrl : null;
}
