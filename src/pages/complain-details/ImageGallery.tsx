// Attached images as thumbnails; a tap enlarges one in a dialog that Escape, a tap outside
// or the Close button closes, and focus returns to the thumbnail. Registered by the details
// page only (docs/decisions/010-complaint-page-widgets.md). The controller has already
// passed every url through the image allow-list.
import { useRef, useState } from 'react';
import { useRenderer, type NodeProps } from '../../../renderers/context';
import { useText } from '../../../renderers/hooks';
import { resolvePointer } from '../../../renderers/pointer';
import { theme } from '../../../renderers/theme';
import { Button } from '../../../renderers/ui/Button';
import { Modal } from '../../../renderers/ui/Modal';
import type { TextSource } from '../../generated/types';

/** Emitted with '1' when an image is enlarged and '0' when it is closed. */
export const VIEWING_IMAGE = 'viewingImage';

export interface ImageGalleryNode {
  type: 'image-gallery';
  id?: string;
  /** Pointer to an array of image urls. */
  source: string;
  label: TextSource;
}

export function ImageGallery({ node }: NodeProps<ImageGalleryNode>) {
  const { data, t, onAction } = useRenderer();
  const label = useText(node.label);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const found = resolvePointer(data, node.source);
  const urls = Array.isArray(found) ? found.filter((u): u is string => typeof u === 'string') : [];
  if (urls.length === 0) return null;

  const total = urls.length;
  // The page holds back its rating dialog while an image is enlarged (one dialog at a time).
  const enlarge = (index: number | null) => {
    setEnlarged(index);
    onAction({ type: 'emit', name: VIEWING_IMAGE, value: index === null ? '0' : '1' });
  };
  const close = () => {
    const index = enlarged;
    enlarge(null);
    if (index !== null) thumbs.current[index]?.focus();
  };
  const shown = enlarged === null ? undefined : urls[enlarged];

  return (
    <div data-node-id={node.id} role="group" aria-label={label}>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 8,
        }}
      >
        {urls.map((url, i) => (
          <li key={i}>
            <button
              type="button"
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              aria-label={t('complaintHistory.imageThumb', { index: i + 1, total })}
              onClick={() => enlarge(i)}
              css={{
                display: 'block',
                width: '100%',
                aspectRatio: '1',
                padding: 0,
                border: `1px solid ${theme.border}`,
                borderRadius: 8,
                overflow: 'hidden',
                background: theme.background,
                cursor: 'zoom-in',
              }}
            >
              <img
                src={url}
                alt=""
                loading="lazy"
                decoding="async"
                css={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={shown !== undefined}
        title={
          enlarged === null
            ? undefined
            : t('complaintHistory.imageLarge', { index: enlarged + 1, total })
        }
        dismissable
        onDismiss={close}
        testId="image-lightbox"
      >
        {shown && (
          <img
            src={shown}
            alt={t('complaintHistory.imageLarge', { index: (enlarged ?? 0) + 1, total })}
            css={{ display: 'block', width: '100%', maxHeight: '60vh', objectFit: 'contain' }}
          />
        )}
        <div css={{ marginTop: 16 }}>
          <Button variant="secondary" onClick={close}>
            {t('common.close')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
