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
import { iconCatalogue } from '../../renderers/icon-catalogue';
import { nodeUsesOf, servedKinds, type NodeUse, type SchemaSet } from './layout-nodes';

/**
 * Which implementation of a field type drawn two ways a registry holds: the form-bound one,
 * the state-bound one, or both (each node drawn by the one its binding asks for).
 */
export type Variant = 'form' | 'state' | 'both';

/** The node types a registry holds, with the variant of each two-way one. */
export type RegistryTypes = Map<string, Variant | undefined>;

type Catalogue = Readonly<Record<string, CatalogueEntry>>;

/**
 * What a layout's registry holds, from its node uses. A field type drawn two ways gets the
 * form-bound implementation for a use inside a form that is not bound to state, the
 * state-bound one for any other use, and both when the layout has both. An include adds the
 * kinds its `nodesSchema` allows (every kind without one); those nodes come from the data, so
 * inside a form, or when they may hold a form themselves, their fields may be either.
 */
export function registryTypes(
  uses: readonly NodeUse[],
  schemas: SchemaSet,
  catalogue: Catalogue = nodeCatalogue,
  where = 'the layout',
  { served = true }: { served?: boolean } = {},
): RegistryTypes {
  const bindings = new Map<string, Set<Variant>>();
  const add = (type: string, binding: Variant, at: string) => {
    if (!Object.hasOwn(catalogue, type))
      throw new Error(`${where}: node type "${type}" at ${at} is not in the node catalogue`);
    const seen = bindings.get(type) ?? new Set<Variant>();
    seen.add(binding);
    bindings.set(type, seen);
  };
  // What a component draws by itself (a kv-list row's icon), for a node of the layout or, with
  // no node to read, one drawn from the data.
  const addDrawn = (type: string, node: NodeUse['node'] | undefined, at: string) => {
    const entry = catalogue[type];
    const draws = entry && !hasVariants(entry) ? entry.draws : undefined;
    if (draws && (!node || !draws.when || draws.when(node)))
      for (const drawn of draws.types) add(drawn, 'state', `${at} (drawn by its ${type})`);
  };
  for (const use of uses) {
    add(use.type, use.inForm && !use.stateBound ? 'form' : 'state', use.path);
    addDrawn(use.type, use.node, use.path);
    if (use.type !== 'include' || !served) continue;
    const kinds = use.nodesSchema ? servedKinds(schemas, use.nodesSchema) : Object.keys(catalogue);
    // Nodes drawn from the data may hold an include of their own, whose kinds no schema says.
    const drawn = kinds.includes('include') ? Object.keys(catalogue) : kinds;
    const binding = use.inForm || drawn.includes('form') ? 'both' : 'state';
    for (const kind of drawn) {
      add(kind, binding, `${use.path} (drawn from the data)`);
      addDrawn(kind, undefined, use.path);
    }
  }
  const types: RegistryTypes = new Map();
  for (const type of [...bindings.keys()].sort()) {
    const seen = bindings.get(type)!;
    const variant = seen.has('both') || seen.size > 1 ? 'both' : [...seen][0];
    types.set(type, hasVariants(catalogue[type]!) ? variant : undefined);
  }
  return types;
}

/** The registry types of a layout document. */
export function layoutRegistryTypes(layout: unknown, schemas: SchemaSet, where: string) {
  return registryTypes(nodeUsesOf(layout, schemas), schemas, nodeCatalogue, where);
}

/** The types only served data may draw on a layout: those its include nodes alone add. */
export function layoutServedOnlyTypes(layout: unknown, schemas: SchemaSet, where: string) {
  const uses = nodeUsesOf(layout, schemas);
  const placed = registryTypes(uses, schemas, nodeCatalogue, where, { served: false });
  const all = registryTypes(uses, schemas, nodeCatalogue, where);
  return new Set([...all.keys()].filter((type) => !placed.has(type)));
}

/**
 * The kinds a layout's include nodes may draw from the data, when each include's nodesSchema
 * says (null: some include allows every kind). The generated registry hands them to its
 * include, which draws a node of any other kind as an unknown one.
 */
