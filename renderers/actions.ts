// Node actions resolved into plain typed steps. Steps for the page controller (navigate,
// openUrl, copy, bridge, emit) carry strings only, so the controller never reads screen data
// to act; local steps (set, toggle, startTimer, submit, toast, scrollTo) are run by the
// renderer itself. An `if` step is decided when the tap is resolved, so every step of a tap
// reads the values as they were at the tap.
import type {
  BridgeActionName,
  NodeAction,
  SingleAction,
  StateValue,
  TextSource,
} from './generated/screen-types';
import { resolveText, type TextContext } from './binding';
import { evaluateCondition } from './condition';

/** What a form holds: text inputs strings, checkboxes booleans, image pickers URL lists. */
export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** An event a screen declares in its layout (`events`); codegen types each screen's union. */
export interface ScreenEvent {
  name: string;
  value?: string;
  values?: FormValues;
}

export type AppAction =
  | { type: 'navigate'; to: string; query: Record<string, string>; replace: boolean }
  | { type: 'openUrl'; url: string; scheme: 'any' | 'mailto' | 'tel' }
  | { type: 'copy'; value: string }
  | { type: 'bridge'; action: BridgeActionName; payload: Record<string, string> }
  | ({ type: 'emit' } & ScreenEvent);

export type LocalAction =
  | { type: 'set'; state: string; value: unknown }
  | { type: 'toggle'; state: string }
  | { type: 'startTimer'; state: string; seconds: number }
  | { type: 'submit'; event: string }
  | { type: 'toast'; text: string; durationMs?: number }
  | { type: 'scrollTo'; anchor: string };

export type ResolvedAction = AppAction | LocalAction;

function resolveMap(map: Record<string, TextSource> | undefined, ctx: TextContext) {
  const out: Record<string, string> = {};
  for (const [key, source] of Object.entries(map ?? {})) out[key] = resolveText(source, ctx);
  return out;
}

/** A stored value keeps its type: a bound number stays a number, a literal stays itself. */
function resolveStateValue(value: StateValue, ctx: TextContext): unknown {
  return typeof value === 'object' && value !== null ? ctx.read(value.bind) : value;
}

/**
 * A state value's name. The screen's state keeps values under it as an object key, so a
 * name that is not a string (a malformed layout: `{"toString": 1}` cannot even be made a
 * key), or `__proto__` (assigning it sets an object's prototype, not a key), is refused here,
 * where the caller contains it, not later inside the screen's state.
 */
function stateName(name: unknown): string {
  if (typeof name !== 'string') throw new Error(`state name is not a string: ${typeof name}`);
  if (name === '__proto__') throw new Error('state name __proto__ is not a key');
  return name;
}

function timerSeconds(seconds: unknown): number {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds))
    throw new Error(`timer seconds are not a number: ${typeof seconds}`);
  return seconds;
}

export function resolveStep(action: SingleAction, ctx: TextContext): ResolvedAction {
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
      if (action.values !== undefined) {
        return { type: 'emit', name: action.name, values: resolveMap(action.values, ctx) };
      }
      return action.value === undefined
        ? { type: 'emit', name: action.name }
        : { type: 'emit', name: action.name, value: resolveText(action.value, ctx) };
    case 'set':
      return {
        type: 'set',
        state: stateName(action.state),
        value: resolveStateValue(action.value, ctx),
      };
    case 'toggle':
      return { type: 'toggle', state: stateName(action.state) };
    case 'startTimer':
      return {
        type: 'startTimer',
        state: stateName(action.state),
        seconds: timerSeconds(action.seconds),
      };
    case 'submit':
      return { type: 'submit', event: action.event };
    case 'toast':
      return { type: 'toast', text: resolveText(action.text, ctx), durationMs: action.durationMs };
    case 'scrollTo':
      return { type: 'scrollTo', anchor: action.anchor };
    default:
      // Not a step of this renderer (a malformed layout): the caller contains the failure.
      throw new Error(`unknown action step ${JSON.stringify((action as { type?: unknown }).type)}`);
  }
}

export function resolveActions(action: NodeAction, ctx: TextContext): ResolvedAction[] {
  const steps: readonly SingleAction[] = Array.isArray(action) ? action : [action];
  return steps.flatMap((step) => {
    if (step.type !== 'if') return [resolveStep(step, ctx)];
    const chosen = evaluateCondition(step.when, ctx.read) ? step.then : step.else;
    return chosen ? resolveActions(chosen, ctx) : [];
  });
}

/** The controller's one step when an action is exactly one controller step, else null. */
export function soleAppAction(steps: readonly ResolvedAction[]): AppAction | null {
  const [only] = steps;
  if (steps.length !== 1 || !only) return null;
  return isAppAction(only) ? only : null;
}

export function isAppAction(step: ResolvedAction): step is AppAction {
  return (
    step.type === 'navigate' ||
    step.type === 'openUrl' ||
    step.type === 'copy' ||
    step.type === 'bridge' ||
    step.type === 'emit'
  );
}
