// The tab's showBankTip flag (contract loan.md): set to '1' when the borrower goes to
// repayment or delay from the order; while it is set, kind tips do not open again in this
// tab. Storage that is missing or throws counts as "not set" and loses nothing else.
import { sessionStore } from '../../lib/storage';
import { BANK_TIP_FLAG } from './rules';

export function bankTipSet(): boolean {
  try {
    return sessionStore()?.getItem(BANK_TIP_FLAG) === '1';
  } catch {
    return false;
  }
}

export function setBankTip(): void {
  try {
    sessionStore()?.setItem(BANK_TIP_FLAG, '1');
  } catch {
    // Full or disabled storage: kind tips may show once more, nothing else changes.
  }
}
