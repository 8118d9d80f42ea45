// An icon chosen from a value through the layout's table (say an order status → 'success'),
// else `default`. It owns the lookup and the accessible name only; the drawings are the page's
// glyph table, which its generated registry binds (iconNode): the icons its layout names, all
// of them where served data may draw icons. The table is the layout's own keys: a value such
// as 'toString' or '__proto__' must not reach Object.prototype, and a name the page has no
// drawing of falls back to `default` (a newer server may send one).
import { css } from '@emotion/react';
import type { IconName, IconNode } from '../generated/screen-types';
import type { NodeComponent, NodeProps } from '../context';
import { useTexts } from '../hooks';
import { styleNumber } from '../styles';
import { theme } from '../theme';
import { IconGlyph, type Glyphs } from '../ui/icons';

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
  glyphs: Glyphs,
): IconName {
  const picked = icons && Object.hasOwn(icons, value) ? icons[value] : undefined;
  return typeof picked === 'string' && Object.hasOwn(glyphs, picked) ? picked : fallback;
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

/** The size in px, within the schema's 12 to 96: nodes from the data are not checked (049). */
const sizeOf = (size: unknown) => Math.min(96, Math.max(12, styleNumber(size) ?? 24));

/** The icon node drawing from `glyphs` (a generated registry's: the icons its layout names). */
export function iconNode(glyphs: Glyphs): NodeComponent<IconNode> {
  return function Icon({ node }: NodeProps<IconNode>) {
    const [value, label] = useTexts(node.value, node.label);
    const name = chooseIcon(value, node.icons, node.default, glyphs);
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
        <IconGlyph name={name} glyphs={glyphs} size={sizeOf(node.size)} />
      </span>
    );
  };
}
