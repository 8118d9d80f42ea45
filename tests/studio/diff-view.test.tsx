// The History's diff: a change near the end of a long text shows, not two identical cut lines.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiffView } from '../../src/studio/DiffView';

describe('DiffView', () => {
  it('cuts a long changed text around where it changed', () => {
    const start = 'Quick approval, transparent fees and flexible repayment. '.repeat(4);
    render(
      <DiffView
        from={1}
        to={2}
        changes={[
          {
            pointer: '/body',
            op: 'replace',
            before: `${start}Repay in 30 days.`,
            after: `${start}Repay in 90 days.`,
          },
        ]}
      />,
    );
    const [change] = within(screen.getByRole('region')).getAllByRole('listitem');
    expect(change!.textContent).toContain('Repay in 30 days.');
    expect(change!.textContent).toContain('Repay in 90 days.');
  });

  it('shows a short value whole', () => {
    render(
      <DiffView
        from={1}
        to={2}
        changes={[{ pointer: '/a', op: 'replace', before: 1, after: 2 }]}
      />,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Changed/aBefore: 1After: 2');
  });
});
