// The bank account binding calls (SPEC §7): the form items, the two save calls and the
// operations-staff layout config (docs/decisions/011 and 012).
import type {
  BindCardFormLayoutResponse,
  BindCardResponse,
  CardInitResponse,
} from '../generated/types';
import { validateBindCardFormLayoutResponse } from '../generated/validators/v1/api/bind-card-form-layout';
import { validateCardInitResponse } from '../generated/validators/v1/api/card-init';
import type { Endpoint } from './endpoints';
import { loadedAfterPaint } from './loaded-after-paint';
import { bankFormLayoutWire, cardInitWire } from './wire';

// Their answers' validators load after the page's content paint (./loaded-after-paint.ts).
const bindCardValidator = loadedAfterPaint<BindCardResponse>(() =>
  import('../generated/validators/v1/api/bind-card').then((m) => m.validateBindCardResponse),
);

export const cardInit: Endpoint<CardInitResponse> = {
  ...cardInitWire,
  validate: validateCardInitResponse,
  body: 'form',
  // Always sent, empty when the page was opened without one: the server, not the page,
  // decides whether the form can be bound without a product.
  required: [],
  schema: 'card-init.schema.json',
  success: 'code0',
};

export const bindCardNew: Endpoint<BindCardResponse> = {
  path: '/v3/bind-card/bind-card-new',
  method: 'POST',
  client: 'json',
  validate: bindCardValidator,
  body: 'form',
  required: ['cardType'],
  schema: 'bind-card.schema.json',
  success: 'code0',
};

/**
 * Used when the page was opened from the loan detail (source=loanDetail). The spec gives no
 * literal path: docs/decisions/011-bind-card-change-path.md.
 */
export const bindCardChange: Endpoint<BindCardResponse> = {
  path: '/v3/bind-card/bind-card-change',
  method: 'POST',
  client: 'json',
  validate: bindCardValidator,
  body: 'form',
  required: ['cardType'],
  schema: 'bind-card.schema.json',
  success: 'code0',
};

export const bankFormLayout: Endpoint<BindCardFormLayoutResponse> = {
  ...bankFormLayoutWire,
  validate: validateBindCardFormLayoutResponse,
  body: 'none',
  required: [],
  schema: 'bind-card-form-layout.schema.json',
  success: 'code0',
};
