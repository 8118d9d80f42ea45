import type { ButtonNode as ButtonNodeType } from '../../src/generated/types';
import { evaluateCondition } from '../condition';
import { useRenderer, type NodeProps } from '../context';
import { useActionHandler, useText } from '../hooks';
import { Button } from '../ui/Button';

export function ButtonNode({ node }: NodeProps<ButtonNodeType>) {
  const { data } = useRenderer();
  const text = useText(node.text);
  const onClick = useActionHandler(node.action);
  const disabled = node.disabledWhen ? evaluateCondition(node.disabledWhen, data) : false;
  return (
    <Button
      data-node-id={node.id}
      variant={node.variant ?? 'primary'}
      disabled={disabled}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}
