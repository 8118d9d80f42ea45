// Early calls against the real fixture server: a request the boot script sent (src/api/
// early.ts, over its own small exchange) is adopted by the page's axios client when the page
// makes the identical request, so the server gets it once; a request that differs in its
// headers or its session query is sent again.
import { beforeEach, describe, expect, it } from 'vitest';
import { sendEarlyCalls } from '../../src/api/early';
import { contactKfInfo } from '../../src/api/endpoints';
import { callApi } from '../../src/api/transport';
import { contactKfInfoWire } from '../../src/api/wire';
import { allAnswered, clearRequests, receivedRequests } from './fixture-session';

// Each test has a session of its own: an early call that nobody adopts is kept for a while,
// and a later test's identical early call would not be sent again.
let session = 0;
let SEARCH = '';

beforeEach(async () => {
  session += 1;
  SEARCH = `?userId=7&sessionId=s${session}&deviceId=d%3A1&building=b1&gather=g%201`;
  window.history.replaceState({}, '', `/customerService${SEARCH}`);
  await clearRequests();
});

describe('an early call', () => {
  it('is adopted by the identical request: one request reaches the server', async () => {
    sendEarlyCalls([{ wire: contactKfInfoWire, payload: { overall: 30 } }], SEARCH);
    const result = await callApi(contactKfInfo, { overall: 30 });
    await allAnswered();
    expect(result.ok && result.answer.data.email).toBe('cs@lender.example');
    const requests = await receivedRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/v3/personal-center/contact-kf-info',
      query: { userId: '7', sessionId: `s${session}`, deviceId: 'd:1' },
      body: { overall: '30' },
      headers: { 'x-requested-with': 'XMLHttpRequest', building: 'b1', gather: 'g 1' },
    });
    // Adopted once: the same call again goes to the server.
    await callApi(contactKfInfo, { overall: 30 });
    expect(await receivedRequests()).toHaveLength(2);
  });

  it('is not adopted by a request with another header: both reach the server', async () => {
    sendEarlyCalls([{ wire: contactKfInfoWire, payload: { overall: 30 } }], SEARCH);
    const result = await callApi(
      contactKfInfo,
      { overall: 30 },
      { headers: { 'Idempotency-Key': 'k1' } },
    );
    await allAnswered();
    expect(result.ok).toBe(true);
    const requests = await receivedRequests();
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual(
      expect.arrayContaining([null, 'k1']),
    );
  });

  it('is not adopted by a request from another session: both reach the server', async () => {
    sendEarlyCalls([{ wire: contactKfInfoWire, payload: { overall: 30 } }], SEARCH);
    window.history.replaceState(
      {},
      '',
      `/customerService${SEARCH.replace('userId=7', 'userId=8')}`,
    );
    await callApi(contactKfInfo, { overall: 30 });
    await allAnswered();
    const users = (await receivedRequests()).map((r) => r.query.userId);
    expect(users.sort()).toEqual(['7', '8']);
  });
});
