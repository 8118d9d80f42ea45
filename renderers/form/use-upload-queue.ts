// The image picker's queue: image files only, at most `max` (two quick picks together too),
// each prepared (large photos downscaled) and uploaded one at a time through the page's
// uploader, with its own progress, its failure message, a retry, and a remove that stops its
// upload. Leaving the page stops the upload in flight.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translate, Uploader } from '../context';
import { loadProduceAfterContentPaint, withProduce } from '../produce';
import type { ImagePreparation } from '../services';
import { isImageFile } from './image-file';
import { showToast } from '../ui/toast-store';

export type UploadStatus = 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  name: string;
  /** The picked file; absent for an image the form already had (its URL only). */
  file?: File;
  status: UploadStatus;
  /** 0..100 */
  percent: number;
  url?: string;
  error?: string;
  /** Failed for good: sending it again cannot help (the uploader said so). */
  final?: boolean;
  /** What is uploaded (downscaled when the photo was large): the thumbnail shows it. */
  preview?: Blob;
}

export interface UploadQueue {
  items: UploadItem[];
  /** Why the last picked files were refused, for the picker to show. */
  notice: string;
  add: (files: Iterable<File>) => void;
  remove: (id: number) => void;
  retry: (id: number) => void;
}

let nextId = 1;

/**
 * The name an already uploaded image is shown with: the last part of its URL's path, or
 * "Image n" for a data: URL or a path without one (a base64 tail is no name).
 */
function nameOf(url: string, index: number, t: Translate): string {
  const path = url.startsWith('data:') ? '' : (url.split(/[?#]/)[0] ?? '');
  return (
    path.slice(path.lastIndexOf('/') + 1) || t('renderer.upload.imageName', { index: index + 1 })
  );
}

export function useUploadQueue({
  max,
  uploader,
  t,
  initialUrls,
  images,
}: {
  max: number;
  uploader: Uploader | undefined;
  t: Translate;
  /** Images the form already holds: shown as uploaded. */
  initialUrls: readonly string[];
  /** The app's check and downscaling of picked photos. */
  images: ImagePreparation;
}): UploadQueue {
  const [items, setItems] = useState<UploadItem[]>(() =>
    initialUrls.map((url, index) => ({
      id: nextId++,
      name: nameOf(url, index, t),
      status: 'done',
      percent: 100,
      url,
    })),
  );
  const [notice, setNotice] = useState('');
  const running = useRef<{ id: number; controller: AbortController } | null>(null);
  // The images as of the last pick or removal: two quick picks must not pass max together.
  const ids = useRef<Set<number> | null>(null);
  if (ids.current === null) ids.current = new Set(items.map((item) => item.id));
  // The latest uploader, texts, limit and image preparation, read when an upload starts or
  // files are picked.
  const latest = useRef({ uploader, t, max, images });
  useEffect(() => {
    latest.current = { uploader, t, max, images };
  }, [uploader, t, max, images]);

  // The list changes in place; the items a change leaves alone stay the same objects (their
  // thumbnails keep theirs). immer, which does that, comes once the picker is on screen.
  useEffect(loadProduceAfterContentPaint, []);
  const update = useCallback(
    (recipe: (list: UploadItem[]) => void) =>
      withProduce(
        (produce) => setItems((items) => produce(items, recipe)),
        // Its code did not come, and the change (a pick, a removal) with it: the borrower must
        // know to try again (the next change asks for the code again), and the places for
        // images are the list's again (a dropped pick booked one).
        () => {
          setItems((list) => ((ids.current = new Set(list.map((item) => item.id))), list));
          showToast(latest.current.t('error.network'));
        },
      ),
    [],
  );
  const patch = useCallback(
    (id: number, change: Partial<UploadItem>) =>
      update((list) => {
        const item = list.find((entry) => entry.id === id);
        if (item) Object.assign(item, change);
      }),
    [update],
  );

  // The queue: whenever nothing is in flight, start the oldest waiting image.
  useEffect(() => {
    if (running.current) return;
    const next = items.find((item) => item.status === 'waiting');
    if (!next) return;
    const { uploader: upload, t: tr, images: prep } = latest.current;
    const file = next.file;
    if (!upload || !file) {
      patch(next.id, { status: 'failed', error: tr('renderer.upload.noUploader') });
      return;
    }
    const controller = new AbortController();
    running.current = { id: next.id, controller };
    patch(next.id, { status: 'preparing', percent: 0, error: undefined });
    const settle = (change: Partial<UploadItem>) => {
      if (running.current?.id === next.id) running.current = null;
      patch(next.id, change);
    };
    void (async () => {
      const prepared = await prep.prepareImage(file);
      if (controller.signal.aborted) return;
      patch(next.id, { status: 'uploading', preview: prepared.blob });
      const result = await upload(prepared.blob, prepared.name, {
        signal: controller.signal,
        onProgress: (fraction) =>
          patch(next.id, { percent: Math.round(Math.min(1, Math.max(0, fraction)) * 100) }),
      });
      if (controller.signal.aborted) return;
      if (result.ok) {
        settle({ status: 'done', percent: 100, url: result.url });
        showToast(latest.current.t('renderer.upload.uploadSucceeded'));
      } else {
        settle({ status: 'failed', error: result.message, final: result.final === true });
      }
    })().catch(() => {
      // An uploader that throws instead of settling must not freeze the queue.
      if (!controller.signal.aborted) settle({ status: 'failed', error: tr('error.failed') });
    });
  }, [items, patch]);

  // Leaving the page stops the upload in flight.
  useEffect(() => () => running.current?.controller.abort(), []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const { t: tr, max: limit } = latest.current;
      const taken = ids.current ?? new Set<number>();
      const refused: string[] = [];
      const added: UploadItem[] = [];
      for (const file of files) {
        if (!isImageFile(file)) {
          refused.push(tr('renderer.upload.notImage', { name: file.name }));
        } else if (taken.size + added.length >= limit) {
          const tooMany = tr('renderer.upload.tooMany', { max: limit });
          if (!refused.includes(tooMany)) refused.push(tooMany);
        } else {
          added.push({ id: nextId++, name: file.name, file, status: 'waiting', percent: 0 });
        }
      }
      for (const item of added) taken.add(item.id);
      if (added.length > 0)
        update((list) => {
          list.push(...added);
        });
      setNotice(refused.join(' '));
    },
    [update],
  );

  const remove = useCallback(
    (id: number) => {
      if (running.current?.id === id) {
        running.current.controller.abort();
        running.current = null;
      }
      ids.current?.delete(id);
      update((list) => {
        const at = list.findIndex((item) => item.id === id);
        if (at >= 0) list.splice(at, 1);
      });
      // What the last pick refused ("You can add up to 9 images.") no longer holds.
      setNotice('');
    },
    [update],
  );

  const retry = useCallback(
    (id: number) => patch(id, { status: 'waiting', percent: 0, error: undefined }),
    [patch],
  );

  return { items, notice, add, remove, retry };
}
