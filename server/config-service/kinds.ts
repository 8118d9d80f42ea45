// The document kinds the service keeps (names of src/config-checks/config-check.ts KINDS) and
// the keys each allows: a landing template per templateId, one document of each other kind.
import { badRequest, notFound } from './errors';

export const DOCUMENT_KINDS = [
  'landing-template',
  'bank-form-layout',
  'brand',
  'payment-instructions',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isKind(kind: string): kind is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(kind);
}

/** Throws the service's 404/400 unless kind/key names a document the service may keep. */
export function checkDocumentName(kind: string, key: string): DocumentKind {
  if (!isKind(kind)) {
    throw notFound(
      `There is no document kind "${kind}"; the kinds are ${DOCUMENT_KINDS.join(', ')}.`,
    );
  }
  if (kind === 'landing-template' ? !TEMPLATE_ID.test(key) : key !== 'default') {
    throw badRequest(
      kind === 'landing-template'
        ? 'A landing template key is its templateId: 1 to 64 letters, digits, "_" or "-".'
        : `A ${kind} document has one key, "default".`,
    );
  }
  return kind;
}
