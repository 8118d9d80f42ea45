// The default meaning of renderer actions for every page: navigate with the session, open
// an allow-listed URL, copy, call the native bridge. The screen's own events go to the page's
// handler, typed by the union codegen makes from the layout (src/generated/screens/).
import { useCallback } from 'react';
import type { AppAction, ScreenEvent } from '../../renderers/actions';
import { hrefOf } from '../../renderers/href';
import { pagePathOf } from '../routes';
import { showToast } from '../../renderers/ui/toast-store';
import { callBridge } from '../bridge';
import { t } from '../i18n';
import { bridgeOrSay } from './bridge-call';
import { useSessionNavigate } from './navigation';
import { rendererServices } from './renderer-services';

/**
 * Whether the value reached the clipboard. The async clipboard first; when it is missing or
 * refuses (Android web views deny its permission), a selected textarea and the copy command,
 * whose own answer is reported: never a false success.
 */
async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    // No async clipboard, or it was refused: the older way below.
  }
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    return document.execCommand?.('copy') ?? false;
  } catch {
    // An older web view throws where newer ones answer false: the copy failed all the same.
    return false;
  } finally {
    area.remove();
  }
}

export interface AppActionOptions<Event extends ScreenEvent> {
  onEmit?: (event: Event) => void;
  /** Screens where the spec says bridge failures are ignored. */
  ignoreBridgeFailures?: boolean;
}

export function useAppActions<Event extends ScreenEvent = never>({
  onEmit,
  ignoreBridgeFailures = false,
}: AppActionOptions<Event> = {}): (action: AppAction) => void {
  const navigate = useSessionNavigate();
  return useCallback(
    (action: AppAction) => {
      switch (action.type) {
        case 'navigate':
          try {
            // The layout names the page by its default path; this build may serve it elsewhere.
            navigate(pagePathOf(action.to), action.query, action.replace);
          } catch {
            // withSession refuses anything that is not an in-app path.
            showToast(t('error.linkBlocked'));
          }
          return;
        case 'openUrl': {
          // The same allow-list that gave a link its href decides what a tap may open.
          const target = hrefOf(action, rendererServices.urls);
          if (target) window.location.assign(target);
          else showToast(t('error.linkBlocked'));
          return;
        }
        case 'copy':
          void copyText(action.value).then((ok) =>
            showToast(ok ? t('common.copySuccess') : t('error.copyFailed')),
          );
          return;
        case 'bridge':
          if (ignoreBridgeFailures) callBridge(action.action, action.payload);
          else bridgeOrSay(action.action, action.payload);
          return;
        case 'emit': {
          // The layout's emits are checked against its declared events by `npm run gen`.
          const event: ScreenEvent = {
            name: action.name,
            value: action.value,
            values: action.values,
          };
          onEmit?.(event as Event);
          return;
        }
      }
    },
    [navigate, onEmit, ignoreBridgeFailures],
  );
}
