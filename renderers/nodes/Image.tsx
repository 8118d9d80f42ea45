// Only allow-listed sources are loaded; anything else renders nothing rather than a
// request to an unknown scheme. A picture that fails to load (a slow or broken network, a
// removed file) gives way to its alt text, or to nothing, not the browser's broken image.
import { css } from '@emotion/react';
import { useState } from 'react';
import type { ImageNode } from '../generated/screen-types';
import { useRenderer, type NodeProps } from '../context';
import { useText } from '../hooks';
import { theme } from '../theme';

const shapes = {
  plain: css({}),
  round: css({ borderRadius: '50%' }),
  icon: css({ borderRadius: 8 }),
} as const;

/** An image with a height of its own keeps it; else its height follows its width. */
const sized = css({ maxWidth: '100%', objectFit: 'contain' });
const scaled = css({ maxWidth: '100%', height: 'auto', objectFit: 'contain' });
const fullWidth = css({ display: 'block', width: '100%', height: 'auto' });
const failedStyle = css({ color: theme.muted, fontSize: 13 });

export function Image({ node }: NodeProps<ImageNode>) {
  const src = useRenderer().services.urls.safeImageSrc(useText(node.src));
  const alt = useText(node.alt);
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src) return null;
  if (failedSrc === src)
    return alt ? (
      <span data-node-id={node.id} css={failedStyle}>
        {alt}
      </span>
    ) : null;
  return (
    <img
      data-node-id={node.id}
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src)}
      width={node.width}
      height={node.height}
      loading={node.priority ? 'eager' : 'lazy'}
      fetchPriority={node.priority ? 'high' : undefined}
      decoding={node.priority ? 'sync' : 'async'}
      css={[
        node.height ? sized : scaled,
        node.fullWidth && fullWidth,
        shapes[node.shape ?? 'plain'],
      ]}
    />
  );
}
