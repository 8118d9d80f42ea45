// /testPreview's "What the pages keep": the saved repayment record and the order's kind-tips
// flag, each shown as set or not, and forgotten alone.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeptValues } from '../../src/pages/test-preview/KeptValues';
import { devText } from '../../src/pages/test-preview/strings';

const row = (key: string) => screen.getByText(key).closest('li')!;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('what the pages keep', () => {
  it('Forget removes that value alone, and the row then says it is not set', () => {
    localStorage.setItem('repaymentInfo', '{"repayAmount":1000}');
    sessionStorage.setItem('showBankTip', '1');
    render(<KeptValues />);
    expect(within(row('repaymentInfo')).getByText(devText.keptSet)).toBeTruthy();
    fireEvent.click(within(row('showBankTip')).getByRole('button', { name: devText.keptForget }));
    expect(sessionStorage.getItem('showBankTip')).toBeNull();
    expect(localStorage.getItem('repaymentInfo')).toBe('{"repayAmount":1000}');
    expect(within(row('showBankTip')).getByText(devText.keptNone)).toBeTruthy();
    expect(within(row('showBankTip')).queryByRole('button')).toBeNull();
  });

  it('with nothing kept, nothing offers to be forgotten', () => {
    render(<KeptValues />);
    expect(screen.getAllByText(devText.keptNone)).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
