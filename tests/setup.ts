// Shared setup of the unit and component tests: a clean DOM, toast and storage between
// tests. Node-environment tests (the fixture server's) have no window.
import { afterEach, vi } from 'vitest';
import { clearToast } from '../renderers/ui/toast-store';

afterEach(async () => {
  vi.restoreAllMocks();
  clearToast();
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
