// What customer service loads on open (see src/app/route-calls.ts).
import { contactKfInfoWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';

export const contactPayload = { overall: 30 };

export const openingCalls: OpeningCalls = () => [
  { wire: contactKfInfoWire, payload: contactPayload },
];
