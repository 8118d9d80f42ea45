import type { HeadingNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useText } from '../hooks';

const sizes = { 1: 22, 2: 18, 3: 16 } as const;

export function Heading({ node }: NodeProps<HeadingNode>) {
  const text = useText(node.text);
  const level = node.level ?? 2;
  const Tag = (['h1', 'h2', 'h3'] as const)[level - 1] ?? 'h2';
  return (
    <Tag data-node-id={node.id} css={{ fontSize: sizes[level], margin: '8px 0', lineHeight: 1.3 }}>
      {text}
    </Tag>
  );
}
