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

/** Further links for a page whose query, not its calls, picks what it shows. */
export const MORE_LINKS: ReadonlyArray<{
  route: string;
  label: string;
  query: Readonly<Record<string, string>>;
}> = [
  {
    route: 'repaymentOfCode',
    label: 'showType=1: the code to copy, with its channel picture',
    query: { showType: '1', channelImg: '/__fixtures/images/hero.png' },
  },
  {
    route: 'bindBank',
    label: 'source=loanDetail: changing the card',
    query: { source: 'loanDetail' },
  },
];

export function previewLink(
  route: Pick<RouteEntry, 'name' | 'path'>,
  params: PreviewParams,
  extra?: Readonly<Record<string, string>>,
) {
  const { product_id, orderId, lang, ...session } = params;
  return withSession(route.path, session, {
    product_id,
    productId: product_id,
    orderId,
    lang,
    ...ROUTE_EXAMPLES[route.name],
    ...extra,
  });
}
