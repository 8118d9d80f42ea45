// When the SMS code may be asked for again: 60 s after it was sent (SPEC §9). Kept in the tab's
// session storage per order, so leaving the page and coming back during the countdown does
// not allow an early resend.
import { sessionStore } from '../../lib/storage';

export const RESEND_SECONDS = 60;

const keyOf = (orderId: string) => `repayCardResendAt:${orderId}`;

/** The saved deadline (epoch ms), or null when there is none or it cannot be read. */
export function readResendAt(orderId: string): number | null {
  try {
    const value = Number(sessionStore()?.getItem(keyOf(orderId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Starts the countdown now (a code was sent), or clears it (null: it may be asked again). */
export function saveResendAt(orderId: string, at: number | null): void {
  try {
    const store = sessionStore();
    if (at === null) store?.removeItem(keyOf(orderId));
    else store?.setItem(keyOf(orderId), String(at));
  } catch {
    // Storage off: the countdown still runs while the page is open.
  }
}
