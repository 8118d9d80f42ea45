// A gateway that refuses the body as too large (HTTP 413): the borrower is told to choose a
// smaller photo, not to try again later (trying again could never help).
import { describe, expect, it, vi } from 'vitest';
import { uploadProblemImg } from '../../src/api/complaint-form-endpoints';
import { uploadFile } from '../../src/api/upload';
import { en } from '../../src/i18n/en';

vi.mock('../../src/api/transport', () => ({
  send: () =>
    Promise.resolve({
      ok: false,
      failure: { kind: 'http', status: 413, message: 'The service is unavailable (error 413).' },
    }),
}));

describe('an upload the gateway refuses as too large', () => {
  it('says the photo is too large', async () => {
    const image = new Blob([new Uint8Array(321)], { type: 'image/png' });
    const result = await uploadFile(uploadProblemImg, image, 'a.png', { field: 'problemImage' });
    expect(!result.ok && result.failure.message).toBe(en['upload.tooLarge']);
  });
});
