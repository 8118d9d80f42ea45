// The `state` node: an illustrated outcome (success, empty, error) with its next step.
import { css } from '@emotion/react';
import type { StateNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useTap, useTexts } from '../hooks';
import { theme } from '../theme';
import { Button } from '../ui/Button';
import CircleCheck from 'lucide/dist/esm/icons/circle-check.mjs';
import Inbox from 'lucide/dist/esm/icons/inbox.mjs';
import TriangleAlert from 'lucide/dist/esm/icons/triangle-alert.mjs';
import { IconGlyph, type Glyphs } from '../ui/icons';

/** The three drawings this node shows, its own: no page's glyph table needs them. */
const glyphs: Glyphs = { success: CircleCheck, empty: Inbox, warning: TriangleAlert };

const looks = {
  success: { icon: 'success', ink: theme.success, tint: theme.successTint },
  empty: { icon: 'empty', ink: theme.muted, tint: theme.border },
  error: { icon: 'warning', ink: theme.danger, tint: theme.dangerTint },
} as const;

const badge = (background: string) =>
  css({
    width: 72,
    height: 72,
    borderRadius: theme.radiusPill,
    background,
    display: 'grid',
    placeItems: 'center',
  });
/** Each look's round badge behind its icon, built once. */
const badges = {
  success: badge(looks.success.tint),
  empty: badge(looks.empty.tint),
  error: badge(looks.error.tint),
} as const;

const stateStyle = css({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.xl}px ${theme.space.lg}px`,
  textAlign: 'center',
});
const titleStyle = css({ margin: 0, fontSize: theme.fontSize.lead, fontWeight: 600 });
const textStyle = css({ margin: 0, color: theme.muted, lineHeight: 1.5 });

export function State({ node }: NodeProps<StateNode>) {
  const [title, text, nextText] = useTexts(node.title, node.text, node.next?.text);
  const { onTap } = useTap(node.next?.action);
  const look = looks[node.variant];
  return (
    <div
      data-node-id={node.id}
      data-state={node.variant}
      role={node.variant === 'error' ? 'alert' : undefined}
      css={stateStyle}
    >
      <span css={badges[node.variant]}>
        <IconGlyph name={look.icon} glyphs={glyphs} size={36} color={look.ink} />
      </span>
      <p css={titleStyle}>{title}</p>
      {text && <p css={textStyle}>{text}</p>}
      {node.next && nextText && onTap && (
        <Button variant="secondary" onClick={onTap}>
          {nextText}
        </Button>
      )}
    </div>
  );
}
