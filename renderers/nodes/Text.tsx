import type { TextNode } from '../../src/generated/types';
import type { NodeProps } from '../context';
import { useText } from '../hooks';
import { theme } from '../theme';

const variants = {
  body: { color: theme.text, fontSize: 15 },
  caption: { color: theme.muted, fontSize: 13 },
  muted: { color: theme.muted, fontSize: 15 },
  notice: {
    color: theme.text,
    fontSize: 14,
    background: '#fff7e6',
    padding: '8px 12px',
    borderRadius: 8,
  },
  error: { color: theme.danger, fontSize: 14 },
  tag: {
    color: theme.brand,
    fontSize: 14,
    background: '#e6f2ec',
    padding: '4px 10px',
    borderRadius: 14,
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
