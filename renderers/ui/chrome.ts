// What the page frame's back control does, provided by the app (src/App.tsx): the renderer
// draws the control, the app decides whether there is somewhere to go back to and how
// (history in a browser, the native side in the app's web view).
import { createContext } from 'react';

export interface Chrome {
  /** Whether the back control shows at all. */
  canGoBack: () => boolean;
  goBack: () => void;
  /** The back control's accessible name, in the page's language. */
  backLabel: string;
}

export const ChromeContext = createContext<Chrome | null>(null);
