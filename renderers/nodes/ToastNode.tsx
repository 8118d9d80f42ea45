// A toast declared by the layout: shown through the shared toast host when its condition
// starts to hold.
import { useEffect, useRef } from 'react';
import type { ToastNode as ToastNodeType } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useCondition, useText } from '../hooks';
import { showToast } from '../ui/toast-store';

export function ToastNode({ node }: NodeProps<ToastNodeType>) {
  const text = useText(node.text);
  const open = useCondition(node.openWhen);
  // The text as the condition started to hold: a change of it while it holds shows nothing.
  const latest = useRef({ text, durationMs: node.durationMs });
  latest.current = { text, durationMs: node.durationMs };
  useEffect(() => {
    if (open) showToast(latest.current.text, latest.current.durationMs);
  }, [open]);
  return null;
}
