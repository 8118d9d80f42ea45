// Owns the single entry point for calling the native app. The web view can be Android
// (an injected JavaScript interface object), iOS (WKWebView script message handlers) or a
// plain browser (the development shim). callBridge never throws: some screens ignore bridge
// failures and others show a message, so it reports and lets the caller decide.
import type { BridgeAction } from './actions';
import { bridgeConfig, type BridgeConfig } from './config';
import { recordBridgeCall } from './shim';

export type BridgeChannel = 'android' | 'ios' | 'shim';

export interface BridgeResult {
  channel: BridgeChannel;
  ok: boolean;
  error?: string;
}

interface WebkitHandler {
  postMessage: (message: unknown) => void;
}

interface WebkitWindow {
  webkit?: { messageHandlers?: Record<string, WebkitHandler | undefined> };
}

type Send = (json: string) => void;

// Both native APIs must be called as methods: Android's Java bridge and WKWebView's
// postMessage throw when invoked detached from their receiver.
// Inside a native shell that lacks the method (an older app build), the call fails rather
// than falling through to the shim and reporting a success that never happened.
function findNative(
  method: string,
  config: BridgeConfig,
  win: Window,
): { channel: 'android' | 'ios'; send: Send } | null {
  const androidObject: unknown = (win as unknown as Record<string, unknown>)[config.androidObject];
  // Another app's in-app browser (a social app's) may register handlers of its own: it is
  // ours only when one of our methods is among them.
  const allHandlers = (win as unknown as WebkitWindow).webkit?.messageHandlers;
  const ours = Object.values(config.methods).some((name) => allHandlers?.[name]);
  const handlers = ours ? allHandlers : undefined;
  const handler = handlers?.[method];
  if (typeof androidObject === 'object' && androidObject !== null) {
    const target = androidObject as Record<string, unknown>;
    const fn = target[method];
    if (typeof fn === 'function') {
      return { channel: 'android', send: (json) => void fn.call(target, json) };
    }
    if (!handler) return { channel: 'android', send: () => missing(method) };
  }
  if (handlers) {
    if (handler && typeof handler.postMessage === 'function') {
      return { channel: 'ios', send: (json) => handler.postMessage(json) };
    }
    return { channel: 'ios', send: () => missing(method) };
  }
  return null;
}

function missing(method: string): never {
  throw new Error(`the app has no bridge method ${method}`);
}

function messageOf(e: unknown): string {
  if (e instanceof Error) return e.message;
  return typeof e === 'string' ? e : String(e);
}

/** Whether the page runs inside the native app (its Android object, or iOS handlers of ours). */
export function hasNativeBridge(
  config: BridgeConfig = bridgeConfig,
  win: Window = window,
): boolean {
  return findNative(config.methods.closeWebView, config, win) !== null;
}

export function callBridge(
  action: BridgeAction,
  payload?: Record<string, unknown>,
  config: BridgeConfig = bridgeConfig,
  win: Window = window,
): BridgeResult {
  let channel: BridgeChannel = 'shim';
  try {
    const method = config.methods[action];
    const native = findNative(method, config, win);
    if (native) channel = native.channel;
    // Serialised on every channel so a payload the native side could not receive
    // (a cycle, a BigInt) fails in development too, not first on a phone.
    const json = JSON.stringify(payload ?? {});
    if (native) {
      native.send(json);
    } else {
      // The shim records what native would have received, not the caller's live object.
      const sent = JSON.parse(json) as Record<string, unknown>;
      recordBridgeCall({ action, method, payload: sent, at: Date.now() }, win);
    }
    return { channel, ok: true };
  } catch (e) {
    const error = messageOf(e);
    console.warn(`[bridge] ${action} via ${channel} failed: ${error}`);
    return { channel, ok: false, error };
  }
}
