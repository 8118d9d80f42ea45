// The usual page shape: a shipped screen layout over one loaded answer. While loading it
// shows the title and a loading indicator; on failure the reason and a retry.
import type { AppAction } from '../../../renderers/actions';
import type { Registry } from '../../../renderers/context';
import { AppScreenView } from '../../app/AppScreenView';
import { resolveText } from '../../../renderers/binding';
import { readData } from '../../../renderers/scope';
import type { LoadState } from '../../api/use-api';
import type { Screen } from '../../generated/types';
import { t } from '../../i18n';
import { PendingPage } from './PendingPage';
import { rendererServices } from '../../app/renderer-services';

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
  /** The layout's node registry (src/generated/registries/<id>.ts). */
  registry: Registry;
}) {
  if (state.status !== 'ok') {
    // The title of a shipped layout is a catalogue key: it needs no data.
    const title = resolveText(screen.title, {
      read: readData({}),
      t,
      rupee: false,
      formatters: rendererServices.formatters,
    });
    return (
      <PendingPage
        title={title}
        failure={state.status === 'error' ? state.failure : undefined}
        retry={retry}
      />
    );
  }
  return (
    <AppScreenView screen={screen} data={state.answer} onAction={onAction} registry={registry} />
  );
}

/** Shipped layouts are JSON validated by the test suite (tests/schemas), not at run time. */
export function shippedScreen(layout: unknown): Screen {
  return layout as Screen;
}
