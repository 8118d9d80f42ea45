// Where a pointer reads from. Screen data ('/…'), the screen's local state ('/state/…'), the
// current item of the innermost list, tabs panel or picked option ('@/…', '@', '@index',
// '@key') and, in conditions, the enclosing form's values ('/form/…'). Pages never see this:
// it is how nodes turn their pointers into values.
import { createContext, useContext, useMemo } from 'react';
import { useRenderer } from './context';
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

export interface ScreenState {
  values: StateValues;
  set: (name: string, value: unknown) => void;
  toggle: (name: string) => void;
}

const NO_STATE: ScreenState = { values: {}, set: () => {}, toggle: () => {} };
export const ScreenStateContext = createContext<ScreenState>(NO_STATE);

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

export function createReader({ data, state, scope, form }: ReadSources): Reader {
  return (pointer) => {
    if (pointer.startsWith('@')) {
      if (!scope) return undefined;
      if (pointer === '@index') return scope.index;
      if (pointer === '@key') return scope.key;
      return resolvePointer(scope.item, pointer.slice(1));
    }
    const inState = under(pointer, STATE_PREFIX);
    if (inState !== null) return resolvePointer(state, inState);
    const inForm = form ? under(pointer, FORM_PREFIX) : null;
    if (inForm !== null) return resolvePointer(form, inForm);
    return resolvePointer(data, pointer);
  };
}

/** A reader of plain data, for tests and for text that needs no screen (a page title). */
export function readData(data: unknown): Reader {
  return createReader({ data, state: {}, scope: null });
}

/** The reader of the node rendering now: screen data, local state and its item scope. */
export function useReader(form?: Readonly<Record<string, unknown>>): Reader {
  const { data } = useRenderer();
  const { values } = useContext(ScreenStateContext);
  const scope = useContext(ItemScopeContext);
  return useMemo(
    () => createReader({ data, state: values, scope, form }),
    [data, values, scope, form],
  );
}
