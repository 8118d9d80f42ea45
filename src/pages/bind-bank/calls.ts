// What the bank form loads on open (see src/app/route-calls.ts): the form items for the
// query's product, and the operations-staff layout.
import { bankFormLayoutWire, cardInitWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { productIdIn } from '../../lib/order-query';

export const cardInitPayload = (productId: string) => ({ product_id: productId });
export const layoutPayload = {};

export const openingCalls: OpeningCalls = (query) => [
  { wire: cardInitWire, payload: cardInitPayload(productIdIn(query)) },
  { wire: bankFormLayoutWire, payload: layoutPayload },
];
