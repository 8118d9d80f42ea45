// JSON in Web Storage that never throws: storage can be missing or throw on access (private
// mode, disabled cookies), hit its quota, or hold a value an older build wrote in another shape.

function resolveStorage(storage?: Storage): Storage | null {
  if (storage) return storage;
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The tab's session storage, or undefined where it is missing or throws on access. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function removeQuietly(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more to do: the bad entry is ignored on every read anyway.
  }
}

export function readJson<T>(
  key: string,
  isValid: (v: unknown) => v is T,
  storage?: Storage,
): T | null {
  const store = resolveStorage(storage);
  if (!store) return null;
  let text: string | null;
  try {
    text = store.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    removeQuietly(store, key);
    return null;
  }
  if (!isValid(value)) {
    removeQuietly(store, key);
    return null;
  }
  return value;
}

export function writeJson(key: string, value: unknown, storage?: Storage): boolean {
  const store = resolveStorage(storage);
  if (!store) return false;
  try {
    const text = JSON.stringify(value);
    // undefined and functions have no JSON form; storing "undefined" would corrupt the key.
    if (typeof text !== 'string') return false;
    store.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function removeJson(key: string, storage?: Storage): void {
  const store = resolveStorage(storage);
  if (store) removeQuietly(store, key);
}
