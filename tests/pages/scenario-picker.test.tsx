// /testPreview's fixture scenario picker: a choice per endpoint or for all of them, kept in the
// cookie the fixture API reads until reset.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickScenario } from '../../fixtures/server/scenario';
import { getCookie, removeCookie } from '../../src/lib/cookie';
import { ScenarioPicker } from '../../src/pages/test-preview/ScenarioPicker';
import { stubScenarioListing } from './test-preview-helpers';

const CONTACT = '/v3/personal-center/contact-kf-info';
const scenarios = ['default', 'long-values', 'slow', 'error'];
const listing = { endpoints: [{ path: CONTACT, method: 'POST', scenarios }] };

const chosen = () => JSON.parse(getCookie('fixture-scenario') ?? 'null') as Record<string, string>;
const pick = (endpoint: string, scenario: string) =>
  fireEvent.change(document.querySelector(`select[data-endpoint="${endpoint}"]`)!, {
    target: { value: scenario },
  });

beforeEach(() => stubScenarioListing(listing));

afterEach(() => {
  vi.unstubAllGlobals();
  removeCookie('fixture-scenario');
});

describe('the fixture scenario picker', () => {
  it('an endpoint set back to default answers default while all endpoints are slow', async () => {
    render(<ScenarioPicker />);
    await screen.findByText('All endpoints');
    pick('*', 'slow');
    const row = document.querySelector<HTMLSelectElement>(`select[data-endpoint="${CONTACT}"]`)!;
    // The row shows what the endpoint answers, so that default can be picked on it.
    expect(row.value).toBe('slow');
    pick(CONTACT, 'default');
    expect(row.value).toBe('default');
    // What the fixture API answers that endpoint: its row says default, so must the answer.
    expect(pickScenario(chosen(), CONTACT, scenarios)).toBe('default');
    expect(pickScenario(chosen(), '/other', ['default', 'slow'])).toBe('slow');
    // All endpoints back to default: nothing is chosen any more.
    pick('*', 'default');
    expect(getCookie('fixture-scenario')).toBeNull();
  });
});
