// The image picker as a registry group of its own (see ./index.ts).
import type { NodeComponent } from '../context';
import { ImagePickerNode } from './ImagePickerNode';

export const imagePickerNodes = {
  'image-picker': ImagePickerNode,
} satisfies Record<string, NodeComponent>;
