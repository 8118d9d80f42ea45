// Shared setup of the unit and component tests: a clean DOM, toast and storage between
// tests. Node-environment tests (the fixture server's) have no window.
import fc from 'fast-check';
import { afterEach, vi } from 'vitest';
import { loadProduce } from '../renderers/produce';
import { clearToast } from '../renderers/ui/toast-store';

// A property failure prints its seed: FC_SEED=… runs the file's properties on that seed again.
if (process.env.FC_SEED) fc.configureGlobal({ seed: Number(process.env.FC_SEED) });

// jsdom lays nothing out and cannot scroll; the router's scroll restoration still asks it to.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// A page asks for immer once it is painted (renderers/produce.ts); here it is at hand before
// a test taps. tests/renderers/produce.test.ts covers the changes that wait for it.
await loadProduce();

afterEach(async () => {
  vi.restoreAllMocks();
  clearToast();
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
