// A validator that does not come with the page is asked for once the page is painted, so it is
// at hand when the borrower taps; a failed load is asked for again by the next call.
import { describe, expect, it, vi } from 'vitest';
import { loadedAfterPaint } from '../../src/api/loaded-after-paint';
import { validateAcknowledgedResponse } from '../../src/generated/validators/v1/api/acknowledged';

describe('loadedAfterPaint', () => {
  it('asks for the code after the paint, once', async () => {
    const load = vi.fn(() => Promise.resolve(validateAcknowledgedResponse));
    const validator = loadedAfterPaint(load);
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(await validator.load()).toBe(validateAcknowledgedResponse);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again when the code did not come', async () => {
    const load = vi
      .fn<() => Promise<typeof validateAcknowledgedResponse>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(validateAcknowledgedResponse);
    const validator = loadedAfterPaint(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(await validator.load()).toBe(validateAcknowledgedResponse);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
