// Nodes taken from the data: a landing template's sections, composed by operations staff in
// this language. At most `max` are drawn, so an absurd template (a thousand nodes) still
// renders quickly; each is contained on its own (an unknown type falls back, a broken one
// fails in its place).
import type { IncludeNode, ScreenNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { SectionList } from '../NodeView';
import { useReader } from '../scope';

const DEFAULT_MAX = 100;

export function Include({ node, path }: NodeProps<IncludeNode>) {
  const read = useReader();
  const nodes = read(node.nodes);
  if (!Array.isArray(nodes)) return null;
  // What is not even an object is no node: left out, like a node that cannot be drawn.
  const shown = nodes
    .slice(0, node.max ?? DEFAULT_MAX)
    .filter((n): n is ScreenNode => typeof n === 'object' && n !== null);
  return <SectionList nodes={shown} path={`${path}/nodes`} />;
}
