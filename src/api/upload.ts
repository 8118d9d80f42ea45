// Multipart upload of one file (SPEC §7 upload-problem-img): through the endpoint's axios
// client like every call (same URL, session query, headers, 60 s limit and settling in
// transport.ts), with axios's upload progress and the caller's abort signal. axios leaves
// the multipart Content-Type, with its boundary, to the browser.
import { addEnglish, t } from '../i18n';
import { uploadEn } from '../i18n/en-upload';
import type { Endpoint } from './endpoints';
import { send, type ApiResult } from './transport';

addEnglish(uploadEn);

/** The gateway refuses bodies over 15 MB (decision 007): such a file is never sent. */
export const MAX_UPLOAD_BYTES = 15_000_000;
export const HTTP_TOO_LARGE = 413;

export interface UploadOptions {
  /** Multipart field name of the file. */
  field: string;
  /** 0..1 as bytes leave the device. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function uploadFile<Answer>(
  endpoint: Endpoint<Answer>,
  file: Blob,
  fileName: string,
  { field, onProgress, signal, timeoutMs }: UploadOptions,
): Promise<ApiResult<Answer>> {
  // Trying again could never help: said as such, not as "try again later".
  const tooLarge = { kind: 'http', status: HTTP_TOO_LARGE, message: t('upload.tooLarge') } as const;
  if (file.size > MAX_UPLOAD_BYTES) return Promise.resolve({ ok: false, failure: tooLarge });
  const form = new FormData();
  form.append(field, file, fileName);
  return send(
    endpoint,
    {
      data: form,
      onUploadProgress: ({ loaded, total }) => {
        // Some web views report no total: the file's own size is close enough.
        const of = total || file.size;
        if (of > 0) onProgress?.(Math.min(1, loaded / of));
      },
    },
    // The page shows the server's reason next to the image, where the borrower looks.
    { signal, timeoutMs, toastOnReject: false },
  ).then((result) =>
    !result.ok && result.failure.status === HTTP_TOO_LARGE
      ? { ok: false, failure: tooLarge }
      : result,
  );
}
