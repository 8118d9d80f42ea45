// /testPreview's "Every page on every scenario": a link per scenario of each endpoint of a page
// sets the fixture API's choice for that endpoint (the cookie) and opens the page.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie } from '../../src/lib/cookie';
import { ScenarioMatrix } from '../../src/pages/test-preview/ScenarioMatrix';
import { PREVIEW_DEFAULTS } from '../../src/pages/test-preview/use-preview-params';
import { stubScenarioListing } from './test-preview-helpers';

const listing = {
  endpoints: [
    { path: '/v3/loan-details/loan-details', method: 'GET', scenarios: ['default', 'rating'] },
    { path: '/v3/loan-details/google-score', method: 'POST', scenarios: ['default', 'rejected'] },
    { path: '/service/event/save', method: 'POST', scenarios: ['default', 'error'] },
  ],
};

const chosen = () => JSON.parse(getCookie('fixture-scenario') ?? 'null') as unknown;

/** Follows the link as the preview does, without jsdom's navigation. */
function open(label: string) {
  const link = screen.getByRole('link', { name: label });
  link.addEventListener('click', (e) => e.preventDefault());
  fireEvent.click(link);
}

beforeEach(() => stubScenarioListing(listing));

afterEach(() => {
  vi.unstubAllGlobals();
  removeCookie('fixture-scenario');
});

describe('the scenario matrix', () => {
  it('opens a page on one endpoint’s scenario, the others on their default', async () => {
    render(<ScenarioMatrix params={PREVIEW_DEFAULTS} />);
    await screen.findByTestId('scenario-matrix');
    open('/order, /v3/loan-details/loan-details: rating');
    expect(chosen()).toEqual({ '/v3/loan-details/loan-details': 'rating' });
  });

  it('a scenario of the rating or of Borrow Again opens the order in the answer that shows them', async () => {
    render(<ScenarioMatrix params={PREVIEW_DEFAULTS} />);
    await screen.findByTestId('scenario-matrix');
    // The order's default answer has neither, so the page never made the call.
    open('/order, /v3/loan-details/google-score: rejected');
    expect(chosen()).toEqual({
      '/v3/loan-details/loan-details': 'rating',
      '/v3/loan-details/google-score': 'rejected',
    });
    open('/loanDetail, /service/event/save: error');
    expect(chosen()).toEqual({
      '/v3/loan-details/loan-details': 'status-200',
      '/service/event/save': 'error',
    });
  });
});
