// What the complaint form loads on open (see src/app/route-calls.ts): the type titles, only
// when the query names a usable type at all.
import { problemInitWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { parseFormQuery } from '../../lib/complaint-query';

export const noPayload = {};

export const openingCalls: OpeningCalls = (query) =>
  parseFormQuery(`?${query.toString()}`).ok ? [{ wire: problemInitWire, payload: noPayload }] : [];
