// What /repaymentOfCode2 shows of a saved record (contract repayment.md).
import type { RepaymentInfo } from '../../generated/types';
import type { RepaymentRecord } from '../repayment/record';

/** The total payment: repayAmount, or when that is absent the delay amount. */
export function totalOf(record: RepaymentInfo): number | undefined {
  return record.repayAmount ?? record.delayInfo?.delayAmount;
}

/** Whether payNotice has at least one group with at least one item. */
export function hasNotices(record: RepaymentRecord | null): boolean {
  const groups = record?.defDetail.payNotice;
  return !!groups && Object.values(groups).some((items) => items.length > 0);
}
