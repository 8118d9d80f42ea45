// What the form editor needs per config kind: its JSON Schema and a validator for
// react-jsonschema-form made of the generated standalone checks (src/generated/checks/,
// `npm run gen`), so nothing is compiled in the browser: the studio is served with
// script-src 'self' and no 'unsafe-eval' (scripts/security-headers.ts).
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The module alone: the package's index also builds ajv's default (compiling) validator.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { check as bankFormLayoutCheck } from '../../generated/checks/v1/config/bank-form-layout.js';
import { check as brandCheck } from '../../generated/checks/v1/config/brand.js';
import { check as landingTemplateCheck } from '../../generated/checks/v1/config/landing-template.js';
import { check as paymentInstructionsCheck } from '../../generated/checks/v1/config/payment-instructions.js';
import bankFormLayout from '../../../schemas/v1/config/bank-form-layout.schema.json';
import brand from '../../../schemas/v1/config/brand.schema.json';
import landingTemplate from '../../../schemas/v1/config/landing-template.schema.json';
import paymentInstructions from '../../../schemas/v1/config/payment-instructions.schema.json';
import { formSchemaOf } from './FormEditor';

export interface FormKind {
  schema: RJSFSchema;
  validator: ValidatorType;
}

const made: Record<string, FormKind> = {};

function kind(schema: object, check: unknown): FormKind {
  const rjsfSchema = formSchemaOf(schema as RJSFSchema);
  return {
    schema: rjsfSchema,
    validator: createPrecompiledValidator(
      { [rjsfSchema.$id!]: check } as Parameters<typeof createPrecompiledValidator>[0],
      rjsfSchema,
    ),
  };
}

const SOURCES: Record<string, [object, unknown]> = {
  'landing-template': [landingTemplate, landingTemplateCheck],
  'bank-form-layout': [bankFormLayout, bankFormLayoutCheck],
  brand: [brand, brandCheck],
  'payment-instructions': [paymentInstructions, paymentInstructionsCheck],
};

/** The form of a config kind, or undefined for a kind the form editor does not know. */
export function formKind(name: string): FormKind | undefined {
  const source = SOURCES[name];
  if (!source) return undefined;
  return (made[name] ??= kind(...source));
}
