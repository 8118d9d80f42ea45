// Renders a screen the way the property tests need it: every console message and uncaught
// error recorded, then checked against what a malformed layout is allowed to cause.
import { act, cleanup, fireEvent } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import type { AppAction } from '../../renderers/actions';
import { hrefOf } from '../../renderers/href';
import type { Registry } from '../../renderers/context';
import { withSession } from '../../src/lib/session';
import { renderScreen } from '../renderers/render-screen';
import { dangerOf, dangerousAttributes } from './hostile';
import { rendererServices } from '../../src/app/renderer-services';

export interface Console {
  errors: unknown[][];
  warnings: unknown[][];
}

/** A console whose errors and warnings each test of the calling file records afresh. */
export function recordConsole(): Console {
  const log: Console = { errors: [], warnings: [] };
  beforeEach(() => {
    log.errors.length = 0;
    log.warnings.length = 0;
    vi.spyOn(console, 'error').mockImplementation(
      (...args: unknown[]) => void log.errors.push(args),
    );
    vi.spyOn(console, 'warn').mockImplementation(
      (...args: unknown[]) => void log.warnings.push(args),
    );
  });
  return log;
}

const text = (args: unknown[]) =>
  args.map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : '')).join(' ');

/** React's and the boundary's own report of a node error that a NodeBoundary caught. */
export function isContainedReport(args: unknown[]): boolean {
  const message = text(args);
  return message.startsWith('[renderer] node failed') || message.includes('NodeBoundary');
}

/**
 * Errors a malformed layout causes by design outside a boundary: an action that cannot be
 * resolved at tap time (useRunner in renderers/hooks.ts does nothing and says so), and
 * React's markup warnings (below).
 */
function isDesignedError(args: unknown[]): boolean {
  const message = text(args);
  return message.startsWith('[renderer] action not run') || isMarkupWarning(message);
}

/**
 * React's development-only warnings about the markup a malformed layout asks for: elements
 * nested where HTML does not allow them (a button in a tappable stack, a form in a form), an
 * attribute or child of the wrong type (`height: true`; a link `icon` or icon `tone` of
 * "constructor" finds a function in the node's lookup table), two kv-list items with the
 * same `id`. Nothing breaks and production React says nothing: allowed, not failed.
 */
const MARKUP_WARNING =
  /cannot contain a nested|cannot be a descendant of|for a non-boolean attribute|Invalid values? for props? |Functions are not valid as a React child|Encountered two children with the same key/;

export function isMarkupWarning(message: string): boolean {
  return MARKUP_WARNING.test(message);
}

/** Warnings a malformed layout causes by design: the renderer says what it left out. */
const DESIGNED_WARNINGS = [
  '[i18n] missing key',
  '[form] a field without a usable name is not shown',
  '[form] invalid pattern rule ignored',
];

function isExpectedWarning(args: unknown[]): boolean {
  const message = text(args);
  return DESIGNED_WARNINGS.some((prefix) => message.startsWith(prefix));
}

/** What a tapped action would open: the controller opens hrefOf's target or nothing. */
export function openedBy(action: AppAction): string | null {
  if (action.type === 'openUrl') {
    // useAppActions opens the target only when it is a non-empty string.
    const target: unknown = hrefOf(action, rendererServices.urls);
    return typeof target === 'string' && target !== '' ? target : null;
  }
  if (action.type === 'navigate') {
    try {
      return withSession(action.to, {}, action.query);
    } catch {
      return null;
    }
  }
  return null;
}

interface JsdomConsole {
  rawListeners(event: string): Array<(...args: unknown[]) => void>;
  removeAllListeners(event: string): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
}

/**
 * Records jsdom's own errors (a stylesheet it cannot parse, say) instead of letting them
 * print; returns the function that puts jsdom's reporting back.
 */
