// A shipped layout's event declarations (schemas/v1/screens/*.json, `events`) may carry a
// `description`: words for the developers who read the layout and the studio. The renderer
// never reads them, so the borrower build leaves them out of the layout a page imports; the
// rest of the layout ships as written. Tests, the dev server and the studio read the file whole.
import type { Plugin } from 'vite';

const SHIPPED_LAYOUT = /\/schemas\/v1\/screens\/[^/]+\.json$/;

type EventDeclarations = Record<string, { description?: string }>;

/** The layout without its events' descriptions (a layout of another shape is left as it is). */
export function withoutEventNotes(layout: unknown): unknown {
  if (typeof layout !== 'object' || layout === null || !('events' in layout)) return layout;
  const events = layout.events as EventDeclarations | undefined;
  if (typeof events !== 'object' || events === null) return layout;
  return {
    ...layout,
    events: Object.fromEntries(
      Object.entries(events).map(([name, { description: _, ...declaration }]) => [
        name,
        declaration,
      ]),
    ),
  };
}

export function layoutNotesPlugin(): Plugin {
  return {
    name: 'borrower:layout-notes',
    apply: 'build',
    // Before Vite's JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!SHIPPED_LAYOUT.test(id.replace(/[?#].*$/, ''))) return null;
      return { code: JSON.stringify(withoutEventNotes(JSON.parse(code))), map: null };
    },
  };
}
