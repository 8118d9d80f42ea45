// What the customer-service layout binds besides the answer: whether its telephone is one
// number a tap can dial, and its e-mail one address a tap can write to
// (schemas/v1/screens/customer-service.json); the others are shown as text.
import type { LoadState } from '../../api/use-api';
import type { ContactKfInfoResponse } from '../../generated/types';
import { safeMailto, safeTel } from '../../lib/url-safety';

export type CustomerServiceData = ContactKfInfoResponse & {
  view: { dialable: boolean; mailable: boolean };
};

export function withContactLinks(
  state: LoadState<ContactKfInfoResponse>,
): LoadState<CustomerServiceData> {
  if (state.status !== 'ok') return state;
  const dialable = safeTel(state.answer.data?.smWa) !== null;
  const mailable = safeMailto(state.answer.data?.email) !== null;
  return { ...state, answer: { ...state.answer, view: { dialable, mailable } } };
}
