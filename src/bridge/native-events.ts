// Native → web: the shell calls window.webBridge.emit(name) (contract loan.md); the only
// name is 'iosBack', the iOS back gesture. Pages subscribe while they are shown; an event no
// page listens to goes to the app's fallback (for iosBack, the title bar's back), and a name
// not in the list is ignored: the shell must never see an error.
export const NATIVE_EVENTS = ['iosBack'] as const;
export type NativeEvent = (typeof NATIVE_EVENTS)[number];

declare global {
  interface Window {
    webBridge?: { emit: (name: unknown) => void };
  }
}

const listeners = new Map<NativeEvent, Set<() => void>>();
const fallbacks = new Map<NativeEvent, () => void>();

function isNativeEvent(name: unknown): name is NativeEvent {
  return (NATIVE_EVENTS as readonly unknown[]).includes(name);
}

export function emitNativeEvent(name: unknown): void {
  if (!isNativeEvent(name)) return;
  const own = [...(listeners.get(name) ?? [])];
  const fallback = fallbacks.get(name);
  for (const listener of own.length > 0 || !fallback ? own : [fallback]) {
    try {
      listener();
    } catch (error) {
      console.error(`[bridge] a ${name} listener failed`, error);
    }
  }
}

/** Listens for a native event; returns the unsubscribe. */
export function onNativeEvent(name: NativeEvent, listener: () => void): () => void {
  const set = listeners.get(name) ?? new Set();
  set.add(listener);
  listeners.set(name, set);
  return () => set.delete(listener);
}

/** What an event does when no page listens to it; returns the removal. */
export function setNativeFallback(name: NativeEvent, listener: () => void): () => void {
  fallbacks.set(name, listener);
  return () => {
    if (fallbacks.get(name) === listener) fallbacks.delete(name);
  };
}

/** Gives the shell its entry point; called once by the app's entry. */
export function installWebBridge(win: Window = window): void {
  win.webBridge = { emit: emitNativeEvent };
}
