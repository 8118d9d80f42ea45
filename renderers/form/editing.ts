// How a one-line input takes an edit in a SPEC §5 format: what it keeps, and where the caret
// goes when the grouping moves it. Shared by the form's input and the state-bound one.
import type { ChangeEvent } from 'react';
import type { Formatters } from '../services';
import { caretAfter, display, isKept, keep, type InputFormat } from './formats';

/**
 * What the form keeps of the element's text. Typed into a full field, the field stays as it
 * was (the keystroke is ignored, not the field's last character); a paste past the limit
 * keeps what fits. `caret` is given when the field stays as it was: before what was typed.
 */
function keptEdit(
  format: InputFormat,
  previous: string,
  input: HTMLInputElement,
  max: number | undefined,
): { value: string; caret?: number } {
  const raw = input.value;
  const all = keep(format, raw, undefined);
  if (max === undefined || all.length <= max) return { value: all };
  if (previous.length < max) return { value: keep(format, raw, max) };
  const typedTo = keep(format, raw.slice(0, input.selectionStart ?? raw.length), undefined);
  return { value: previous, caret: Math.max(0, typedTo.length - (all.length - previous.length)) };
}

/**
 * What the form keeps after an edit of a grouped input. Deleting a separator deletes the
 * digit beside it, as the borrower meant; `caret` counts kept characters before the caret.
 */
export function editGrouped(
  format: InputFormat,
  previous: string,
  e: ChangeEvent<HTMLInputElement>,
  max: number | undefined,
  formatters: Formatters,
): { value: string; caret: number } {
  const raw = e.target.value;
  const at = e.target.selectionStart ?? raw.length;
  const before = keep(format, raw.slice(0, at), undefined).length;
  const { value, caret } = keptEdit(format, previous, e.target, max);
  if (caret !== undefined) return { value, caret };
  const inputType = (e.nativeEvent as InputEvent).inputType ?? '';
  if (value === previous && raw.length < display(format, previous, formatters).length) {
    if (inputType === 'deleteContentForward') {
      return { value: previous.slice(0, before) + previous.slice(before + 1), caret: before };
    }
    if (before > 0) {
      return { value: previous.slice(0, before - 1) + previous.slice(before), caret: before - 1 };
    }
  }
  return { value, caret: Math.min(before, value.length) };
}

/**
 * What the form keeps after an edit of an ungrouped input; `caret` as in editGrouped, needed
 * only when the input must show something else.
 */
export function editPlain(
  format: InputFormat,
  previous: string,
  input: HTMLInputElement,
  max: number | undefined,
): { value: string; caret: number } {
  const raw = input.value;
  const { value, caret } = keptEdit(format, previous, input, max);
  // Nothing dropped: the element already shows the value, and its caret stays. Reading the
  // caret would make the browser lay out the page in the middle of the keystroke.
  if (value === raw) return { value, caret: value.length };
  if (caret !== undefined) return { value, caret };
  const at = input.selectionStart ?? raw.length;
  return { value, caret: Math.min(keep(format, raw.slice(0, at), undefined).length, value.length) };
}

/**
 * Shows `shown` in the focused input with the caret after its `caret`-th kept character.
 * An element already showing it is left alone, caret and all (so is the browser's undo).
 */
export function showIn(input: HTMLInputElement, shown: string, caret: number, format: InputFormat) {
  if (input.value === shown) return;
  input.value = shown;
  if (input.ownerDocument.activeElement !== input) return;
  const position = caretAfter(shown, caret, (ch) => isKept(format, ch));
  input.setSelectionRange(position, position);
}
