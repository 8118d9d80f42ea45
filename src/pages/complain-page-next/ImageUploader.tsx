// The image picker and the list of picked images: each with its state, its progress while
// uploading, the server's message when it failed, a retry and a remove control.
import { useEffect, useId, useState } from 'react';
import { theme } from '../../../renderers/theme';
import { t } from '../../i18n';
import { COMPLAINT_IMAGES_MAX } from '../../lib/complaint-rules';
import { useComplaintForm } from './form-context';
import type { UploadItem } from './use-image-uploads';

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'waiting':
      return t('complainForm.waiting');
    case 'preparing':
      return t('complainForm.preparing');
    case 'uploading':
      return t('complainForm.uploading', { percent: item.percent });
    case 'done':
      return t('complainForm.uploaded');
    case 'failed':
      return t('complainForm.uploadFailed', { message: item.error ?? t('error.failed') });
  }
}

/**
 * A picked image as the borrower will send it. It shows the prepared (downscaled) copy,
 * not the original: decoding nine 12 MB photos at full size would exhaust a low-end phone.
 */
function Thumbnail({ image }: { image: Blob | undefined }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!image) return undefined;
    const url = URL.createObjectURL(image);
    setSrc(url);
    return () => {
      URL.revokeObjectURL(url);
      setSrc(null);
    };
  }, [image]);
  const box = { width: 56, height: 56, flex: 'none', borderRadius: 8 } as const;
  if (!src) return <span aria-hidden="true" css={{ ...box, background: theme.border }} />;
  return (
    <img
      src={src}
      alt=""
      data-testid="complain-thumbnail"
      decoding="async"
      css={{ ...box, objectFit: 'cover' }}
    />
  );
}

const smallButton = {
  minHeight: 44,
  padding: '0 12px',
  borderRadius: 8,
  border: `1px solid ${theme.border}`,
  background: theme.surface,
  color: theme.brand,
  font: `600 14px ${theme.font}`,
} as const;

export function ImageUploader() {
  const { uploads } = useComplaintForm();
  const inputId = useId();
  const full = uploads.items.length >= COMPLAINT_IMAGES_MAX;
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      data-node-id="complain-images"
      css={{ background: theme.surface, borderRadius: theme.radius, padding: 16 }}
    >
      <h2 id={`${inputId}-title`} css={{ fontSize: 16, margin: '0 0 8px' }}>
        {t('complainForm.images', { count: uploads.items.length })}
      </h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {uploads.items.map((item) => (
          <li
            key={item.id}
            data-testid="complain-image"
            data-status={item.status}
            css={{ padding: '8px 0', borderBottom: `1px solid ${theme.border}` }}
          >
            <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Thumbnail image={item.preview} />
              <span css={{ flex: 1, wordBreak: 'break-all' }}>{item.name}</span>
              {item.status === 'failed' && (
                <button
                  type="button"
                  css={smallButton}
                  aria-label={t('complainForm.retryUpload', { name: item.name })}
                  onClick={() => uploads.retry(item.id)}
                >
                  ↻
                </button>
              )}
              <button
                type="button"
                css={smallButton}
                aria-label={t('complainForm.remove', { name: item.name })}
                onClick={() => uploads.remove(item.id)}
              >
                ✕
              </button>
            </div>
            {item.status === 'uploading' && (
              <progress
                max={100}
                value={item.percent}
                aria-label={item.name}
                css={{ width: '100%', height: 6 }}
              />
            )}
            <p
              role={item.status === 'failed' ? 'alert' : undefined}
              css={{
                margin: '4px 0 0',
                fontSize: 13,
                color: item.status === 'failed' ? theme.danger : theme.muted,
              }}
            >
              {statusText(item)}
            </p>
          </li>
        ))}
      </ul>
      {!full && (
        <label
          htmlFor={inputId}
          css={{
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
          }}
        >
          <span aria-hidden="true" css={{ marginRight: 6 }}>
            +
          </span>
          {t('complainForm.addImages')}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            onChange={(e) => {
              uploads.add(Array.from(e.target.files ?? []));
              // The same file may be picked again after a removal.
              e.target.value = '';
            }}
            css={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
        </label>
      )}
      {uploads.notice && (
        <p role="alert" css={{ margin: '8px 0 0', color: theme.danger, fontSize: 14 }}>
          {uploads.notice}
        </p>
      )}
    </section>
  );
}
