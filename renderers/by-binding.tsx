// A field type drawn two ways (input, textarea, checkbox): bound to a value of the enclosing
// form, or to a local state value (`state`, and no form `name`). A page's generated registry
// holds one of the two when its layout uses only that one, so a form page carries no
// state-bound field and a page without a form no form field; a registry that needs both (a
// layout with both, the all-nodes registry) draws each node with the one its binding asks for.
import type { NodeComponent, NodeProps } from './context';

interface Bindable {
  state?: unknown;
  name?: unknown;
}

/** Whether a field node is bound to local state rather than to a form value. */
export const boundToState = (node: Bindable): boolean =>
  node.state !== undefined && node.name === undefined;

export function byBinding<N extends Bindable>(
  Form: NodeComponent<N>,
  State: NodeComponent<N>,
): NodeComponent<N> {
  return function BoundField(props: NodeProps<N>) {
    return boundToState(props.node) ? <State {...props} /> : <Form {...props} />;
  };
}
