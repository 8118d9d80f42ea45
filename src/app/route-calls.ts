// What each route loads on open, at the level of the wire, declared once per page in its
// folder's calls.ts. The boot script (src/boot.ts) sends the opened route's calls before the
// app's code arrives; each route's loader (src/app/router.tsx) sends them on every later
// visit, alongside the page's code; the page adopts the answers when it makes the same calls
// (src/api/early.ts). tests/app/route-calls.test.ts checks they are the requests the page makes.
import { sendEarlyCalls, type EarlyCall } from '../api/early';
import { openingCalls as bindBank } from '../pages/bind-bank/calls';
import { openingCalls as complainDetails } from '../pages/complain-details/calls';
import { openingCalls as complainPage } from '../pages/complain-page/calls';
import { openingCalls as complainPageNext } from '../pages/complain-page-next/calls';
import { openingCalls as complaintList } from '../pages/complaint-list/calls';
import { openingCalls as customerService } from '../pages/customer-service/calls';
import { newerOpeningCalls, olderOpeningCalls } from '../pages/loan-confirm/calls';
import { jointOpeningCalls, orderOpeningCalls } from '../pages/order-details/calls';
import { openingCalls as promotion } from '../pages/promotion/calls';
import { openingCalls as repayByCard } from '../pages/repay-by-card/calls';
import { delayOpeningCalls, instalmentOpeningCalls } from '../pages/repayment/calls';
import type { PageName } from '../routes';

export type OpeningCall = EarlyCall;

export type OpeningCalls = (query: URLSearchParams) => OpeningCall[];

export const routeCalls: Partial<Record<PageName, OpeningCalls>> = {
  'bind-bank': bindBank,
  'complain-details': complainDetails,
  'complain-page': complainPage,
  'complain-page-next': complainPageNext,
  'complaint-list': complaintList,
  'customer-service': customerService,
  'new-loan-confirm': newerOpeningCalls,
  'loan-confirm-period': newerOpeningCalls,
  'loan-confirm': olderOpeningCalls,
  'order-details': orderOpeningCalls,
  'joint-login-failure': jointOpeningCalls,
  repayment: instalmentOpeningCalls,
  'repay-delay': delayOpeningCalls,
  'repay-by-card': repayByCard,
  promotion,
};

/**
 * Sends the page's opening calls for the page URL's query (the address the page will have,
 * whose session its own calls read); settles when every answer is in. A page without calls
 * still sends this: the early answers of the page left are forgotten.
 */
export function sendOpeningCalls(page: PageName, search: string): Promise<unknown> {
  return sendEarlyCalls(routeCalls[page]?.(new URLSearchParams(search)) ?? [], search);
}
