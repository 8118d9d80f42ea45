// The dispatcher: looks a node's type up in the registry. An unknown type renders its
// declared fallback or nothing, and is reported as {type, path}; every node is wrapped in
// an error boundary. Layouts are validated strictly (a typo fails the tests); this tolerance
// is for what a server sends at run time.
import { useEffect } from 'react';
import type { Condition } from './generated/screen-types';
import { evaluateCondition, formNamesIn } from './condition';
import { useRenderer } from './context';
import { useFormValues } from './form-bridge';
import { NodeBoundary, NodeFailed, reportNodeFailure } from './NodeBoundary';
import { useReader, type Reader } from './scope';

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

/**
 * How deep a node's path may go: about 50 nested containers, five times the deepest shipped
 * layout. React renders and commits nested components recursively, so a hostile chain
 * hundreds of levels deep would overflow the stack, and an overflow in a commit leaves
 * React's event handling off for the whole page. Deeper nodes fail in place instead.
 */
export const MAX_PATH_SEGMENTS = 100;

function segmentsOf(path: string): number {
  let count = 0;
  for (let i = 0; i < path.length; i += 1) if (path.charCodeAt(i) === 47 /* "/" */) count += 1;
  return count;
}

export function NodeView({ node, path }: { node: unknown; path: string }) {
  if (segmentsOf(path) > MAX_PATH_SEGMENTS)
    return (
      <FailedInPlace type={isNode(node) ? node.type : typeof node} path={path} error={tooDeep} />
    );
  if (!isNode(node)) return <UnknownNode type={typeof node} path={path} fallback={undefined} />;
  // Most nodes have no condition: they skip its reading (a 200-field form renders faster).
  if (node.when === undefined) return <Dispatch node={node} path={path} />;
  return <Conditional node={node} path={path} />;
}

// A condition the node cannot evaluate (a malformed `when` from a server) is that node's
// failure, shown in its place as its error boundary would show it; the rest of the screen
// renders. A condition that reads no form value subscribes to nothing: in a list of 200
// items whose template holds several conditional nodes, each one watching the form would
// cost a pass over every form value.
function Conditional({ node, path }: { node: LooseNode; path: string }) {
  let formNames: string[];
  try {
    formNames = formNamesIn(node.when);
  } catch (error) {
    return <FailedInPlace type={node.type} path={path} error={error} />;
  }
  return formNames.length > 0 ? (
    <WhenShownByForm node={node} path={path} />
  ) : (
    <WhenShown node={node} path={path} />
  );
}

function WhenShown({ node, path }: { node: LooseNode; path: string }) {
  const read = useReader();
  return <Decide node={node} path={path} read={read} />;
}

function WhenShownByForm({ node, path }: { node: LooseNode; path: string }) {
  const read = useReader(useFormValues(formNamesIn(node.when)));
  return <Decide node={node} path={path} read={read} />;
}

function Decide({ node, path, read }: { node: LooseNode; path: string; read: Reader }) {
  let shown: boolean;
  try {
    shown = evaluateCondition(node.when, read);
  } catch (error) {
    return <FailedInPlace type={node.type} path={path} error={error} />;
  }
  return shown ? <Dispatch node={node} path={path} /> : null;
}

/** A node that fails before it renders: reported and shown as its error boundary would. */
function FailedInPlace({ type, path, error }: { type: string; path: string; error: unknown }) {
  const { t } = useRenderer();
  useEffect(() => {
    reportNodeFailure(type, path, error);
  }, [type, path, error]);
  return <NodeFailed path={path} message={t('renderer.nodeFailed')} />;
}

const tooDeep = new RangeError('the layout is nested too deeply');

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
