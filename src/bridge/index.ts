// Owns the public surface of the native bridge; pages import from here, not from the parts.
export { BRIDGE_ACTIONS, isBridgeAction, type BridgeAction } from './actions';
export { bridgeConfig, defaultBridgeConfig, loadBridgeConfig, type BridgeConfig } from './config';
export { callBridge, hasNativeBridge, type BridgeChannel, type BridgeResult } from './bridge';
export {
  BRIDGE_CALL_EVENT,
  BRIDGE_LOG_KEY,
  BRIDGE_LOG_LIMIT,
  clearBridgeLog,
  readBridgeLog,
  recordBridgeCall,
  type BridgeCall,
} from './shim';
