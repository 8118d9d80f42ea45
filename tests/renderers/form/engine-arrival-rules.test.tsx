// A submit tapped before the form's engine (FormEngine.tsx) arrives waits for it, and then
// checks every rule like any other: an empty required field stops it, with its message, and
// takes the focus. Held back here as in engine-arrival.test.tsx.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderForm, send } from './render-form';

const engine = vi.hoisted(() => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open: () => open() };
});

vi.mock('../../../renderers/form/FormEngine', async (importOriginal) => {
  await engine.gate;
  return importOriginal();
});

describe('a submit before the form engine arrives', () => {
  it('waits for it and stops at a rule that fails', async () => {
    const user = userEvent.setup();
    const { emits } = renderForm([
      { type: 'input', name: 'city', label: 'City' },
      {
        type: 'input',
        name: 'name',
        label: 'Name',
        rules: { required: { message: 'Please enter your name' } },
      },
    ]);
    await user.type(screen.getByLabelText('City'), 'Cebu');
    await user.click(send());
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => engine.open());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please enter your name',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(emits()).toEqual([]);
  });
});
