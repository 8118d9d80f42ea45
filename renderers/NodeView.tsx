// The dispatcher: NodeView renders the component the registry has for a node's type; a node
// with a `when` goes through one component that decides the condition and draws it (a list
// row that is one of several kinds is a `switch`, not several nodes each with a condition). An unknown type renders its declared fallback
// or nothing, and is reported as {type, path}. Layouts are validated strictly (a typo fails
// the tests); this tolerance is for what a server sends at run time.
//
// Error boundaries stand around sections (each node of the screen body), list items, tabs
// panels and included nodes, not around every node: a broken node costs its section, and a
// 200-field form does not pay for 1,000 boundaries.
import { useEffect, type ReactNode } from 'react';
import type { Condition } from './generated/screen-types';
import { evaluateCondition, formNamesIn } from './condition';
import { useRenderer, type RendererContextValue } from './context';
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
  const ctx = useRenderer();
  if (segmentsOf(path) > MAX_PATH_SEGMENTS)
    return (
      <FailedInPlace type={isNode(node) ? node.type : typeof node} path={path} error={tooDeep} />
    );
  if (!isNode(node)) return <UnknownNode type={typeof node} path={path} fallback={undefined} />;
  // Most nodes have no condition: they read nothing and subscribe to nothing.
  if (node.when === undefined) return dispatch(ctx, node, path);
  let byForm: boolean;
  try {
    byForm = formNamesIn(node.when).length > 0;
  } catch (error) {
    // A condition the node cannot evaluate (a malformed `when` from a server) is that node's
    // failure, shown in its place; the rest of the screen renders.
    return <FailedInPlace type={node.type} path={path} error={error} />;
  }
  // A condition on form values needs the form's subscription as well (rare: "Next while the
  // box is ticked").
  return byForm ? (
    <WhenShownByForm node={node} path={path} />
  ) : (
    <WhenShown node={node} path={path} />
  );
}

/** Decides a condition on the data, the state or the item, and draws the node when it holds. */
function WhenShown({ node, path }: { node: LooseNode; path: string }) {
  return decide(useRenderer(), node, path, useReader());
}

function WhenShownByForm({ node, path }: { node: LooseNode; path: string }) {
  return decide(useRenderer(), node, path, useReader(useFormValues(formNamesIn(node.when))));
}

function decide(ctx: RendererContextValue, node: LooseNode, path: string, read: Reader): ReactNode {
  let shown: boolean;
  try {
    shown = evaluateCondition(node.when, read);
  } catch (error) {
    return <FailedInPlace type={node.type} path={path} error={error} />;
  }
  return shown ? dispatch(ctx, node, path) : null;
}

function dispatch(ctx: RendererContextValue, node: LooseNode, path: string): ReactNode {
  const Component = Object.hasOwn(ctx.registry, node.type) ? ctx.registry[node.type] : undefined;
  if (!Component) return <UnknownNode type={node.type} path={path} fallback={node.fallback} />;
  return <Component node={node} path={path} />;
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

export function NodeList({ nodes, path }: { nodes: readonly unknown[] | undefined; path: string }) {
  // Nodes from the data are not checked: what is not a list of nodes is none.
  return (
    <>
      {(Array.isArray(nodes) ? nodes : []).map((child, i) => (
        <NodeView key={i} node={child} path={`${path}/${i}`} />
      ))}
    </>
  );
}

/** Nodes that are each a section of their own: each is contained on its own. */
export function SectionList({
  nodes,
  path,
}: {
  nodes: readonly unknown[] | undefined;
  path: string;
}) {
  return (
    <>
      {(nodes ?? []).map((child, i) => (
        <NodeBoundary
          key={i}
          type={isNode(child) ? child.type : typeof child}
          path={`${path}/${i}`}
        >
          <NodeView node={child} path={`${path}/${i}`} />
        </NodeBoundary>
      ))}
    </>
  );
}
