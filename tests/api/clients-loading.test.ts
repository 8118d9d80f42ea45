// The API clients (src/api/clients.ts, axios) load after the page's first render. A call made
// before they are here waits for them under its own time limit: a chunk that never arrives
// ends as a timeout, and a failed one as a network failure that the next call tries again.
// A call the boot script sent early needs no clients: its answer shows when it comes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactKfInfo } from '../../src/api/endpoints';
import { contactKfInfoWire } from '../../src/api/wire';
import { useScenario } from './fixture-session';

const loading = vi.hoisted(() => ({ mode: 'hang' as 'hang' | 'fail' | 'late' }));

vi.mock('../../src/api/clients', async (importOriginal) => {
  if (loading.mode === 'hang') return new Promise(() => undefined);
  if (loading.mode === 'fail') throw new Error('no chunk');
  // Here after 400 ms: a slow network's chunk.
  await new Promise((resolve) => setTimeout(resolve, 400));
  return importOriginal();
});

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe('a call before the clients are here', () => {
  it('ends as a timeout when their code never arrives', async () => {
    vi.useFakeTimers();
    loading.mode = 'hang';
    const { callApi } = await import('../../src/api/transport');
    const result = callApi(contactKfInfo, { overall: 30 }, { timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toMatchObject({ ok: false, failure: { kind: 'timeout' } });
  });

  it('ends as a network failure when their code fails to load', async () => {
    loading.mode = 'fail';
    const { callApi } = await import('../../src/api/transport');
    await expect(callApi(contactKfInfo, { overall: 30 })).resolves.toMatchObject({
      ok: false,
      failure: { kind: 'network' },
    });
  });

  it('one that arrives late uses up part of the call time limit: the limit is not started again', async () => {
    loading.mode = 'late';
    const { callApi } = await import('../../src/api/transport');
    // 400 ms for the code and 300 ms for the answer (the fixture's slow one): past 500 ms.
    useScenario({ '*': 'slow' });
    const result = await callApi(contactKfInfo, { overall: 30 }, { timeoutMs: 500 });
    useScenario(null);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
  });

  it('is not needed by a call that adopts an early request still on its way', async () => {
    loading.mode = 'hang';
    const { sendEarlyCalls } = await import('../../src/api/early');
    const { callApi } = await import('../../src/api/transport');
    window.history.replaceState({}, '', '/customerService?userId=7&sessionId=early-1');
    void sendEarlyCalls(
      [{ wire: contactKfInfoWire, payload: { overall: 30 } }],
      window.location.search,
    );
    const result = await callApi(contactKfInfo, { overall: 30 }, { timeoutMs: 5000 });
    expect(result.ok && result.answer.data.email).toBe('cs@lender.example');
  });
});
