// When the SMS code may be asked for again: 60 s after it was sent (SPEC §9). Kept in the tab's
// session storage per order, so leaving the page and coming back during the countdown does
// not allow an early resend.
import { sessionStore } from '../../lib/storage';

export const RESEND_SECONDS = 60;

const keyOf = (orderId: string) => `repayCardResendAt:${orderId}`;

/**
 * The saved deadline (epoch ms), or null when there is none or it cannot be read. A deadline
 * more than the countdown ahead of now was not set by this page as the clock reads now (a
 * corrupt value, a clock put back): it would hold the resend for longer than 60 s, so it is none.
 */
export function readResendAt(orderId: string, now = Date.now()): number | null {
  try {
    const value = Number(sessionStore()?.getItem(keyOf(orderId)));
    const possible = value > 0 && value <= now + RESEND_SECONDS * 1000;
    return Number.isFinite(value) && possible ? value : null;
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
