// Renders a screen: its title bar and its body of nodes, with the renderer context. A screen
// whose major version is newer than this renderer shows "please update the app" instead.
import { useMemo } from 'react';
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
import { PageFrame } from './ui/PageFrame';
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
      <PageFrame title={resolveText(screen.title, ctx)} screenId={screen.id}>
        <div css={{ padding: 16, display: 'flex', flexDirection: 'column', gap: theme.gap }}>
          <NodeList nodes={screen.body} path="/body" />
        </div>
      </PageFrame>
    </RendererContext.Provider>
  );
}
