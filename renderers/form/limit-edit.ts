// The textarea's edit past its limit, in the textarea's own code: the entry carries only
// limitLength (../text.ts), which the boot module's query checks share.
import { limitLength } from '../text';

/**
 * An edit of `before` into `after` kept within `max`: what the edit inserted is cut to what
 * fits, where it was typed, and the rest stays as it was (input past the limit is ignored,
 * not the end of the text). `caret` is where the kept insertion ends. Text already past the
 * limit before the edit (a tampered draft) is cut at its end.
 */
export function limitEdit(
  before: string,
  after: string,
  max: number,
): { text: string; caret: number } {
  const shortest = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shortest && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < shortest - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  )
    suffix += 1;
  const inserted = after.slice(prefix, after.length - suffix);
  const room = max - (after.length - inserted.length);
  if (room < 0) {
    const text = limitLength(after, max);
    return { text, caret: text.length };
  }
  const kept = limitLength(inserted, room);
  return {
    text: after.slice(0, prefix) + kept + after.slice(after.length - suffix),
    caret: prefix + kept.length,
  };
}
