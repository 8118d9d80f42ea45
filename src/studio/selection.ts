// The messages between the studio and its preview frame (src/studio/frame-select.ts), by JSON
// Pointer into the document being edited: the frame says which part a click landed on, the
// studio says which part to outline. Both sides take a message only from their own origin and
// only from the window they expect (the frame from its parent, the studio from a preview frame).
export type StudioMessage =
  /** Frame → studio: the page has rendered (the studio answers with the current selection). */
  | { type: 'studio:ready' }
  /** Frame → studio: a click landed on the document's part at `pointer`. */
  | { type: 'studio:select'; pointer: string }
  /** Studio → frame: outline the document's part at `pointer` (null: none). */
  | { type: 'studio:highlight'; pointer: string | null };

const TYPES = new Set(['studio:ready', 'studio:select', 'studio:highlight']);

/** The message, when it is one of ours from this origin and from `source`; else null. */
export function studioMessage(
  event: MessageEvent,
  source: (s: MessageEventSource | null) => boolean,
): StudioMessage | null {
  if (event.origin !== window.location.origin || !source(event.source)) return null;
  const data = event.data as { type?: unknown; pointer?: unknown } | null;
  if (!data || typeof data.type !== 'string' || !TYPES.has(data.type)) return null;
  if (data.type === 'studio:ready') return { type: 'studio:ready' };
  if (data.type === 'studio:select')
    return typeof data.pointer === 'string'
      ? { type: 'studio:select', pointer: data.pointer }
      : null;
  return data.pointer === null || typeof data.pointer === 'string'
    ? { type: 'studio:highlight', pointer: data.pointer }
    : null;
}

export function post(target: Window | null | undefined, message: StudioMessage): void {
  target?.postMessage(message, window.location.origin);
}
