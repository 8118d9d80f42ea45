// Nodes taken from the data: a landing template's sections, composed by operations staff in
// this language. At most `max` are drawn, and their lists about SERVED_ROWS rows in all
// however they nest (renderers/row-budget.ts), so an absurd template still renders quickly;
// each is contained on its own (an unknown type falls back, a broken one fails in its place).
// Each drawn node says where in the data it came from (`data-source`, a JSON Pointer), on a
// box that takes no part in the layout: the studio's preview maps a tap on the page to the
// part of the config it shows, and back (src/studio/frame-select.ts).
//
// What they may do is less than a shipped layout may (decision 049): move within the app and
// open web pages (http, https or this site's paths: the contract's one allow-list for server
// URLs), and run their own local steps. They never call the native app, speak for the page
// (its events, which would send calls with values nobody typed) or open another scheme, and
// their steps never change the screen's own state (the form's fields: a code nobody typed).
import { css } from '@emotion/react';
import { useMemo } from 'react';
import type { AppAction } from '../actions';
import type { IncludeNode } from '../generated/screen-types';
import {
  RendererContext,
  useRenderer,
  type NodeComponent,
  type NodeProps,
  type RendererContextValue,
} from '../context';
import type { UrlPolicy } from '../services';
import { NodeBoundary } from '../NodeBoundary';
import { NodeView } from '../NodeView';
import { RowBudgetContext, SERVED_ROWS, shareOf } from '../row-budget';
import {
  ScreenStoreContext,
  useReader,
  useScreenStore,
  type ScreenStore,
  type StateValues,
} from '../scope';

const DEFAULT_MAX = 100;
const noBox = css({ display: 'contents' });

const isWebAddress = (url: string | null) => url !== null && /^(https?:|\/)/i.test(url);

/**
 * The renderer as the page gives it, narrowed to what nodes from the data may do and be: the
 * kinds `allowed` (all when null), never an include (nodes from the data drawing the data's
 * nodes again would draw themselves inside themselves, doubling at every level).
 */
function useServerSentRenderer(allowed: ReadonlySet<string> | null): RendererContextValue {
  const renderer = useRenderer();
  return useMemo(() => {
    const registry = Object.fromEntries(
      Object.entries(renderer.registry).filter(
        ([type]) => type !== 'include' && (allowed === null || allowed.has(type)),
      ),
    );
    const { urls } = renderer.services;
    const allowedUrl: UrlPolicy['allowedUrl'] = (url, use) => {
      if (use === 'frame') return urls.allowedUrl(url, use);
      const allowed = use === 'open' ? urls.allowedUrl(url, use) : null;
      return isWebAddress(allowed) ? allowed : null;
    };
    const onAction = (action: AppAction) => {
      const may =
        action.type === 'navigate' ||
        action.type === 'copy' ||
        (action.type === 'openUrl' && allowedUrl(action.url, 'open') !== null);
      if (may) renderer.onAction(action);
      else console.warn('[renderer] an action from the data is not run', action.type);
    };
    return {
      ...renderer,
      registry,
      onAction,
      services: { ...renderer.services, urls: { ...urls, allowedUrl } },
    };
  }, [renderer, allowed]);
}

/**
 * The screen's store as nodes from the data may read and change it: names of their own only,
 * never a name the screen's state declares (the page's fields and flags). Read, a field would
 * go wherever a picture or a link of theirs points: an SMS code as it is typed.
 */
function useServerSentStore(): ScreenStore {
  const store = useScreenStore();
  return useMemo(() => {
    const screens = new Set(Object.keys(store.state()));
    const own = (name: string, step: () => void) => {
      if (screens.has(name)) console.warn('[renderer] a step from the data is not run', name);
      else step();
    };
    let all: StateValues | undefined;
    let theirs: StateValues = {};
    return {
      ...store,
      state: () => {
        if (store.state() !== all) {
          all = store.state();
          theirs = Object.fromEntries(Object.entries(all).filter(([name]) => !screens.has(name)));
        }
        return theirs;
      },
      set: (name, value) => own(name, () => store.set(name, value)),
      toggle: (name) => own(name, () => store.toggle(name)),
    };
  }, [store]);
}

/**
 * The include node of a layout whose include may draw only `kinds` (space-separated) from the
 * data (its nodesSchema's, written into the screen's registry by `npm run gen`): a node of
 * any other kind is drawn as an unknown one.
 */
export function servedInclude(kinds: string): NodeComponent<IncludeNode> {
  const allowed = new Set(kinds.split(' '));
  return function ServedInclude(props: NodeProps<IncludeNode>) {
    return <DataNodes {...props} allowed={allowed} />;
  };
}

/** The include node that may draw every kind from the data but another include. */
export function Include(props: NodeProps<IncludeNode>) {
  return <DataNodes {...props} allowed={null} />;
}

function DataNodes({
  node,
  path,
  allowed,
}: NodeProps<IncludeNode> & { allowed: ReadonlySet<string> | null }) {
  const read = useReader();
  const renderer = useServerSentRenderer(allowed);
  const store = useServerSentStore();
  const nodes = read(node.nodes);
  if (!Array.isArray(nodes)) return null;
  const drawn = nodes.slice(0, node.max ?? DEFAULT_MAX);
  return (
    <RendererContext value={renderer}>
      <ScreenStoreContext value={store}>
        <RowBudgetContext value={shareOf(SERVED_ROWS, drawn.length)}>
          {drawn.map((child: unknown, i) => {
            // What is not even an object is no node: left out, like a node that cannot be drawn.
            if (typeof child !== 'object' || child === null) return null;
            const type = (child as { type?: unknown }).type;
            return (
              <div key={i} data-source={`${node.nodes}/${i}`} css={noBox}>
                <NodeBoundary
                  type={typeof type === 'string' ? type : 'object'}
                  path={`${path}/nodes/${i}`}
                >
                  <NodeView node={child} path={`${path}/nodes/${i}`} />
                </NodeBoundary>
              </div>
            );
          })}
        </RowBudgetContext>
      </ScreenStoreContext>
    </RendererContext>
  );
}
