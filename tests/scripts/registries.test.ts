// @vitest-environment node
// The registry generator (scripts/registries/): where a layout has nodes, found beside its
// schema (never an action's `type`), which variant of a field drawn two ways it gets, what an
// include adds, what a component draws itself, and the module it writes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeCatalogue } from '../../renderers/node-catalogue';
import { loadSchemas, nodeTypesOf, nodeUsesOf } from '../../scripts/registries/layout-nodes';
import {
  allTypes,
  layoutRegistryTypes,
  layoutIconNames,
  layoutServedKinds,
  layoutServedOnlyTypes,
  registryModule,
  registryTypes,
  type RegistryTypes,
} from '../../scripts/registries/screen-registry';
import { nodeTypeNames } from '../../scripts/registries/layout-nodes';
import aboutUs from '../../schemas/v1/screens/about-us.json';
import bindBank from '../../schemas/v1/screens/bind-bank.json';
import promotion from '../../schemas/v1/screens/promotion.json';
import landing from '../../schemas/v1/config/landing-template.schema.json';
import landingDefault from '../../schemas/v1/config/landing-template.default.json';

const root = path.resolve(import.meta.dirname, '../..');

const schemas = loadSchemas();
const screen = (body: unknown[]) => ({ type: 'screen', version: '1.1', id: 'x', title: 'x', body });
const typesOf = (body: unknown[]) => [...nodeTypesOf(screen(body), schemas)].sort();
const registryOf = (body: unknown[]): Record<string, string | undefined> =>
  Object.fromEntries(layoutRegistryTypes(screen(body), schemas, 'test'));

describe('node positions', () => {
  it("finds the nodes of a switch's cases and default", () => {
    expect(
      typesOf([
        {
          type: 'switch',
          value: '/kind',
          cases: { a: [{ type: 'heading', text: 'A' }] },
          default: [{ type: 'link', text: 'B', action: { type: 'navigate', to: '/x' } }],
        },
      ]),
    ).toEqual(['heading', 'link', 'switch']);
  });

  it('finds the node types of shipped layouts', () => {
    expect([...nodeTypesOf(aboutUs, schemas)].sort()).toEqual(['heading', 'link', 'stack', 'text']);
    expect([...nodeTypesOf(bindBank, schemas)].sort()).toEqual([
      'button',
      'form',
      'icon',
      'input',
      'list',
      'modal',
      'select',
      'stack',
      'switch',
      'tabs',
      'text',
    ]);
  });

  it('never takes an action for a node: a toast step is not a toast node', () => {
    const body = [
      {
        type: 'button',
        text: 'Copy',
        action: [
          { type: 'copy', value: 'x' },
          { type: 'toast', text: 'Copied' },
        ],
      },
      {
        type: 'countdown',
        label: 'Get code',
        until: '/state/until',
        action: { type: 'emit', name: 'code' },
        runningAction: { type: 'toast', text: 'Wait' },
      },
    ];
    expect(typesOf(body)).toEqual(['button', 'countdown']);
  });

  it('never takes a list item written in the layout for a node, even one with a type', () => {
    const body = [
      {
        type: 'list',
        items: [{ type: 'image', title: 'Not a node' }],
        template: [{ type: 'text', text: { bind: '@/title' } }],
      },
    ];
    expect(typesOf(body)).toEqual(['list', 'text']);
  });

  it('finds nodes wherever a node schema puts them: fallback, template, empty, panel, slides, modal actions', () => {
    const text = (t: string) => ({ type: 'text', text: t });
    const body = [
      { type: 'custom', customType: 'wheel', fallback: { type: 'heading', text: 'Fallback' } },
      { type: 'list', items: '/rows', template: [text('row')], empty: [{ type: 'loading' }] },
      {
        type: 'tabs',
        items: '/tabs',
        panel: [{ type: 'link', text: 'x', action: { type: 'navigate', to: '/' } }],
      },
      { type: 'carousel', label: 'Slides', slides: [[{ type: 'image', src: 'a.png', alt: '' }]] },
      {
        type: 'modal',
        openWhen: { pointer: '/state/open', op: 'truthy' },
        body: [text('body')],
        actions: [
          { type: 'button', text: 'OK', action: { type: 'set', state: 'open', value: false } },
        ],
      },
    ];
    expect(typesOf(body)).toEqual([
      'button',
      'carousel',
      'custom',
      'heading',
      'image',
      'link',
      'list',
      'loading',
      'modal',
      'tabs',
      'text',
    ]);
  });

  it('reports where each node is, and whether it sits in a form or is bound to state', () => {
    const uses = nodeUsesOf(
      screen([
        { type: 'form', children: [{ type: 'input', name: 'mobile', label: 'Mobile' }] },
        { type: 'checkbox', state: 'agree', label: 'I agree' },
      ]),
      schemas,
    );
    expect(
      uses.map(({ type, path, inForm, stateBound }) => ({ type, path, inForm, stateBound })),
    ).toEqual([
      { type: 'form', path: '/body/0', inForm: false, stateBound: false },
      { type: 'input', path: '/body/0/children/0', inForm: true, stateBound: false },
      { type: 'checkbox', path: '/body/1', inForm: false, stateBound: true },
    ]);
  });
});

