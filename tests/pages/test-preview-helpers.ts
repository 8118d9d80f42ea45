// Shared by the tests of /testPreview's fixture pieces (src/pages/test-preview).
import { vi } from 'vitest';

/**
 * Stubs `fetch` so that every call answers 200 with `listing` as the fixture API's scenario
 * listing (GET /__fixtures). Undo it with vi.unstubAllGlobals().
 */
export function stubScenarioListing(listing: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(listing), { status: 200 })),
  );
}
