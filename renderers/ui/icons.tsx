// The renderer's built-in icons: one lucide icon per IconName of the layout schema, in a
// 24×24 box with a 2px round stroke (the star is filled). Inline SVG, so an icon costs no
// request on a slow connection and takes the colour it is given ('currentColor' = the
// surrounding text). Glyphs are decoration: the caller gives any accessible name.
import { css } from '@emotion/react';
import Check from 'lucide-react/icons/check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleEllipsis from 'lucide-react/icons/circle-ellipsis';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import Copy from 'lucide-react/icons/copy';
import CreditCard from 'lucide-react/icons/credit-card';
import Headset from 'lucide-react/icons/headset';
import Inbox from 'lucide-react/icons/inbox';
import Info from 'lucide-react/icons/info';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Star from 'lucide-react/icons/star';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Wallet from 'lucide-react/icons/wallet';
import X from 'lucide-react/icons/x';
import type { LucideIcon } from 'lucide-react';
import type { IconName } from '../generated/screen-types';

// A Record over the generated union: a name added to the schema fails typecheck until it
// has a glyph here. Each icon comes from its own module, so only these ship.
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
  return typeof name === 'string' && Object.hasOwn(GLYPHS, name);
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
