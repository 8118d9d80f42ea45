// An icon chosen from a value through the layout's table (say an order status → 'success'),
// else `default`. It owns the lookup and the accessible name only; the drawings live in
// ui/icons so other nodes reuse them. The table is the layout's own keys: a value such as
// 'toString' or '__proto__' must not reach Object.prototype, and a name this build does not
// know falls back to `default` (a newer server may send one).
import { css } from '@emotion/react';
import type { IconName, IconNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useTexts } from '../hooks';
import { theme } from '../theme';
import { IconGlyph, isIconName } from '../ui/icons';

const tones = {
  brand: theme.brand,
  muted: theme.muted,
  danger: theme.danger,
  warning: theme.warning,
} as const;

function chooseIcon(
  value: string,
  icons: Readonly<Record<string, IconName>> | undefined,
  fallback: IconName,
): IconName {
  const picked = icons && Object.hasOwn(icons, value) ? icons[value] : undefined;
  return isIconName(picked) ? picked : fallback;
}

const iconBox = (color: string) => css({ display: 'inline-flex', verticalAlign: 'middle', color });
/** The box's colour per tone, built once; without a tone it takes the text's colour. */
const toneStyles = {
  brand: iconBox(tones.brand),
  muted: iconBox(tones.muted),
  danger: iconBox(tones.danger),
  warning: iconBox(tones.warning),
} as const;
const currentColor = iconBox('currentColor');

export function Icon({ node }: NodeProps<IconNode>) {
  const [value, label] = useTexts(node.value, node.label);
  const name = chooseIcon(value, node.icons, node.default);
  return (
    <span
      data-node-id={node.id}
      data-icon={name}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      css={node.tone ? toneStyles[node.tone] : currentColor}
    >
      {/* The glyph draws in its box's colour (a tone's custom property cannot be an attribute). */}
      <IconGlyph name={name} size={node.size ?? 24} />
    </span>
  );
}
