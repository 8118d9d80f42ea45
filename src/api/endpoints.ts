// Every endpoint the app calls, declared once: path, method, which of the two clients (SPEC
// §7) and the validator of its answer for the app; how the payload travels, the fields it
// must carry, the answer's schema file and success convention for the fixture API, which
// builds its contract list from these same declarations (src/api/all-endpoints.ts).
// Controllers call endpoints by these names only.
import type { ContactKfInfoResponse } from '../generated/types';
import type { Validator } from '../generated/validator';
import { validateContactKfInfoResponse } from '../generated/validators/v1/api/contact-kf-info';
import { contactKfInfoWire } from './wire';

export type ClientKind = 'json' | 'form';

/**
 * A validator whose code does not come with the page: for calls a page makes after it is
 * drawn (a submit, a payment link, a tracking event). It loads once the page's content is
 * on screen (./loaded-after-paint.ts), and a call that finds it missing loads it while its
 * request travels (src/api/transport.ts). A page's opening calls keep theirs at hand: its
 * first render reads their answers at once (tests/api/endpoints.test.ts).
 */
export interface LoadingValidator<Answer> {
  load: () => Promise<Validator<Answer>>;
}

export interface Endpoint<Answer> {
  /** Endpoint path as the app writes it, without the `/amenities` prefix. */
  path: string;
  method: 'GET' | 'POST';
  client: ClientKind;
  validate: Validator<Answer> | LoadingValidator<Answer>;
  /** How a POST carries its payload; GET endpoints use 'none' (payload is in the query). */
  body: 'form' | 'multipart' | 'none';
  /** Fields that must be present and non-empty in query ∪ body. */
  required: readonly string[];
  /** Fields that must carry exactly this value. */
  fixed?: Readonly<Record<string, string>>;
  /** The answer's schema: a file name under schemas/v1/api/ (fixture validation). */
  schema: string;
  /** How this endpoint says "success": code 0 / "0", code "00", or `success: true`. */
  success: 'code0' | 'code00' | 'flag';
}

export const contactKfInfo: Endpoint<ContactKfInfoResponse> = {
  ...contactKfInfoWire,
  validate: validateContactKfInfoResponse,
  body: 'form',
  required: ['overall'],
  fixed: { overall: '30' },
  schema: 'contact-kf-info.schema.json',
  success: 'code0',
};
