// What the customer-service layout binds besides the answer: whether its telephone is one
// number a tap can dial (schemas/v1/screens/customer-service.json).
import type { LoadState } from '../../api/use-api';
import type { ContactKfInfoResponse } from '../../generated/types';
import { safeTel } from '../../lib/url-safety';

export type CustomerServiceData = ContactKfInfoResponse & { view: { dialable: boolean } };

export function withDialable(
  state: LoadState<ContactKfInfoResponse>,
): LoadState<CustomerServiceData> {
  if (state.status !== 'ok') return state;
  const dialable = safeTel(state.answer.data?.smWa) !== null;
  return { ...state, answer: { ...state.answer, view: { dialable } } };
}