export function layoutServedKinds(layout: unknown, schemas: SchemaSet): string[] | null {
  const kinds = new Set<string>();
  for (const use of nodeUsesOf(layout, schemas)) {
    if (use.type !== 'include') continue;
    if (!use.nodesSchema) return null;
    for (const kind of servedKinds(schemas, use.nodesSchema)) kinds.add(kind);
  }
  return [...kinds].sort();
}

/**
 * The icons a layout's nodes name (an icon's default and table, a kv-list row's or a choice
 * tile's icon): the glyph table its registry's icon node draws from. null: every icon, where
 * an include may draw icons from the data, whose names no layout says.
 */
export function layoutIconNames(layout: unknown, schemas: SchemaSet): string[] | null {
  const names = new Set<string>();
  const add = (name: unknown) => typeof name === 'string' && names.add(name);
  const uses = nodeUsesOf(layout, schemas);
  for (const { type, node } of uses) {
    if (type === 'icon') {
      add(node.default);
      Object.values((node.icons as object | undefined) ?? {}).forEach(add);
    } else if (type === 'kv-list' && Array.isArray(node.items)) {
      for (const item of node.items) add((item as { icon?: unknown } | null)?.icon);
    } else if (type === 'choice-tiles') {
      Object.values((node.icons as object | undefined) ?? {}).forEach(add);
      add(node.defaultIcon);
    }
  }
  const served = layoutServedKinds(layout, schemas);
  const iconsFromData = ['icon', 'kv-list', 'choice-tiles'];
  if (served === null || served.some((kind) => iconsFromData.includes(kind))) return null;
  return [...names].sort();
}

/** Every type, the two-way ones both ways. */
export function allTypes(catalogue: Catalogue = nodeCatalogue): RegistryTypes {
  return new Map(
    Object.keys(catalogue)
      .sort()
      .map((type) => [type, hasVariants(catalogue[type]!) ? 'both' : undefined]),
  );
}

