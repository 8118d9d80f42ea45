// Where a pointer reads from. Screen data ('/…'), the screen's local state ('/state/…'), the
// current item of the innermost list, tabs panel or picked option ('@/…', '@', '@index',
// '@key') and, in conditions, the enclosing form's values ('/form/…'). Pages never see this:
// it is how nodes turn their pointers into values.
//
// The data and the local state live in one store per screen, not in a context: a node
// re-renders when a value it read changes, not whenever anything in the data does. Tapping
// Next flips `/saving`, and only the button that reads it renders again, not 200 fields.
import { createContext, useCallback, useContext, useState, useSyncExternalStore } from 'react';
import { resolvePointer } from './pointer';

export type Reader = (pointer: string) => unknown;

/** One level of item scope: the element a list or tabs panel is rendering. */
export interface ItemScope {
  item: unknown;
  index: number;
  /** The entry's key when a list walks an object's entries. */
  key?: string;
}

export const ItemScopeContext = createContext<ItemScope | null>(null);

export type StateValues = Readonly<Record<string, unknown>>;

/** The page's data and the screen's declared state, with the steps that change the state. */
export interface ScreenStore {
  data(): unknown;
  state(): StateValues;
  /** Counts every change, so a subscriber checks its values once per change. */
  revision(): number;
  subscribe(listener: () => void): () => void;
  /** The page's data after a render: the subscribers are told in publish(). */
  receive(data: unknown): void;
  publish(): void;
  set(name: string, value: unknown): void;
  toggle(name: string): void;
}

export function createScreenStore(data: unknown, initialState?: StateValues): ScreenStore {
  let currentData = data;
  let state: StateValues = { ...initialState };
  let revision = 0;
  let published = 0;
  const listeners = new Set<() => void>();
  const publish = () => {
    if (published === revision) return;
    published = revision;
    for (const listener of [...listeners]) listener();
  };
  // The state is a flat record of the layout's names, and a step changes one name: every
  // other value stays as it was (the same object), so only the nodes that read the changed
  // one render again; the value held already is no change. At once, with no code to wait for:
  // a state-bound input shows each keystroke as it is typed.
  const change = (name: string, value: unknown) => {
    if (Object.is(state[name], value)) return;
    state = { ...state, [name]: value };
    revision += 1;
    publish();
  };
  return {
    data: () => currentData,
    state: () => state,
    revision: () => revision,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive(next) {
      if (Object.is(next, currentData)) return;
      currentData = next;
      revision += 1;
    },
    publish,
    // An absent name set to undefined stays absent: it reads undefined already.
    set: change,
    toggle: (name) => change(name, !state[name]),
  };
}

const NO_STORE = createScreenStore(undefined);
export const ScreenStoreContext = createContext<ScreenStore>(NO_STORE);

const STATE_PREFIX = '/state';
const FORM_PREFIX = '/form';

/** The rest of `pointer` after `prefix` ('' for the whole), or null when it is elsewhere. */
function under(pointer: string, prefix: string): string | null {
  if (pointer === prefix) return '';
  return pointer.startsWith(`${prefix}/`) ? pointer.slice(prefix.length) : null;
}

export interface ReadSources {
  data: unknown;
  state: StateValues;
  scope: ItemScope | null;
  form?: Readonly<Record<string, unknown>>;
}

function readScope(scope: ItemScope | null, pointer: string): unknown {
  if (!scope) return undefined;
  if (pointer === '@index') return scope.index;
  if (pointer === '@key') return scope.key;
  return resolvePointer(scope.item, pointer.slice(1));
}

/** A value of the data or the state ('/state/…'). */
function readStored(data: unknown, state: StateValues, pointer: string): unknown {
  const inState = under(pointer, STATE_PREFIX);
  return inState !== null ? resolvePointer(state, inState) : resolvePointer(data, pointer);
}

/** A reader in `scope`: the item, the form's values, else what `stored` gives (data, state). */
function readerIn(
  scope: ItemScope | null,
  form: Readonly<Record<string, unknown>> | undefined,
  stored: Reader,
): Reader {
  return (pointer) => {
    if (pointer.startsWith('@')) return readScope(scope, pointer);
    const inForm = form ? under(pointer, FORM_PREFIX) : null;
    if (inForm !== null) return resolvePointer(form, inForm);
    return stored(pointer);
  };
}

export function createReader({ data, state, scope, form }: ReadSources): Reader {
  return readerIn(scope, form, (pointer) => readStored(data, state, pointer));
}

/** A reader of plain data, for tests and for text that needs no screen (a page title). */
export function readData(data: unknown): Reader {
  return createReader({ data, state: {}, scope: null });
}

/** What one component read from the store, and the readers that record it. */
interface ReadTracker {
  subscribe: ScreenStore['subscribe'];
  /** A version that moves when a value the component read has changed: its snapshot. */
  getSnapshot(): number;
  /**
   * A reader in `scope` that records every stored value it returns: the same function until
   * the version, the scope or the form values change, so what is memoised on it holds.
   */
  reader(scope: ItemScope | null, form?: Readonly<Record<string, unknown>>): Reader;
  /** A new reader in `scope` (a tapped tab, a gallery's image), recording like the others. */
  readerAt(scope: ItemScope | null, form?: Readonly<Record<string, unknown>>): Reader;
}

function createTracker(store: ScreenStore): ReadTracker {
  const seen = new Map<string, unknown>();
  let checked = store.revision();
  let version = 0;
  let last: { version: number; scope: ItemScope | null; form: unknown; read: Reader } | null = null;
  const recorded: Reader = (pointer) => {
    const value = readStored(store.data(), store.state(), pointer);
    seen.set(pointer, value);
    return value;
  };
  const readerAt: ReadTracker['readerAt'] = (scope, form) => readerIn(scope, form, recorded);
  return {
    subscribe: store.subscribe,
    getSnapshot() {
      const revision = store.revision();
      if (revision !== checked) {
        checked = revision;
        for (const [pointer, value] of seen) {
          if (!Object.is(readStored(store.data(), store.state(), pointer), value)) {
            version += 1;
            break;
          }
        }
      }
      return version;
    },
    reader(scope, form) {
      if (last && last.version === version && last.scope === scope && last.form === form) {
        return last.read;
      }
      const read = readerAt(scope, form);
      last = { version, scope, form, read };
      return read;
    },
    readerAt,
  };
}

/** This component's tracker, and its version (which moves when a value it read changed). */
function useTracker(): [ReadTracker, number] {
  const store = useContext(ScreenStoreContext);
  const [tracker] = useState(() => createTracker(store));
  return [tracker, useSyncExternalStore(tracker.subscribe, tracker.getSnapshot)];
}

/**
 * The reader of the node rendering now: screen data, local state and its item scope. The
 * node renders again when a stored value it read changes (and gets a new reader then).
 */
export function useReader(form?: Readonly<Record<string, unknown>>): Reader {
  const [tracker] = useTracker();
  return tracker.reader(useContext(ItemScopeContext), form);
}

/** Readers in other item scopes (a tapped tab, star or option; a gallery's images), tracked. */
export function useReaderAt(): (scope: ItemScope | null) => Reader {
  const [tracker] = useTracker();
  return useCallback((scope) => tracker.readerAt(scope), [tracker]);
}

/** The screen's local state steps (set, toggle), for actions run at tap time. */
export function useScreenStore(): ScreenStore {
  return useContext(ScreenStoreContext);
}
