import { describe, expect, it, vi } from 'vitest';
import { pages } from '../../src/pages';
import { applyPathOverrides, movedPath, pagePathOf, routes } from '../../src/routes';

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

  it("every route's page loads a component", async () => {
    for (const route of routes) {
      const module = await pages[route.page]();
      expect(typeof module.default, route.path).toBe('function');
    }
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

  it('gives the path a build serves a page at, from the default path a layout names', () => {
    const moved = applyPathOverrides(routes, '{"bindBank":"/bank","complainPage":"/help/c"}');
    expect(movedPath(moved, '/bindBank')).toBe('/bank');
    // Any letter case and a trailing slash, as the route table matches; the rest is kept.
    expect(movedPath(moved, '/BindBank/?product_id=3')).toBe('/bank?product_id=3');
    expect(movedPath(moved, '/complainPage#top')).toBe('/help/c#top');
    // Pages the build leaves, paths of no page, and what is not a path come back as they are.
    for (const path of ['/repayment', '/', '/nowhere?x=1', '', 'https://lender.example/bindBank']) {
      expect(movedPath(moved, path)).toBe(path);
    }
    // This build moves nothing.
    expect(pagePathOf('/bindBank?x=1')).toBe('/bindBank?x=1');
  });
});
