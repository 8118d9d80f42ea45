// The generic shape of a server-driven form field, as the field registry sees it. Pages map
// their API items into FieldSpecs; the renderer knows nothing about banks or loans.
import type { ReactNode } from 'react';

export interface FieldOption {
  /** What the borrower sees and what the form holds while the field is filled. */
  label: string;
  /** What the server knows the option by. */
  code: string;
}

export interface FieldSpec {
  /** The form-state name (a safe identifier, not the server's code). */
  name: string;
  /** The server's field kind: the registry key. */
  cate: string;
  label: string;
  placeholder: string;
  options: readonly FieldOption[];
  help?: string;
}

export interface FieldProps {
  spec: FieldSpec;
}

export type FieldComponent = (props: FieldProps) => ReactNode;
export type FieldRegistry = Readonly<Record<string, FieldComponent>>;
