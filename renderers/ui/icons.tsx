// A built-in icon drawn by Glyph from a glyph table: the page's own (its registry's icon node
// holds the drawings of the icons its layout names: renderers/icon-catalogue.ts, written by
// `npm run gen`), or a node's few (the state node's). The star is filled. An icon takes the
// colour it is given ('currentColor' = the surrounding text).
import { css } from '@emotion/react';
import type { IconNode } from 'lucide';
import type { IconName } from '../generated/screen-types';
import { Glyph } from './Glyph';

/** Drawings by icon name: those a page or a node needs. */
export type Glyphs = Readonly<Partial<Record<IconName, IconNode>>>;

const FILLED: ReadonlySet<string> = new Set<IconName>(['star']);

const glyphStyle = css({ display: 'block', flex: 'none' });

/** `name` drawn from `glyphs`; nothing for a name they do not hold. */
export function IconGlyph({
  name,
  glyphs,
  size = 24,
  color = 'currentColor',
}: {
  name: string;
  glyphs: Glyphs;
  size?: number;
  color?: string;
}) {
  const icon = Object.hasOwn(glyphs, name) ? glyphs[name as IconName] : undefined;
  if (!icon) return null;
  return (
    <Glyph
      icon={icon}
      size={size}
      color={color}
      fill={FILLED.has(name) ? color : 'none'}
      data-icon={name}
      css={glyphStyle}
    />
  );
}
