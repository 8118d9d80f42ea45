// What the layout tests share: the node types every registry group provides, and the node
// types a layout renders.
import { formNodes } from '../../renderers/form';
import { imagePickerNodes } from '../../renderers/form/image-picker';
import { textareaNodes } from '../../renderers/form/textarea';
import { siteNodes } from '../../renderers/site-nodes';
import { defaultNodes } from '../../renderers/registry';

/** Every node type a page can register: the defaults, the form nodes, the textarea and the image picker. */
export const providedTypes: ReadonlySet<string> = new Set(
  [defaultNodes, formNodes, textareaNodes, imagePickerNodes, siteNodes].flatMap((group) =>
    Object.keys(group),
  ),
);

const NODE_LISTS = ['children', 'body', 'actions', 'template', 'empty', 'panel', 'content'];

/** Every node type a layout renders (action objects have types too: only node positions). */
export function nodeTypes(nodes: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(nodes)) {
    for (const node of nodes) nodeTypes(node, out);
    return out;
  }
  if (nodes === null || typeof nodes !== 'object') return out;
  const node = nodes as Record<string, unknown>;
  if (typeof node.type === 'string') out.add(node.type);
  for (const key of NODE_LISTS) nodeTypes(node[key], out);
  if (node.fallback) nodeTypes(node.fallback, out);
  if (Array.isArray(node.slides)) for (const slide of node.slides) nodeTypes(slide, out);
  return out;
}
