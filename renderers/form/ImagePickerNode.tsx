// The `image-picker` node: picks images and uploads them through the page's uploader named
// by `upload` (queue in use-upload-queue). Each image shows its thumbnail, name, state,
// progress while uploading, failure message, retry and remove. The form value is the list
// of uploaded URLs in order; submit fails while an image is still on its way or failed, with
// that message under the list. The heading may count the images: a catalogue label gets
// {count} (and {max}).
import { css } from '@emotion/react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ImagePickerNode as ImagePickerNodeType } from '../generated/screen-types';
import { resolveText } from '../binding';
import { useRenderer, type NodeProps, type Translate } from '../context';
import { useFormBridge } from '../form-bridge';
import { useText, useTextContext } from '../hooks';
import { theme } from '../theme';
import { describedBy, FieldShell } from './FieldShell';
import type { Check } from './rules';
import { Thumbnail } from './Thumbnail';
import { useUploadQueue, type UploadItem } from './use-upload-queue';
import { useFocusHandle, useFormField } from './use-form-field';
import { toFormValue } from './values';

function statusText(item: UploadItem, t: Translate): string {
  switch (item.status) {
    case 'waiting':
      return t('renderer.upload.waiting');
    case 'preparing':
      return t('renderer.upload.preparing');
    case 'uploading':
      return t('renderer.upload.uploading', { percent: item.percent });
    case 'done':
      return t('renderer.upload.uploaded');
    case 'failed':
      return t('renderer.upload.uploadFailed', { message: item.error || t('error.failed') });
  }
}

/** Why the images cannot be sent yet, or true. */
function uploadsCheck(items: readonly UploadItem[], t: Translate): string | true {
  if (
    items.some(
      (i) => i.status === 'waiting' || i.status === 'preparing' || i.status === 'uploading',
    )
  ) {
    return t('renderer.upload.stillUploading');
  }
  if (items.some((i) => i.status === 'failed')) return t('renderer.upload.failedImages');
  return true;
}

const urlsOf = (items: readonly UploadItem[]) =>
  items.flatMap((item) => (item.status === 'done' && item.url ? [item.url] : []));

/** What the form must learn about: the URLs, and which images still block a submit. */
const summaryOf = (items: readonly UploadItem[]) =>
  JSON.stringify([urlsOf(items), items.map((item) => item.status === 'done' || item.status)]);

const NO_IMAGES: string[] = [];

const smallButton = css({
  minHeight: 44,
  minWidth: 44,
  padding: '0 12px',
  borderRadius: 8,
  border: `1px solid ${theme.border}`,
  background: theme.surface,
  color: theme.brand,
  font: `600 14px ${theme.font}`,
});

const fieldStyle = css({ outline: 'none' });
const statusStyle = css({ margin: '4px 0 0', fontSize: 13, color: theme.muted });
const failedStyle = css({ margin: '4px 0 0', fontSize: 13, color: theme.danger });
const ulStyle = css({ listStyle: 'none', margin: 0, padding: 0 });
const liStyle = css({ padding: '8px 0', borderBottom: `1px solid ${theme.border}` });
const itemRowStyle = css({ display: 'flex', alignItems: 'center', gap: 8 });
const nameStyle = css({ flex: 1, wordBreak: 'break-all' });
const progressStyle = css({ width: '100%', height: 6 });
const labelStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  marginTop: 8,
  padding: '0 16px',
  borderRadius: 22,
  border: `1px dashed ${theme.brand}`,
  color: theme.brand,
  fontWeight: 600,
  cursor: 'pointer',
  // Its file input is invisible: the label shows where the keyboard is.
  '&:has(:focus-visible)': { outline: `2px solid ${theme.brand}`, outlineOffset: 2 },
});
const plusStyle = css({ marginRight: 6 });
const inputStyle = css({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});
const errorStyle = css({ margin: '8px 0 0', color: theme.danger, fontSize: 14 });

