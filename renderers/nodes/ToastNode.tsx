// A toast declared by the layout: shown through the shared toast host when its condition
// starts to hold.
import { useEffect, useEffectEvent } from 'react';
import type { ToastNode as ToastNodeType } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useCondition, useText } from '../hooks';
import { showToast } from '../ui/toast-store';

export function ToastNode({ node }: NodeProps<ToastNodeType>) {
  const text = useText(node.text);
  const open = useCondition(node.openWhen);
  // Shown as the condition starts to hold, with the text of then: a change of the text while
  // it holds shows nothing.
  const show = useEffectEvent(() => showToast(text, node.durationMs));
  useEffect(() => {
    if (open) show();
  }, [open]);
  return null;
}
