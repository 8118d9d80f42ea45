// What /repaymentOfCode2 shows of a saved record (contract repayment.md).
import type { PayNoticeItem, RepaymentInfo } from '../../generated/types';
import type { RepaymentRecord } from '../repayment/record';

/** The total payment: repayAmount, or when that is absent the delay amount. */
export function totalOf(record: RepaymentInfo): number | undefined {
  return record.repayAmount ?? record.delayInfo?.delayAmount;
}

/**
 * The payNotice groups that have a step to show, in the server's order: a group whose items
 * have no steps would leave the borrower with a title and nothing to do. None at all, and the
 * default steps show instead.
 */
export function noticeGroups(record: RepaymentRecord | null): Record<string, PayNoticeItem[]> {
  const groups = Object.entries(record?.defDetail.payNotice ?? {});
  return Object.fromEntries(
    groups.filter(([, items]) => items.some((item) => (item.step?.length ?? 0) > 0)),
  );
}
