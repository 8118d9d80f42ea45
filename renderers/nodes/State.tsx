// The `state` node: an illustrated outcome (success, empty, error) with its next step. Loaded
// with the first render (renderers/lazy-nodes.tsx): its icon set is not every screen's weight.
import type { StateNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useTap, useText } from '../hooks';
import { theme } from '../theme';
import { Button } from '../ui/Button';
import { IconGlyph } from '../ui/icons';

const looks = {
  success: { icon: 'success', ink: theme.success, tint: theme.successTint },
  empty: { icon: 'empty', ink: theme.muted, tint: theme.border },
  error: { icon: 'warning', ink: theme.danger, tint: theme.dangerTint },
} as const;

export function State({ node }: NodeProps<StateNode>) {
  const title = useText(node.title);
  const text = useText(node.text);
  const nextText = useText(node.next?.text);
  const { onTap } = useTap(node.next?.action);
  const look = looks[node.variant];
  return (
    <div
      data-node-id={node.id}
      data-state={node.variant}
      role={node.variant === 'error' ? 'alert' : undefined}
      css={{
        display: 'grid',
        justifyItems: 'center',
        gap: theme.space.md,
        padding: `${theme.space.xl}px ${theme.space.lg}px`,
        textAlign: 'center',
      }}
    >
      <span
        css={{
          width: 72,
          height: 72,
          borderRadius: theme.radiusPill,
          background: look.tint,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <IconGlyph name={look.icon} size={36} color={look.ink} />
      </span>
      <p css={{ margin: 0, fontSize: theme.fontSize.lead, fontWeight: 600 }}>{title}</p>
      {text && <p css={{ margin: 0, color: theme.muted, lineHeight: 1.5 }}>{text}</p>}
      {node.next && nextText && onTap && (
        <Button variant="secondary" onClick={onTap}>
          {nextText}
        </Button>
      )}
    </div>
  );
}
