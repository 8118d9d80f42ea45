// What the complaint form's own widgets share with the page controller.
import { createContext, useContext } from 'react';
import type { ImageUploads } from './use-image-uploads';

export interface ComplaintFormState {
  text: string;
  setText: (text: string) => void;
  textError: string;
  uploads: ImageUploads;
}

export const ComplaintFormContext = createContext<ComplaintFormState | null>(null);

export function useComplaintForm(): ComplaintFormState {
  const state = useContext(ComplaintFormContext);
  if (!state) throw new Error('A complaint form widget rendered outside the complaint form');
  return state;
}
