// In-place updates of the renderer's state (the screen's local state, the image picker's
// queue) with immer: a recipe changes a draft, and the result shares every part it did not
// change with the state before, so a subscriber that compares what it read (Object.is) sees
// a change only where there was one (renderers/scope.ts). Nothing is frozen: a local state
// value may be the page's own data (`set` with a binding), which the renderer does not own.
import { Immer } from 'immer';

export const { produce } = new Immer({ autoFreeze: false });
