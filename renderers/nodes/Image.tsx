// Only allow-listed sources are loaded; anything else renders nothing rather than a
// request to an unknown scheme.
import type { ImageNode } from '../generated/screen-types';
import { useRenderer, type NodeProps } from '../context';
import { useText } from '../hooks';

const shapes = {
  plain: {},
  round: { borderRadius: '50%' },
  icon: { borderRadius: 8 },
} as const;

export function Image({ node }: NodeProps<ImageNode>) {
  const src = useRenderer().services.urls.safeImageSrc(useText(node.src));
  const alt = useText(node.alt);
  if (!src) return null;
  return (
    <img
      data-node-id={node.id}
      src={src}
      alt={alt}
      width={node.width}
      height={node.height}
      loading="lazy"
      decoding="async"
      css={[
        { maxWidth: '100%', height: node.height ? undefined : 'auto', objectFit: 'contain' },
        node.fullWidth && { display: 'block', width: '100%', height: 'auto' },
        shapes[node.shape ?? 'plain'],
      ]}
    />
  );
}