/** `aboutUs` for `about-us`. */
export function camel(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** `QrCode` for `qr-code`. */
function pascal(type: string): string {
  return type.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
}

/** Plain data (numbers, strings, flags, objects of them) as a TypeScript literal. */
export function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value !== 'object' || value === null) return String(value);
  const parts = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${literal(v)}`);
  return `{ ${parts.join(', ')} }`;
}

/** How the module refers to each renderer export it needs, and the lazy wrappers it writes. */
class ModuleParts {
  readonly imports = new Map<string, Set<string>>();
  /** lucide's icon modules (default exports), by local name. */
  readonly glyphImports = new Map<string, string>();
  readonly wrappers: string[] = [];
  /** Whether a wrapper names a node type (imported as the `Nodes` namespace). */
  usesNodeTypes = false;

  constructor(
    readonly renderers: string,
    readonly typeNames: ReadonlyMap<string, string>,
  ) {}

  importName(module: string, exported: string): string {
    const names = this.imports.get(module) ?? new Set<string>();
    names.add(exported);
    this.imports.set(module, names);
    return exported;
  }

  /**
   * The component for `impl`: its import, or for a heavy node a lazyNode wrapper written here
   * rather than imported, so a page carries its own few wrappers and no chunk of a single
   * wrapper is ever cut. `local` names the wrapper.
   */
  component(type: string, impl: NodeImplementation, local: string, servedOnly = false): string {
    const awaited = servedOnly && impl.lazyWhenServed === true;
    if (!impl.lazy && !awaited) return this.importName(impl.module, impl.export);
    const nodeType = this.typeNames.get(type);
    if (!nodeType) throw new Error(`no schema title for node type "${type}"`);
    this.usesNodeTypes = true;
    const load = `import('${this.renderers}/${impl.module}')`;
    const picked =
      impl.export === 'default' ? load : `${load}.then((m) => ({ default: m.${impl.export} }))`;
    // Without a placeholder, the screen's body waits for it (served-only, lazyWhenServed).
    const size = impl.lazy ? `, ${literal(impl.lazy.placeholder)}` : '';
    this.importName('lazy-nodes', 'lazyNode');
    this.wrappers.push(`const ${local} = lazyNode<Nodes.${nodeType}>(() => ${picked}${size});`);
    return local;
  }
}

/**
 * The module: one import line per renderer module, the lazy wrappers of its heavy nodes, and
 * one registry entry per type. `renderers` is the path from the module's folder to renderers/
 * ('../../../renderers' from src/generated/registries/).
 */
export function registryModule(
  types: RegistryTypes,
  {
    name,
    renderers,
    about,
    typeNames,
    includeKinds = null,
    servedOnly = new Set(),
    icons = null,
    keepsState = false,
  }: {
    name: string;
    renderers: string;
    about: string;
    /** What the include node may draw from the data (layoutServedKinds); null: every kind. */
    includeKinds?: readonly string[] | null;
    /** Node type → its TypeScript type (the title of its schema): 'qr-code' → 'QrCodeNode'. */
    typeNames: ReadonlyMap<string, string>;
    /** The types only served data may draw (layoutServedOnlyTypes). */
    servedOnly?: ReadonlySet<string>;
    /** The icons the icon node may draw (layoutIconNames); null: every icon. */
    icons?: readonly string[] | null;
    /** Whether the layout keeps state in its history entry (`keepState`): its code comes along. */
    keepsState?: boolean;
  },
): string {
  const parts = new ModuleParts(renderers, typeNames);
  const entries: string[] = [];
  for (const [type, variant] of types) {
    const entry = nodeCatalogue[type]!;
    const local = `Lazy${pascal(type)}`;
    let component: string;
    if (type === 'icon') {
      const names = icons ?? Object.keys(iconCatalogue);
      const table = names
        .filter((name) => Object.hasOwn(iconCatalogue, name))
        .sort()
        .map((name) => {
          const module = iconCatalogue[name as keyof typeof iconCatalogue];
          const local = pascal(module);
          parts.glyphImports.set(local, `lucide/dist/esm/icons/${module}.mjs`);
          return `${name}: ${local}`;
        });
      component = `${parts.importName('nodes/Icon', 'iconNode')}({ ${table.join(', ')} })`;
    } else if (type === 'include' && includeKinds !== null) {
      component = `${parts.importName('nodes/Include', 'servedInclude')}('${includeKinds.join(' ')}')`;
    } else if (!hasVariants(entry))
      component = parts.component(type, entry, local, servedOnly.has(type));
    else if (variant === 'form' || variant === 'state')
      component = parts.component(type, entry[variant], local);
    else {
      const form = parts.component(type, entry.form, `${local}InForm`);
      const state = parts.component(type, entry.state, `${local}InState`);
      component = `${parts.importName('by-binding', 'byBinding')}(${form}, ${state})`;
    }
    entries.push(`  ${/^[a-z]+$/.test(type) ? type : `'${type}'`}: ${component},`);
  }
  const imports = [
    ...(keepsState ? [`import '${renderers}/kept-state';`] : []),
    ...[...parts.glyphImports].sort().map(([local, from]) => `import ${local} from '${from}';`),
    ...[...parts.imports.keys()]
      .sort()
      .map(
        (m) =>
          `import { ${[...parts.imports.get(m)!].sort().join(', ')} } from '${renderers}/${m}';`,
      ),
  ];
  const lazy =
    parts.wrappers.length > 0
      ? `\n// Heavy nodes: their code loads when they are first drawn.\n${parts.wrappers.join('\n')}\n`
      : '';
  return (
    `${about}\n` +
    `import type { Registry } from '${renderers}/context';\n` +
    (parts.usesNodeTypes
      ? `import type * as Nodes from '${renderers}/generated/screen-types';\n`
      : '') +
    `${imports.join('\n')}\n${lazy}\n` +
    // Not frozen: the studio's preview puts every node in it when it shows an edited layout.
    `export const ${name}: Registry = {\n${entries.join('\n')}\n};\n`
  );
}
