// A document is checked before it is stored with exactly the checks of
// `npm run validate-config`: src/config-checks/config-check.ts (the kind's schema through the
// generated all-errors check, then the checks a schema cannot express). That module has no
// Node or browser API of its own, so the service imports it as it is.
import { checkConfig } from '../../src/config-checks/config-check.ts';
import { badRequest, ServiceError, type Problem } from './errors';
import type { DocumentKind } from './kinds';

export function problemsOf(kind: DocumentKind, body: unknown): Problem[] {
  return checkConfig(JSON.stringify(body), kind).problems.map(({ pointer, reason }) => ({
    pointer,
    message: reason,
  }));
}

/**
 * Throws 422 `invalid` with each problem's JSON Pointer when the body fails its checks; the
 * message ends with what did not happen (`refused`).
 */
export function assertValid(
  kind: DocumentKind,
  body: unknown,
  refused = 'nothing was saved',
): void {
  let problems: Problem[];
  try {
    problems = problemsOf(kind, body);
  } catch (error) {
    // A body nested deeper than the checks can walk (the stack runs out): no document is.
    if (error instanceof RangeError) throw badRequest('The document is nested too deeply.');
    throw error;
  }
  if (problems.length === 0) return;
  throw new ServiceError(
    422,
    'invalid',
    `The ${kind} has ${problems.length} problem${problems.length === 1 ? '' : 's'}; ${refused}.`,
    problems,
  );
}
