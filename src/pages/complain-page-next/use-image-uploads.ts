// The image queue of the complaint form: at most 9 images, image files only, uploaded one
// at a time (SPEC §5) as multipart field problemImage, each with its own progress, its
// server message on failure, a retry and a remove that also stops its upload.
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../../renderers/ui/toast-store';
import { uploadProblemImg } from '../../api/complaint-form-endpoints';
import { uploadFile } from '../../api/upload';
import { t } from '../../i18n';
import { COMPLAINT_IMAGES_MAX } from '../../lib/complaint-rules';
import { isImageFile, prepareImage } from '../../lib/downscale-image';

export type UploadStatus = 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  name: string;
  file: File;
  status: UploadStatus;
  /** 0..100 */
  percent: number;
  url?: string;
  error?: string;
  /** What is uploaded (downscaled when the photo was large): the thumbnail shows it. */
  preview?: Blob;
}

export interface ImageUploads {
  items: UploadItem[];
  /** Why the last picked files were refused, for the uploader to show. */
  notice: string;
  add: (files: Iterable<File>) => void;
  remove: (id: number) => void;
  retry: (id: number) => void;
}

let nextId = 1;

export function useImageUploads(): ImageUploads {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [notice, setNotice] = useState('');
  const running = useRef<{ id: number; controller: AbortController } | null>(null);
  // The images as of the last pick or removal: two quick picks must not pass 9 together.
  const ids = useRef(new Set<number>());

  const patch = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  // The queue: whenever nothing is in flight, start the oldest waiting image.
  useEffect(() => {
    if (running.current) return;
    const next = items.find((item) => item.status === 'waiting');
    if (!next) return;
    const controller = new AbortController();
    running.current = { id: next.id, controller };
    patch(next.id, { status: 'preparing', percent: 0, error: undefined });
    void (async () => {
      const prepared = await prepareImage(next.file);
      if (controller.signal.aborted) return;
      patch(next.id, { status: 'uploading', preview: prepared.blob });
      const result = await uploadFile(uploadProblemImg, prepared.blob, prepared.name, {
        field: 'problemImage',
        signal: controller.signal,
        onProgress: (fraction) => patch(next.id, { percent: Math.round(fraction * 100) }),
      });
      if (controller.signal.aborted) return;
      running.current = null;
      if (result.ok) {
        patch(next.id, { status: 'done', percent: 100, url: result.answer.data.url });
        showToast(t('complainForm.uploadSucceeded'));
      } else {
        patch(next.id, { status: 'failed', error: result.failure.message });
      }
    })().catch(() => {
      // uploadFile settles by design; this keeps a bug from freezing the queue.
      if (running.current?.id === next.id) running.current = null;
      patch(next.id, { status: 'failed', error: t('error.failed') });
    });
  }, [items, patch]);

  // Leaving the page stops the upload in flight.
  useEffect(() => () => running.current?.controller.abort(), []);

  const add = useCallback((files: Iterable<File>) => {
    const refused: string[] = [];
    const added: UploadItem[] = [];
    for (const file of files) {
      if (!isImageFile(file)) {
        refused.push(t('complainForm.notImage', { name: file.name }));
      } else if (ids.current.size + added.length >= COMPLAINT_IMAGES_MAX) {
        if (!refused.includes(t('complainForm.tooMany'))) refused.push(t('complainForm.tooMany'));
      } else {
        added.push({ id: nextId++, name: file.name, file, status: 'waiting', percent: 0 });
      }
    }
    for (const item of added) ids.current.add(item.id);
    if (added.length > 0) setItems((list) => [...list, ...added]);
    setNotice(refused.join(' '));
  }, []);

  const remove = useCallback((id: number) => {
    if (running.current?.id === id) {
      running.current.controller.abort();
      running.current = null;
    }
    ids.current.delete(id);
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const retry = useCallback((id: number) => patch(id, { status: 'waiting', percent: 0 }), [patch]);

  return { items, notice, add, remove, retry };
}
