// Owns the development shim: in a plain browser there is no native side, so bridge calls
// are recorded instead — in memory for browser tests (window.__bridgeCalls), in
// sessionStorage so a call made just before a navigation is still visible on the next page,
// and as a 'bridge-call' event for the live developer panel. Storage is best-effort: it can
// be full, disabled (WebView without DOM storage gives null) or hold a corrupt value, and
// none of that may break the page that made the call.
import { isBridgeAction, type BridgeAction } from './actions';

export interface BridgeCall {
  action: BridgeAction;
  method: string;
  payload: Record<string, unknown>;
  at: number;
}

declare global {
  interface Window {
    __bridgeCalls?: BridgeCall[];
  }
  interface WindowEventMap {
    'bridge-call': CustomEvent<BridgeCall>;
  }
}

export const BRIDGE_LOG_KEY = 'bridge-log';
export const BRIDGE_LOG_LIMIT = 50;
export const BRIDGE_CALL_EVENT = 'bridge-call';

// Created on import so a browser test can tell "no calls yet" ([]) from "bridge not loaded".
if (typeof window !== 'undefined') window.__bridgeCalls ??= [];

function storageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function isBridgeCall(v: unknown): v is BridgeCall {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return (
    isBridgeAction(c.action) &&
    typeof c.method === 'string' &&
    typeof c.payload === 'object' &&
    c.payload !== null &&
    !Array.isArray(c.payload) &&
    typeof c.at === 'number' &&
    Number.isFinite(c.at)
  );
}

export function readBridgeLog(win: Window = window): BridgeCall[] {
  try {
    const raw = storageOf(win)?.getItem(BRIDGE_LOG_KEY);
    if (raw == null) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isBridgeCall) : [];
  } catch {
    return [];
  }
}

export function recordBridgeCall(call: BridgeCall, win: Window = window): void {
  (win.__bridgeCalls ??= []).push(call);

  try {
    const storage = storageOf(win);
    if (storage) {
      const log = [...readBridgeLog(win), call].slice(-BRIDGE_LOG_LIMIT);
      storage.setItem(BRIDGE_LOG_KEY, JSON.stringify(log));
    }
  } catch (e) {
    console.warn('[bridge] could not persist the bridge log:', e);
  }

  win.dispatchEvent(new CustomEvent(BRIDGE_CALL_EVENT, { detail: call }));
}

// Empties the in-memory list in place (a test may hold the array) as well as the stored log,
// so "Clear" in the panel means the same thing everywhere.
export function clearBridgeLog(win: Window = window): void {
  win.__bridgeCalls?.splice(0);
  try {
    storageOf(win)?.removeItem(BRIDGE_LOG_KEY);
  } catch {
    // Nothing stored that we could reach; nothing to clear.
  }
}
