// Every endpoint's answer validator, loaded, for tests that read answers as the app does
// (some validators load with their call: src/api/endpoints.ts, LoadingValidator).
import { allEndpoints } from '../../src/api/all-endpoints';
import type { Endpoint } from '../../src/api/endpoints';
import { validatorOf } from '../../src/api/transport';
import type { Validator } from '../../src/generated/validator';

const loaded = new Map<Endpoint<unknown>, Validator<unknown>>(
  await Promise.all(
    allEndpoints.map(async (endpoint) => [endpoint, await validatorOf(endpoint)] as const),
  ),
);

export function validatorFor(endpoint: Endpoint<unknown>): Validator<unknown> {
  const validate = loaded.get(endpoint);
  if (!validate) throw new Error(`${endpoint.path} is not one of allEndpoints`);
  return validate;
}
