// Node types whose code only pages that render them download: barcode, qr-code, frame and
// carousel. Each entry is a small wrapper that loads its component (and its library) with
// React.lazy inside its own <Suspense>, showing a box of the node's size meanwhile, so a
// slow chunk neither blanks the page nor holds back other nodes, and the page does not jump
// when it arrives. A chunk that fails to load is contained by the node's error boundary.
// Keep this file free of static imports of the components and their libraries: type-only
// imports are erased, and ./nodes/lazy/sizes has no library code.
import { lazy, Suspense } from 'react';
import type { NodeComponent, NodeProps } from './context';
import type { BarcodeNodeProps } from './nodes/lazy/Barcode';
import type { CarouselNodeProps } from './nodes/lazy/Carousel';
import type { FrameNodeProps } from './nodes/lazy/Frame';
import type { QrCodeNodeProps } from './nodes/lazy/QrCode';
import {
  BARCODE_HEIGHT,
  BARCODE_TEXT_HEIGHT,
  CAROUSEL_PLACEHOLDER_HEIGHT,
  QR_SIZE,
  frameHeight,
} from './nodes/lazy/sizes';
import { theme } from './theme';

const LazyBarcode = lazy(() => import('./nodes/lazy/Barcode'));
const LazyQrCode = lazy(() => import('./nodes/lazy/QrCode'));
const LazyFrame = lazy(() => import('./nodes/lazy/Frame'));
const LazyCarousel = lazy(() => import('./nodes/lazy/Carousel'));

/** Holds the node's place while its chunk loads. */
function Placeholder({ width = '100%', height }: { width?: number | string; height: string }) {
  return (
    <div
      aria-hidden="true"
      data-lazy-placeholder=""
      css={{
        width,
        maxWidth: '100%',
        height,
        margin: '0 auto',
        borderRadius: theme.radius,
        background: theme.border,
      }}
    />
  );
}

function Barcode(props: NodeProps<BarcodeNodeProps>) {
  const height = (props.node.height ?? BARCODE_HEIGHT) + BARCODE_TEXT_HEIGHT;
  return (
    <Suspense fallback={<Placeholder height={`${height}px`} />}>
      <LazyBarcode {...props} />
    </Suspense>
  );
}

function QrCode(props: NodeProps<QrCodeNodeProps>) {
  const size = props.node.size ?? QR_SIZE;
  return (
    <Suspense fallback={<Placeholder width={size} height={`${size}px`} />}>
      <LazyQrCode {...props} />
    </Suspense>
  );
}

function Frame(props: NodeProps<FrameNodeProps>) {
  return (
    <Suspense fallback={<Placeholder height={frameHeight(props.node.height)} />}>
      <LazyFrame {...props} />
    </Suspense>
  );
}

function Carousel(props: NodeProps<CarouselNodeProps>) {
  return (
    <Suspense fallback={<Placeholder height={`${CAROUSEL_PLACEHOLDER_HEIGHT}px`} />}>
      <LazyCarousel {...props} />
    </Suspense>
  );
}

export const lazyNodes = {
  barcode: Barcode,
  'qr-code': QrCode,
  frame: Frame,
  carousel: Carousel,
} satisfies Record<string, NodeComponent>;
