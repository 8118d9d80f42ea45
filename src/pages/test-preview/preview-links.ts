// The link /testPreview gives each page: the developer's device parameters plus the query the
// page needs to show its real screen with the default fixtures. `npm run lighthouse` opens the
// same links with the default parameters.
import { withSession } from '../../lib/session';
import type { RouteEntry } from '../../routes';
import type { PreviewParams } from './use-preview-params';

/** Query values a page needs to show its real screen; they match the default fixtures. */
export const ROUTE_EXAMPLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  complainPageNext: { problemType: '1', problemSonType: '12', orderNo: 'PH20250301001' },
  complainDetails: { problemId: '1024' },
  repaymentOfCode: { showType: '2', amount: '523450', payCode: '7781234590123' },
  repayByCard: { amount: '523450' },
  promotion: { templateId: 'T-1', user_from: 'fb', utm_tag: 'summer', invite_code: 'INV-1' },
};

export function previewLink(route: Pick<RouteEntry, 'name' | 'path'>, params: PreviewParams) {
  const { product_id, orderId, lang, ...session } = params;
  return withSession(route.path, session, {
    product_id,
    productId: product_id,
    orderId,
    lang,
    ...ROUTE_EXAMPLES[route.name],
  });
}
