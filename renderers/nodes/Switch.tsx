// The `switch` node: draws the nodes of the case its value names, else its default. A row of
// the bank form is an input, a pick list, the channel's pick list or a note, chosen here once
// instead of by four conditions of which three hide their node.
import type { SwitchNode } from '../generated/screen-types';
import { toText } from '../binding';
import type { NodeProps } from '../context';
import { NodeList } from '../NodeView';
import { useReader } from '../scope';

export function Switch({ node, path }: NodeProps<SwitchNode>) {
  const read = useReader();
  const value = toText(read(node.value));
  if (Object.hasOwn(node.cases, value)) {
    return <NodeList nodes={node.cases[value]} path={`${path}/cases/${escapeToken(value)}`} />;
  }
  return <NodeList nodes={node.default} path={`${path}/default`} />;
}

/** A case's name as a JSON Pointer token. */
function escapeToken(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}
