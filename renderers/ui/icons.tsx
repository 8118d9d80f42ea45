// The renderer's built-in icons: one lucide icon per IconName of the layout schema, in a
// 24×24 box with a 2px round stroke (the star is filled). Inline SVG, so an icon costs no
// request on a slow connection and takes the colour it is given ('currentColor' = the
// surrounding text). Glyphs are decoration: the caller gives any accessible name.
import { css } from '@emotion/react';
import {
  Check,
  ChevronRight,
  CircleCheck,
  CircleEllipsis,
  CircleX,
  Clock,
  Copy,
  CreditCard,
  Headset,
  Inbox,
  Info,
  Mail,
  Phone,
  Star,
  TriangleAlert,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../generated/screen-types';

// A Record over the generated union: a name added to the schema fails typecheck until it
// has a glyph here. Named imports of lucide's ES modules: only these icons ship.
const GLYPHS: Readonly<Record<IconName, LucideIcon>> = {
  success: CircleCheck,
  failed: CircleX,
  pending: CircleEllipsis,
  info: Info,
  warning: TriangleAlert,
  phone: Phone,
  mail: Mail,
  chevron: ChevronRight,
  close: X,
  copy: Copy,
  check: Check,
  star: Star,
  service: Headset,
  card: CreditCard,
  wallet: Wallet,
  clock: Clock,
  empty: Inbox,
};

const FILLED: ReadonlySet<IconName> = new Set<IconName>(['star']);

/** Whether `name` is a built-in icon (a server may send a name this build does not know). */
export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(GLYPHS, name);
}

const glyphStyle = css({ display: 'block', flex: 'none' });

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
  const Glyph = GLYPHS[name];
  return (
    <Glyph
      size={size}
      color={color}
      strokeWidth={2}
      fill={FILLED.has(name) ? color : 'none'}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      css={glyphStyle}
    />
  );
}
