import type { ModalNode as ModalNodeType } from '../../src/generated/types';
import { evaluateCondition } from '../condition';
import { useRenderer, type NodeProps } from '../context';
import { useActionHandler, useText } from '../hooks';
import { NodeList } from '../NodeView';
import { Modal } from '../ui/Modal';

export function ModalNode({ node, path }: NodeProps<ModalNodeType>) {
  const { data } = useRenderer();
  const title = useText(node.title);
  const onDismiss = useActionHandler(node.onDismiss);
  return (
    <Modal
      open={evaluateCondition(node.openWhen, data)}
      title={title || undefined}
      dismissable={node.dismissable ?? false}
      onDismiss={onDismiss}
      testId={node.id}
    >
      <NodeList nodes={node.body} path={`${path}/body`} />
      {node.actions && node.actions.length > 0 && (
        <div css={{ display: 'flex', gap: 12, marginTop: 16 }}>
          <NodeList nodes={node.actions} path={`${path}/actions`} />
        </div>
      )}
    </Modal>
  );
}
