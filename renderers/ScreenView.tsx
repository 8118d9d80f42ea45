// Renders a screen: its title bar and its body of nodes, with the renderer context. A screen
// whose major version is newer than this renderer shows "please update the app" instead.
import { useEffect, useMemo } from 'react';
import type { Screen } from '../src/generated/types';
import type { AppAction } from './actions';
import { resolveText } from './binding';
import {
  RendererContext,
  type Registry,
  type RendererContextValue,
  type Translate,
  type UnknownNodeReport,
} from './context';
import { NodeList } from './NodeView';
import { defaultRegistry } from './registry';
import { theme } from './theme';
import { Button } from './ui/Button';
import { isTooNew } from './version';

export interface ScreenViewProps {
  screen: Screen;
  data: unknown;
  t: Translate;
  onAction: (action: AppAction) => void;
  registry?: Registry;
  onUnknown?: (report: UnknownNodeReport) => void;
  rupee?: boolean;
}

function warnUnknown(report: UnknownNodeReport): void {
  console.warn('[renderer] unknown node type', report);
}

export function UpdateAppState({ t, onAction }: Pick<ScreenViewProps, 't' | 'onAction'>) {
  return (
    <div role="alert" data-testid="update-app" css={{ padding: '48px 24px', textAlign: 'center' }}>
      <h1 css={{ fontSize: 20 }}>{t('renderer.updateTitle')}</h1>
      <p css={{ lineHeight: 1.5, color: theme.muted }}>{t('renderer.updateBody')}</p>
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

export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return (
    <header
      css={{
        background: theme.brand,
        color: theme.brandText,
        padding: '14px 16px',
        textAlign: 'center',
      }}
    >
      <h1 css={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{title}</h1>
    </header>
  );
}

export function ScreenView({
  screen,
  data,
  t,
  onAction,
  registry = defaultRegistry,
  onUnknown = warnUnknown,
  rupee = false,
}: ScreenViewProps) {
  const ctx = useMemo<RendererContextValue>(
    () => ({ data, t, onAction, registry, onUnknown, rupee }),
    [data, t, onAction, registry, onUnknown, rupee],
  );
  if (isTooNew(screen.version)) return <UpdateAppState t={t} onAction={onAction} />;
  return (
    <RendererContext.Provider value={ctx}>
      <div
        data-screen={screen.id}
        css={{
          minHeight: '100vh',
          background: theme.background,
          color: theme.text,
          font: `15px/1.4 ${theme.font}`,
        }}
      >
        <PageTitle title={resolveText(screen.title, ctx)} />
        <main css={{ padding: 16, display: 'flex', flexDirection: 'column', gap: theme.gap }}>
          <NodeList nodes={screen.body} path="/body" />
        </main>
      </div>
    </RendererContext.Provider>
  );
}
