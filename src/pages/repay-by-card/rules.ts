// Repayment by card's rules (SPEC §5, §8, contract repayment.md): the masked card number, the
// commit's body, and which words each failure shows.
import type { ApiFailure } from '../../api/transport';
import type { BankCard, RepaymentWay } from '../../generated/types';
import type { Said } from '../../i18n/said';
import type { CardQuery } from './calls';

/** A card number shown by its last 4 digits only: "**** 5678". */
export function maskCardNo(cardNo: string): string {
  const digits = cardNo.replace(/\D/g, '');
  return `**** ${digits.slice(-4)}`;
}

/** The commit's fields for a card; sendMsg 1 asks the server to send the SMS code again. */
export function commitPayload(
  query: CardQuery,
  way: RepaymentWay,
  card: BankCard,
  sendMsg: 0 | 1,
): Record<string, string> {
  return {
    amount: query.amount,
    couponId: query.couponId,
    orderId: query.orderId,
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    bankCode: card.bankCode,
    repayToken: way.repayToken,
    sendMsg: String(sendMsg),
  };
}

/** The server's own message for a refusal; none for anything else (an HTTP error, a broken answer). */
const serverWords = (failure: ApiFailure): Said | null =>
  failure.kind === 'rejected' && failure.serverSaid ? { text: failure.message } : null;

/**
 * Card list (SPEC §8): the server's message, else "failed to query card list" (an HTTP error
 * or an unreadable answer too); a network error or a timeout "error".
 */
export function listFailure(failure: ApiFailure): Said {
  if (failure.kind === 'network' || failure.kind === 'timeout') return { key: 'card.networkError' };
  return serverWords(failure) ?? { key: 'card.listFailed' };
}

/**
 * Commit (SPEC §8): the server's message, else "processing failed" (an HTTP error or an
 * unreadable answer too). A network failure or a timeout says so: the payment may have gone
 * through, and a retry sends the same attempt (./attempt.ts).
 */
export function commitFailure(failure: ApiFailure): Said {
  if (failure.kind === 'network' || failure.kind === 'timeout') return { text: failure.message };
  return serverWords(failure) ?? { key: 'card.commitFailed' };
}

/** Confirm: 800006 and 800005 have their own words; any other code the server's message. */
export function confirmFailure(failure: ApiFailure): Said {
  if (failure.kind === 'rejected') {
    if (String(failure.code) === '800006') return { key: 'card.codeWrong' };
    if (String(failure.code) === '800005') return { key: 'card.repeated' };
  }
  return { text: failure.message };
}

/**
 * Whether an answer settles the attempt: the server answered (yes or no). A timeout, a dropped
 * connection or a server error may have been carried out all the same, so a retry of it must
 * carry the same idempotency key.
 */
export function settles(result: { ok: true } | { ok: false; failure: ApiFailure }): boolean {
  return result.ok || result.failure.kind === 'rejected' || result.failure.kind === 'invalid';
}
