import type { StackNode } from '../../src/generated/types';
import type { NodeProps } from '../context';
import { useText } from '../hooks';
import { NodeList } from '../NodeView';
import { theme } from '../theme';

const variants = {
  plain: {},
  card: {
    background: theme.surface,
    borderRadius: theme.radius,
    padding: 16,
    boxShadow: '0 1px 3px rgba(0,0,0,0.08)',
  },
  section: { padding: '8px 0' },
} as const;

export function Stack({ node, path }: NodeProps<StackNode>) {
  const label = useText(node.label);
  return (
    <section
      data-node-id={node.id}
      aria-label={label || undefined}
      css={[
        { display: 'flex', flexDirection: node.direction ?? 'column', gap: theme.gap },
        variants[node.variant ?? 'plain'],
      ]}
    >
      <NodeList nodes={node.children} path={`${path}/children`} />
    </section>
  );
}
