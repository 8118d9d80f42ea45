// Colours and spacing shared by nodes and UI primitives. Contrast of text on its background
// is at least 4.5:1 (WCAG AA), checked by the axe run of the browser tests.
export const theme = {
  brand: '#0a6b44',
  brandText: '#ffffff',
  text: '#1d2127',
  muted: '#5b636e',
  border: '#e3e6ea',
  surface: '#ffffff',
  background: '#f4f6f8',
  danger: '#b42318',
  warning: '#b54708',
  /** Rating stars: the fill of a chosen star and its outline (3:1 on white). */
  star: '#f5a623',
  starEdge: '#c77c00',
  overlay: 'rgba(0, 0, 0, 0.55)',
  toastBg: 'rgba(20, 24, 28, 0.92)',
  radius: '10px',
  gap: '12px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
