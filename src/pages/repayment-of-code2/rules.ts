// What /repaymentOfCode2 shows of a saved record (contract repayment.md).
import type { RepaymentInfo } from '../../generated/types';
import type { RepaymentRecord } from '../repayment/record';

/** The total payment: repayAmount, or when that is absent the delay amount. */
export function totalOf(record: RepaymentInfo): number | undefined {
  return record.repayAmount ?? record.delayInfo?.delayAmount;
}

/**
 * Whether payNotice has a step to show: groups whose items have no steps would leave the
 * borrower with titles and nothing to do, so the default steps show instead.
 */
export function hasNotices(record: RepaymentRecord | null): boolean {
  const groups = record?.defDetail.payNotice;
  return (
    !!groups &&
    Object.values(groups).some((items) => items.some((item) => (item.step?.length ?? 0) > 0))
  );
}
