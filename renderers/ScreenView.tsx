// Renders a screen: its title bar and its body of nodes, with the renderer context and the
// screen's local state. A screen whose major version is newer than this renderer shows
// "please update the app" instead.
import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
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
import { NodeList } from './NodeView';
import type { RendererServices } from './services';
import { createReader, ScreenStateContext, type ScreenState, type StateValues } from './scope';
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

/** The screen's declared state values, changed by set, toggle and startTimer actions. */
function useScreenState(initial: Screen['state']): ScreenState {
  const [values, setValues] = useState<StateValues>(() => ({ ...initial }));
  return useMemo(
    () => ({
      values,
      set: (name, value) =>
        setValues((prev) => (Object.is(prev[name], value) ? prev : { ...prev, [name]: value })),
      toggle: (name) => setValues((prev) => ({ ...prev, [name]: !prev[name] })),
    }),
    [values],
  );
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
}: ScreenViewProps) {
  const ctx = useMemo<RendererContextValue>(
    () => ({ data, t, onAction, registry, custom, uploaders, onUnknown, rupee, services }),
    [data, t, onAction, registry, custom, uploaders, onUnknown, rupee, services],
  );
  const state = useScreenState(screen.state);
  if (isTooNew(screen.version)) return <UpdateAppState t={t} onAction={onAction} />;
  // Without the bar (a public web page) the layout draws its own header.
  const bar = screen.chrome !== 'none';
  const title = resolveText(screen.title, {
    read: createReader({ data, state: state.values, scope: null }),
    t,
    rupee,
    formatters: services.formatters,
  });
  return (
    <RendererContext.Provider value={ctx}>
      <ScreenStateContext.Provider value={state}>
        <PageFrame title={title} screenId={screen.id} bar={bar}>
          <div css={screenStyle}>
            <NodeList nodes={screen.body} path="/body" />
          </div>
        </PageFrame>
      </ScreenStateContext.Provider>
    </RendererContext.Provider>
  );
}
