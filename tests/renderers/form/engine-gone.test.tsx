// The form's engine failing on two submits in a row: its file may be gone (a new release
// replaced it), and asking once more cannot help. The second failed submit reloads the page,
// whose draft brings back what was typed, as a lazy node's second Try again does.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast } from '../../../renderers/ui/toast-store';
import { en } from '../../../src/i18n/en';
import { renderForm, send } from './render-form';

vi.mock('../../../renderers/form/FormEngine', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

describe('when the form engine never arrives', () => {
  it('says so on the first submit and reloads the page on the second', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { emits } = renderForm([{ type: 'input', name: 'city', label: 'City' }]);
    await user.type(screen.getByLabelText('City'), 'Cebu');

    await user.click(send());
    await waitFor(() => expect(currentToast()?.text).toBe(en['error.network']));
    expect(reload).not.toHaveBeenCalled();

    await user.click(send());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(emits()).toEqual([]);
  });
});
