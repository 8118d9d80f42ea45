// Native → web: the shell calls window.webBridge.emit(name) (contract loan.md); the only
// name is 'iosBack', the iOS back gesture. Pages subscribe while they are shown. An event no
// page listens to, or a name not in the list, is ignored: the shell must never see an error.
export const NATIVE_EVENTS = ['iosBack'] as const;
export type NativeEvent = (typeof NATIVE_EVENTS)[number];

declare global {
  interface Window {
    webBridge?: { emit: (name: unknown) => void };
  }
}

const listeners = new Map<NativeEvent, Set<() => void>>();

function isNativeEvent(name: unknown): name is NativeEvent {
  return (NATIVE_EVENTS as readonly unknown[]).includes(name);
}

export function emitNativeEvent(name: unknown): void {
  if (!isNativeEvent(name)) return;
  for (const listener of [...(listeners.get(name) ?? [])]) {
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

/** Gives the shell its entry point; called once by the app's entry. */
export function installWebBridge(win: Window = window): void {
  win.webBridge = { emit: emitNativeEvent };
}