export function ImagePickerNode({ node }: NodeProps<ImagePickerNodeType>) {
  const { t, uploaders, services } = useRenderer();
  const ctx = useTextContext();
  const items = useRef<readonly UploadItem[]>([]);
  const own = useCallback<Check>(() => uploadsCheck(items.current, t), [t]);
  const { name, error, id, ref, change, value } = useFormField(node, NO_IMAGES, own);
  // The list lives in the queue's state; the form is told of it (change) and never read again.
  const [initialUrls] = useState(() => {
    const urls = toFormValue(value());
    return Array.isArray(urls) ? urls : [];
  });
  const focusRef = useFocusHandle(ref);
  const queue = useUploadQueue({
    max: node.max,
    // Own entries only: an upload named "toString" has no uploader.
    uploader: Object.hasOwn(uploaders, node.upload) ? uploaders[node.upload] : undefined,
    t,
    initialUrls,
    images: services.images,
  });
  const inputId = useId();
  // A removed image's Remove button goes with it: focus moves to the next image's Remove (the
  // last one's when it was last), else to Add images, not to the top of the page.
  const listRef = useRef<HTMLUListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAfterRemove.current;
    if (at === null) return;
    focusAfterRemove.current = null;
    const removes = listRef.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    (removes[Math.min(at, removes.length - 1)] ?? fileInput.current)?.focus();
  }, [queue.items]);
  useLayoutEffect(() => {
    items.current = queue.items;
  }, [queue.items]);

  // The form hears of every change that matters: new URLs, or an image settling (which
  // re-checks the field once a submit has shown its error).
  const summary = summaryOf(queue.items);
  const reported = useRef(summary);
  useEffect(() => {
    if (summary === reported.current) return;
    reported.current = summary;
    change(urlsOf(items.current));
  }, [summary, change]);

  // A photo not (yet) uploaded is in no value: the form's leave question is told of it.
  const hold = useFormBridge()?.hold;
  const holding = queue.items.some((item) => item.status !== 'done');
  useEffect(() => {
    if (!hold || !name || !holding) return undefined;
    hold(name, true);
    return () => hold(name, false);
  }, [hold, name, holding]);

  const count = queue.items.length;
  const label = resolveText(node.label, {
    ...ctx,
    t: (key, params) => t(key, { count, max: node.max, ...params }),
  });
  const help = useText(node.help);
  if (!name) return null;
  const full = count >= node.max;
  const testId = (part: string) => (node.id ? `${node.id}-${part}` : undefined);

  return (
    <FieldShell name={name} id={id} label={label} heading help={help} error={error}>
      <div
        ref={focusRef}
        tabIndex={-1}
        aria-describedby={describedBy(id, { help, error })}
        css={fieldStyle}
      >
        <ul ref={listRef} css={ulStyle}>
          {queue.items.map((item, index) => (
            <li key={item.id} data-testid={testId('image')} data-status={item.status} css={liStyle}>
              <div css={itemRowStyle}>
                <Thumbnail image={item.preview} url={item.url} testId={testId('thumbnail')} />
                <span css={nameStyle}>{item.name}</span>
                {item.status === 'failed' && item.file && !item.final && (
                  <button
                    type="button"
                    css={smallButton}
                    aria-label={t('renderer.upload.retryUpload', { name: item.name })}
                    onClick={() => queue.retry(item.id)}
                  >
                    ↻
                  </button>
                )}
                <button
                  type="button"
                  data-remove=""
                  css={smallButton}
                  aria-label={t('renderer.upload.remove', { name: item.name })}
                  onClick={() => {
                    focusAfterRemove.current = index;
                    queue.remove(item.id);
                  }}
                >
                  ✕
                </button>
              </div>
              {item.status === 'uploading' && (
                <progress
                  max={100}
                  value={item.percent}
                  aria-label={item.name}
                  css={progressStyle}
                />
              )}
              <p
                role={item.status === 'failed' ? 'alert' : undefined}
                css={item.status === 'failed' ? failedStyle : statusStyle}
              >
                {statusText(item, t)}
              </p>
            </li>
          ))}
        </ul>
        {!full && (
          <label htmlFor={inputId} css={labelStyle}>
            <span aria-hidden="true" css={plusStyle}>
              +
            </span>
            {t('renderer.upload.addImages')}
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              onChange={(e) => {
                queue.add(Array.from(e.target.files ?? []));
                // The same file may be picked again after a removal.
                e.target.value = '';
              }}
              css={inputStyle}
            />
          </label>
        )}
        {queue.notice && (
          <p role="alert" css={errorStyle}>
            {queue.notice}
          </p>
        )}
      </div>
    </FieldShell>
  );
}
