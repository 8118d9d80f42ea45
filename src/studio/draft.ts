// The studio keeps the document being edited in local storage, so a reload or a closed tab
// loses nothing; a corrupt or foreign entry is ignored. On the config service, each
// document's unsaved edits are kept the same way, with the version they were made on.
import { readJson, removeJson, writeJson } from '../lib/storage';

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

// Each document's edits too, so that choosing another document and coming back loses none;
// a text that is the shipped default is not kept (it is what choosing the document loads).
const docDraftKey = (docId: string) => `studio-draft:${docId}`;
const isText = (v: unknown): v is string => typeof v === 'string';

export const readDocDraft = (docId: string): string | null => readJson(docDraftKey(docId), isText);
export const keepDocDraft = (docId: string, text: string, shipped: string): void =>
  text === shipped ? removeJson(docDraftKey(docId)) : void writeJson(docDraftKey(docId), text);

/** Edits on the config service not yet saved as a draft: the version they were made on. */
export interface Unsaved {
  version: number | null;
  text: string;
  /** The note typed for them, if any (not a text: none; the edits come back all the same). */
  note?: unknown;
}

const isUnsaved = (v: unknown): v is Unsaved =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Unsaved).text === 'string' &&
  ((v as Unsaved).version === null || Number.isInteger((v as Unsaved).version));

// Each user's own: on a shared computer, edits left by one are never handed to the next, who
// would save them under their name.
const unsavedKey = (kind: string, key: string, user: string) =>
  `studio-unsaved:${encodeURIComponent(user)}:${kind}/${key}`;

export const readUnsaved = (kind: string, key: string, user: string): Unsaved | null =>
  readJson(unsavedKey(kind, key, user), isUnsaved);
export const keepUnsaved = (kind: string, key: string, user: string, unsaved: Unsaved): void =>
  void writeJson(unsavedKey(kind, key, user), unsaved);
export const forgetUnsaved = (kind: string, key: string, user: string): void =>
  removeJson(unsavedKey(kind, key, user));
