// Nodes taken from the data: a landing template's sections, composed by operations staff in
// this language. At most `max` are drawn, so an absurd template (a thousand nodes) still
// renders quickly; each is contained on its own (an unknown type falls back, a broken one
// fails in its place). Each drawn node says where in the data it came from (`data-source`,
// a JSON Pointer), on a box that takes no part in the layout: the studio's preview maps a
// tap on the page to the part of the config it shows, and back (src/studio/frame-select.ts).
import { css } from '@emotion/react';
import type { IncludeNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { NodeBoundary } from '../NodeBoundary';
import { NodeView } from '../NodeView';
import { useReader } from '../scope';

const DEFAULT_MAX = 100;
const noBox = css({ display: 'contents' });

export function Include({ node, path }: NodeProps<IncludeNode>) {
  const read = useReader();
  const nodes = read(node.nodes);
  if (!Array.isArray(nodes)) return null;
  return (
    <>
      {nodes.slice(0, node.max ?? DEFAULT_MAX).map((child: unknown, i) => {
        // What is not even an object is no node: left out, like a node that cannot be drawn.
        if (typeof child !== 'object' || child === null) return null;
        const type = (child as { type?: unknown }).type;
        return (
          <div key={i} data-source={`${node.nodes}/${i}`} css={noBox}>
            <NodeBoundary
              type={typeof type === 'string' ? type : 'object'}
              path={`${path}/nodes/${i}`}
            >
              <NodeView node={child} path={`${path}/nodes/${i}`} />
            </NodeBoundary>
          </div>
        );
      })}
    </>
  );
}
