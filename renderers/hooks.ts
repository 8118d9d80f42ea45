// Small hooks nodes share: text from a TextSource, a condition's verdict, and running an
// action (local steps here, the rest handed to the controller), with its link target.
import { useCallback, useContext, useMemo } from 'react';
import type { Condition, NodeAction, TextSource } from './generated/screen-types';
import { resolveActions, soleAppAction, type ResolvedAction } from './actions';
import { resolveText, type TextContext } from './binding';
import { evaluateCondition, formNamesIn } from './condition';
import { useRenderer } from './context';
import { useFormBridge, useFormValues } from './form-bridge';
import { hrefOf } from './href';
import { createReader, ItemScopeContext, useReader, useScreenStore, type ItemScope } from './scope';
import { scrollToAnchor } from './scroll-to';
import { showToast } from './ui/toast-store';

export function useTextContext(): TextContext {
  const { t, rupee, services } = useRenderer();
  const { formatters } = services;
  const read = useReader();
  return useMemo(() => ({ read, t, rupee, formatters }), [read, t, rupee, formatters]);
}

export function useText(source: TextSource | undefined): string {
  return resolveText(source, useTextContext());
}

/** Several texts of one node, through one subscription to the values they read. */
export function useTexts<S extends Array<TextSource | undefined>>(
  ...sources: S
): { [K in keyof S]: string } {
  const ctx = useTextContext();
  return sources.map((source) => resolveText(source, ctx)) as { [K in keyof S]: string };
}

/** Whether a condition holds; one reading '/form/…' re-renders when those values change. */
export function useCondition(condition: Condition | undefined): boolean {
  const form = useFormValues(formNamesIn(condition));
  const read = useReader(form);
  return evaluateCondition(condition, read);
}

/** A node's flag (busyWhen, disabledWhen, …): set only when its condition is given and holds. */
export function useFlag(condition: Condition | undefined): boolean {
  return useCondition(condition) && condition !== undefined;
}

export type Runner = (action: NodeAction | undefined, scope?: ItemScope) => void;

/**
 * Runs an action at tap time. With `scope` it is resolved against that item (a tapped tab,
 * star or option) instead of the node's own scope.
 */
export function useRunner(): Runner {
  const { t, rupee, onAction, services } = useRenderer();
  const { formatters } = services;
  const state = useScreenStore();
  const form = useFormBridge();
  const ownScope = useContext(ItemScopeContext);
  // Read at the tap, as the values are then: a runner subscribes to nothing.
  return useCallback(
    (action, scope) => {
      if (!action) return;
      const reader = createReader({
        data: state.data(),
        state: state.state(),
        scope: scope ?? ownScope,
        form: form?.values(),
      });
      let steps: ResolvedAction[];
      try {
        steps = resolveActions(action, { read: reader, t, rupee, formatters });
      } catch (error) {
        // A malformed action from a server does nothing: at tap time no boundary can contain
        // it, so it must not escape as an uncaught error.
        console.error('[renderer] action not run', { action, error });
        return;
      }
      for (const step of steps) runStep(step);
      function runStep(step: ResolvedAction): void {
        switch (step.type) {
          case 'set':
            return state.set(step.state, step.value);
          case 'toggle':
            return state.toggle(step.state);
          case 'startTimer':
            return state.set(step.state, Date.now() + step.seconds * 1000);
          case 'submit':
            if (form) form.submit(step.event);
            else onAction({ type: 'emit', name: step.event, values: {} });
            return;
          case 'toast':
            return showToast(step.text, step.durationMs);
          case 'scrollTo':
            return scrollToAnchor(step.anchor);
          default:
            onAction(step);
        }
      }
    },
    [t, rupee, formatters, onAction, state, form, ownScope],
  );
}

/** A tap target: the handler, and an href when the action leads to one place. */
export function useTap(action: NodeAction | undefined): {
  href: string | null;
  onTap: (() => void) | undefined;
} {
  const ctx = useTextContext();
  const { urls } = useRenderer().services;
  const run = useRunner();
  const sole = action ? soleAppAction(resolveActions(action, ctx)) : null;
  const href = sole ? hrefOf(sole, urls) : null;
  const onTap = useCallback(() => run(action), [run, action]);
  return { href, onTap: action ? onTap : undefined };
}
