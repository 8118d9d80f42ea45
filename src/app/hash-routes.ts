// The payment-way hash routes of the old app (SPEC §2): #/borrowDetail/, #/addnormalcard,
// #/alipayrepayment, #/downloadTemplate, #/agreementTemplate. Links, pushes and native shells
// made for it still open them, on any path of this origin; each leads to the real page here
// (decision 035). Kept free of React: the boot script rewrites the address before it sends
// the opened route's calls.
import { safeQueryValue } from '../lib/text';
import { pathMatches } from './path-matches';
import { pathOf } from '../routes';

/** The promotion landing's own download screen (contract public.md §7). */
export const DOWNLOAD_HASH = '#/downloadTemplate';

interface HashRoute {
  /** The route (by name, so a configured path is followed) the hash leads to. */
  route: string;
  /** Kept as the target's own hash. */
  hash?: string;
  /** A path segment after the name, `#/borrowDetail/<id>`, fills this query value when absent. */
  segment?: string;
}

/** By the hash's name in lower case: the old router matched without regard to case. */
const HASH_ROUTES: Readonly<Record<string, HashRoute>> = {
  // The order, the same screen as the loan detail.
  borrowdetail: { route: 'order', segment: 'orderId' },
  // The card binding.
  addnormalcard: { route: 'bindBank' },
  // Pay online: repayment by card, whose "Pay online" is the online (huichao) payment.
  alipayrepayment: { route: 'repayByCard' },
  // The download target: the landing's download screen.
  downloadtemplate: { route: 'promotion', hash: DOWNLOAD_HASH },
  // The loan terms and conditions.
  agreementtemplate: { route: 'loanAgreement' },
};

const HASH_PATH = /^#\/([A-Za-z]+)(?:\/([^/?]*))?\/?(?:\?(.*))?$/;

/**
 * Where an address with one of those hashes leads (path, query and hash, to replace it with),
 * or null when its hash is none of them, or it is already the page the hash names. The query
 * keeps the address's own (the session among it) and adds the one written inside the hash,
 * which wins on a clash: it is the route's own query.
 */
export function hashRouteTarget(address: string): string | null {
  const { pathname, search, hash } = new URL(address, 'https://app.invalid');
  const match = HASH_PATH.exec(hash);
  if (!match) return null;
  const [, name = '', segment = '', hashQuery = ''] = match;
  const entry = Object.hasOwn(HASH_ROUTES, name.toLowerCase())
    ? HASH_ROUTES[name.toLowerCase()]
    : undefined;
  if (!entry) return null;
  const path = pathOf(entry.route);
  // The landing shows its download screen itself (src/pages/promotion).
  if (entry.hash === hash && pathMatches(pathname, path)) return null;

  const query = new URLSearchParams(search);
  // The hash's values win over the address's, each key's first one, as every page reads a query;
  // an empty one (an old link's unfilled placeholder, `sessionId=`) is none, as in-app links' are.
  const inHash = new URLSearchParams(hashQuery);
  for (const key of new Set(inHash.keys())) {
    const value = inHash.get(key) ?? '';
    if (value !== '' || !query.get(key)) query.set(key, value);
  }
  const id = safeQueryValue(decodeSegment(segment));
  if (entry.segment && id && !query.get(entry.segment)) query.set(entry.segment, id);
  const qs = query.toString();
  return `${path}${qs ? `?${qs}` : ''}${entry.hash ?? ''}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/**
 * Replaces the tab's address when it is one of the hash routes, keeping the history entry's
 * state; true when it did. Run before anything reads the address to choose a page.
 */
export function settleHashRoute(): boolean {
  const target = hashRouteTarget(window.location.href);
  if (target === null) return false;
  window.history.replaceState(window.history.state, '', target);
  return true;
}
