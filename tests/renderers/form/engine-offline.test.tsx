// The form's engine (renderers/form/FormEngine.tsx) is a chunk of its own: on a flaky network
// it may not arrive. The form stays, with what was typed; a submit asks for the engine again,
// says so when it still cannot come, and goes through once it does.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentToast } from '../../../renderers/ui/toast-store';
import { formReady, renderForm, send } from './render-form';

/** How many more times the engine's code fails to load. */
const network = vi.hoisted(() => ({ failures: 2 }));

vi.mock('../../../renderers/form/FormEngine', async (importOriginal) => {
  if (network.failures > 0) {
    network.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('when the form engine does not arrive', () => {
  it('keeps the form, says so on submit, and sends once it arrives', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([{ type: 'input', name: 'city', label: 'City' }]);
    await waitFor(() => expect(network.failures).toBe(1));
    await user.type(screen.getByLabelText('City'), 'Cebu');

    await user.click(send());
    await waitFor(() =>
      expect(currentToast()?.text).toBe('No connection. Please check your network and try again.'),
    );
    expect(emits()).toEqual([]);
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Cebu');

    await user.click(send());
    await formReady();
    await waitFor(() => expect(emits()).toHaveLength(1));
    expect(emits()[0]?.values).toEqual({ city: 'Cebu' });
  });
});
