// The frame of a page whose answer is not usable yet. Kept apart from ScreenPage so pages
// that do not render a screen layout (the bank form) do not download the screen renderer.
import { ErrorState } from '../../../renderers/ui/ErrorState';
import { Loading } from '../../../renderers/ui/Loading';
import { PageFrame } from '../../../renderers/ui/PageFrame';
import type { ApiFailure } from '../../api/transport';
import { t } from '../../i18n';

/** The slow-network offer of a loading page: keep waiting, or call again. */
export function slowNotice(onRetry: () => void) {
  return {
    text: t('common.slowNetwork'),
    waitLabel: t('common.keepWaiting'),
    retryLabel: t('common.retry'),
    onRetry,
  };
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
        <Loading text={t('common.loading')} slow={slowNotice(retry)} />
      )}
    </PageFrame>
  );
}
