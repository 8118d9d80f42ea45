// The changes between two versions of a document as JSON Pointers (RFC 6901), for the studio's
// review: objects by property, lists by position (an entry inserted in the middle shows as the
// entries after it replaced and one added at the end, which a reviewer reads well enough for
// documents of this size). Written here rather than taken from a library: about forty lines,
// the answer's shape is the contract's own, and no dependency has to be vetted for the server.

export interface Change {
  pointer: string;
  op: 'add' | 'remove' | 'replace';
  before?: unknown;
  after?: unknown;
}

export const escapePointer = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b) && typeof a === typeof b;
}

export function diff(before: unknown, after: unknown, at = ''): Change[] {
  if (isObject(before) && isObject(after)) {
    const changes: Change[] = [];
    for (const name of Object.keys(before)) {
      const pointer = `${at}/${escapePointer(name)}`;
      if (!Object.prototype.hasOwnProperty.call(after, name)) {
        changes.push({ pointer, op: 'remove', before: before[name] });
      } else changes.push(...diff(before[name], after[name], pointer));
    }
    for (const name of Object.keys(after)) {
      if (!Object.prototype.hasOwnProperty.call(before, name)) {
        changes.push({ pointer: `${at}/${escapePointer(name)}`, op: 'add', after: after[name] });
      }
    }
    return changes;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: Change[] = [];
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) changes.push(...diff(before[i], after[i], `${at}/${i}`));
    for (let i = common; i < after.length; i++) {
      changes.push({ pointer: `${at}/${i}`, op: 'add', after: after[i] });
    }
    // Removed from the end backwards, so each pointer is right when applied in order.
    for (let i = before.length - 1; i >= common; i--) {
      changes.push({ pointer: `${at}/${i}`, op: 'remove', before: before[i] });
    }
    return changes;
  }
  return same(before, after) ? [] : [{ pointer: at, op: 'replace', before, after }];
}
