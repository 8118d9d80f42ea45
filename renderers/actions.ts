// Node actions resolved into plain typed events for the page controller: every TextSource
// is already a string, so the controller never reads screen data to act.
import type { BridgeActionName, NodeAction, TextSource } from '../src/generated/types';
import { resolveText } from './binding';
import type { RendererContextValue } from './context';

export type AppAction =
  | { type: 'navigate'; to: string; query: Record<string, string>; replace: boolean }
  | { type: 'openUrl'; url: string; scheme: 'any' | 'mailto' | 'tel' }
  | { type: 'copy'; value: string }
  | { type: 'bridge'; action: BridgeActionName; payload: Record<string, string> }
  | { type: 'emit'; name: string; value?: string };

type ActionContext = Pick<RendererContextValue, 'data' | 't' | 'rupee'>;

function resolveMap(map: Record<string, TextSource> | undefined, ctx: ActionContext) {
  const out: Record<string, string> = {};
  for (const [key, source] of Object.entries(map ?? {})) out[key] = resolveText(source, ctx);
  return out;
}

export function resolveAction(action: NodeAction, ctx: ActionContext): AppAction {
  switch (action.type) {
    case 'navigate':
      return {
        type: 'navigate',
        to: action.to,
        query: resolveMap(action.query, ctx),
        replace: action.replace ?? false,
      };
    case 'openUrl':
      return { type: 'openUrl', url: resolveText(action.url, ctx), scheme: action.scheme ?? 'any' };
    case 'copy':
      return { type: 'copy', value: resolveText(action.value, ctx) };
    case 'bridge':
      return { type: 'bridge', action: action.action, payload: resolveMap(action.payload, ctx) };
    case 'emit':
      return action.value === undefined
        ? { type: 'emit', name: action.name }
        : { type: 'emit', name: action.name, value: resolveText(action.value, ctx) };
  }
}
