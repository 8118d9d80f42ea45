// Thumbnails of the images in an array of the data; a tap enlarges one in a dialog as wide as
// the screen that Escape, a tap outside or the Close button closes, and focus returns to its
// thumbnail. It owns the grid, the lightbox and that focus; it keeps only images whose URL
// passes the image allow-list (safeImageSrc), counting and numbering the kept ones. An element
// is a URL, or an object read in its own scope: `src` points at its URL and `alt` gives its
// text alternative (a step picture says what it shows; a complaint photo is only numbered).
// What opening and closing mean to the page is the layout's: `onOpen` and `onClose` run in the
// node's own scope (a page holds its rating dialog back while an image is enlarged, so two
// dialogs never stack). Every onOpen is paired with an onClose, also when the image or the
// gallery goes away.
import { css, type SerializedStyles } from '@emotion/react';
import { use, useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryNode } from '../generated/screen-types';
import { resolveText, type TextContext } from '../binding';
import { useRenderer, type NodeProps } from '../context';
import { useRunner, useText } from '../hooks';
import { RowBudgetContext } from '../row-budget';
import { useReader, useReaderAt, type ItemScope, type Reader } from '../scope';
import { cachedStyle } from '../styles';
import { theme } from '../theme';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

interface Shown {
  src: string;
  /** The text alternative; '' when the layout gives none (the image is then numbered). */
  alt: string;
}

/** The allowed images of `value`, each with its text alternative, read in its own scope. */
function imagesOf(
  value: unknown,
  node: GalleryNode,
  {
    readAt,
    t,
    rupee,
    formatters,
    safeImageSrc,
  }: {
    readAt: (scope: ItemScope) => Reader;
    safeImageSrc: (src: unknown) => string | null;
  } & Omit<TextContext, 'read'>,
): Shown[] {
  if (!Array.isArray(value)) return [];
  const shown: Shown[] = [];
  value.forEach((item: unknown, index) => {
    const read = readAt({ item, index });
    const raw = node.src === undefined ? item : read(node.src);
    const src = typeof raw === 'string' ? safeImageSrc(raw) : null;
    if (src === null) return;
    shown.push({
      src,
      alt: node.alt === undefined ? '' : resolveText(node.alt, { read, t, rupee, formatters }),
    });
  });
  return shown;
}

/** The grid per number of columns (1–6), built once. */
const grids = new Map<number, SerializedStyles>();
const gridStyle = (columns: number) =>
  cachedStyle(grids, columns, () =>
    css({
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'grid',
      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      gap: 8,
    }),
  );

const thumbStyle = css({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  padding: 0,
  border: `1px solid ${theme.border}`,
  borderRadius: 8,
  overflow: 'hidden',
  background: theme.background,
  cursor: 'zoom-in',
});
const thumbImageStyle = css({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});
const largeImageStyle = css({
  display: 'block',
  width: '100%',
  maxHeight: '60vh',
  objectFit: 'contain',
});
const closeStyle = css({ marginTop: 16, padding: '0 20px' });
/** In place of a picture that did not load: says so, with nothing to enlarge. */
const failedText = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  fontSize: 12,
  color: theme.muted,
});
const failedThumbStyle = css(thumbStyle, failedText, { padding: 4, cursor: 'default' });
const failedLargeStyle = css(failedText, { padding: '0 20px', fontSize: 14 });

export function Gallery({ node }: NodeProps<GalleryNode>) {
  const { t, rupee, services } = useRenderer();
  const read = useReader();
  const readAt = useReaderAt();
  const run = useRunner();
  const label = useText(node.label);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  // Pictures whose address did not load (a server that lost them, no network): said, not blank.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const fail = useCallback(
    (src: string) => setFailed((was) => (was.has(src) ? was : new Set(was).add(src))),
    [],
  );
  // Each picture of the data is a row: in served content, within its budget (row-budget.ts).
  const budget = use(RowBudgetContext);
  const found = read(node.images);
  const images = imagesOf(Array.isArray(found) ? found.slice(0, budget) : found, node, {
    readAt,
    t,
    rupee,
    formatters: services.formatters,
    safeImageSrc: services.urls.safeImageSrc,
  });
  const total = images.length;
  const shown = enlarged === null ? undefined : images[enlarged];

  // The latest runner and action for handlers that must stay the same function: the Modal
  // focuses its panel again whenever its onDismiss changes, which would pull focus off the
  // Close button on every re-render of the screen while an image is open. `openIndex` is
  // the image enlarged by the last onOpen not yet paired with an onClose.
  const latest = useRef({ run, onClose: node.onClose, openIndex: null as number | null });
  useEffect(() => {
    latest.current.run = run;
    latest.current.onClose = node.onClose;
  });

  const enlarge = (index: number) => {
    latest.current.openIndex = index;
    setEnlarged(index);
    run(node.onOpen);
  };

  /** Closes the lightbox once, running onClose; `returnFocus` when the user closed it. */
  const close = useCallback((returnFocus: boolean) => {
    const index = latest.current.openIndex;
    if (index === null) return;
    latest.current.openIndex = null;
    setEnlarged(null);
    latest.current.run(latest.current.onClose);
    if (returnFocus) thumbs.current[index]?.focus();
  }, []);
  const dismiss = useCallback(() => close(true), [close]);

  // The enlarged image left the data (a refresh): the dialog is gone, so is the hold.
  useEffect(() => {
    if (enlarged !== null && shown === undefined) close(false);
  }, [enlarged, shown, close]);
  // The gallery itself goes away (its `when` turned false, the page changed) while open.
  useEffect(() => () => close(false), [close]);

  if (total === 0) return null;
  // The schema's 1–6, kept at run time too: the number goes into a CSS value.
  const columns = Number.isInteger(node.columns) ? Math.min(Math.max(node.columns ?? 3, 1), 6) : 3;
  const title =
    enlarged === null
      ? undefined
      : shown?.alt || t('renderer.imageLarge', { index: enlarged + 1, total });

  return (
    <div data-node-id={node.id} role="group" aria-label={label || undefined}>
      <ul css={gridStyle(columns)}>
        {images.map((image, i) => (
          <li key={i}>
            {failed.has(image.src) ? (
              <div css={failedThumbStyle}>{t('renderer.imageFailed')}</div>
            ) : (
              /* Named by its picture's alt when it has one, else numbered. */
              <button
                type="button"
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                aria-label={
                  image.alt ? undefined : t('renderer.imageThumb', { index: i + 1, total })
                }
                aria-haspopup="dialog"
                onClick={() => enlarge(i)}
                css={thumbStyle}
              >
                <img
                  src={image.src}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                  onError={() => fail(image.src)}
                  css={thumbImageStyle}
                />
              </button>
            )}
          </li>
        ))}
      </ul>
      {/* As wide as the screen: the point of enlarging a picture on a phone. */}
      <Modal
        open={shown !== undefined}
        title={title}
        dismissable
        onDismiss={dismiss}
        testId="image-lightbox"
        wide
      >
        {shown !== undefined &&
          (failed.has(shown.src) ? (
            <p css={failedLargeStyle}>{t('renderer.imageFailed')}</p>
          ) : (
            <img
              src={shown.src}
              alt={title}
              onError={() => fail(shown.src)}
              css={largeImageStyle}
            />
          ))}
        <div css={closeStyle}>
          <Button variant="secondary" onClick={dismiss}>
            {t('common.close')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
