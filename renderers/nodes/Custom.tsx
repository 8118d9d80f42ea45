// A deliberately page-specific piece: the page registers a component under `customType`
// (ScreenView's `custom`). One the page did not register renders the node's fallback and is
// reported, like an unknown type.
import type { CustomNode } from '../generated/screen-types';
import { useRenderer, type NodeProps } from '../context';
import { UnknownNode } from '../NodeView';

export function Custom({ node, path }: NodeProps<CustomNode>) {
  const { custom } = useRenderer();
  const Component = Object.hasOwn(custom, node.customType) ? custom[node.customType] : undefined;
  if (!Component) {
    return <UnknownNode type={`custom:${node.customType}`} path={path} fallback={node.fallback} />;
  }
  return <Component node={node} path={path} />;
}
