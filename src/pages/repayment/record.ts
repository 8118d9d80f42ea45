// The saved repayment record (contract repayment.md): the repayment page's answer `data`,
// written to localStorage `repaymentInfo` when the default-pay card is tapped and read back by
// /repaymentOfCode2, which never removes it (a reload shows the same page). A record that is
// missing, not JSON, not the answer's shape or without a defDetail object or a pay code is no
// record; so is one saved for another borrower (a shared phone): the record names the userId
// it was saved for (`savedFor`, one of the extra fields the contract allows).
import type { DefDetail, RepaymentInfo } from '../../generated/types';
import { validateRepaymentInfoResponse } from '../../generated/validators/v1/api/repayment-info';
import { removeJson, writeJson } from '../../lib/storage';
import { readTolerantly } from '../../api/tolerant';

export const RECORD_KEY = 'repaymentInfo';

export type RepaymentRecord = RepaymentInfo & { defDetail: DefDetail };

/**
 * Saves this order's record. One that cannot be written (storage full) removes the record
 * saved before, another order's perhaps: the code page says none was found rather than show
 * an old pay code and amount as this order's.
 */
export function saveRecord(info: RepaymentInfo, userId?: string, storage?: Storage): boolean {
  const saved = writeJson(RECORD_KEY, userId ? { ...info, savedFor: userId } : info, storage);
  if (!saved) removeJson(RECORD_KEY, storage);
  return saved;
}

/** Whether a saved value was saved for someone other than `userId`. */
function savedForAnother(value: unknown, userId: string | undefined): boolean {
  const owner = (value as { savedFor?: unknown } | null)?.savedFor;
  return typeof owner === 'string' && userId !== undefined && owner !== userId;
}

function readText(storage: Storage | undefined): string | null {
  try {
    return (storage ?? localStorage).getItem(RECORD_KEY);
  } catch {
    return null;
  }
}

/** The record saved for `userId` (the session's), or one saved for no one in particular. */
export function readRecord(userId?: string, storage?: Storage): RepaymentRecord | null {
  const text = readText(storage);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (savedForAnother(value, userId)) return null;
  // The answer's own schema reads the record, wrapped as the answer it came from.
  const answer = { code: 0, data: value };
  if (!readTolerantly(validateRepaymentInfoResponse, answer)) return null;
  const info = withTrimmedPayCode(answer.data as RepaymentInfo);
  // Without a code the page has nothing to show in the code card: as /repaymentOfCode says.
  return info.defDetail && typeof info.defDetail === 'object' && info.defDetail.payCode
    ? (info as RepaymentRecord)
    : null;
}

/**
 * The answer with its pay code trimmed, as /repaymentOfCode reads its query: spaces a server
 * left around it are not shown, barcoded or copied, and a blank code is no code.
 */
export function withTrimmedPayCode(info: RepaymentInfo): RepaymentInfo {
  const code = info.defDetail?.payCode;
  return typeof code === 'string' && code !== code.trim()
    ? { ...info, defDetail: { ...info.defDetail, payCode: code.trim() } }
    : info;
}
