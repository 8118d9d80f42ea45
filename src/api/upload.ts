// Multipart upload of one file (SPEC §7 upload-problem-img): through the endpoint's axios
// client like every call (same URL, session query, headers, 60 s limit and settling in
// transport.ts), with axios's upload progress and the caller's abort signal. axios leaves
// the multipart Content-Type, with its boundary, to the browser.
import type { Endpoint } from './endpoints';
import { send, type ApiResult } from './transport';

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
  );
}
