// What complaint details loads on open (see src/app/route-calls.ts): nothing without a usable
// problemId.
import { problemDetailWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { safeQueryValue } from '../../lib/text';

/** The problemId of the page query, or null when it is missing or not an id. */
export function readProblemId(search: string): string | null {
  return safeQueryValue(new URLSearchParams(search).get('problemId')?.trim());
}

export const detailPayload = (problemId: string) => ({ problemId });

export const openingCalls: OpeningCalls = (query) => {
  const problemId = readProblemId(`?${query.toString()}`);
  return problemId ? [{ wire: problemDetailWire, payload: detailPayload(problemId) }] : [];
};
