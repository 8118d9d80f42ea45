// What the customer-service layout binds besides the answer: whether its telephone is one
// number a tap can dial, and its e-mail one address a tap can write to
// (schemas/v1/screens/customer-service.json); the others are shown as text. Inside the native
// app the number is dialled through the bridge's callPhone, as on the order page: a web view
// may have no handler for a tel: link and show an error page instead of the dialler.
import type { LoadState } from '../../api/use-api';
import type { ContactKfInfoResponse } from '../../generated/types';
import { hasNativeBridge } from '../../bridge/bridge';
import { safeMailto, safeTel } from '../../lib/url-safety';

export type CustomerServiceData = ContactKfInfoResponse & {
  view: { dialable: boolean; mailable: boolean; inApp: boolean };
};

export function withContactLinks(
  state: LoadState<ContactKfInfoResponse>,
): LoadState<CustomerServiceData> {
  if (state.status !== 'ok') return state;
  const dialable = safeTel(state.answer.data?.smWa) !== null;
  const mailable = safeMailto(state.answer.data?.email) !== null;
  return {
    ...state,
    answer: { ...state.answer, view: { dialable, mailable, inApp: hasNativeBridge() } },
  };
}
