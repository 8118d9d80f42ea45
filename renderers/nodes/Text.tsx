import type { TextNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useText } from '../hooks';
import { theme } from '../theme';

const variants = {
  body: { color: theme.text, fontSize: theme.fontSize.body },
  caption: { color: theme.muted, fontSize: theme.fontSize.caption },
  muted: { color: theme.muted, fontSize: theme.fontSize.body },
  notice: {
    color: theme.text,
    fontSize: 14,
    background: theme.warningTint,
    padding: `${theme.space.sm}px ${theme.space.md}px`,
    borderRadius: theme.radiusSmall,
  },
  error: { color: theme.danger, fontSize: 14 },
  tag: {
    color: theme.brandInk,
    fontSize: 14,
    background: theme.brandTint,
    padding: `${theme.space.xs}px ${theme.space.md}px`,
    borderRadius: theme.radiusPill,
  },
  /** A status: short, bold, on a pill. */
  chip: {
    display: 'inline-block',
    color: theme.brandInk,
    fontSize: theme.fontSize.caption,
    fontWeight: 600,
    background: theme.brandTint,
    padding: `2px ${theme.space.sm}px`,
    borderRadius: theme.radiusPill,
  },
  /** A code to read out or type in (a pay code): large, monospaced, spaced, wraps anywhere. */
  code: {
    color: theme.text,
    fontSize: theme.fontSize.display,
    fontWeight: 600,
    fontFamily: theme.fontMono,
    letterSpacing: '0.08em',
    wordBreak: 'break-all',
  },
} as const;

function clamp(lines: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    wordBreak: 'break-word',
  } as const;
}

export function Text({ node }: NodeProps<TextNode>) {
  const text = useText(node.text);
  // A live region must exist before its text changes, or the change is not announced.
  if (!text && !node.live) return null;
  return (
    <p
      data-node-id={node.id}
      role={node.live === 'alert' ? 'alert' : node.live === 'polite' ? 'status' : undefined}
      css={[
        { margin: '0 0 8px', lineHeight: 1.5, whiteSpace: 'pre-line' },
        variants[node.variant ?? 'body'],
        node.lines !== undefined && clamp(node.lines),
        !text && { margin: 0, minHeight: '1.4em' },
      ]}
    >
      {text}
    </p>
  );
}
