import type { LoadingNode as LoadingNodeType } from '../generated/screen-types';
import { useRenderer, type NodeProps } from '../context';
import { useText } from '../hooks';
import { Loading } from '../ui/Loading';

export function LoadingNode({ node }: NodeProps<LoadingNodeType>) {
  const { t } = useRenderer();
  const text = useText(node.text);
  return <Loading text={text || t('common.loading')} inline={node.variant === 'inline'} />;
}
