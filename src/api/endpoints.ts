// Every endpoint the app calls: path, method, which of the two clients (SPEC §7) and the
// validator of its answer. Controllers call endpoints by these names only.
import type { ContactKfInfoResponse } from '../generated/types';
import type { Validator } from '../generated/validator';
import { validateContactKfInfoResponse } from '../generated/validators/v1/api/contact-kf-info';

export type ClientKind = 'json' | 'form';

export interface Endpoint<Answer> {
  path: string;
  method: 'GET' | 'POST';
  client: ClientKind;
  validate: Validator<Answer>;
}

export const contactKfInfo: Endpoint<ContactKfInfoResponse> = {
  path: '/v3/personal-center/contact-kf-info',
  method: 'POST',
  client: 'json',
  validate: validateContactKfInfoResponse,
};
