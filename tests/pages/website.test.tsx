// The official website's contact form (contract public.md §4): nothing is sent; a double tap
// on Submit says "Successful!" once, not "Successful!" and then, on the fields it cleared,
// "Please provide complete information!".
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebsitePage from '../../src/pages/website';
import { clearToast, currentToast } from '../../renderers/ui/toast-store';
import { MemoryRouter, Route, Routes } from '../router';

afterEach(() => {
  vi.restoreAllMocks();
  clearToast();
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<WebsitePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const FIELDS = ['Name', 'Telephone', 'Email', 'Message'];

async function fillForm() {
  const form = screen.getByRole('form', { name: 'Contact form' });
  for (const name of FIELDS) {
    const box = await within(form).findByRole('textbox', { name });
    fireEvent.change(box, { target: { value: `${name} of Ana` } });
  }
  return form;
}

describe('the contact form', () => {
  it('a double tap on Submit says "Successful!" once, with no error after it', async () => {
    renderPage();
    const form = await fillForm();
    const submit = within(form).getByRole('button', { name: 'Submit' });
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    fireEvent.click(submit);
    expect(currentToast()?.text).toBe('Successful!');
    const shown = currentToast()?.id;
    clock.mockReturnValue(now + 300);
    fireEvent.click(submit);
    expect(currentToast()).toMatchObject({ id: shown, text: 'Successful!' });
    for (const name of FIELDS) {
      expect((within(form).getByRole('textbox', { name }) as HTMLInputElement).value).toBe('');
    }
    // A moment later a tap on the empty form is a tap of its own: it says what is missing.
    clock.mockReturnValue(now + 1500);
    fireEvent.click(submit);
    expect(currentToast()?.text).toBe('Please provide complete information!');
  });
});
