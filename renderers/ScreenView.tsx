// Renders a screen: its title bar and its body of nodes, with the renderer context and the
// screen's local state. A screen whose major version is newer than this renderer shows
// "please update the app" instead.
import { css } from '@emotion/react';
import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Screen } from './generated/screen-types';
import type { AppAction } from './actions';
import { resolveText } from './binding';
import {
  RendererContext,
  type Registry,
  type RendererContextValue,
  type Translate,
  type UnknownNodeReport,
  type Uploader,
} from './context';
import { SectionList } from './NodeView';
import type { RendererServices } from './services';
import { stateKeeper } from './state-keeper';
import { createReader, createScreenStore, ScreenStoreContext } from './scope';
import { theme } from './theme';
import { Button } from './ui/Button';
import { PageFrame } from './ui/PageFrame';
import { isTooNew } from './version';

export interface ScreenViewProps {
  screen: Screen;
  data: unknown;
  t: Translate;
  onAction: (action: AppAction) => void;
  /**
   * Node type → component. A page passes the one generated for its layout
   * (src/generated/registries/<id>.ts); there is no default, which would carry every node.
   */
  registry: Registry;
  /** The page's own pieces for `custom` nodes. */
  custom?: Registry;
  uploaders?: Readonly<Record<string, Uploader>>;
  onUnknown?: (report: UnknownNodeReport) => void;
  rupee?: boolean;
  /** What the app decides for the renderer: formatters, URL policy, storage, images. */
  services: RendererServices;
  /**
   * What the body shows while the code of a node only served data draws loads (lazyNode
   * without a size): the page's own loading indicator; nothing when absent.
   */
  pending?: ReactNode;
}

function warnUnknown(report: UnknownNodeReport): void {
  console.warn('[renderer] unknown node type', report);
}

const none = Object.freeze({});

const updateStyle = css({ padding: '48px 24px', textAlign: 'center' });
const updateTitleStyle = css({ fontSize: 20 });
const updateTextStyle = css({ lineHeight: 1.5, color: theme.muted });

export function UpdateAppState({ t, onAction }: Pick<ScreenViewProps, 't' | 'onAction'>) {
  return (
    <div role="alert" data-testid="update-app" css={updateStyle}>
      <h1 css={updateTitleStyle}>{t('renderer.updateTitle')}</h1>
      <p css={updateTextStyle}>{t('renderer.updateBody')}</p>
      <Button
        onClick={() =>
          onAction({ type: 'bridge', action: 'goRate', payload: { reason: 'update' } })
        }
      >
        {t('renderer.updateAction')}
      </Button>
    </div>
  );
}

/** The same function for the screen's life, calling the latest `fn`: a page's handler. */
function useLatest<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

const screenStyle = css({ padding: 16, display: 'flex', flexDirection: 'column', gap: theme.gap });

export function ScreenView({
  screen,
  data,
  t,
  onAction,
  registry,
  custom = none,
  uploaders = none,
  onUnknown = warnUnknown,
  rupee = false,
  services,
  pending = null,
}: ScreenViewProps) {
  // A page's handlers may be new functions on every render: the context stays the same.
  const act = useLatest(onAction);
  const report = useLatest(onUnknown);
  const ctx = useMemo<RendererContextValue>(
    () => ({ t, onAction: act, registry, custom, uploaders, onUnknown: report, rupee, services }),
    [t, act, registry, custom, uploaders, report, rupee, services],
  );
  // The data reaches the nodes through the store: each node that read a changed value
  // renders again; the body element below stays the same, so nothing else does.
  const keeper = screen.keepState && stateKeeper.current;
  const [store] = useState(() =>
    createScreenStore(
      data,
      keeper ? keeper.restored(screen.id, screen.keepState!, screen.state) : screen.state,
    ),
  );
  useLayoutEffect(() => {
    store.receive(data);
    store.publish();
  }, [store, data]);
  const { id, keepState: kept } = screen;
  useEffect(
    () =>
      kept && keeper ? store.subscribe(() => keeper.keep(id, kept, store.state())) : undefined,
    [store, id, kept, keeper],
  );
  const body = useMemo(() => <SectionList nodes={screen.body} path="/body" />, [screen.body]);
  // The title may read the local state: this view renders again when it changes (the body
  // element stays the same).
  const state = useSyncExternalStore(store.subscribe, store.state);
  if (isTooNew(screen.version)) return <UpdateAppState t={t} onAction={onAction} />;
  // Without the bar (a public web page) the layout draws its own header.
  const bar = screen.chrome !== 'none';
  const title = resolveText(screen.title, {
    read: createReader({ data, state, scope: null }),
    t,
    rupee,
    formatters: services.formatters,
  });
  return (
    <RendererContext.Provider value={ctx}>
      <ScreenStoreContext.Provider value={store}>
        <PageFrame title={title} screenId={screen.id} bar={bar}>
          <div css={screenStyle}>
            {/* A node only served data draws loads with its data (lazyNode without a size):
                the body shows whole once its code is in, nothing shifting under a finger. */}
            <Suspense fallback={pending}>{body}</Suspense>
          </div>
        </PageFrame>
      </ScreenStoreContext.Provider>
    </RendererContext.Provider>
  );
}
