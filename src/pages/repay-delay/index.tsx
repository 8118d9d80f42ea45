// Rollover/delay repayment (/repayDelay): the page is src/pages/repayment/RepaymentPage.tsx.
import { starter } from '../../api/preload';
import { delayDetail } from '../../api/repayment-endpoints';
import { orderPayload, readOrderQuery } from '../../lib/order-query';
import { RepaymentPage } from '../repayment/RepaymentPage';

export const start = starter((query) => {
  const order = readOrderQuery(query);
  return order ? [{ endpoint: delayDetail, payload: orderPayload(order) }] : [];
});

export default function DelayRepaymentPage() {
  return <RepaymentPage kind="delay" />;
}
