// The usual page shape: a shipped screen layout over one loaded answer. While loading it
// shows the title and a loading indicator; on failure the reason and a retry.
import type { ReactNode } from 'react';
import type { AppAction } from '../../../renderers/actions';
import { PageTitle, ScreenView } from '../../../renderers/ScreenView';
import { resolveText } from '../../../renderers/binding';
import { ErrorState } from '../../../renderers/ui/ErrorState';
import { Loading } from '../../../renderers/ui/Loading';
import { theme } from '../../../renderers/theme';
import type { LoadState } from '../../api/use-api';
import type { Screen } from '../../generated/types';
import { t } from '../../i18n';

function Shell({ screen, children }: { screen: Screen; children: ReactNode }) {
  return (
    <div
      css={{
        minHeight: '100vh',
        background: theme.background,
        color: theme.text,
        font: `15px/1.4 ${theme.font}`,
      }}
    >
      <PageTitle title={resolveText(screen.title, { data: {}, t, rupee: false })} />
      <main>{children}</main>
    </div>
  );
}

export function ScreenPage<Answer>({
  screen,
  state,
  retry,
  onAction,
}: {
  screen: Screen;
  state: LoadState<Answer>;
  retry: () => void;
  onAction: (action: AppAction) => void;
}) {
  if (state.status === 'loading') {
    return (
      <Shell screen={screen}>
        <Loading text={t('common.loading')} />
      </Shell>
    );
  }
  if (state.status === 'error') {
    return (
      <Shell screen={screen}>
        <ErrorState
          message={state.failure.message}
          retryLabel={t('common.retry')}
          onRetry={retry}
        />
      </Shell>
    );
  }
  return <ScreenView screen={screen} data={state.answer} t={t} onAction={onAction} />;
}

/** Shipped layouts are JSON validated by the test suite (tests/schemas), not at run time. */
export function shippedScreen(layout: unknown): Screen {
  return layout as Screen;
}
