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
} as const;

export function Text({ node }: NodeProps<TextNode>) {
  const text = useText(node.text);
  if (!text) return null;
  return (
    <p
      data-node-id={node.id}
      css={[
        { margin: '0 0 8px', lineHeight: 1.5, whiteSpace: 'pre-line' },
        variants[node.variant ?? 'body'],
      ]}
    >
      {text}
    </p>
  );
}
