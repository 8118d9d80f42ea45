// The heavy node types, loaded when first rendered: barcode, qr-code, frame and carousel (with
// their libraries), gallery, rating, countdown, icon and state (with their glyphs), the
// state-bound input and textarea (their formats) and the image picker (its upload queue and
// photo downscaling). A screen's generated registry (renderers/node-catalogue.ts, `npm run
// gen`) imports only the wrappers it needs, one export each, so even a screen that uses one
// of them does not download the others' code before its first paint. Each wrapper loads its
// component with React.lazy, once the page's text is on screen (after-paint.ts), inside its own
// <Suspense>, showing a box of the node's size meanwhile, so a slow chunk neither blanks the
// page nor holds back other nodes, and the page does not jump when it arrives. A chunk that
// fails to load is contained by the node's error boundary.
// Keep this file free of static imports of the components and their libraries: type-only
// imports are erased, and ./nodes/lazy/sizes has no library code.
import { css, type SerializedStyles } from '@emotion/react';
import { lazy, Suspense, type ComponentType } from 'react';
import type {
  BarcodeNode,
  CarouselNode,
  CountdownNode,
  FrameNode,
  GalleryNode,
  IconNode,
  ImagePickerNode,
  InputNode,
  QrCodeNode,
  RatingNode,
  StateNode,
  TextareaNode,
} from './generated/screen-types';
import { afterContentPaint } from './after-paint';
import type { NodeComponent, NodeProps } from './context';
import {
  BARCODE_HEIGHT,
  BARCODE_TEXT_HEIGHT,
  BUTTON_HEIGHT,
  CAROUSEL_PLACEHOLDER_HEIGHT,
  GALLERY_PLACEHOLDER_HEIGHT,
  ICON_SIZE,
  IMAGE_PICKER_PLACEHOLDER_HEIGHT,
  INPUT_PLACEHOLDER_HEIGHT,
  QR_SIZE,
  STAR_SIZE,
  STATE_PLACEHOLDER_HEIGHT,
  frameHeight,
  textareaPlaceholderHeight,
} from './nodes/lazy/sizes';
import { cachedStyle } from './styles';
import { theme } from './theme';

/** A placeholder's box per size, built once. */
const placeholderStyles = new Map<string, SerializedStyles>();
const placeholderStyle = (width: number | string, height: string) =>
  cachedStyle(placeholderStyles, `${typeof width} ${width} ${height}`, () =>
    css({
      width,
      maxWidth: '100%',
      height,
      margin: '0 auto',
      borderRadius: theme.radius,
      background: theme.border,
    }),
  );

/** Holds the node's place while its chunk loads. */
function Placeholder({ width = '100%', height }: { width?: number | string; height: string }) {
  return <div aria-hidden="true" data-lazy-placeholder="" css={placeholderStyle(width, height)} />;
}

/** A node component loaded on first render, with a placeholder of the size `box` gives. */
export function lazyNode<N>(
  load: () => Promise<{ default: ComponentType<NodeProps<N>> }>,
  box: (node: N) => { width?: number; height: string },
): NodeComponent<N> {
  const Loaded = lazy(() => afterContentPaint().then(load));
  return function LazyNode(props: NodeProps<N>) {
    return (
      <Suspense fallback={<Placeholder {...box(props.node)} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

const named =
  <K extends string, C>(key: K) =>
  (module: Record<K, C>) => ({ default: module[key] });

export const LazyBarcode = lazyNode<BarcodeNode>(
  () => import('./nodes/lazy/Barcode'),
  (node) => ({ height: `${(node.height ?? BARCODE_HEIGHT) + BARCODE_TEXT_HEIGHT}px` }),
);

export const LazyQrCode = lazyNode<QrCodeNode>(
  () => import('./nodes/lazy/QrCode'),
  (node) => ({ width: node.size ?? QR_SIZE, height: `${node.size ?? QR_SIZE}px` }),
);

export const LazyFrame = lazyNode<FrameNode>(
  () => import('./nodes/lazy/Frame'),
  (node) => ({ height: frameHeight(node.height) }),
);

export const LazyCarousel = lazyNode<CarouselNode>(
  () => import('./nodes/lazy/Carousel'),
  () => ({ height: `${CAROUSEL_PLACEHOLDER_HEIGHT}px` }),
);

export const LazyGallery = lazyNode<GalleryNode>(
  () => import('./nodes/Gallery').then(named('Gallery')),
  () => ({ height: `${GALLERY_PLACEHOLDER_HEIGHT}px` }),
);

export const LazyRating = lazyNode<RatingNode>(
  () => import('./nodes/Rating').then(named('Rating')),
  (node) => ({ width: (node.max ?? 5) * STAR_SIZE, height: `${STAR_SIZE}px` }),
);

export const LazyIcon = lazyNode<IconNode>(
  () => import('./nodes/Icon').then(named('Icon')),
  (node) => ({ width: node.size ?? ICON_SIZE, height: `${node.size ?? ICON_SIZE}px` }),
);

export const LazyCountdown = lazyNode<CountdownNode>(
  () => import('./nodes/Countdown').then(named('Countdown')),
  () => ({ height: `${BUTTON_HEIGHT}px` }),
);

export const LazyState = lazyNode<StateNode>(
  () => import('./nodes/State').then(named('State')),
  () => ({ height: `${STATE_PLACEHOLDER_HEIGHT}px` }),
);

/** The input bound to local state (an SMS code); a form's input is form/InputNode. */
export const LazyStateInput = lazyNode<InputNode>(
  () => import('./nodes/StateInput').then((m) => ({ default: m.StateInput })),
  () => ({ height: `${INPUT_PLACEHOLDER_HEIGHT}px` }),
);

/** The textarea bound to local state; a form's textarea is form/TextareaNode. */
export const LazyStateTextarea = lazyNode<TextareaNode>(
  () => import('./nodes/StateInput').then((m) => ({ default: m.StateTextarea })),
  (node) => ({ height: `${textareaPlaceholderHeight(node.rows)}px` }),
);

/** The picker's code loads with the page's first render: the field above it is used first. */
export const LazyImagePicker = lazyNode<ImagePickerNode>(
  () => import('./form/ImagePickerNode').then(named('ImagePickerNode')),
  () => ({ height: IMAGE_PICKER_PLACEHOLDER_HEIGHT }),
);
