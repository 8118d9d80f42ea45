// immer itself, in its own chunk: renderers/produce.ts asks for it once the page is painted.
// Nothing is frozen: a local state value may be the page's own data (`set` with a binding),
// which the renderer does not own.
import { Immer } from 'immer';

export const { produce } = new Immer({ autoFreeze: false });
