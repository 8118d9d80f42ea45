// What the complaint form loads on open (see src/app/route-calls.ts): the type titles, only
// when the query names a usable type at all.
import { SECONDARY_TIMEOUT_MS } from '../../api/config';
import { problemInitWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { parseFormQuery } from '../../lib/complaint-query';

export const noPayload = {};
/** The titles only label the form (decision 034): they give up sooner than a page's call. */
export const titlesOptions = { timeoutMs: SECONDARY_TIMEOUT_MS } as const;

export const openingCalls: OpeningCalls = (query) =>
  parseFormQuery(`?${query.toString()}`).ok ? [{ wire: problemInitWire, payload: noPayload }] : [];
