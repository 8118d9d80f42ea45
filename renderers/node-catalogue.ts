// Every node type of the screen language and the component that draws it: what `npm run gen`
// (scripts/gen.ts, scripts/registries/) reads to write each shipped layout's registry
// (src/generated/registries/<id>.ts) and the all-nodes one (renderers/generated/all-nodes.ts).
// Data only: the app never imports this file, so naming a component here costs no page a byte;
// a page pays for the components its generated registry imports.
//
// A module is a path under renderers/ without its extension. `lazy` marks the heavy nodes: their
// entry is a wrapper from renderers/lazy-nodes.tsx that loads the component on first render.
// A type with two implementations names both: `form`, bound to a value of the enclosing `form`
// node (react-hook-form), and `state`, bound to a local state value (`state`, no form). The
// generator picks per layout (scripts/registries/screen-registry.ts): the form one when the
// layout has such a node inside a form without `state` (it draws a state-bound one too), the
// state one otherwise, so a screen with one agreement box or one SMS code never downloads the
// form nodes. tests/schemas/node-catalogue.test.ts fails when this list and the node schemas
// (schemas/v1/screen/nodes/) differ.

export interface NodeImplementation {
  /** The module under renderers/, without extension: 'nodes/Text'. */
  module: string;
  /** Its named export: the component, or the lazy wrapper of one. */
  export: string;
  /** A wrapper from lazy-nodes.tsx: the component's code loads when the node first renders. */
  lazy?: true;
}

export interface BoundVariants {
  /** Inside a `form` node, bound to a form value by `name`; draws a state-bound one as well. */
  form: NodeImplementation;
  /** Bound to a local state value by `state`; needs no form. */
  state: NodeImplementation;
}

export type CatalogueEntry = NodeImplementation | BoundVariants;

export function hasVariants(entry: CatalogueEntry): entry is BoundVariants {
  return 'form' in entry;
}

const lazy = (name: string): NodeImplementation => ({
  module: 'lazy-nodes',
  export: name,
  lazy: true,
});

export const nodeCatalogue: Readonly<Record<string, CatalogueEntry>> = {
  text: { module: 'nodes/Text', export: 'Text' },
  heading: { module: 'nodes/Heading', export: 'Heading' },
  image: { module: 'nodes/Image', export: 'Image' },
  icon: lazy('LazyIcon'),
  'kv-list': { module: 'nodes/KeyValueList', export: 'KeyValueList' },
  button: { module: 'nodes/ButtonNode', export: 'ButtonNode' },
  link: { module: 'nodes/Link', export: 'Link' },
  stack: { module: 'nodes/Stack', export: 'Stack' },
  list: { module: 'nodes/List', export: 'List' },
  tabs: { module: 'nodes/Tabs', export: 'Tabs' },
  modal: { module: 'nodes/ModalNode', export: 'ModalNode' },
  'bottom-sheet': { module: 'nodes/ModalNode', export: 'BottomSheetNode' },
  toast: { module: 'nodes/ToastNode', export: 'ToastNode' },
  loading: { module: 'nodes/LoadingNode', export: 'LoadingNode' },
  'choice-tiles': { module: 'nodes/ChoiceTiles', export: 'ChoiceTiles' },
  gallery: lazy('LazyGallery'),
  barcode: lazy('LazyBarcode'),
  'qr-code': lazy('LazyQrCode'),
  frame: lazy('LazyFrame'),
  carousel: lazy('LazyCarousel'),
  rating: lazy('LazyRating'),
  countdown: lazy('LazyCountdown'),
  form: { module: 'form/FormNode', export: 'FormNode' },
  input: {
    form: { module: 'form/InputNode', export: 'InputNode' },
    state: lazy('LazyStateInput'),
  },
  textarea: {
    form: { module: 'form/TextareaNode', export: 'TextareaNode' },
    state: lazy('LazyStateTextarea'),
  },
  checkbox: {
    form: { module: 'form/CheckboxNode', export: 'CheckboxNode' },
    state: { module: 'nodes/StateCheckbox', export: 'StateCheckbox' },
  },
  select: { module: 'form/SelectNode', export: 'SelectNode' },
  'image-picker': lazy('LazyImagePicker'),
  custom: { module: 'nodes/Custom', export: 'Custom' },
  state: lazy('LazyState'),
  nav: { module: 'nodes/Nav', export: 'Nav' },
  include: { module: 'nodes/Include', export: 'Include' },
};