describe('the field variant a registry holds', () => {
  const input = (extra: Record<string, unknown>) => ({ type: 'input', label: 'Code', ...extra });

  it('the form-bound one inside a form, the state-bound one outside', () => {
    expect(registryOf([{ type: 'form', children: [input({ name: 'code' })] }]).input).toBe('form');
    expect(registryOf([input({ state: 'code' })]).input).toBe('state');
  });

  it('the state-bound one for a state-bound field inside a form', () => {
    expect(registryOf([{ type: 'form', children: [input({ state: 'code' })] }]).input).toBe(
      'state',
    );
  });

  it('both when the layout has both', () => {
    const both = registryOf([
      { type: 'form', children: [{ type: 'checkbox', name: 'terms', label: 'Terms' }] },
      { type: 'checkbox', state: 'agree', label: 'Agree' },
    ]);
    expect(both.checkbox).toBe('both');
  });

  it('a type drawn one way has no variant', () => {
    expect(registryOf([{ type: 'text', text: 'x' }])).toEqual({ text: undefined });
  });
});

describe('nodes the layout does not place itself', () => {
  it('an include adds the kinds its nodesSchema lists (the landing sections)', () => {
    const types = layoutRegistryTypes(promotion, schemas, 'promotion.json');
    const sections = landing.properties.sections.nodeKinds;
    expect(sections.length).toBeGreaterThan(5);
    for (const kind of sections) expect(types.has(kind), kind).toBe(true);
    // Its own inputs are state-bound and no section may be a form: no form code.
    expect(types.get('input')).toBe('state');
    expect(types.has('form')).toBe(false);
  });

  it('the include draws from the data those kinds alone, not the layout’s own inputs', () => {
    const kinds = layoutServedKinds(promotion, schemas);
    expect(kinds).toEqual([...landing.properties.sections.nodeKinds].sort());
    expect(kinds).not.toContain('input');
    const module = registryModule(layoutRegistryTypes(promotion, schemas, 'promotion.json'), {
      name: 'promotionRegistry',
      renderers: '../../../renderers',
      about: '',
      typeNames: new Map([
        ['input', 'InputNode'],
        ['countdown', 'CountdownNode'],
        ['rating', 'RatingNode'],
      ]),
      includeKinds: kinds,
    });
    expect(module).toContain(`include: servedInclude('${kinds!.join(' ')}')`);
  });

  it('an icon node draws from a table of the icons its layout names; every icon where served data may draw one', () => {
    expect(layoutIconNames(bindBank, schemas)).toEqual(['success']);
    expect(layoutIconNames(promotion, schemas)).toBeNull();
    const module = registryModule(layoutRegistryTypes(bindBank, schemas, 'bind-bank.json'), {
      name: 'bindBankRegistry',
      renderers: '../../../renderers',
      about: '',
      typeNames: nodeTypeNames(schemas),
      icons: layoutIconNames(bindBank, schemas),
    });
    expect(module).toContain("import CircleCheck from 'lucide/dist/esm/icons/circle-check.mjs';");
    expect(module).toContain('icon: iconNode({ success: CircleCheck }),');
    expect(module).not.toContain('lucide/dist/esm/icons/phone.mjs');
  });

  it('a heavy kind only served data may draw loads when drawn, with no placeholder; one the layout places loads with it', () => {
    const servedOnly = layoutServedOnlyTypes(promotion, schemas, 'promotion.json');
    expect([...servedOnly].sort()).toEqual(
      expect.arrayContaining(['carousel', 'gallery', 'kv-list', 'link']),
    );
    // The layout's own headings, images and text are not served-only.
    for (const placed of ['heading', 'image', 'text', 'stack'])
      expect(servedOnly.has(placed)).toBe(false);
    const typeNames = nodeTypeNames(schemas);
    const module = registryModule(layoutRegistryTypes(promotion, schemas, 'promotion.json'), {
      name: 'promotionRegistry',
      renderers: '../../../renderers',
      about: '',
      typeNames,
      includeKinds: layoutServedKinds(promotion, schemas),
      servedOnly,
    });
    expect(module).toContain(
      "const LazyCarousel = lazyNode<Nodes.CarouselNode>(() => import('../../../renderers/nodes/Carousel').then((m) => ({ default: m.Carousel })));",
    );
    expect(module).toContain('gallery: LazyGallery,');
    expect(module).not.toMatch(/import \{ (Carousel|Gallery) \}/);
    // A layout that places a carousel itself (the home page's banner) loads it with the page.
    const placed = screen([
      { type: 'carousel', label: 'x', slides: [[{ type: 'text', text: 'a' }]] },
    ]);
    const eager = registryModule(layoutRegistryTypes(placed, schemas, 'test'), {
      name: 'r',
      renderers: '..',
      about: '',
      typeNames,
      servedOnly: layoutServedOnlyTypes(placed, schemas, 'test'),
    });
    expect(eager).toContain("import { Carousel } from '../nodes/Carousel';");
    expect(eager).toContain('carousel: Carousel,');
  });

  it('the shipped and fixture landing templates use only those kinds (absurd: an unknown one on purpose)', () => {
    const dir = path.join(root, 'fixtures/api/v3/channel/channel-template');
    const templates = fs
      .readdirSync(dir)
      .map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')).data] as const)
      .concat([['default', landingDefault]]);
    const allowed = new Set<string>(landing.properties.sections.nodeKinds);
    const outside = templates.flatMap(([name, template]) =>
      [...nodeTypesOf(screen(template?.sections ?? []), schemas)]
        .filter((type) => !allowed.has(type))
        .map((type) => `${name}: ${type}`),
    );
    expect(outside).toEqual(['absurd.json: marquee']);
  });

  it('an include without nodesSchema may draw any kind, its fields either way', () => {
    const types = registryOf([{ type: 'include', nodes: '/nodes' }]);
    expect(Object.keys(types).sort()).toEqual(Object.keys(nodeCatalogue).sort());
    expect(types.input).toBe('both');
  });

  it("a kv-list row's icon and a choice tile's icon, only when the layout gives one", () => {
    const row = { label: 'Phone', value: '1' };
    expect(registryOf([{ type: 'kv-list', items: [row] }])).toEqual({ 'kv-list': undefined });
    expect(
      Object.keys(registryOf([{ type: 'kv-list', items: [{ ...row, icon: 'phone' }] }])),
    ).toEqual(['icon', 'kv-list']);
    const tiles = { type: 'choice-tiles', items: '/types', emit: 'pick' };
    expect(Object.keys(registryOf([tiles]))).toEqual(['choice-tiles']);
    expect(Object.keys(registryOf([{ ...tiles, defaultIcon: 'info' }]))).toEqual([
      'choice-tiles',
      'icon',
    ]);
  });

  it('fails on a node type the catalogue lacks', () => {
    expect(() =>
      registryTypes(
        [{ type: 'hologram', path: '/body/0', inForm: false, stateBound: false, node: {} }],
        schemas,
      ),
    ).toThrow(/"hologram" at \/body\/0 is not in the node catalogue/);
  });
});

