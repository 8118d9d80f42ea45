// A button running its action. Inside a form, a submit button is the form's default button,
// so Enter in an input submits too. While busyWhen holds, or its submit waits for the form's
// code, it is disabled and says busyText.
import type { ButtonNode as ButtonNodeType, NodeAction } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useFormBridge, useFormWaiting } from '../form-bridge';
import { useFlag, useTap, useTexts } from '../hooks';
import { Button } from '../ui/Button';

function submits(action: NodeAction): boolean {
  return (Array.isArray(action) ? action : [action]).some((step) => step.type === 'submit');
}

export function ButtonNode({ node }: NodeProps<ButtonNodeType>) {
  const [text, busyText] = useTexts(node.text, node.busyText);
  const { onTap } = useTap(node.action);
  const inForm = useFormBridge() !== null;
  const sending = useFormWaiting() && submits(node.action);
  const busy = useFlag(node.busyWhen) || sending;
  const disabled = useFlag(node.disabledWhen) || busy;
  return (
    <Button
      data-node-id={node.id}
      type={inForm && submits(node.action) ? 'submit' : 'button'}
      variant={node.variant ?? 'primary'}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={(e) => {
        // The form's own submit event is not used: the action decides what Enter and a tap do.
        e.preventDefault();
        onTap?.();
      }}
    >
      {busy && busyText ? busyText : text}
    </Button>
  );
}
