// What the studio hands its preview frame: the document being edited, where it goes, and the
// fixture scenarios to run the page on. The studio sets it on its own window before it
// (re)loads the frame; the frame, same-origin, reads it from its parent as it starts.

export type PreviewEdit =
  /** A shipped screen layout (schemas/v1/screens/<id>.json) replaced by the edited one. */
  | { target: 'screen'; screenId: string; doc: unknown; scenarios: Record<string, string> }
  /** The brand config every page is built with, replaced by the edited one. */
  | { target: 'brand'; doc: unknown; scenarios: Record<string, string> }
  /** A server-driven config: the fixture API answers it (PUT /__fixtures/studio). */
  | { target: 'server'; scenarios: Record<string, string> };

declare global {
  interface Window {
    studioPreviewEdit?: PreviewEdit;
  }
}

/** The frame's URL: the studio's frame page, opening `path` (an app path with its query). */
export function frameUrl(base: string, path: string, reload: number): string {
  const query = new URLSearchParams({ open: path, n: String(reload) });
  return `${base}frame.html?${query}`;
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
