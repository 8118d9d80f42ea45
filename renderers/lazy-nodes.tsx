// How a heavy node type loads when first rendered: barcode, qr-code and frame (with their
// libraries), rating, countdown and the state-bound input and textarea (their formats).
// `lazyNode` loads the component with React.lazy, once the page's text is on screen
// (after-paint.ts), inside its own <Suspense>, showing a box of the node's size meanwhile (given
// as data, PlaceholderSize), so a slow chunk neither blanks the page nor holds back other nodes,
// and the page does not jump when it arrives. A chunk that fails to load, or has not arrived in
// LOAD_LIMIT_MS (in-time.ts), leaves a short message with "Try again" in the node's place (its
// section stays), which loads it again and, failed twice, reloads the page; a node that loaded
// and then fails is its section's boundary's. Each page's generated registry
// (src/generated/registries/, from renderers/node-catalogue.ts) writes the wrappers of the heavy
// nodes it uses itself, so a page carries the few bytes of its own wrappers only and no chunk
// of one wrapper is ever cut. `lazyNode` without a size (a node only served data draws: a
// carousel in a landing template's sections) loads at once, with no placeholder: the screen's
// body waits.
// Keep this file free of static imports of the components and their libraries.
import { css, type SerializedStyles } from '@emotion/react';
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ContextType,
  type ReactNode,
} from 'react';
import { afterContentPaint } from './after-paint';
import { inTime } from './in-time';
import { RendererContext, type NodeComponent, type NodeProps } from './context';
import { NodeFailed } from './NodeBoundary';
import { Button } from './ui/Button';
import { VH_HEIGHT } from './nodes/lazy/sizes';
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

/**
 * A length of a placeholder, px: the node's `prop` when it is a number, else `value`; times
 * `scale`, plus `add`. Data, so a generated registry writes it in place (no shared module).
 */
export interface PlaceholderLength {
  prop?: string;
  value: number;
  scale?: number;
  add?: number;
}

/**
 * The size of a heavy node's placeholder: `width` (the row's when absent) and `height`; with
 * `vh`, a height the node gives as "<n>vh" is kept as it is.
 */
export interface PlaceholderSize {
  width?: PlaceholderLength;
  height: PlaceholderLength;
  vh?: boolean;
}

function length({ prop, value, scale = 1, add = 0 }: PlaceholderLength, node: unknown): number {
  const given = prop === undefined ? undefined : (node as Record<string, unknown>)[prop];
  return (typeof given === 'number' ? given : value) * scale + add;
}

function boxOf(size: PlaceholderSize, node: unknown): { width?: number; height: string } {
  const given = size.height.prop && (node as Record<string, unknown>)[size.height.prop];
  const height =
    size.vh && typeof given === 'string' && VH_HEIGHT.test(given)
      ? given
      : `${length(size.height, node)}px`;
  return { width: size.width && length(size.width, node), height };
}

/** Holds the node's place while its chunk loads. */
function Placeholder({ width = '100%', height }: { width?: number | string; height: string }) {
  return <div aria-hidden="true" data-lazy-placeholder="" css={placeholderStyle(width, height)} />;
}

interface Attempt<N> {
  id: number;
  Loaded: ComponentType<NodeProps<N>>;
  failed: boolean;
}

interface LoadBoundaryProps {
  path: string;
  loadFailed: () => boolean;
  retry: () => void;
  children: ReactNode;
}

// Written without class fields: the build's target (ES2020) would lower each to a helper call.
/** A load that failed shows its message and "Try again"; any other failure goes on up. */
class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown; failed: boolean }> {
  declare context: ContextType<typeof RendererContext>;

  constructor(props: LoadBoundaryProps) {
    super(props);
    this.state = { error: null, failed: false };
  }

  static getDerivedStateFromError(error: unknown): { error: unknown; failed: boolean } {
    return { error, failed: true };
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (!this.props.loadFailed()) throw this.state.error;
    const t = this.context?.t;
    return (
      <div>
        <NodeFailed path={this.props.path} message={t?.('renderer.nodeFailed') ?? ''} />
        <Button variant="secondary" onClick={this.props.retry}>
          {t?.('common.retry')}
        </Button>
      </div>
    );
  }
}

LoadBoundary.contextType = RendererContext;

/**
 * How long the body waits for a node without a size, as a served template's own call is
 * waited for (decision 034): past it the page shows without that node, which says so in its
 * place with Try again.
 */
export const AWAITED_LIMIT_MS = 5_000;
/** Where a node without a size loads again after Try again: in its place, the page stays. */
const RETRY_BOX: PlaceholderSize = { height: { value: 44 } };

/**
 * A node component loaded on first render, with a placeholder of the size `size` gives. Without
 * a size it holds no place of its own: it suspends, and the screen's body waits for it
 * (ScreenView's Suspense) and shows whole, nothing shifting. That is for a node only served
 * data draws (node-catalogue.ts, lazyWhenServed): the data has arrived, and most has none.
 */
export function lazyNode<N>(
  load: () => Promise<{ default: ComponentType<NodeProps<N>> }>,
  size?: PlaceholderSize,
): NodeComponent<N> {
  const start = (id: number): Attempt<N> => {
    const attempt: Attempt<N> = {
      id,
      failed: false,
      Loaded: lazy(() =>
        // A node with a placeholder waits for the page's text; an awaited one holds it back,
        // for a short while only.
        (size
          ? afterContentPaint().then(() => inTime(load()))
          : inTime(load(), id === 0 ? AWAITED_LIMIT_MS : undefined)
        ).catch((error: unknown) => {
          attempt.failed = true;
          throw error;
        }),
      ),
    };
    return attempt;
  };
  // One attempt for every node of the type; a retry from any of them starts the next.
  let latest = start(0);
  return function LazyNode(props: NodeProps<N>) {
    const [attempt, setAttempt] = useState(latest);
    const retry = () => {
      // Failed again: the file may be gone (a new release replaced it) and asking for it once
      // more cannot help. A reload brings the page that names the new files, as the page's own
      // load failure does (a form's draft comes back).
      if (attempt.id > 0) return window.location.reload();
      if (latest === attempt) latest = start(attempt.id + 1);
      setAttempt(latest);
    };
    const { Loaded } = attempt;
    // Tried again, a node without a size loads in a box of its own: the page stays shown.
    const box = size ?? (attempt.id > 0 ? RETRY_BOX : undefined);
    return (
      <LoadBoundary
        key={attempt.id}
        path={props.path}
        loadFailed={() => attempt.failed}
        retry={retry}
      >
        {box ? (
          <Suspense fallback={<Placeholder {...boxOf(box, props.node)} />}>
            <Loaded {...props} />
          </Suspense>
        ) : (
          <Loaded {...props} />
        )}
      </LoadBoundary>
    );
  };
}
