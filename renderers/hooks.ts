// Small hooks nodes share: text from a TextSource, a click handler from a NodeAction.
import { useCallback } from 'react';
import type { NodeAction, TextSource } from '../src/generated/types';
import { resolveAction } from './actions';
import { resolveText } from './binding';
import { useRenderer } from './context';

export function useText(source: TextSource | undefined): string {
  const ctx = useRenderer();
  return resolveText(source, ctx);
}

export function useActionHandler(action: NodeAction | undefined): (() => void) | undefined {
  const ctx = useRenderer();
  const { onAction } = ctx;
  const resolved = action ? resolveAction(action, ctx) : undefined;
  const key = JSON.stringify(resolved);
  // Stable while the resolved action is the same, so memoised children do not re-render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const handler = useCallback(() => resolved && onAction(resolved), [key, onAction]);
  return resolved ? handler : undefined;
}
