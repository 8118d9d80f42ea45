// The multipart upload against the real fixture server: what arrives, and that every upload
// settles (success code '00', the server's message, timeout, abort, dropped connection).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadProblemImg } from '../../src/api/complaint-form-endpoints';
import { MAX_UPLOAD_BYTES, uploadFile } from '../../src/api/upload';
import { en } from '../../src/i18n/en';
import { currentToast } from '../../renderers/ui/toast-store';
import { clearRequests, receivedRequests, useScenario } from './fixture-session';

const image = () => new Blob([new Uint8Array(321)], { type: 'image/png' });

beforeEach(async () => {
  window.history.replaceState({}, '', '/complainPageNext?userId=7&building=b1');
  await clearRequests();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => useScenario(null));

describe('uploadFile', () => {
  it('posts the file as multipart with the session and the AJAX header', async () => {
    const progress: number[] = [];
    const result = await uploadFile(uploadProblemImg, image(), 'a.png', {
      field: 'problemImage',
      onProgress: (f) => progress.push(f),
    });
    expect(result.ok && result.answer.data.url).toMatch(/^https:\/\/img\.lender\.example\//);
    const [request] = await receivedRequests();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/user-problem/upload-problem-img',
      query: { userId: '7' },
      body: { problemImage: { name: 'a.png', size: 321, type: 'image/png' } },
      headers: { 'x-requested-with': 'XMLHttpRequest', building: 'b1' },
    });
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const fraction of progress) expect(fraction).toBeLessThanOrEqual(1);
  });

  it('a file over the gateway limit is never sent: too large, said as such', async () => {
    const huge = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: 'image/gif' });
    const result = await uploadFile(uploadProblemImg, huge, 'big.gif', { field: 'problemImage' });
    expect(!result.ok && result.failure.message).toBe(en['upload.tooLarge']);
    expect(await receivedRequests()).toEqual([]);
  });

  it('a code other than 00 gives the server message and no toast of its own', async () => {
    useScenario({ '*': 'error' });
    const result = await uploadFile(uploadProblemImg, image(), 'a.png', { field: 'problemImage' });
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'rejected',
        code: '01',
        message: 'The image could not be saved. Please choose another image.',
        serverSaid: true,
      },
    });
    expect(currentToast()).toBeNull();
  });

  it('an answer with an unsafe url is refused as invalid', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useScenario({ '*': 'invalid' });
    const result = await uploadFile(uploadProblemImg, image(), 'a.png', { field: 'problemImage' });
    expect(!result.ok && result.failure.message).toBe(en['error.invalid']);
  });

  it('settles on a timeout, an abort and a dropped connection', async () => {
    useScenario({ '*': 'timeout' });
    const timedOut = await uploadFile(uploadProblemImg, image(), 'a.png', {
      field: 'problemImage',
      timeoutMs: 200,
    });
    expect(!timedOut.ok && timedOut.failure).toEqual({
      kind: 'timeout',
      message: en['error.timeout'],
    });

    const controller = new AbortController();
    const pending = uploadFile(uploadProblemImg, image(), 'a.png', {
      field: 'problemImage',
      signal: controller.signal,
    });
    controller.abort();
    expect(!(await pending).ok && (await pending)).toMatchObject({ failure: { kind: 'aborted' } });

    useScenario({ '*': 'reset' });
    const dropped = await uploadFile(uploadProblemImg, image(), 'a.png', { field: 'problemImage' });
    expect(!dropped.ok && dropped.failure.kind).toBe('network');
  });
});

describe('the URL an upload answers', () => {
  const answer = (url: string) => ({ code: '00', data: { url } });
  it('is a full http(s) URL or a same-origin path, with no comma (the save joins them by commas)', async () => {
    const { validateUploadProblemImgResponse: valid } =
      await import('../../src/generated/validators/v1/api/upload-problem-img');
    for (const url of ['https://cdn.example/a.jpg', '/upload/problem/a.jpg'])
      expect(valid(answer(url)), url).toBe(true);
    for (const url of [
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      'a.jpg',
      'https://x/a,b.jpg',
    ])
      expect(valid(answer(url)), url).toBe(false);
  });
});
