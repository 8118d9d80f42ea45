// The studio keeps the document being edited in local storage, so a reload or a closed tab
// loses nothing; a corrupt or foreign entry is ignored.
import { readJson, writeJson } from '../lib/storage';

export interface Draft {
  docId: string;
  text: string;
}

const KEY = 'studio-draft';

const isDraft = (v: unknown): v is Draft =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Draft).docId === 'string' &&
  typeof (v as Draft).text === 'string';

export const readDraft = (): Draft | null => readJson(KEY, isDraft);
export const saveDraft = (draft: Draft): void => void writeJson(KEY, draft);
