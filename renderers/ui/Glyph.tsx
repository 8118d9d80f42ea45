// A lucide icon drawn as inline SVG from its shapes (the `lucide` package's icon data), with
// lucide's own look: a 24×24 box, round line ends, no fill, the stroke in `color`. Inline, so
// an icon costs no request on a slow connection. Glyphs are decoration (hidden from assistive
// technology): the caller gives any accessible name. lucide-react's component did the same
// through a context, class names and an accessibility check we never used, about 1.5 KB gzip
// on every route (decision 050).
import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export type GlyphProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  icon: IconNode;
  /** Width and height in CSS pixels. */
  size?: number;
};

export function Glyph({
  icon,
  size = 24,
  color = 'currentColor',
  strokeWidth = 2,
  fill = 'none',
  ...rest
}: GlyphProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
