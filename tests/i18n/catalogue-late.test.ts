// A catalogue that never arrives (a connection that stalls) holds the first render back at
// most CATALOGUE_WAIT_MS: then the page shows in English, and a late arrival changes nothing.
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE_WAIT_MS, createTranslate, documentLang, loadCatalogue } from '../../src/i18n';

vi.mock('../../src/i18n/fil', () => new Promise(() => {}));

describe('a catalogue that does not arrive', () => {
  it('is given up after the wait: the page is English', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers();
    try {
      let done = false;
      const loading = loadCatalogue('fil').then(() => (done = true));
      await vi.advanceTimersByTimeAsync(CATALOGUE_WAIT_MS - 100);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      await loading;
      expect(documentLang('fil')).toBe('en');
      expect(createTranslate('fil')('common.retry')).toBe('Try again');
    } finally {
      vi.useRealTimers();
    }
  });
});
