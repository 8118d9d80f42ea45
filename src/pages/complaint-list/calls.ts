// What the complaint list loads on open (see src/app/route-calls.ts).
import { problemListWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';

/** No payload: the session query identifies the borrower. */
export const listPayload = {};

export const openingCalls: OpeningCalls = () => [{ wire: problemListWire, payload: listPayload }];
