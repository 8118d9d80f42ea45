// A code-splitting group's name function (rolldown `codeSplitting.groups[].name`) that
// captures every module the given entry imports statically, transitively: one chunk for that
// entry and all it needs. The app's entry (src/main.tsx) is imported dynamically by the boot
// module, so the `$initial` tag does not reach it; without this group the modules it shares
// with the pages would go to the pages' shared chunk instead.
import path from 'node:path';
import type { Rolldown } from 'vite';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type Context = Parameters<NameFunction>[1];
type Info = NonNullable<ReturnType<Context['getModuleInfo']>>;

export function staticGraphGroup(entryFile: string, name: string): NameFunction {
  const entry = path.resolve(entryFile);
  // getModuleInfo's objects are reused within one chunking pass: the entry's keys its graph.
  const graphs = new WeakMap<Info, Set<string>>();
  const graphOf = (ctx: Context): Set<string> => {
    const root = ctx.getModuleInfo(entry);
    if (!root) return new Set();
    let graph = graphs.get(root);
    if (!graph) {
      graph = new Set([entry]);
      const queue = [entry];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
          if (!graph.has(imported)) {
            graph.add(imported);
            queue.push(imported);
          }
        }
      }
      graphs.set(root, graph);
    }
    return graph;
  };
  return (id, ctx) => (graphOf(ctx).has(id) ? name : null);
}
