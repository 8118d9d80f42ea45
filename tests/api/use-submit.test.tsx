// useSubmit against the fixture server: a double tap sends one request, and the button is
// usable again once the call settles, whatever the outcome.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactKfInfo } from '../../src/api/endpoints';
import { useSubmit } from '../../src/api/use-submit';
import { clearRequests, receivedRequests, useScenario } from './fixture-session';

function SendButton() {
  const { submit, pending } = useSubmit(contactKfInfo);
  const [outcome, setOutcome] = useState('');
  const send = () =>
    void submit({ overall: 30 }).then((result) => {
      if (result) setOutcome(result.ok ? 'sent' : result.failure.kind);
    });
  return (
    <>
      <button onClick={send}>Send</button>
      <p data-testid="pending">{String(pending)}</p>
      <p data-testid="outcome">{outcome}</p>
    </>
  );
}

beforeEach(async () => {
  window.history.replaceState({}, '', '/');
  await clearRequests();
});
afterEach(() => useScenario(null));

describe('useSubmit', () => {
  it('a double tap makes exactly one request', async () => {
    render(<SendButton />);
    const button = screen.getByRole('button', { name: 'Send' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(screen.getByTestId('pending').textContent).toBe('true');
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('sent'));
    expect(screen.getByTestId('pending').textContent).toBe('false');
    expect(await receivedRequests()).toHaveLength(1);
  });

  it('after a failure the next tap sends again', async () => {
    useScenario({ '/v3/personal-center/contact-kf-info': 'http500' });
    render(<SendButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('http'));
    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('sent'));
    expect(await receivedRequests()).toHaveLength(2);
  });
});