describe('the module', () => {
  const write = (types: RegistryTypes) =>
    registryModule(types, {
      name: 'testRegistry',
      renderers: '../../../renderers',
      about: '// test',
      typeNames: nodeTypeNames(schemas),
    });

  it('imports exactly the components of its types', () => {
    const code = write(
      new Map([
        ['stack', undefined],
        ['text', undefined],
      ]),
    );
    expect(code.match(/^import .*$/gm)).toEqual([
      "import type { Registry } from '../../../renderers/context';",
      "import { Stack } from '../../../renderers/nodes/Stack';",
      "import { Text } from '../../../renderers/nodes/Text';",
    ]);
    expect(code).toContain(
      'export const testRegistry: Registry = {\n  stack: Stack,\n  text: Text,\n};',
    );
  });

  it('writes a lazy wrapper for a heavy node, and loads its module only when drawn', () => {
    const code = write(new Map([['qr-code', undefined]]));
    expect(code).not.toMatch(/^import .*nodes\/lazy\/QrCode/m);
    expect(code).toContain(
      "const LazyQrCode = lazyNode<Nodes.QrCodeNode>(() => import('../../../renderers/nodes/lazy/QrCode'),",
    );
    expect(code).toContain("  'qr-code': LazyQrCode,");
  });

  it('draws a field by its binding when it holds both', () => {
    const code = write(new Map([['input', 'both']]));
    expect(code).toContain('input: byBinding(InputNode, LazyInputInState),');
    expect(write(new Map([['input', 'form']]))).toContain('input: InputNode,');
    expect(write(new Map([['input', 'state']]))).toContain('input: LazyInput,');
  });

  it('the all-nodes registry holds every type, the two-way ones both ways', () => {
    const all = allTypes();
    expect([...all.keys()].sort()).toEqual(Object.keys(nodeCatalogue).sort());
    expect(all.get('checkbox')).toBe('both');
    expect(all.get('text')).toBeUndefined();
  });
});
