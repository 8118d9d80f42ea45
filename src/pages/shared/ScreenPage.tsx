// The usual page shape: a shipped screen layout over one loaded answer. While loading it
// shows the title and a loading indicator; on failure the reason and a retry.
import type { AppAction } from '../../../renderers/actions';
import { ScreenView } from '../../../renderers/ScreenView';
import { PageFrame } from '../../../renderers/ui/PageFrame';
import { resolveText } from '../../../renderers/binding';
import { ErrorState } from '../../../renderers/ui/ErrorState';
import { Loading } from '../../../renderers/ui/Loading';
import type { LoadState } from '../../api/use-api';
import type { Screen } from '../../generated/types';
import { t } from '../../i18n';

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
  // The title of a shipped layout is a catalogue key: it needs no data.
  const title = resolveText(screen.title, { data: {}, t, rupee: false });
  if (state.status === 'loading') {
    return (
      <PageFrame title={title}>
        <Loading text={t('common.loading')} />
      </PageFrame>
    );
  }
  if (state.status === 'error') {
    return (
      <PageFrame title={title}>
        <ErrorState
          message={state.failure.message}
          retryLabel={t('common.retry')}
          onRetry={retry}
        />
      </PageFrame>
    );
  }
  return <ScreenView screen={screen} data={state.answer} t={t} onAction={onAction} />;
}

/** Shipped layouts are JSON validated by the test suite (tests/schemas), not at run time. */
export function shippedScreen(layout: unknown): Screen {
  return layout as Screen;
}
