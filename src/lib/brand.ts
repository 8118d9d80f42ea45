// The brand, on the app's side: the brand config's colours made readable (brand-colors.ts) and
// handed to the renderer as CSS custom properties on the document's root, which the renderer's
// theme reads (renderers/theme.ts: `var(--brand)` …). The renderer never reads the config. The
// shipped brand's properties are worked out at build time, into the page's HTML
// (scripts/brand-shell-plugin.ts); at run time only a landing template's own colours are.
import brand from '../../schemas/v1/config/brand.default.json' with { type: 'json' };
import { readableGradient, readableOn, tint } from './brand-colors.ts';

const text = '#1d2127';

/** Colours as the brand config gives them (a landing template's too, contract public.md). */
export interface BrandColorConfig {
  gradient: readonly string[];
  accent: string;
  font: string;
}

/** The colours made readable: each text/background pair at 4.5:1 whatever staff pick. */
export function readableBrand(colors: BrandColorConfig) {
  const [gradientStart = brand.colors.gradient[0]!, gradientEnd = gradientStart] = colors.gradient;
  const brandText = colors.font;
  return {
    /** The colour text and buttons sit on: the gradient's start, dark enough for its text. */
    brand: readableOn(gradientStart, brandText),
    brandText,
    /** The title bar: the gradient, its light end darkened for the title's contrast. */
    brandGradient: readableGradient(gradientStart, gradientEnd, brandText),
    /** The brand colour as text on white (links, outlined buttons). */
    brandInk: readableOn(gradientStart, '#ffffff'),
    brandTint: tint(gradientStart),
    accent: colors.accent,
    /** Text on the accent colour. */
    accentText: readableOn(text, colors.accent),
  } as const;
}

/** The custom properties renderers/theme.ts reads, for these colours. */
export function brandPropertiesOf(colors: BrandColorConfig): Record<`--${string}`, string> {
  const readable = readableBrand(colors);
  return {
    '--brand': readable.brand,
    '--brand-text': readable.brandText,
    '--brand-gradient': readable.brandGradient,
    '--brand-ink': readable.brandInk,
    '--brand-tint': readable.brandTint,
    '--brand-accent': readable.accent,
    '--brand-accent-text': readable.accentText,
  };
}

// Both are pure: a page importing this module for brandPropertiesOf drops them from its code.

/** The brand config's colours, each text/background pair at 4.5:1. */
export const brandColors = /* @__PURE__ */ readableBrand(brand.colors);

/**
 * The brand config's custom properties, worked out at build time and set on :root by the page's
 * HTML (scripts/brand-shell-plugin.ts), for the static shell and the app alike.
 */
export const brandProperties = /* @__PURE__ */ brandPropertiesOf(brand.colors);
