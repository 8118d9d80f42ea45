// The loan terms document: every section under its heading, among them SPEC §9's
// prolongation rule in the spec's own words.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LoanAgreementPage from '../../src/pages/loan-agreement';
import { MemoryRouter, Route, Routes } from '../router';

/** SPEC §9, word for word. */
const PROLONGATION =
  'Prolongation extends the term by the same period and requires payment of due interest and penalties.';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/loanAgreement']}>
      <Routes>
        <Route path="/loanAgreement" element={<LoanAgreementPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('loan terms and conditions', () => {
  it('states the prolongation rule of SPEC §9 in its own section', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Prolongation' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Prolongation' })).toBeTruthy();
    expect(within(section).getByText(PROLONGATION)).toBeTruthy();
    // After the term and prepayment rules it rests on.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Prolongation')).toBeGreaterThan(headings.indexOf('Loan term'));
  });
});
