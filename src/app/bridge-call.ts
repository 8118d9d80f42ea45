// A bridge call whose failure the borrower is told about ("The app could not complete this
// action"), for every page except where the spec says bridge failures are ignored.
import { showToast } from '../../renderers/ui/toast-store';
import { callBridge, type BridgeAction } from '../bridge';
import { t } from '../i18n';

export function bridgeOrSay(action: BridgeAction, payload?: Record<string, string>): void {
  if (!callBridge(action, payload).ok) showToast(t('error.bridgeFailed'));
}
