// Instalment repayment (/repayment): the page is ./RepaymentPage.tsx.
import { starter } from '../../api/preload';
import { loanPlayDetail } from '../../api/repayment-endpoints';
import { orderPayload, readOrderQuery } from '../../lib/order-query';
import { RepaymentPage } from './RepaymentPage';

export const start = starter((query) => {
  const order = readOrderQuery(query);
  return order ? [{ endpoint: loanPlayDetail, payload: orderPayload(order) }] : [];
});

export default function InstalmentRepaymentPage() {
  return <RepaymentPage kind="instalment" />;
}
