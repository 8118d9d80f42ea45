// A toast declared by the layout: shown through the shared toast host when its condition
// starts to hold.
import { useEffect } from 'react';
import type { ToastNode as ToastNodeType } from '../../src/generated/types';
import { evaluateCondition } from '../condition';
import { useRenderer, type NodeProps } from '../context';
import { useText } from '../hooks';
import { showToast } from '../ui/toast-store';

export function ToastNode({ node }: NodeProps<ToastNodeType>) {
  const { data } = useRenderer();
  const text = useText(node.text);
  const open = evaluateCondition(node.openWhen, data);
  useEffect(() => {
    if (open) showToast(text, node.durationMs);
  }, [open, text, node.durationMs]);
  return null;
}
