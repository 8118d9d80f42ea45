// The transport against the real fixture server: every call settles, with the answer or a
// failure a borrower can read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactKfInfo, type Endpoint } from '../../src/api/endpoints';
import { loanDetails } from '../../src/api/order-endpoints';
import type { ContactKfInfoResponse } from '../../src/generated/types';
import { validateContactKfInfoResponse } from '../../src/generated/validators/v1/api/contact-kf-info';
import { callApi } from '../../src/api/transport';
import { en } from '../../src/i18n/en';
import { currentToast } from '../../renderers/ui/toast-store';
import errorAnswer from '../../fixtures/api/v3/personal-center/contact-kf-info/error.json';
import { clearRequests, receivedRequests, serveAnswer, useScenario } from './fixture-session';

beforeEach(async () => {
  window.history.replaceState(
    {},
    '',
    '/customerService?userId=7&sessionId=s1&building=b1&gather=g1',
  );
  await clearRequests();
});
afterEach(() => useScenario(null));

describe('callApi', () => {
  it('sends what the server expects and returns the validated answer', async () => {
    const result = await callApi(contactKfInfo, { overall: 30 });
    expect(result.ok && result.answer.data.email).toBe('cs@lender.example');
    const [request] = await receivedRequests();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v3/personal-center/contact-kf-info',
      query: { userId: '7', sessionId: 's1' },
      body: { overall: '30' },
      headers: { 'x-requested-with': 'XMLHttpRequest', building: 'b1', gather: 'g1' },
    });
  });

  it('a non-success answer settles with the server message and shows it as a 2 s toast', async () => {
    useScenario({ '*': 'error' });
    const result = await callApi(contactKfInfo, { overall: 30 });
    expect(result.ok).toBe(false);
    const failure = !result.ok ? result.failure : null;
    expect(failure?.kind).toBe('rejected');
    // The server's own words (the error fixture's message), not a generic one.
    expect(failure?.message).toBe(errorAnswer.message);
    expect(failure?.serverSaid).toBe(true);
    expect(currentToast()).toMatchObject({ text: errorAnswer.message, durationMs: 2000 });
  });

  it('an answer refused only for lacking its success flag does not show "success" as its failure', async () => {
    await serveAnswer(loanDetails.path, { code: 0, message: 'success', data: { orderStatus: 21 } });
    const result = await callApi(loanDetails, { productId: 'PRD-1', orderId: 'O-9' });
    expect(!result.ok && result.failure).toMatchObject({
      kind: 'rejected',
      message: en['error.failed'],
      serverSaid: false,
    });
    expect(currentToast()?.text).toBe(en['error.failed']);
  });

  it('HTTP 500 settles as a server failure naming the status', async () => {
    useScenario({ '*': 'http500' });
    const result = await callApi(contactKfInfo, { overall: 30 });
    expect(!result.ok && result.failure).toMatchObject({ kind: 'http', status: 500 });
    expect(!result.ok && result.failure.message).toContain('500');
  });

  it('a malformed body settles as malformed', async () => {
    useScenario({ '*': 'malformed' });
    const result = await callApi(contactKfInfo, { overall: 30 });
    expect(!result.ok && result.failure.kind).toBe('malformed');
  });

  it('a schema-invalid answer settles as invalid and logs the endpoint and JSON Pointer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    useScenario({ '*': 'invalid' });
    const result = await callApi(contactKfInfo, { overall: 30 });
    expect(!result.ok && result.failure.kind).toBe('invalid');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/contact-kf-info.*"\/data\/email"/));
  });

  it('a server that never answers settles as a timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ '*': 'timeout' });
    const result = await callApi(contactKfInfo, { overall: 30 }, { timeoutMs: 400 });
    expect(!result.ok && result.failure.kind).toBe('timeout');
    expect(!result.ok && result.failure.message).toMatch(/too long/);
  });

  it('a dropped connection settles as a network failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ '*': 'reset' });
    const result = await callApi(contactKfInfo, { overall: 30 });
    expect(!result.ok && result.failure.kind).toBe('network');
    expect(!result.ok && result.failure.message).toMatch(/network/);
  });

  it('an aborted call settles quietly', async () => {
    const controller = new AbortController();
    useScenario({ '*': 'slow' });
    const pending = callApi(contactKfInfo, { overall: 30 }, { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(!result.ok && result.failure.kind).toBe('aborted');
  });
});

describe('a validator that loads with the call', () => {
  /** contactKfInfo with its validator's code coming from `load`, counting the loads. */
  function loadingFrom(load: () => Promise<typeof validateContactKfInfoResponse>) {
    const loads = vi.fn(load);
    const endpoint: Endpoint<ContactKfInfoResponse> = {
      ...contactKfInfo,
      validate: { load: loads },
    };
    return { endpoint, loads };
  }

  it('is asked for as the request leaves, and checks the answer when both are here', async () => {
    let arrive = (_: typeof validateContactKfInfoResponse) => {};
    const { endpoint, loads } = loadingFrom(() => new Promise((resolve) => (arrive = resolve)));
    const pending = callApi(endpoint, { overall: 30 });
    expect(loads).toHaveBeenCalledTimes(1);
    // The answer is in before the code: the call waits for it.
    await vi.waitFor(async () => expect(await receivedRequests()).toHaveLength(1));
    arrive(validateContactKfInfoResponse);
    const result = await pending;
    expect(result.ok && result.answer.data.email).toBe('cs@lender.example');
  });

  it('still checks the shape: an invalid answer is invalid', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useScenario({ '*': 'invalid' });
    const { endpoint } = loadingFrom(() => Promise.resolve(validateContactKfInfoResponse));
    const result = await callApi(endpoint, { overall: 30 });
    expect(!result.ok && result.failure.kind).toBe('invalid');
  });

  it('that cannot load after the server said yes: the borrower hears the server answered', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { endpoint } = loadingFrom(() => Promise.reject(new Error('chunk failed')));
    const result = await callApi(endpoint, { overall: 30 });
    // A transport failure still (a retried payment keeps its key), but not "No connection".
    expect(!result.ok && result.failure.kind).toBe('network');
    expect(!result.ok && result.failure.message).toBe(en['error.unread']);
  });

  it('that never loads settles as a timeout, in the same words', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { endpoint } = loadingFrom(() => new Promise(() => {}));
    const result = await callApi(endpoint, { overall: 30 }, { timeoutMs: 400 });
    expect(!result.ok && result.failure.kind).toBe('timeout');
    expect(!result.ok && result.failure.message).toBe(en['error.unread']);
  });

  it("is not needed for a refusal: the server's own message is shown", async () => {
    useScenario({ '*': 'error' });
    const { endpoint } = loadingFrom(() => Promise.reject(new Error('chunk failed')));
    const result = await callApi(endpoint, { overall: 30 });
    expect(!result.ok && result.failure.message).toBe(errorAnswer.message);
    expect(currentToast()?.text).toBe(errorAnswer.message);
  });
});

describe('a validator that throws', () => {
  it('still settles, as an invalid answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const throwing = Object.assign(
      () => {
        throw new Error('validator bug');
      },
      { errors: null },
    ) as unknown as typeof contactKfInfo.validate;
    const result = await callApi({ ...contactKfInfo, validate: throwing }, { overall: 30 });
    expect(!result.ok && result.failure.kind).toBe('invalid');
  });
});
