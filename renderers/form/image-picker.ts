// The image picker as a registry group of its own (see ./index.ts). Its code (the upload
// queue, downscaling) loads with the page's first render rather than before it, in a box of
// its size: the text field above it is what the borrower uses first.
import type { ImagePickerNode as ImagePickerNodeType } from '../generated/screen-types';
import type { NodeComponent } from '../context';
import { lazyNode } from '../lazy-nodes';

/** The picker's height with its heading and one row of tiles. */
export const IMAGE_PICKER_PLACEHOLDER_HEIGHT = '148px';

export const imagePickerNodes = {
  'image-picker': lazyNode<ImagePickerNodeType>(
    () => import('./ImagePickerNode').then((m) => ({ default: m.ImagePickerNode })),
    () => ({ height: IMAGE_PICKER_PLACEHOLDER_HEIGHT }),
  ),
} satisfies Record<string, NodeComponent>;
