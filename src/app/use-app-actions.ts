// The default meaning of renderer actions for every page: navigate with the session, open
// an allow-listed URL, copy, call the native bridge. Page-specific events ('emit') go to the
// page's own handler.
import { useCallback } from 'react';
import type { AppAction } from '../../renderers/actions';
import { showToast } from '../../renderers/ui/toast-store';
import { callBridge } from '../bridge';
import { t } from '../i18n';
import { safeMailto, safeTel, safeUrl } from '../lib/url-safety';
import { useSessionNavigate } from './navigation';

export const APP_SCHEME: string | undefined = import.meta.env.VITE_APP_SCHEME || undefined;

export function allowedTarget(action: Extract<AppAction, { type: 'openUrl' }>): string | null {
  if (action.scheme === 'mailto') return safeMailto(action.url);
  if (action.scheme === 'tel') return safeTel(action.url);
  return safeUrl(action.url, { appScheme: APP_SCHEME });
}

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    // Older web views have no async clipboard: fall back to a selected textarea.
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand?.('copy') ?? false;
    area.remove();
    return ok;
  }
}

export interface AppActionOptions {
  onEmit?: (name: string, value?: string) => void;
  /** Screens where the spec says bridge failures are ignored. */
  ignoreBridgeFailures?: boolean;
}

export function useAppActions({ onEmit, ignoreBridgeFailures = false }: AppActionOptions = {}): (
  action: AppAction,
) => void {
  const navigate = useSessionNavigate();
  return useCallback(
    (action: AppAction) => {
      switch (action.type) {
        case 'navigate':
          try {
            navigate(action.to, action.query, action.replace);
          } catch {
            // withSession refuses anything that is not an in-app path.
            showToast(t('error.linkBlocked'));
          }
          return;
        case 'openUrl': {
          const target = allowedTarget(action);
          if (target) window.location.assign(target);
          else showToast(t('error.linkBlocked'));
          return;
        }
        case 'copy':
          void copyText(action.value).then((ok) =>
            showToast(ok ? t('common.copySuccess') : t('error.failed')),
          );
          return;
        case 'bridge': {
          const result = callBridge(action.action, action.payload);
          if (!result.ok && !ignoreBridgeFailures) showToast(t('error.bridgeFailed'));
          return;
        }
        case 'emit':
          onEmit?.(action.name, action.value);
          return;
      }
    },
    [navigate, onEmit, ignoreBridgeFailures],
  );
}
