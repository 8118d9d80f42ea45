// Owns the closed list of native bridge actions named by the spec. Everything else in the
// bridge is keyed by this list, so adding an action here is the one place to start.

export const BRIDGE_ACTIONS = [
  'openPage',
  'closeWebView',
  'openProductPage',
  'goHome',
  'goMine',
  'backToLogin',
  'callPhone',
  'goRate',
  'confirmBurialPoint',
  'startBank',
  'endBank',
] as const;

export type BridgeAction = (typeof BRIDGE_ACTIONS)[number];

const ACTION_SET: ReadonlySet<string> = new Set(BRIDGE_ACTIONS);

export function isBridgeAction(v: unknown): v is BridgeAction {
  return typeof v === 'string' && ACTION_SET.has(v);
}
