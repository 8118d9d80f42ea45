// Every node type of the screen language and the component that draws it: what `npm run gen`
// (scripts/gen.ts, scripts/registries/) reads to write each shipped layout's registry
// (src/generated/registries/<id>.ts) and the all-nodes one (renderers/generated/all-nodes.ts).
// Data only: the app never imports this file, so naming a component here costs no page a byte;
// a page pays for the components its generated registry imports.
//
// A module is a path under renderers/ without its extension. `lazy` marks the heavy nodes: the
// generated registry wraps the component in lazyNode (renderers/lazy-nodes.tsx), so its code
// loads when the node is first drawn, in a placeholder sized by `lazy.box`.
// A type with two implementations names both: `form`, bound to a value of the enclosing `form`
// node (react-hook-form), and `state`, bound to a local state value (`state`, no form). The
// generator picks per layout (scripts/registries/screen-registry.ts): the form one when the
// layout has such a node inside a form without `state` (it draws a state-bound one too), the
// state one otherwise, so a screen with one agreement box or one SMS code never downloads the
// form nodes. tests/schemas/node-catalogue.test.ts fails when this list and the node schemas
// (schemas/v1/screen/nodes/) differ.

import type { PlaceholderSize } from './lazy-nodes';
import {
  BARCODE_HEIGHT,
  BARCODE_TEXT_HEIGHT,
  BUTTON_HEIGHT,
  FRAME_HEIGHT,
  INPUT_PLACEHOLDER_HEIGHT,
  QR_SIZE,
  STAR_SIZE,
  TEXTAREA_LINE_HEIGHT,
  TEXTAREA_PLACEHOLDER_BASE,
  TEXTAREA_ROWS,
} from './nodes/lazy/sizes';

export interface NodeImplementation {
  /** The module under renderers/, without extension: 'nodes/Text'. */
  module: string;
  /** The component's export: a name, or 'default'. */
  export: string;
  /** A heavy node: its code loads when the node is first drawn, in a placeholder this size. */
  lazy?: { placeholder: PlaceholderSize };
  /**
   * Heavy only where served data alone may draw it (a landing template's sections): there its
   * code loads when such a node is first drawn, and the screen's body waits for it (lazyNode
   * without a size, renderers/lazy-nodes.tsx), so most visits, whose data has none, never
   * download it. A layout that names the node itself loads it with the page.
   */
  lazyWhenServed?: true;
  /**
   * Node types the component draws itself, from a property rather than a node position (a
   * kv-list row's icon): the registry holds them too. `when` tells from a node of the layout
   * whether it will; without it, or for a node drawn from the data, it is assumed to.
   */
  draws?: { types: readonly string[]; when?: (node: Readonly<Record<string, unknown>>) => boolean };
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

/** A heavy node: loaded when first drawn, in a placeholder of the given size. */
const lazy = (module: string, name: string, placeholder: PlaceholderSize): NodeImplementation => ({
  module,
  export: name,
  lazy: { placeholder },
});

/** A placeholder as high as `px` (or the node's `prop`), and as wide as `width`. */
const tall = (px: number, prop?: string): PlaceholderSize => ({ height: { prop, value: px } });

export const nodeCatalogue: Readonly<Record<string, CatalogueEntry>> = {
  text: { module: 'nodes/Text', export: 'Text' },
  heading: { module: 'nodes/Heading', export: 'Heading' },
  image: { module: 'nodes/Image', export: 'Image' },
  // Bound by the generated registry to the glyphs its layout names (renderers/icon-catalogue.ts).
  icon: { module: 'nodes/Icon', export: 'iconNode' },
  'kv-list': {
    module: 'nodes/KeyValueList',
    export: 'KeyValueList',
    draws: {
      types: ['icon'],
      when: (node) =>
        Array.isArray(node.items) &&
        node.items.some(
          (item: unknown) => typeof item === 'object' && item !== null && 'icon' in item,
        ),
    },
  },
  button: { module: 'nodes/ButtonNode', export: 'ButtonNode' },
  link: { module: 'nodes/Link', export: 'Link' },
  stack: { module: 'nodes/Stack', export: 'Stack' },
  list: { module: 'nodes/List', export: 'List' },
  switch: { module: 'nodes/Switch', export: 'Switch' },
  tabs: { module: 'nodes/Tabs', export: 'Tabs' },
  modal: { module: 'nodes/ModalNode', export: 'ModalNode' },
  'bottom-sheet': { module: 'nodes/ModalNode', export: 'BottomSheetNode' },
  toast: { module: 'nodes/ToastNode', export: 'ToastNode' },
  loading: { module: 'nodes/LoadingNode', export: 'LoadingNode' },
  'choice-tiles': {
    module: 'nodes/ChoiceTiles',
    export: 'ChoiceTiles',
    draws: {
      types: ['icon'],
      when: (node) => node.icons !== undefined || node.defaultIcon !== undefined,
    },
  },
  // With its page: its grid's height is known only once drawn, so a placeholder shifted the
  // text under it (CLS 0.08 on /paymentGuide) to save 1.4 KB.
  gallery: { module: 'nodes/Gallery', export: 'Gallery', lazyWhenServed: true },
  barcode: lazy('nodes/lazy/Barcode', 'default', {
    height: { prop: 'height', value: BARCODE_HEIGHT, add: BARCODE_TEXT_HEIGHT },
  }),
  'qr-code': lazy('nodes/lazy/QrCode', 'default', {
    width: { prop: 'size', value: QR_SIZE },
    height: { prop: 'size', value: QR_SIZE },
  }),
  frame: lazy('nodes/lazy/Frame', 'default', { ...tall(FRAME_HEIGHT, 'height'), vh: true }),
  // With its page: the home page's banner is its largest paint (decision 042).
  carousel: { module: 'nodes/Carousel', export: 'Carousel', lazyWhenServed: true },
  rating: lazy('nodes/Rating', 'Rating', {
    width: { prop: 'max', value: 5, scale: STAR_SIZE },
    height: { value: STAR_SIZE },
  }),
  countdown: lazy('nodes/Countdown', 'Countdown', tall(BUTTON_HEIGHT)),
  form: { module: 'form/FormNode', export: 'FormNode' },
  input: {
    form: { module: 'form/InputNode', export: 'InputNode' },
    state: lazy('nodes/StateInput', 'StateInput', tall(INPUT_PLACEHOLDER_HEIGHT)),
  },
  textarea: {
    form: { module: 'form/TextareaNode', export: 'TextareaNode' },
    state: lazy('nodes/StateInput', 'StateTextarea', {
      height: {
        prop: 'rows',
        value: TEXTAREA_ROWS,
        scale: TEXTAREA_LINE_HEIGHT,
        add: TEXTAREA_PLACEHOLDER_BASE,
      },
    }),
  },
  checkbox: {
    form: { module: 'form/CheckboxNode', export: 'CheckboxNode' },
    state: { module: 'nodes/StateCheckbox', export: 'StateCheckbox' },
  },
  select: { module: 'form/SelectNode', export: 'SelectNode' },
  'image-picker': { module: 'form/ImagePickerNode', export: 'ImagePickerNode' },
  custom: { module: 'nodes/Custom', export: 'Custom' },
  state: { module: 'nodes/State', export: 'State' },
  nav: { module: 'nodes/Nav', export: 'Nav' },
  include: { module: 'nodes/Include', export: 'Include' },
};
