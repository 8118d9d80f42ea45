// JSON Pointer (RFC 6901) lookup: how nodes read their values from the screen data.

/** A parsed token: an object key, and the array index it names (-1 when it names none). */
interface Token {
  key: string;
  index: number;
}

// Layouts name a few hundred pointers at most, read thousands of times on a long form: each
// is parsed once. The cap keeps pointers made from data from growing the cache without end.
const parsed = new Map<string, readonly Token[]>();
const MAX_CACHED = 2000;

function tokensOf(pointer: string): readonly Token[] {
  let tokens = parsed.get(pointer);
  if (tokens) return tokens;
  tokens = pointer
    .slice(1)
    .split('/')
    .map((raw) => {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      return { key, index: /^(0|[1-9]\d*)$/.test(key) ? Number(key) : -1 };
    });
  if (parsed.size >= MAX_CACHED) parsed.clear();
  parsed.set(pointer, tokens);
  return tokens;
}

export function resolvePointer(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  if (!pointer.startsWith('/')) return undefined;
  let current: unknown = doc;
  for (const { key, index } of tokensOf(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      if (index < 0) return undefined;
      current = current[index];
    } else {
      if (!Object.hasOwn(current, key)) return undefined;
      current = (current as Record<string, unknown>)[key];
    }
  }
  return current;
}
