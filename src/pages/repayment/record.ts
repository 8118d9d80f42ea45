// The saved repayment record (contract repayment.md): the repayment page's answer `data`,
// written to localStorage `repaymentInfo` when the default-pay card is tapped and read back by
// /repaymentOfCode2, which never removes it (a reload shows the same page). A record that is
// missing, not JSON, not the answer's shape or without a defDetail object is no record.
import type { DefDetail, RepaymentInfo } from '../../generated/types';
import { validateRepaymentInfoResponse } from '../../generated/validators/v1/api/repayment-info';
import { writeJson } from '../../lib/storage';
import { readTolerantly } from '../../api/tolerant';

export const RECORD_KEY = 'repaymentInfo';

export type RepaymentRecord = RepaymentInfo & { defDetail: DefDetail };

export function saveRecord(info: RepaymentInfo, storage?: Storage): boolean {
  return writeJson(RECORD_KEY, info, storage);
}

function readText(storage: Storage | undefined): string | null {
  try {
    return (storage ?? localStorage).getItem(RECORD_KEY);
  } catch {
    return null;
  }
}

export function readRecord(storage?: Storage): RepaymentRecord | null {
  const text = readText(storage);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  // The answer's own schema reads the record, wrapped as the answer it came from.
  const answer = { code: 0, data: value };
  if (!readTolerantly(validateRepaymentInfoResponse, answer)) return null;
  const info = answer.data as RepaymentInfo;
  return info.defDetail && typeof info.defDetail === 'object' ? (info as RepaymentRecord) : null;
}
