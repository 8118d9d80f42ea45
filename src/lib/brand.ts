// The brand, on the app's side: the brand config's colours made readable (brand-colors.ts) and
// handed to the renderer as CSS custom properties on the document's root, which the renderer's
// theme reads (renderers/theme.ts: `var(--brand)` …). The renderer never reads the config; the
// static shell (scripts/brand-shell-plugin.ts) paints its first bar from the same values.
import brand from '../../schemas/v1/config/brand.default.json' with { type: 'json' };
import { readableGradient, readableOn, tint } from './brand-colors.ts';

const [gradientStart, gradientEnd] = brand.colors.gradient as [string, string];
const brandText = brand.colors.font;
const text = '#1d2127';

/** The brand's colours, each text/background pair at 4.5:1 whatever operations staff pick. */
export const brandColors = {
  /** The colour text and buttons sit on: the gradient's start, dark enough for its text. */
  brand: readableOn(gradientStart, brandText),
  brandText,
  /** The title bar: the brand gradient, its light end darkened for the title's contrast. */
  brandGradient: readableGradient(gradientStart, gradientEnd, brandText),
  /** The brand colour as text on white (links, outlined buttons). */
  brandInk: readableOn(gradientStart, '#ffffff'),
  brandTint: tint(gradientStart),
  accent: brand.colors.accent,
  /** Text on the accent colour. */
  accentText: readableOn(text, brand.colors.accent),
} as const;

/** The custom properties renderers/theme.ts reads, set on :root by the app (src/App.tsx). */
export const brandProperties = {
  '--brand': brandColors.brand,
  '--brand-text': brandColors.brandText,
  '--brand-gradient': brandColors.brandGradient,
  '--brand-ink': brandColors.brandInk,
  '--brand-tint': brandColors.brandTint,
  '--brand-accent': brandColors.accent,
  '--brand-accent-text': brandColors.accentText,
} as const;

/** The brand mark's letters: the first two words of the company's name that start with one. */
export const brandInitials: string = brand.companyName
  .split(/\s+/)
  .filter((word) => /^[A-Za-z]/.test(word))
  .slice(0, 2)
  .map((word) => word[0]?.toUpperCase() ?? '')
  .join('');
