// A form whose engine's code never arrives (a connection that stalls): a submit waits for it
// at most LOAD_LIMIT_MS, then says so and lets the borrower tap again; never busy for ever.
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOAD_LIMIT_MS } from '../../../renderers/in-time';
import { currentToast } from '../../../renderers/ui/toast-store';
import { en } from '../../../src/i18n/en';
import { renderForm, send } from './render-form';

vi.mock('../../../renderers/form/FormEngine', () => new Promise(() => {}));

describe('a form engine that never arrives', () => {
  it('a submit waits, then says the network failed and frees its button', async () => {
    vi.useFakeTimers();
    try {
      renderForm([{ type: 'input', name: 'city', label: 'City' }]);
      fireEvent.click(send());
      expect(send().getAttribute('aria-busy')).toBe('true');
      await act(async () => vi.advanceTimersByTimeAsync(LOAD_LIMIT_MS + 1000));
      expect(currentToast()?.text).toBe(en['error.network']);
      expect(send().getAttribute('aria-busy')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
