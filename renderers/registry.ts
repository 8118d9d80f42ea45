// Node type → component. A plain map from a factory so tests and themes can override or
// add entries without touching the defaults. Form nodes (react-hook-form) are not defaults:
// a page with a form adds `formNodes` (renderers/form), so other pages never download them.
// Barcode, QR code, frame, carousel, gallery, rating, countdown, icon and the state-bound
// input are defaults but lazy: their code loads on first use.
import type { NodeComponent, Registry } from './context';
import { lazyNodes } from './lazy-nodes';
import { ButtonNode } from './nodes/ButtonNode';
import { ChoiceTiles } from './nodes/ChoiceTiles';
import { Custom } from './nodes/Custom';
import { Heading } from './nodes/Heading';
import { Image } from './nodes/Image';
import { KeyValueList } from './nodes/KeyValueList';
import { Link } from './nodes/Link';
import { List } from './nodes/List';
import { LoadingNode } from './nodes/LoadingNode';
import { BottomSheetNode, ModalNode } from './nodes/ModalNode';
import { Stack } from './nodes/Stack';
import { Switch } from './nodes/Switch';
import { StateCheckbox } from './nodes/StateCheckbox';
import { Tabs } from './nodes/Tabs';
import { Text } from './nodes/Text';
import { ToastNode } from './nodes/ToastNode';

export const defaultNodes = {
  text: Text,
  heading: Heading,
  image: Image,
  'kv-list': KeyValueList,
  button: ButtonNode,
  link: Link,
  stack: Stack,
  list: List,
  switch: Switch,
  tabs: Tabs,
  modal: ModalNode,
  'bottom-sheet': BottomSheetNode,
  toast: ToastNode,
  loading: LoadingNode,
  'choice-tiles': ChoiceTiles,
  // Bound to local state; a page's formNodes replace it with the one that also binds to a form
  // (so does the lazy state-bound `input`).
  checkbox: StateCheckbox,
  custom: Custom,
  ...lazyNodes,
} satisfies Record<string, NodeComponent>;

export function createRegistry(...groups: Array<Record<string, NodeComponent>>): Registry {
  return Object.freeze(Object.assign({}, defaultNodes, ...groups));
}

export const defaultRegistry = createRegistry();
