// @vitest-environment node
// Tolerant reading (src/api/tolerant.ts and the coercing validators of scripts/gen.ts): what a
// server sends with the contract's meaning but not its letter is read as meant; what the page
// cannot work without still fails the answer, and an amount is never read inexactly.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/api/all-endpoints';
import { readTolerantly, type Dropped } from '../../src/api/tolerant';
import type { ProblemInitResponse, ProblemListResponse } from '../../src/generated/types';
import { validateLoanConfirmResponse } from '../../src/generated/validators/v1/api/loan-confirm';
import { validateRepaymentInfoResponse } from '../../src/generated/validators/v1/api/repayment-info';
import { validateLoanDetailsResponse } from '../../src/generated/validators/v1/api/loan-details';
import { validateProblemListResponse } from '../../src/generated/validators/v1/api/problem-list';
import { validateProblemInitResponse } from '../../src/generated/validators/v1/api/problem-init';
import { validatorFor } from './validators';

/** Where an answer's values are, as JSON Pointers. */
function leaves(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [at];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${at}/${key}`));
}

const loan = (data: Record<string, unknown>) => ({
  code: 0,
  success: true,
  data: { amount: 500000, periods: 120, termUnit: 1, ...data },
});

function read<T>(validate: Parameters<typeof readTolerantly<T>>[0], value: unknown) {
  const ok = readTolerantly(validate, value);
  return { ok, value };
}

describe('reading an answer tolerantly', () => {
  it('reads numeric strings as numbers and "1", "0", true and false as flags', () => {
    const { ok, value } = read(
      validateLoanConfirmResponse,
      loan({ amount: '500000', periods: '120', termUnit: '1', isPopType: true, sendSms: '0' }),
    );
    expect(ok).toBe(true);
    expect(value).toMatchObject({
      data: { amount: 500000, periods: 120, termUnit: 1, isPopType: 1, sendSms: 0 },
    });
  });

  it('never reads an amount inexactly: decimals, hex, exponents and padding are not centavos', () => {
    for (const amount of ['5000.00', '0x10', '1e3', ' 7 ', '12abc', '99999999999999999']) {
      const { ok } = read(validateLoanConfirmResponse, loan({ amount }));
      expect(ok, amount).toBe(false);
    }
    // The same shapes in an optional amount drop only that amount.
    const { ok, value } = read(
      validateLoanConfirmResponse,
      loan({ repay_plans: [{ title: 'Fee', amount: '530000', pay_time: '2025-10-12' }] }),
    );
    expect(ok).toBe(true);
    expect(value).toMatchObject({ data: { repay_plans: [{ amount: 530000 }] } });
  });

  it('ignores unknown fields and keeps them out of the way', () => {
    const { ok } = read(validateLoanConfirmResponse, {
      ...loan({ somethingNew: { deep: [1, 2] } }),
      traceId: 'abc',
    });
    expect(ok).toBe(true);
  });

  it('reads null for an optional value as absent, not as 0 or ""', () => {
    const { ok, value } = read(
      validateLoanConfirmResponse,
      loan({ comProductLogo: null, popTitle: null, firstPeriodDay: null }),
    );
    expect(ok).toBe(true);
    const data = (value as { data: Record<string, unknown> }).data;
    expect('comProductLogo' in data).toBe(false);
    expect('popTitle' in data).toBe(false);
    expect('firstPeriodDay' in data).toBe(false);
  });

  it('drops an optional part of the wrong type, and only that part', () => {
    const { ok, value } = read(
      validateLoanConfirmResponse,
      loan({
        comProductName: 'Peso Flex',
        details: [{ text: 'Service fee', value: '₱150.00' }, { text: ['not', 'text'] }],
        pRateDsc: { not: 'text' },
        firstPeriodDay: '',
      }),
    );
    expect(ok).toBe(true);
    expect((value as { data: unknown }).data).toEqual({
      amount: 500000,
      periods: 120,
      termUnit: 1,
      comProductName: 'Peso Flex',
      details: [{ text: 'Service fee', value: '₱150.00' }],
    });
  });

  it('fails when what the page needs is missing, null or unreadable', () => {
    expect(read(validateLoanConfirmResponse, loan({ amount: null })).ok).toBe(false);
    expect(read(validateLoanConfirmResponse, loan({ periods: 'soon' })).ok).toBe(false);
    expect(read(validateLoanConfirmResponse, { code: 0, data: null }).ok).toBe(false);
    expect(read(validateLoanConfirmResponse, { code: 0, data: 'schema-invalid' }).ok).toBe(false);
    expect(read(validateLoanDetailsResponse, { code: 0, data: { orderStatus: '' } }).ok).toBe(
      false,
    );
  });

  it('keeps a complaint type whose title is null: the chosen type is still known', () => {
    const { ok, value } = read(validateProblemInitResponse, {
      code: 0,
      data: { problemType: [{ value: 1, title: null }], problemSonType: [] },
    });
    expect(ok).toBe(true);
    expect((value as ProblemInitResponse).data.problemType).toEqual([{ value: 1 }]);
  });

  it('keeps a complaint id as it came: "00123" is not the number 123', () => {
    const answer = (id: unknown) => ({
      code: 0,
      tabs: [{ title: 'Processing', list: [{ id, time: 't', type: 'Account', content: 'c' }] }],
    });
    for (const [sent, kept] of [
      ['00123', '00123'],
      ['007', '007'],
      [123, '123'],
    ] as const) {
      const { ok, value } = read(validateProblemListResponse, answer(sent));
      expect(ok).toBe(true);
      expect((value as ProblemListResponse).tabs[0]!.list[0]!.id).toBe(kept);
    }
  });

  it('drops a broken group of a server-keyed map (payNotice) and keeps the others', () => {
    const { ok, value } = read(validateRepaymentInfoResponse, {
      code: 0,
      data: {
        repayAmount: '523450',
        defDetail: {
          payNotice: { 'Over the counter': [{ name: 'Pay', step: ['Go'] }], broken: 'x' },
        },
      },
    });
    expect(ok).toBe(true);
    expect(value).toMatchObject({
      data: {
        repayAmount: 523450,
        defDetail: { payNotice: { 'Over the counter': [{ name: 'Pay', step: ['Go'] }] } },
      },
    });
    const payNotice = (value as { data: { defDetail: { payNotice: object } } }).data.defDetail
      .payNotice;
    expect(Object.keys(payNotice)).toEqual(['Over the counter']);
  });
});

describe('the fixtures as the app reads them', () => {
  const root = join(process.cwd(), 'fixtures/api');
  const cases = allEndpoints.flatMap((endpoint) =>
    readdirSync(join(root, endpoint.path))
      .filter((file) => /^(default\.json|invalid|partial)/.test(file))
      .map((file) => [`${endpoint.path}/${file}`, endpoint, file] as const),
  );

  it.each(cases)('%s', (_, endpoint, file) => {
    const text = readFileSync(join(root, endpoint.path, file), 'utf8');
    const body = JSON.parse(text) as unknown;
    if (file.startsWith('invalid')) {
      // An invalid scenario is one the app itself refuses, not only the strict fixture check.
      expect(readTolerantly(validatorFor(endpoint), body)).toBe(false);
    } else if (file.startsWith('partial')) {
      // A partial one the app reads, without the parts that break the schema.
      const dropped: Dropped[] = [];
      expect(readTolerantly(validatorFor(endpoint), body, dropped)).toBe(true);
      expect(dropped.length).toBeGreaterThan(0);
    } else {
      // A recorded answer is read whole: nothing in it is dropped but its nulls (a "1" may
      // become 1).
      expect(readTolerantly(validatorFor(endpoint), body)).toBe(true);
      const recorded = JSON.parse(text, (_, value: unknown) => value ?? undefined) as unknown;
      expect(leaves(body)).toEqual(leaves(recorded));
    }
  });
});

describe('the envelope as a real back end words it', () => {
  const root = join(process.cwd(), 'fixtures/api');
  // The transport reads these as success (src/api/envelope.ts, decision 036): the answer's own
  // reading must not then refuse them (a complaint saved, then shown as not understood).
  const flags = [true, 1, '1', 'true', 'TRUE', ' true'];
  const cases = allEndpoints
    .filter((endpoint) => endpoint.success !== 'code00')
    .flatMap((endpoint) => flags.map((flag) => [endpoint.path, endpoint, flag] as const));

  it.each(cases)('%s with success %j', (_, endpoint, flag) => {
    const answer = JSON.parse(readFileSync(join(root, endpoint.path, 'default.json'), 'utf8'));
    expect(readTolerantly(validatorFor(endpoint), { ...answer, success: flag })).toBe(true);
  });
});
