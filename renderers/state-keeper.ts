// Where a screen's kept state (its layout's `keepState`) comes from. renderers/kept-state.ts
// fills it when it loads, and only the registries of layouts that keep state import it
// (`npm run gen`), so a screen that keeps nothing does not download that code.
import type { StateValues } from './scope';

export interface StateKeeper {
  /** The declared state, with the values the history entry kept. */
  restored: (screenId: string, names: readonly string[], declared?: StateValues) => StateValues;
  /** Keeps the named values in the history entry. */
  keep: (screenId: string, names: readonly string[], state: StateValues) => void;
}

export const stateKeeper: { current: StateKeeper | null } = { current: null };
