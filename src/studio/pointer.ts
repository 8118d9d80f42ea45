// JSON Pointers (RFC 6901) as the studio uses them: from a form field's path, to a value,
// the nearest one a form shows, and an array entry moved without touching the rest.
import { resolvePointer } from '../../renderers/pointer';

export type Path = readonly (string | number)[];

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

export function toPointer(path: Path): string {
  return path.map((token) => `/${escapeToken(String(token))}`).join('');
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map(unescapeToken);
}

/** The pointer's ancestors, nearest first, itself included, down to the root (''). */
export function ancestorsOf(pointer: string): string[] {
  const tokens = parsePointer(pointer);
  const out: string[] = [];
  for (let n = tokens.length; n >= 0; n--) out.push(toPointer(tokens.slice(0, n)));
  return out;
}

/** The value at a pointer, or undefined: the renderer's own lookup (own keys, array indexes). */
export const valueAt = resolvePointer;

/** A copy of `doc` with the array at `arrayPointer` having its entry `from` moved to `to`. */
export function moveEntry(doc: unknown, arrayPointer: string, from: number, to: number): unknown {
  const tokens = parsePointer(arrayPointer);
  const rebuild = (at: unknown, depth: number): unknown => {
    if (depth === tokens.length) {
      if (!Array.isArray(at) || from === to || to < 0 || to >= at.length) return at;
      const next = [...at];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved);
      return next;
    }
    const token = tokens[depth]!;
    if (Array.isArray(at)) {
      const next = [...at];
      next[Number(token)] = rebuild(at[Number(token)], depth + 1);
      return next;
    }
    if (at !== null && typeof at === 'object')
      return { ...at, [token]: rebuild((at as Record<string, unknown>)[token], depth + 1) };
    return at;
  };
  return rebuild(doc, 0);
}
