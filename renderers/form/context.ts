// What every field can reach besides its own spec: the page's texts for the renderer's own
// controls and the events it reports to the page controller. Field values live in
// react-hook-form (useFormContext), so typing in one field re-renders that field alone.
import { createContext, useContext } from 'react';
import type { FieldOption } from './types';

export interface UnknownFieldReport {
  cate: string;
  name: string;
}

/** Texts of the renderer's own controls, from the page's catalogue. */
export interface FormLabels {
  confirm: string;
  cancel: string;
  noOptions: string;
  unsupported: string;
  fieldFailed: string;
}

export interface FormRendererValue {
  labels: FormLabels;
  /** A pick-list choice was confirmed (the page may derive state from it, e.g. a channel). */
  onPick: (name: string, option: FieldOption) => void;
  onUnknown: (report: UnknownFieldReport) => void;
}

export const FormRendererContext = createContext<FormRendererValue | null>(null);

export function useFormRenderer(): FormRendererValue {
  const ctx = useContext(FormRendererContext);
  if (!ctx) throw new Error('A form field rendered outside <FormRendererContext>');
  return ctx;
}
