// A dialog (modal) or a panel from the bottom (bottom-sheet) shown while openWhen holds. A
// dismissable one closes on Escape, a tap outside or its Close button by running onDismiss;
// a modal with closeButton also shows a close icon in its corner. Without onDismiss nothing
// could close it: it is not dismissable then (no dead Close, and Back is not swallowed).
import { css } from '@emotion/react';
import type { BottomSheetNode, ModalNode as ModalNodeType } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useCondition, useRunner, useTexts } from '../hooks';
import { NodeList } from '../NodeView';
import { theme } from '../theme';
import { BottomSheet, Modal } from '../ui/Modal';

const divStyle = css({ display: 'flex', gap: 12, marginTop: 16 });

export function ModalNode({ node, path }: NodeProps<ModalNodeType>) {
  const [title, closeLabel] = useTexts(
    node.title,
    node.closeButton ? { key: 'common.close' } : undefined,
  );
  const open = useCondition(node.openWhen);
  const run = useRunner();
  return (
    <Modal
      open={open}
      title={title || undefined}
      dismissable={node.dismissable === true && node.onDismiss !== undefined}
      onDismiss={() => run(node.onDismiss)}
      testId={node.id}
      closeLabel={closeLabel || undefined}
    >
      <NodeList nodes={node.body} path={`${path}/body`} />
      {node.actions && node.actions.length > 0 && (
        <div css={divStyle}>
          <NodeList nodes={node.actions} path={`${path}/actions`} />
        </div>
      )}
    </Modal>
  );
}

const buttonStyle = css({
  marginTop: 12,
  width: '100%',
  minHeight: 44,
  border: 'none',
  background: 'none',
  color: theme.brand,
  font: `600 16px ${theme.font}`,
});

export function BottomSheetNode({ node, path }: NodeProps<BottomSheetNode>) {
  const [title, closeText] = useTexts(node.title, node.closeText ?? { key: 'common.close' });
  const open = useCondition(node.openWhen);
  const run = useRunner();
  const dismiss = () => run(node.onDismiss);
  const dismissable = (node.dismissable ?? true) && node.onDismiss !== undefined;
  return (
    <BottomSheet
      open={open}
      title={title || undefined}
      dismissable={dismissable}
      onDismiss={dismiss}
      testId={node.id}
    >
      <NodeList nodes={node.body} path={`${path}/body`} />
      {dismissable && (
        <button type="button" onClick={dismiss} css={buttonStyle}>
          {closeText}
        </button>
      )}
    </BottomSheet>
  );
}
