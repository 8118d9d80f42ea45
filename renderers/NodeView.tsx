// The dispatcher: looks a node's type up in the registry. An unknown type renders its
// declared fallback or nothing, and is reported as {type, path}; every node is wrapped in
// an error boundary. Layouts are validated strictly (a typo fails the tests); this tolerance
// is for what a server sends at run time.
import { useEffect } from 'react';
import type { Condition } from '../src/generated/types';
import { useRenderer } from './context';
import { useCondition } from './hooks';
import { NodeBoundary } from './NodeBoundary';

interface LooseNode {
  type: string;
  when?: Condition;
  fallback?: unknown;
}

function isNode(value: unknown): value is LooseNode {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

export function UnknownNode({
  type,
  path,
  fallback,
}: {
  type: string;
  path: string;
  fallback: unknown;
}) {
  const { onUnknown } = useRenderer();
  useEffect(() => {
    onUnknown({ type, path });
  }, [onUnknown, type, path]);
  return fallback === undefined ? null : <NodeView node={fallback} path={`${path}/fallback`} />;
}

export function NodeView({ node, path }: { node: unknown; path: string }) {
  if (!isNode(node)) return <UnknownNode type={typeof node} path={path} fallback={undefined} />;
  // Most nodes have no condition: they skip its reading (a 200-field form renders faster).
  if (node.when === undefined) return <Dispatch node={node} path={path} />;
  return <Conditional node={node} path={path} />;
}

// A condition the node cannot evaluate (a malformed `when` from a server) is that node's
// failure: its own boundary contains it instead of the parent's, or the whole screen's.
function Conditional({ node, path }: { node: LooseNode; path: string }) {
  const { t } = useRenderer();
  return (
    <NodeBoundary type={node.type} path={path} message={t('renderer.nodeFailed')}>
      <WhenShown node={node} path={path} />
    </NodeBoundary>
  );
}

function WhenShown({ node, path }: { node: LooseNode; path: string }) {
  return useCondition(node.when) ? <Dispatch node={node} path={path} /> : null;
}

function Dispatch({ node, path }: { node: LooseNode; path: string }) {
  const ctx = useRenderer();
  const Component = Object.prototype.hasOwnProperty.call(ctx.registry, node.type)
    ? ctx.registry[node.type]
    : undefined;
  if (!Component) return <UnknownNode type={node.type} path={path} fallback={node.fallback} />;
  return (
    <NodeBoundary type={node.type} path={path} message={ctx.t('renderer.nodeFailed')}>
      <Component node={node} path={path} />
    </NodeBoundary>
  );
}

export function NodeList({ nodes, path }: { nodes: readonly unknown[] | undefined; path: string }) {
  return (
    <>
      {(nodes ?? []).map((child, i) => (
        <NodeView key={i} node={child} path={`${path}/${i}`} />
      ))}
    </>
  );
}
