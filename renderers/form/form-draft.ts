// A form's draft (the form node's `draft`): its text values in the tab's session storage, so
// an accidental reload or a trip away and back restores what was typed, and its lists of text
// (the uploaded images' URLs, which the image picker shows again as uploaded: a photo the
// borrower attached is never dropped unseen, decision 006). A ticked box is not kept: consent
// is given again. Whatever is stored is read as untrusted input (toFormValues drops odd shapes
// and names).
import { useEffect } from 'react';
import type { FormValues } from '../actions';
import type { DraftStorage } from '../services';
import { VALUE_CHANGES, type FormFields } from './form-fields';
import { toFormValues } from './values';

const PREFIX = 'borrower.draft.';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function keptOf(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v !== 'boolean'));
}

export function readDraft(drafts: DraftStorage, key: string): FormValues {
  const storage = drafts.session();
  if (!key || !storage) return {};
  return keptOf(toFormValues(drafts.readJson(PREFIX + key, isObject, storage)));
}

export function forgetDraft(drafts: DraftStorage, key: string): void {
  const storage = drafts.session();
  if (key && storage) drafts.removeJson(PREFIX + key, storage);
}

/** Writes the text values on every change while `key` is set and the form is not done. */
export function useDraftWriter(
  fields: FormFields,
  key: string,
  done: boolean,
  drafts: DraftStorage,
): void {
  useEffect(() => {
    const storage = drafts.session();
    if (!key || !storage) return undefined;
    if (done) {
      forgetDraft(drafts, key);
      return undefined;
    }
    return fields.subscribe({
      formState: VALUE_CHANGES,
      callback: () =>
        drafts.writeJson(PREFIX + key, keptOf(toFormValues(fields.allValues())), storage),
    });
  }, [fields, key, done, drafts]);
}
