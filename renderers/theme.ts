// The design tokens: colour, type scale, spacing, radius and elevation. Brand colours are CSS
// custom properties the app sets on the document's root from the brand config (SPEC §3;
// src/lib/brand.ts, src/App.tsx): the renderer never reads the config. Every other colour is
// fixed. Every text colour keeps 4.5:1 on its background (WCAG AA; the app darkens a brand
// colour that is too light for its text), and the axe run of the browser tests checks.
const text = '#1d2127';

export const theme = {
  /** The brand colour text and buttons sit on. */
  brand: 'var(--brand)',
  brandText: 'var(--brand-text)',
  /** The title bar's gradient. */
  brandGradient: 'var(--brand-gradient)',
  /** The brand colour as text on white (links, outlined buttons). */
  brandInk: 'var(--brand-ink)',
  brandTint: 'var(--brand-tint)',
  accent: 'var(--brand-accent)',
  /** Text on the accent colour. */
  accentText: 'var(--brand-accent-text)',
  text,
  muted: '#5b636e',
  border: '#e3e6ea',
  surface: '#ffffff',
  background: '#f4f6f8',
  danger: '#b42318',
  dangerTint: '#fdecea',
  warning: '#b54708',
  warningTint: '#fff4e5',
  success: '#067647',
  successTint: '#e7f6ee',
  /** Rating stars: the fill of a chosen star and its outline (3:1 on white). */
  star: '#f5a623',
  starEdge: '#c77c00',
  overlay: 'rgba(0, 0, 0, 0.55)',
  /** Over a page that is busy saving. */
  veil: 'rgba(255, 255, 255, 0.7)',
  /** A button that cannot be tapped now (4.5:1 text). */
  disabled: '#c4c9cf',
  disabledText: '#3d434a',
  toastBg: 'rgba(20, 24, 28, 0.92)',
  radius: '10px',
  radiusSmall: '6px',
  radiusPill: '999px',
  gap: '12px',
  /** Spacing scale, px. */
  space: { xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 },
  /** Type scale, px: body 15, with a heading ladder a phone can hold. */
  fontSize: { caption: 13, body: 15, lead: 17, title: 18, display: 22 },
  /** Elevation: cards rest on the page, sheets and dialogs float above it. */
  shadow: {
    card: '0 1px 3px rgba(0, 0, 0, 0.08)',
    raised: '0 4px 12px rgba(0, 0, 0, 0.12)',
    overlay: '0 8px 28px rgba(0, 0, 0, 0.22)',
  },
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  /** Codes to read out or type in (pay codes). */
  fontMono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;
