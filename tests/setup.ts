// Shared setup of the unit and component tests: a clean DOM and toast between tests.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToast } from '../renderers/ui/toast-store';

afterEach(() => {
  cleanup();
  clearToast();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
