// Node type → component. A plain map from a factory so tests and themes can override or
// add entries without touching the defaults.
import type { NodeComponent, Registry } from './context';
import { ButtonNode } from './nodes/ButtonNode';
import { ChoiceTiles } from './nodes/ChoiceTiles';
import { Heading } from './nodes/Heading';
import { Image } from './nodes/Image';
import { KeyValueList } from './nodes/KeyValueList';
import { Link } from './nodes/Link';
import { LoadingNode } from './nodes/LoadingNode';
import { ModalNode } from './nodes/ModalNode';
import { Stack } from './nodes/Stack';
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
  modal: ModalNode,
  toast: ToastNode,
  loading: LoadingNode,
  'choice-tiles': ChoiceTiles,
} satisfies Record<string, NodeComponent>;

export function createRegistry(overrides: Record<string, NodeComponent> = {}): Registry {
  return Object.freeze({ ...defaultNodes, ...overrides });
}

export const defaultRegistry = createRegistry();
