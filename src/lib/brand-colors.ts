// Colour arithmetic for the tokens: WCAG contrast, and the darker shade of a brand colour that
// white (or the brand's font colour) can be read on. Operations staff pick the brand colours;
// these keep every text/background pair of the app at 4.5:1 whatever they pick.

function channels(hex: string): [number, number, number] {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const n = Number.parseInt(full.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` darkened (or lightened) just enough that `text` on it reaches `ratio`. */
export function readableOn(color: string, text: string, ratio = 4.5): string {
  const towards = luminance(text) > 0.5 ? 0 : 255;
  let shade = channels(color);
  for (let step = 0; step < 40 && contrast(toHex(shade), text) < ratio; step++) {
    shade = shade.map((v) => v + (towards - v) * 0.08) as [number, number, number];
  }
  return toHex(shade);
}

/** A gradient from `start` to `end` behind text of colour `text`, each end readable under it. */
export function readableGradient(start: string, end: string, text: string): string {
  return `linear-gradient(135deg, ${readableOn(start, text)}, ${readableOn(end, text)})`;
}

/** A light tint of `color` for soft backgrounds (chips, selected rows). */
export function tint(color: string, amount = 0.88): string {
  return toHex(channels(color).map((v) => v + (255 - v) * amount) as [number, number, number]);
}
