// One toast at a time, shown by anyone (transport, controllers, nodes) and drawn by
// <ToastHost>. Spec: default 3000 ms, never under 300 ms, a tap clears it.
export const TOAST_DEFAULT_MS = 3000;
export const TOAST_MIN_MS = 300;
/** The longest delay setTimeout keeps; a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

export interface ToastState {
  id: number;
  text: string;
  durationMs: number;
}

type Listener = (toast: ToastState | null) => void;

let current: ToastState | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(current);
}

export function clearToast(): void {
  clearTimeout(timer);
  current = null;
  emit();
}

export function showToast(text: string, durationMs: number = TOAST_DEFAULT_MS): void {
  if (!text) return;
  const ms = Number.isFinite(durationMs)
    ? Math.min(Math.max(TOAST_MIN_MS, durationMs), MAX_TIMER_MS)
    : TOAST_DEFAULT_MS;
  clearTimeout(timer);
  current = { id: nextId++, text, durationMs: ms };
  timer = setTimeout(clearToast, ms);
  emit();
}

export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastState | null {
  return current;
}
