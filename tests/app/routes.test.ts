import { describe, expect, it, vi } from 'vitest';
import { pages } from '../../src/pages';
import { applyPathOverrides, routes } from '../../src/routes';

describe('route table', () => {
  it('has the named routes of the spec and the default configurable paths', () => {
    const paths = routes.map((r) => r.path);
    for (const path of [
      '/',
      '/repaymentOfCode',
      '/repaymentOfCode2',
      '/testPreview',
      '/complaintList',
      '/complainPage',
      '/complainPageNext',
      '/complainDetails',
      '/customerService',
      '/bindBank',
      '/loanDetail',
      '/order',
      '/jointLoginFailure',
      '/loanConfirm',
      '/newLoanConfirm',
      '/loanConfirmPeriod',
      '/repayment',
      '/repayDelay',
      '/repayByCard',
      '/paymentGuide',
      '/paymentInstructions',
      '/aboutUs',
      '/privacyPolicy',
      '/loanAgreement',
      '/complaint',
      '/promotion',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
  });

  it('every route has a page', () => {
    for (const route of routes) expect(pages[route.page]).toBeTruthy();
  });

  it('overrides configurable paths from JSON, ignoring bad input', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const overridden = applyPathOverrides(
      routes,
      '{"customerService":"/cs","bindBank":"javascript:x"}',
    );
    expect(overridden.find((r) => r.name === 'customerService')?.path).toBe('/cs');
    expect(overridden.find((r) => r.name === 'bindBank')?.path).toBe('/bindBank');
    expect(applyPathOverrides(routes, '{not json')).toBe(routes);
  });
});
