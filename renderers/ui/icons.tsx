// The renderer's built-in icons: one short path per IconName of the layout schema, drawn
// in a 24×24 box with a 2px round stroke (the star is filled). Inline SVG, so an icon costs
// no request on a slow connection and takes the colour it is given ('currentColor' = the
// surrounding text). Glyphs are decoration: the caller gives any accessible name.
import type { IconName } from '../../src/generated/types';

/** A five-pointed star; the rating node draws it filled or as an outline. */
export const STAR_PATH =
  'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const CIRCLE = 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0z';

// A Record over the generated union: a name added to the schema fails typecheck until it
// has a glyph here.
const GLYPHS: Readonly<Record<IconName, string>> = {
  success: `${CIRCLE}M8 12.5l2.5 2.5 5.5-6`,
  failed: `${CIRCLE}M9 9l6 6m0-6l-6 6`,
  pending: `${CIRCLE}M8 12h.01M12 12h.01M16 12h.01`,
  info: `${CIRCLE}M12 11v5M12 8h.01`,
  warning: 'M12 3.5L2.5 20h19zM12 10v4M12 17h.01',
  phone:
    'M5 4h3.5l2 5-2.5 1.5a11 11 0 0 0 5.5 5.5l1.5-2.5 5 2V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6',
  chevron: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  copy: 'M10 9h9a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  star: STAR_PATH,
  service: 'M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1z',
  card: 'M4.5 5h15a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-15a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM2.5 10h19M6 15h4',
  wallet: 'M17 5H5a2 2 0 0 0 0 4h15v10H5a2 2 0 0 1-2-2V7M17 5v4M16.5 14h.01',
  clock: `${CIRCLE}M12 7v5l3 2`,
};

const FILLED: ReadonlySet<IconName> = new Set<IconName>(['star']);

/** Whether `name` is a built-in icon (a server may send a name this build does not know). */
export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(GLYPHS, name);
}

export function IconGlyph({
  name,
  size = 24,
  color = 'currentColor',
}: {
  name: IconName;
  size?: number;
  color?: string;
}) {
  if (!isIconName(name)) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      css={{ display: 'block', flex: 'none' }}
    >
      <path
        d={GLYPHS[name]}
        fill={FILLED.has(name) ? color : 'none'}
        stroke={color}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
