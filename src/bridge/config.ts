// Owns the native interface names. The Android and iOS teams name their interfaces
// differently per app build, so the names come from VITE_BRIDGE_CONFIG at build time
// rather than being hard-coded. A bad override must never break the page: each invalid
// part is reported and its default kept.
import { BRIDGE_ACTIONS, isBridgeAction, type BridgeAction } from './actions';

export interface BridgeConfig {
  androidObject: string;
  methods: Record<BridgeAction, string>;
}

// The names end up as property lookups on window and on messageHandlers; restricting them to
// JS identifiers catches typos such as "JsBridge.close" that would otherwise fail silently.
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function defaultBridgeConfig(): BridgeConfig {
  const methods = {} as Record<BridgeAction, string>;
  for (const action of BRIDGE_ACTIONS) methods[action] = action;
  return { androidObject: 'android', methods };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function warn(message: string): void {
  console.warn(`[bridge] VITE_BRIDGE_CONFIG: ${message}`);
}

function isIdentifier(v: unknown): v is string {
  return typeof v === 'string' && IDENTIFIER.test(v);
}

export function loadBridgeConfig(raw: string | undefined): BridgeConfig {
  const config = defaultBridgeConfig();
  if (raw === undefined || raw.trim() === '') return config;

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warn('not valid JSON; using the default names');
    return config;
  }
  if (!isPlainObject(parsed)) {
    warn('expected a JSON object; using the default names');
    return config;
  }

  for (const key of Object.keys(parsed)) {
    if (key !== 'androidObject' && key !== 'methods') warn(`unknown key "${key}" ignored`);
  }

  if ('androidObject' in parsed) {
    const name = parsed.androidObject;
    if (isIdentifier(name)) config.androidObject = name;
    else warn(`androidObject ${JSON.stringify(name)} is not an identifier; keeping "android"`);
  }

  if ('methods' in parsed) {
    const methods = parsed.methods;
    if (!isPlainObject(methods)) {
      warn('methods must be an object of action → method name; ignored');
    } else {
      for (const [action, name] of Object.entries(methods)) {
        if (!isBridgeAction(action)) warn(`unknown action "${action}" ignored`);
        else if (!isIdentifier(name))
          warn(`method name ${JSON.stringify(name)} for ${action} is not an identifier; ignored`);
        else config.methods[action] = name;
      }
    }
  }

  return config;
}

export const bridgeConfig: BridgeConfig = loadBridgeConfig(
  import.meta.env.VITE_BRIDGE_CONFIG as string | undefined,
);
