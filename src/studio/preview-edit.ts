// What the studio hands its preview frame: the document being edited, where it goes, and the
// fixture scenarios to run the page on. The studio sets it on its own window before it
// (re)loads the frame; the frame, same-origin, reads it from its parent as it starts.

/** The configs built into the app, by their config-check kind. */
export type BuiltConfig = 'brand' | 'payment-instructions';

export type PreviewEdit =
  /** A shipped screen layout (schemas/v1/screens/<id>.json) replaced by the edited one. */
  | { target: 'screen'; screenId: string; doc: unknown; scenarios: Record<string, string> }
  /** A config the app is built with (the brand, the payment instructions), replaced. */
  | { target: 'built'; config: BuiltConfig; doc: unknown; scenarios: Record<string, string> }
  /**
   * A server-driven config: the fixture API answers it (PUT /__fixtures/studio); `doc` is
   * there for the frame's selection (src/studio/frame-select.ts), not for the page.
   */
  | { target: 'server'; doc: unknown; scenarios: Record<string, string> };

declare global {
  interface Window {
    studioPreviewEdit?: PreviewEdit;
  }
}

/**
 * The frame's URL: the studio's frame page, opening `path` (an app path with its query). At
 * /studio/ on both servers (scripts/studio-plugin.ts); the dev server's base is the app's.
 */
export function frameUrl(path: string, reload: number): string {
  const query = new URLSearchParams({ open: path, n: String(reload) });
  return `/studio/frame.html?${query}`;
}

/**
 * The app path the frame may open: one of this origin's own paths, never another site
 * (`//evil.example`, `/\evil.example` or a scheme).
 */
export function safeAppPath(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  try {
    const url = new URL(raw, 'https://studio.invalid');
    return url.origin === 'https://studio.invalid' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
