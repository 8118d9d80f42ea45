// The usual page shape: a shipped screen layout over one loaded answer. While loading it
// shows the title and a loading indicator; on failure the reason and a retry.
import type { AppAction } from '../../../renderers/actions';
import type { Registry } from '../../../renderers/context';
import { ScreenView } from '../../../renderers/ScreenView';
import { PageFrame } from '../../../renderers/ui/PageFrame';
import { resolveText } from '../../../renderers/binding';
import { ErrorState } from '../../../renderers/ui/ErrorState';
import { Loading } from '../../../renderers/ui/Loading';
import type { LoadState } from '../../api/use-api';
import type { ApiFailure } from '../../api/transport';
import type { Screen } from '../../generated/types';
import { t } from '../../i18n';

export function ScreenPage<Answer>({
  screen,
  state,
  retry,
  onAction,
  registry,
}: {
  screen: Screen;
  state: LoadState<Answer>;
  retry: () => void;
  onAction: (action: AppAction) => void;
  /** The page's own node types on top of the default ones. */
  registry?: Registry;
}) {
  if (state.status !== 'ok') {
    // The title of a shipped layout is a catalogue key: it needs no data.
    const title = resolveText(screen.title, { data: {}, t, rupee: false });
    return (
      <PendingPage
        title={title}
        failure={state.status === 'error' ? state.failure : undefined}
        retry={retry}
      />
    );
  }
  return (
    <ScreenView screen={screen} data={state.answer} t={t} onAction={onAction} registry={registry} />
  );
}

/** A page whose answer is not there yet: loading, or the failure's reason and a retry. */
export function PendingPage({
  title,
  failure,
  retry,
  screenId,
}: {
  title: string;
  /** Absent while loading. */
  failure?: ApiFailure;
  retry: () => void;
  screenId?: string;
}) {
  return (
    <PageFrame title={title} screenId={screenId}>
      {failure ? (
        <ErrorState message={failure.message} retryLabel={t('common.retry')} onRetry={retry} />
      ) : (
        <Loading text={t('common.loading')} />
      )}
    </PageFrame>
  );
}

/** Shipped layouts are JSON validated by the test suite (tests/schemas), not at run time. */
export function shippedScreen(layout: unknown): Screen {
  return layout as Screen;
}
