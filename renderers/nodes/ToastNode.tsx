// A toast declared by the layout: shown through the shared toast host when its condition
// starts to hold.
import { useEffect } from 'react';
import type { ToastNode as ToastNodeType } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useCondition, useText } from '../hooks';
import { showToast } from '../ui/toast-store';

export function ToastNode({ node }: NodeProps<ToastNodeType>) {
  const text = useText(node.text);
  const open = useCondition(node.openWhen);
  useEffect(() => {
    if (open) showToast(text, node.durationMs);
  }, [open, text, node.durationMs]);
  return null;
}
