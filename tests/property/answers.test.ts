// @vitest-environment node
// Property: for every endpoint, whatever the server answers (a mutation of its recorded
// default answer: keys dropped, types swapped, huge strings, hostile URLs and markup, deep
// nesting, extra and __proto__/constructor keys; or a body that is not JSON at all), the
// endpoint's validator never throws and the transport settles: ok only when the envelope
// says success and the validator accepts, otherwise a failure with a message to show.
import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allEndpoints } from '../../src/api/all-endpoints';
import { bankFormLayout } from '../../src/api/bank-endpoints';
import type { Endpoint } from '../../src/api/endpoints';
import { network } from '../../src/api/network';
import { readTolerantly } from '../../src/api/tolerant';
import { send, type ApiResult, type FailureKind } from '../../src/api/transport';
import { validateBankFormLayout } from '../../src/generated/validators/v1/config/bank-form-layout';
import { pickLayout } from '../../src/pages/bind-bank/layout';
import { answerFor, defaultAnswer, rawBody, wire, type RawBody, type Wire } from './arbitraries';
import { validatorFor } from '../api/validators';
import { en } from '../../src/i18n/en';

// Only the network under the axios clients is replaced; building, settling and validating
// stay real. Under node there is no page: its query (the session) is empty.
vi.mock('../../src/api/network', () => ({ network: vi.fn() }));
vi.stubGlobal('location', { search: '' });

/** At least 10,000 generated answers across the endpoints in every run. */
const TOTAL_RUNS = 11_000;
const RUNS_PER_ENDPOINT = Math.ceil(TOTAL_RUNS / allEndpoints.length);
/** Answers generated per endpoint path in this run. */
const generated = new Map<string, number>();

/** The success conventions (decision 036), written out independently of envelope.ts. */
/** The envelope as this oracle reads it: what its flag and its code say. */
function envelopeOf(body: Record<string, unknown>) {
  const flag = typeof body.success === 'string' ? body.success.trim().toLowerCase() : body.success;
  const yes = flag === true || flag === 1 || flag === '1' || flag === 'true';
  const no = flag === false || flag === 0 || flag === '0' || flag === 'false';
  const noCode =
    body.code === undefined ||
    body.code === null ||
    (typeof body.code === 'string' && body.code.trim() === '');
  const zero =
    typeof body.code === 'number'
      ? body.code === 0
      : typeof body.code === 'string' && /^0+$/.test(body.code.trim());
  return { yes, no, noCode, zero };
}

function saysSuccess(body: Record<string, unknown>, rule: Endpoint<unknown>['success']): boolean {
  const { yes, no, noCode, zero } = envelopeOf(body);
  if (no || (!noCode && !zero)) return false;
  // The newer loan calls and the complaint's save: the flag itself must say success.
  return rule === 'flag' ? yes : yes || zero;
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function validateUnguarded(endpoint: Endpoint<unknown>, value: unknown): boolean {
  // The property is that this never throws: no try/catch here on purpose. The reading changes
  // its value, so it reads a copy (own __proto__ keys survive the JSON round trip).
  const copy = value === undefined ? value : (JSON.parse(JSON.stringify(value)) as unknown);
  return readTolerantly(validatorFor(endpoint), copy);
}

/** What the transport must make of this answer, decided without the transport. */
function expectedOutcome(
  endpoint: Endpoint<unknown>,
  text: string,
  how: Wire,
): { ok: true; answer: unknown } | { ok: false; kind: FailureKind; message?: string } {
  if ('networkError' in how || how.status === 0) return { ok: false, kind: 'network' };
  if (how.status < 200 || how.status >= 300) return { ok: false, kind: 'http' };
  const parsed = parse(text);
  if (!parsed.ok) return { ok: false, kind: 'malformed' };
  const body = parsed.value;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, kind: 'malformed' };
  }
  const envelope = body as Record<string, unknown>;
  if (!saysSuccess(envelope, endpoint.success)) {
    const own = typeof envelope.message === 'string' ? envelope.message.trim() : '';
    // Code 0 refused only for a missing flag: its own message reads "success", not a failure.
    const { no, zero } = envelopeOf(envelope);
    if (zero && !no) return { ok: false, kind: 'rejected', message: en['error.failed'] };
    return { ok: false, kind: 'rejected', ...(own ? { message: own } : {}) };
  }
  if (!readTolerantly(validatorFor(endpoint), body)) return { ok: false, kind: 'invalid' };
  return { ok: true, answer: body };
}

function describeCase(raw: RawBody, how: Wire): string {
  const text = raw.text.length > 300 ? `${raw.text.slice(0, 300)}… (${raw.text.length})` : raw.text;
  return `${JSON.stringify(how)} ${text}`;
}

beforeEach(() => {
  // The transport logs every failure; the run prints nothing.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterAll(() => {
  // A whole run (not one filtered with -t) generates at least the promised number of answers.
  if (generated.size < allEndpoints.length) return;
  const total = [...generated.values()].reduce((sum, n) => sum + n, 0);
  expect(total).toBeGreaterThanOrEqual(10_000);
});

describe('malformed answers, every endpoint', () => {
  it('covers every declared endpoint, and each recorded default answer is valid', () => {
    expect(allEndpoints.length).toBeGreaterThanOrEqual(11);
    for (const endpoint of allEndpoints)
      expect(validatorFor(endpoint)(defaultAnswer(endpoint))).toBe(true);
  });

  it.each(allEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s: the validator never throws and the transport settles to ok only on a valid success',
    async (_path, endpoint) => {
      const base = defaultAnswer(endpoint);
      await fc.assert(
        fc.asyncProperty(rawBody(base), wire, async (raw, how) => {
          generated.set(endpoint.path, (generated.get(endpoint.path) ?? 0) + 1);
          // The validator on the value as built (own __proto__ keys included) and as parsed.
          if (raw.kind === 'json') validateUnguarded(endpoint, raw.value);
          const expected = expectedOutcome(endpoint, raw.text, how);

          vi.mocked(network).mockImplementation(answerFor(raw.text, how));
          const result: ApiResult<unknown> = await send(
            endpoint,
            { data: {} },
            { toastOnReject: false },
          );

          const label = describeCase(raw, how);
          if (expected.ok) {
            expect(result.ok, label).toBe(true);
            if (result.ok) {
              expect(JSON.stringify(result.answer), label).toBe(JSON.stringify(expected.answer));
              if (endpoint === bankFormLayout) {
                // The page checks the config inside: the served one or the shipped default.
                const { data } = result.answer as { data: unknown };
                const picked = pickLayout(data);
                expect(picked.layout.cardTypes.length, label).toBeGreaterThan(0);
                // Whichever it uses meets the config's schema.
                expect(validateBankFormLayout(structuredClone(picked.layout)), label).toBe(true);
              }
            }
            return;
          }
          expect(result.ok, label).toBe(false);
          if (result.ok) return;
          expect(result.failure.kind, label).toBe(expected.kind);
          expect(typeof result.failure.message, label).toBe('string');
          expect(result.failure.message.trim().length, label).toBeGreaterThan(0);
          if (expected.message !== undefined) {
            expect(result.failure.message, label).toBe(expected.message);
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    },
  );
});
