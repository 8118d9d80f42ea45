// What the borrower pages keep in the browser between visits, shown and forgotten one by one:
// a developer trying a page again (the order's kind tips, the saved repayment record that
// /repaymentOfCode2 reads) starts from a clean slate without clearing the whole site's data.
import { useState } from 'react';
import { sessionStore } from '../../lib/storage';
import { BANK_TIP_FLAG } from '../order-details/rules';
import { RECORD_KEY } from '../repayment/record';
import { devText } from './strings';

interface Kept {
  key: string;
  storage: () => Storage | undefined;
  about: string;
}

const KEPT: readonly Kept[] = [
  { key: RECORD_KEY, storage: () => localStorage, about: devText.keptRecord },
  { key: BANK_TIP_FLAG, storage: sessionStore, about: devText.keptBankTip },
];

function read(kept: Kept): string | null {
  try {
    return kept.storage()?.getItem(kept.key) ?? null;
  } catch {
    return null;
  }
}

export function KeptValues() {
  const [, redraw] = useState(0);
  const forget = (kept: Kept) => {
    try {
      kept.storage()?.removeItem(kept.key);
    } catch {
      // Storage that throws keeps nothing to forget.
    }
    redraw((n) => n + 1);
  };
  return (
    <ul css={{ margin: 0, paddingLeft: 18 }}>
      {KEPT.map((kept) => {
        const value = read(kept);
        return (
          <li key={kept.key} css={{ marginBottom: 8 }}>
            <code>{kept.key}</code> {kept.about}{' '}
            <strong>{value === null ? devText.keptNone : devText.keptSet}</strong>{' '}
            {value !== null && (
              <button type="button" onClick={() => forget(kept)}>
                {devText.keptForget}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