export function recordJsdomErrors(into: string[]): () => void {
  const jsdom = (globalThis as { jsdom?: { virtualConsole?: JsdomConsole } }).jsdom;
  const virtualConsole = jsdom?.virtualConsole;
  if (!virtualConsole) return () => {};
  const previous = virtualConsole.rawListeners('jsdomError');
  virtualConsole.removeAllListeners('jsdomError');
  virtualConsole.on('jsdomError', (error) => {
    const { message, detail } = error as { message?: string; detail?: unknown };
    into.push(`jsdom: ${message ?? String(error)} ${String(detail ?? '').slice(0, 200)}`);
  });
  return () => {
    virtualConsole.removeAllListeners('jsdomError');
    for (const listener of previous) virtualConsole.on('jsdomError', listener);
  };
}

export interface Outcome {
  problems: string[];
  nodeErrors: number;
  actions: AppAction[];
}

/**
 * Renders, checks, taps up to `taps` targets, checks again and unmounts. The problems are
 * what broke a promise: a throw out of render, an uncaught error, a blank screen, a
 * dangerous href or src, an opened hostile target, or a console error no boundary explains.
 */
export async function renderAndCheck(
  body: unknown[],
  data: unknown,
  options: { registry: Registry; state?: Record<string, unknown>; taps?: number; console: Console },
): Promise<Outcome> {
  const problems: string[] = [];
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    uncaught.push(event.error ?? event.message);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  // A delay past setTimeout's limit fires at once (Node says so with a process warning).
  const processWarnings: string[] = [];
  const onWarning = (warning: Error) =>
    void processWarnings.push(`${warning.name}: ${warning.message}`);
  process.on('warning', onWarning);
  const jsdomErrors: string[] = [];
  const restoreJsdom = recordJsdomErrors(jsdomErrors);
  const errorsBefore = options.console.errors.length;
  const warningsBefore = options.console.warnings.length;
  let nodeErrors = 0;
  let actions: AppAction[] = [];

  const check = (when: string) => {
    if (document.querySelector('header h1')?.textContent !== 'Test screen') {
      problems.push(`${when}: the screen title is gone`);
    }
    for (const bad of dangerousAttributes(document)) problems.push(`${when}: ${bad.slice(0, 120)}`);
    nodeErrors = Math.max(nodeErrors, document.querySelectorAll('[data-node-error]').length);
  };

  try {
    try {
      const view = renderScreen(body, data, { registry: options.registry, state: options.state });
      actions = view.actions;
    } catch (error) {
      problems.push(`render threw: ${String(error)}`);
      return { problems, nodeErrors, actions };
    }
    check('rendered');
    const targets = [
      ...document.body.querySelectorAll('a, button, [role="tab"], [role="radio"], input'),
    ].slice(0, options.taps ?? 10);
    for (const target of targets) {
      if (!target.isConnected) continue;
      await act(async () => {
        fireEvent.click(target);
      });
    }
    if (targets.length > 0) check('after taps');
    for (const action of actions) {
      const opened = openedBy(action);
      if (opened !== null && dangerOf(opened) !== null) {
        problems.push(`a tap would open ${opened.slice(0, 120)}`);
      }
    }
  } finally {
    cleanup();
    window.removeEventListener('error', onError);
    // Process warnings are emitted on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('warning', onWarning);
    restoreJsdom();
  }

  problems.push(...jsdomErrors);
  for (const warning of processWarnings) problems.push(`process: ${warning}`);
  for (const error of uncaught) problems.push(`uncaught: ${String(error)}`);
  for (const args of options.console.errors.slice(errorsBefore)) {
    if (!(isContainedReport(args) && nodeErrors > 0) && !isDesignedError(args)) {
      problems.push(`console.error: ${text(args).slice(0, 2000)}`);
    }
  }
  for (const args of options.console.warnings.slice(warningsBefore)) {
    if (!isExpectedWarning(args)) problems.push(`console.warn: ${text(args).slice(0, 200)}`);
  }
  return { problems, nodeErrors, actions };
}
