// Owns putting the developer panel on the page. It lives in its own React root, outside the
// app's tree, so it survives the app's route changes and cannot affect the app's rendering.
import { createRoot } from 'react-dom/client';
import { BridgeLogPanel } from './BridgeLogPanel';

export const DEVTOOLS_ROOT_ID = 'devtools-root';

export function mountDevtools(): void {
  if (document.getElementById(DEVTOOLS_ROOT_ID)) return;
  const host = document.createElement('div');
  host.id = DEVTOOLS_ROOT_ID;
  document.body.appendChild(host);
  createRoot(host).render(<BridgeLogPanel />);
}
