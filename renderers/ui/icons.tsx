// The renderer's built-in icons: one lucide icon per IconName of the layout schema, drawn by
// Glyph (the star is filled). An icon takes the colour it is given ('currentColor' = the
// surrounding text).
import { css } from '@emotion/react';
import Check from 'lucide/dist/esm/icons/check.mjs';
import ChevronRight from 'lucide/dist/esm/icons/chevron-right.mjs';
import CircleCheck from 'lucide/dist/esm/icons/circle-check.mjs';
import CircleEllipsis from 'lucide/dist/esm/icons/circle-ellipsis.mjs';
import CircleX from 'lucide/dist/esm/icons/circle-x.mjs';
import Clock from 'lucide/dist/esm/icons/clock.mjs';
import Copy from 'lucide/dist/esm/icons/copy.mjs';
import CreditCard from 'lucide/dist/esm/icons/credit-card.mjs';
import Headset from 'lucide/dist/esm/icons/headset.mjs';
import Inbox from 'lucide/dist/esm/icons/inbox.mjs';
import Info from 'lucide/dist/esm/icons/info.mjs';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import Phone from 'lucide/dist/esm/icons/phone.mjs';
import Star from 'lucide/dist/esm/icons/star.mjs';
import TriangleAlert from 'lucide/dist/esm/icons/triangle-alert.mjs';
import Wallet from 'lucide/dist/esm/icons/wallet.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import type { IconNode } from 'lucide';
import type { IconName } from '../generated/screen-types';
import { Glyph } from './Glyph';

// A Record over the generated union: a name added to the schema fails typecheck until it
// has a glyph here. Each icon comes from its own module, so only these ship.
const GLYPHS: Readonly<Record<IconName, IconNode>> = {
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
  return (
    <Glyph
      icon={GLYPHS[name]}
      size={size}
      color={color}
      fill={FILLED.has(name) ? color : 'none'}
      data-icon={name}
      css={glyphStyle}
    />
  );
}
