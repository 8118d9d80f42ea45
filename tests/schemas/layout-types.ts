// What the layout tests share: the node types the node catalogue provides (every one a page's
// generated registry can hold), and the node types a layout renders, found where its schema
// puts nodes (scripts/registries/layout-nodes.ts), so an action's `type` is never one.
import { nodeCatalogue } from '../../renderers/node-catalogue';
import { loadSchemas, nodeTypesOf } from '../../scripts/registries/layout-nodes';

/** Every node type a registry can hold. */
export const providedTypes: ReadonlySet<string> = new Set(Object.keys(nodeCatalogue));

const schemas = loadSchemas();

/** Every node type a screen body renders (not what an include draws from the data). */
export function nodeTypes(body: unknown): Set<string> {
  return nodeTypesOf({ type: 'screen', version: '1.1', id: 'x', title: 'x', body }, schemas);
}
