// Per shipped layout, the registry module `npm run gen` writes (src/generated/registries/<id>.ts):
// the components of exactly the node types the layout uses, plus the kinds its include nodes
// may draw from the data, each taken from the node catalogue (renderers/node-catalogue.ts).
// Also the all-nodes registry (renderers/generated/all-nodes.ts) for tests, the studio and the
// developer previews. Pages import their own module, so a page downloads only its nodes.
import {
  hasVariants,
  nodeCatalogue,
  type CatalogueEntry,
  type NodeImplementation,
} from '../../renderers/node-catalogue';
import { nodeUsesOf, servedKinds, type NodeUse, type SchemaSet } from './layout-nodes';

export type Variant = 'form' | 'state';

/** A node type a registry holds, and which implementation (for a type that has two). */
export type RegistryTypes = Map<string, Variant | undefined>;

type Catalogue = Readonly<Record<string, CatalogueEntry>>;

/**
 * What a layout's registry holds, from its node uses. A type with a form and a state-bound
 * implementation gets the form one when some use of it is inside a form and not bound to state
 * (it draws state-bound ones too), the state-bound one otherwise. An include adds the kinds
 * its `nodesSchema` allows (every kind without one); of those, the two-way ones are the form
 * ones when the include is inside a form or may draw a form itself.
 */
export function registryTypes(
  uses: readonly NodeUse[],
  schemas: SchemaSet,
  catalogue: Catalogue = nodeCatalogue,
  where = 'the layout',
): RegistryTypes {
  const formUse = new Map<string, boolean>();
  const add = (type: string, inForm: boolean, at: string) => {
    if (!Object.hasOwn(catalogue, type))
      throw new Error(`${where}: node type "${type}" at ${at} is not in the node catalogue`);
    formUse.set(type, (formUse.get(type) ?? false) || inForm);
  };
  for (const use of uses) {
    add(use.type, use.inForm && !use.stateBound, use.path);
    if (use.type !== 'include') continue;
    const served = use.nodesSchema ? servedKinds(schemas, use.nodesSchema) : Object.keys(catalogue);
    // Nodes drawn from the data may hold an include of their own, whose kinds no schema says.
    const kinds = served.includes('include') ? Object.keys(catalogue) : served;
    const formsToo = use.inForm || kinds.includes('form');
    for (const kind of kinds) add(kind, formsToo, `${use.path} (drawn from the data)`);
  }
  const types: RegistryTypes = new Map();
  for (const type of [...formUse.keys()].sort()) {
    const entry = catalogue[type]!;
    types.set(type, hasVariants(entry) ? (formUse.get(type) ? 'form' : 'state') : undefined);
  }
  return types;
}

/** The registry types of a layout document. */
export function layoutRegistryTypes(layout: unknown, schemas: SchemaSet, where: string) {
  return registryTypes(nodeUsesOf(layout, schemas), schemas, nodeCatalogue, where);
}

/** Every type, the two-way ones as their form implementation (which draws both). */
export function allTypes(catalogue: Catalogue = nodeCatalogue): RegistryTypes {
  return new Map(
    Object.keys(catalogue)
      .sort()
      .map((type) => [type, hasVariants(catalogue[type]!) ? 'form' : undefined]),
  );
}

function implementation(type: string, variant: Variant | undefined): NodeImplementation {
  const entry = nodeCatalogue[type]!;
  return hasVariants(entry) ? entry[variant ?? 'form'] : entry;
}

/** `aboutUs` for `about-us`. */
export function camel(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** A placeholder size (plain data: numbers, strings, flags) as a TypeScript object literal. */
export function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value !== 'object' || value === null) return String(value);
  const parts = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${literal(v)}`);
  return `{ ${parts.join(', ')} }`;
}

/** `LazyQrCode` for `qr-code`. */
function lazyName(type: string): string {
  return `Lazy${type.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase())}`;
}

/**
 * The module: one import line per renderer module, a lazyNode wrapper per heavy node (written
 * here rather than imported: a page carries its own few wrappers, and no chunk of a single
 * wrapper is cut), and one registry entry per type. `renderers` is the path from the module's
 * folder to renderers/ ('../../../renderers' from src/generated/registries/).
 */
export function registryModule(
  types: RegistryTypes,
  {
    name,
    renderers,
    about,
    typeNames,
  }: {
    name: string;
    renderers: string;
    about: string;
    /** Node type → its TypeScript type (the title of its schema): 'qr-code' → 'QrCodeNode'. */
    typeNames: ReadonlyMap<string, string>;
  },
): string {
  const byModule = new Map<string, Set<string>>();
  const importName = (module: string, exported: string) => {
    const names = byModule.get(module) ?? new Set<string>();
    names.add(exported);
    byModule.set(module, names);
  };
  const entries: string[] = [];
  const wrappers: string[] = [];
  const nodeTypes = new Set<string>();
  for (const [type, variant] of types) {
    const impl = implementation(type, variant);
    let component = impl.export;
    if (impl.lazy) {
      component = lazyName(type);
      const nodeType = typeNames.get(type);
      if (!nodeType) throw new Error(`no schema title for node type "${type}"`);
      importName('lazy-nodes', 'lazyNode');
      nodeTypes.add(nodeType);
      const load = `import('${renderers}/${impl.module}')`;
      const picked =
        impl.export === 'default' ? load : `${load}.then((m) => ({ default: m.${impl.export} }))`;
      wrappers.push(
        `const ${component} = lazyNode<${nodeType}>(() => ${picked}, ${literal(impl.lazy.placeholder)});`,
      );
    } else importName(impl.module, impl.export);
    entries.push(`  ${/^[a-z]+$/.test(type) ? type : `'${type}'`}: ${component},`);
  }
  const imports = [...byModule.keys()]
    .sort()
    .map((m) => `import { ${[...byModule.get(m)!].sort().join(', ')} } from '${renderers}/${m}';`);
  const lazy =
    wrappers.length > 0
      ? `\n// Heavy nodes: their code loads when they are first drawn.\n${wrappers.join('\n')}\n`
      : '';
  return (
    `${about}\n` +
    `import type { Registry } from '${renderers}/context';\n` +
    (nodeTypes.size > 0
      ? `import type { ${[...nodeTypes].sort().join(', ')} } from '${renderers}/generated/screen-types';\n`
      : '') +
    `${imports.join('\n')}\n${lazy}\n` +
    // Not frozen: the studio's preview puts every node in it when it shows an edited layout.
    `export const ${name}: Registry = {\n${entries.join('\n')}\n};\n`
  );
}
